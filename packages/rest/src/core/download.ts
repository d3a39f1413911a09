import { pipeline } from "node:stream/promises";
import { AppError } from "@crm/domain";
import parseRange from "range-parser";
import { setHeaders, type HttpRequest, type HttpResponse } from "./http-types";

/** What a download route's handler returns: the domain's file, opened lazily for the bytes asked for. */
export interface DownloadBody {
  size: number;
  mimeType: string;
  /** A strong validator of the bytes (quoted), sent as `ETag`. */
  etag?: string;
  /** Bytes `start..end` (inclusive) or all of them. */
  open(range?: { start: number; end: number }): NodeJS.ReadableStream;
}

export const rangeNotSatisfiable = (size: number) =>
  new AppError("RANGE_NOT_SATISFIABLE", 416, `The requested range is outside the ${size} bytes of the file.`);

/**
 * Streams a file with HTTP Range support (one range; what audio players send to seek): 200 with
 * the whole file, 206 with `Content-Range` for `Range: bytes=a-b`, 416 for a range past the end.
 * Ranges are parsed by range-parser (as express's `req.range` does); a malformed header is
 * ignored as RFC 9110 allows, and several ranges are answered with the whole file.
 */
export async function sendDownload(req: HttpRequest, res: HttpResponse, body: DownloadBody): Promise<void> {
  setHeaders(res, { "Content-Type": body.mimeType, "Accept-Ranges": "bytes", "Cache-Control": "private, max-age=0" });
  if (body.etag) res.setHeader("ETag", body.etag);
  const ranges = req.headers.range ? parseRange(body.size, req.headers.range, { combine: true }) : undefined;
  if (ranges === -1) {
    res.setHeader("Content-Range", `bytes */${body.size}`);
    throw rangeNotSatisfiable(body.size);
  }
  const range = Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1 ? ranges[0] : undefined;
  if (range) {
    res.statusCode = 206;
    setHeaders(res, {
      "Content-Range": `bytes ${range.start}-${range.end}/${body.size}`,
      "Content-Length": String(range.end - range.start + 1),
    });
  } else {
    res.statusCode = 200;
    res.setHeader("Content-Length", String(body.size));
  }
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  await pipeline(body.open(range ? { start: range.start, end: range.end } : undefined), res);
}
