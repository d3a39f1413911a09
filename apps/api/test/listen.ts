import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type express from "express";

/** Serves `app` on an ephemeral loopback port; `close()` also drops keep-alive sockets. */
export async function listenOnFreePort(app: express.Application): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(0, "127.0.0.1", (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
