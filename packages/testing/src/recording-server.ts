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
}

export interface RecordingServer {
  url(path: string): string;
  serve(path: string, served: Served): void;
  /** Requests per path so far. */
  hits(path: string): number;
  close(): Promise<void>;
}

/** A local telephony provider serving recordings over real HTTP. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const routes = new Map<string, Served>();
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    const hit = (counts.get(path) ?? 0) + 1;
    counts.set(path, hit);
    const served = routes.get(path);
    if (!served) return void res.writeHead(404).end("not found");
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
