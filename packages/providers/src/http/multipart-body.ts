import { randomBytes } from "node:crypto";

/** A file part streamed from its source: its bytes are never all in memory. */
export interface MultipartFile {
  name: string;
  filename: string;
  contentType: string;
  /** The exact byte count of `open()`'s stream: the body's Content-Length is computed from it. */
  size: number;
  open(): NodeJS.ReadableStream;
}

export interface MultipartBody {
  contentType: string;
  /** Content-Length of the whole body. */
  length: number;
  body: AsyncIterable<Uint8Array>;
}

/** Header values may not break the part's header block; a quote would end the parameter. */
const headerSafe = (value: string) => value.replace(/[\r\n"]/g, "_");

/**
 * A multipart/form-data body of text fields and one file last, streamed chunk by chunk from the
 * file's source (fetch's FormData takes a Blob, so a 100 MiB document would be read whole), with
 * its exact length, so the receiver gets a Content-Length as from a browser form.
 */
export function multipartBody(fields: Record<string, string>, file: MultipartFile): MultipartBody {
  const boundary = `----crm${randomBytes(12).toString("hex")}`;
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${headerSafe(name)}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${fieldParts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="${headerSafe(file.name)}"; ` +
      `filename="${headerSafe(file.filename)}"\r\nContent-Type: ${headerSafe(file.contentType)}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body(): AsyncGenerator<Uint8Array> {
    yield head;
    let sent = 0;
    for await (const chunk of file.open()) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      sent += bytes.length;
      yield bytes;
    }
    // A source shorter or longer than announced would send a body its Content-Length contradicts.
    if (sent !== file.size) throw new Error(`The file has ${sent} bytes, not the ${file.size} announced.`);
    yield tail;
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, length: head.length + file.size + tail.length, body: body() };
}
