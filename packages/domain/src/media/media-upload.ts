import { createHash } from "node:crypto";
import { AppError } from "../core/errors";
import { MEDIA_LIMITS, SNIFF_BYTES, sniffMediaType, type MediaKind, type MediaMimeType } from "./media-type";

export interface MediaUpload {
  content: AsyncIterable<Buffer>;
  filename?: string | undefined;
  mimeType?: string | undefined;
}

/** What the bytes turned out to be, filled in as they stream. */
export interface CheckedMedia {
  mimeType?: MediaMimeType;
  kind?: MediaKind;
  size: number;
  sha256?: string;
}

const tooLarge = (kind: MediaKind) =>
  new AppError("PAYLOAD_TOO_LARGE", 413, `A ${kind} is at most ${MEDIA_LIMITS[kind]} bytes (WhatsApp's limit).`, [
    { field: "file", code: "too_large", message: `At most ${MEDIA_LIMITS[kind]} bytes for ${kind}.` },
  ]);

/**
 * The upload's bytes as they stream to the store: the type is sniffed from the first bytes
 * (before anything is stored), the size is capped by the type's limit (413 mid-stream, so an
 * oversized file is never stored whole) and the SHA-256 computed on the way.
 */
export async function* checkedMedia(upload: MediaUpload, into: CheckedMedia): AsyncGenerator<Buffer> {
  const hash = createHash("sha256");
  let head: Buffer[] = [];
  let headBytes = 0;
  let limit = 0;
  const accept = (chunk: Buffer): Buffer => {
    into.size += chunk.length;
    if (into.size > limit) throw tooLarge(into.kind!);
    hash.update(chunk);
    return chunk;
  };
  const sniff = () => {
    const detected = sniffMediaType(Buffer.concat(head).subarray(0, SNIFF_BYTES), upload);
    into.mimeType = detected.mimeType;
    into.kind = detected.kind;
    limit = MEDIA_LIMITS[detected.kind];
    const first = Buffer.concat(head);
    head = [];
    return first;
  };
  for await (const chunk of upload.content) {
    if (into.kind) {
      yield accept(chunk);
      continue;
    }
    head.push(chunk);
    headBytes += chunk.length;
    if (headBytes >= SNIFF_BYTES) yield accept(sniff());
  }
  if (!into.kind) {
    if (headBytes === 0)
      throw new AppError("VALIDATION_ERROR", 400, "The file is empty.", [{ field: "file", code: "empty", message: "The file is empty." }]);
    yield accept(sniff());
  }
  into.sha256 = hash.digest("hex");
}
