import busboy from "busboy";
import { AppError, validationError } from "@crm/domain";
import type { HttpRequest } from "./http-types";

/** A multipart form as an upload route's handler sees it: the text fields before the file, and the file's bytes as they arrive. */
export interface MultipartUpload {
  fields: Record<string, string>;
  file: { content: AsyncIterable<Buffer>; filename?: string; mimeType?: string };
}

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;

const notMultipart = () => new AppError("UNSUPPORTED_MEDIA_TYPE", 415, "Send the upload as multipart/form-data.");

/**
 * Reads a multipart/form-data request with busboy and calls `handle` once the `file` part starts,
 * with the fields sent before it (send the file last, as `curl -F` and browsers' FormData do in
 * field order). The file streams: `handle` pulls it, so nothing buffers it whole, and whatever
 * `handle` leaves unread is drained when it returns or throws.
 */
export function readMultipart<T>(req: HttpRequest, handle: (upload: MultipartUpload) => Promise<T>): Promise<T> {
  const type = req.headers["content-type"] ?? "";
  if (!/^multipart\/form-data/i.test(type)) return Promise.reject(notMultipart());
  return new Promise<T>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: 1 } });
    } catch {
      reject(notMultipart());
      return;
    }
    const fields: Record<string, string> = {};
    let started = false;
    const settle = (outcome: () => void) => {
      // Whatever the outcome, the rest of the request is read and dropped, so the client gets its answer.
      req.unpipe(parser);
      req.resume();
      outcome();
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) {
        settle(() =>
          reject(validationError(`The form field ${name} is too long.`, [{ field: name, code: "too_long", message: "Too long." }])),
        );
        return;
      }
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || started) {
        stream.resume();
        return;
      }
      started = true;
      handle({ fields, file: { content: stream as AsyncIterable<Buffer>, filename: info.filename, mimeType: info.mimeType } }).then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => {
          stream.resume();
          settle(() => reject(error));
        },
      );
    });
    parser.on("error", () => settle(() => reject(validationError("The multipart body is malformed."))));
    parser.on("close", () => {
      if (!started)
        reject(
          validationError("The form has no file.", [
            { field: "file", code: "required", message: "Send the file in a part named `file`, after the other fields." },
          ]),
        );
    });
    // A client that goes away mid-upload ends nothing by itself (a pipe does not forward it): the
    // parser is destroyed, which fails the file stream, so the handler's store removes the part it wrote.
    req.once("close", () => {
      if (!req.complete) parser.destroy(new Error("The client closed the request before its end."));
    });
    req.pipe(parser);
  });
}
