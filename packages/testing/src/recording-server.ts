import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Served {
  status?: number;
  contentType?: string;
  body: Buffer | string;
  /** Declared length when it differs from the body (a lying or huge Content-Length). */
  contentLength?: number;
  /** Answer 500 this many times before serving. */
  failFirst?: number;
  /** Hold the first request open without answering (a download in flight when a worker dies). */
  hangFirst?: boolean;
}

export interface RecordingServer {
  url(path: string): string;
  serve(path: string, served: Served): void;
  /** Requests per path so far. */
  hits(path: string): number;
  /** Resolves on the next request to `path`. */
  nextRequest(path: string): Promise<void>;
  close(): Promise<void>;
}

/** A local telephony provider serving recordings over real HTTP. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const routes = new Map<string, Served>();
  const counts = new Map<string, number>();
  const waiters = new Map<string, Array<() => void>>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    const hit = (counts.get(path) ?? 0) + 1;
    counts.set(path, hit);
    for (const wake of waiters.get(path)?.splice(0) ?? []) wake();
    const served = routes.get(path);
    if (!served) return void res.writeHead(404).end("not found");
    if (served.hangFirst && hit === 1) return;
    if (served.failFirst && hit <= served.failFirst) return void res.writeHead(500).end("try later");
    const body = typeof served.body === "string" ? Buffer.from(served.body) : served.body;
    res.writeHead(served.status ?? 200, {
      "content-type": served.contentType ?? "audio/wav",
      "content-length": String(served.contentLength ?? body.length),
    });
    res.end(served.contentLength !== undefined && served.contentLength < body.length ? body.subarray(0, served.contentLength) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, served) => void routes.set(path, served),
    hits: (path) => counts.get(path) ?? 0,
    nextRequest: (path) => new Promise((resolve) => waiters.set(path, [...(waiters.get(path) ?? []), resolve])),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
