import { AppError, payloadTooLarge } from "../core/errors";
import { MAX_IMPORT_FILE_BYTES } from "./import.schema";

/**
 * The uploaded bytes as they stream to the store: over MAX_IMPORT_FILE_BYTES is a 413 and bytes
 * that are not UTF-8 a 400, both raised mid-stream, so a large or binary file is never stored whole.
 */
export async function* checkedUpload(source: AsyncIterable<Buffer>, limit = MAX_IMPORT_FILE_BYTES): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > limit) throw payloadTooLarge(limit);
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      throw invalidEncoding();
    }
    yield chunk;
  }
  try {
    decoder.decode();
  } catch {
    throw invalidEncoding();
  }
  if (size === 0)
    throw new AppError("VALIDATION_ERROR", 400, "The file is empty.", [{ field: "file", code: "empty", message: "The file is empty." }]);
}

const invalidEncoding = () =>
  new AppError("VALIDATION_ERROR", 400, "The file is not valid UTF-8.", [
    { field: "file", code: "invalid_encoding", message: "Save the file as UTF-8 (with or without a BOM)." },
  ]);
