import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ExportStream } from "@crm/domain";
import type { HttpResponse } from "./http-types";

/**
 * Sends a streamed file (exports): chunks are pulled as the socket drains (pipeline respects
 * backpressure), and a client that goes away ends the pipeline, which returns the chunk generator
 * and so closes its database cursor.
 */
export async function sendStream(res: HttpResponse, body: ExportStream): Promise<void> {
  res.statusCode = 200;
  res.setHeader("Content-Type", body.mimeType);
  res.setHeader("Content-Disposition", `attachment; filename="${body.filename}"`);
  res.setHeader("Cache-Control", "no-store");
  try {
    await pipeline(Readable.from(body.chunks, { objectMode: false, highWaterMark: 64 * 1024 }), res);
  } catch {
    // Headers are gone: the only thing left to say is that the body is cut short.
    res.destroy();
  }
}
