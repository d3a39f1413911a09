import { createServer } from "node:net";

/** Asks the OS for a free TCP port on `host`. Another process may take it before we bind: callers retry. */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("Could not read the free port"));
      });
    });
  });
}
