import type { RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { createHttpServer } from "../src/http/http-server";

/** Serves `app` on an ephemeral loopback port through the host's HTTP server; `close()` also drops keep-alive sockets. */
export async function listenOnFreePort(app: RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const { server } = createHttpServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
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
