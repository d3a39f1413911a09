import { AppError } from "../core/errors";

/** The kinds of media WhatsApp accepts, each with its byte limit (Cloud API "Supported media types"). */
export const MEDIA_KINDS = ["IMAGE", "AUDIO", "VIDEO", "DOCUMENT", "STICKER"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const MiB = 1024 * 1024;
export const MEDIA_LIMITS: Record<MediaKind, number> = {
  IMAGE: 5 * MiB,
  AUDIO: 16 * MiB,
  VIDEO: 16 * MiB,
  DOCUMENT: 100 * MiB,
  STICKER: 500 * 1024,
};

/** Every type we store, with its kind. */
export const MEDIA_TYPES = {
  "image/jpeg": "IMAGE",
  "image/png": "IMAGE",
  "image/webp": "STICKER",
  "audio/aac": "AUDIO",
  "audio/amr": "AUDIO",
  "audio/mpeg": "AUDIO",
  "audio/mp4": "AUDIO",
  "audio/ogg": "AUDIO",
  "video/mp4": "VIDEO",
  "video/3gpp": "VIDEO",
  "application/pdf": "DOCUMENT",
  "text/plain": "DOCUMENT",
  "application/msword": "DOCUMENT",
  "application/vnd.ms-excel": "DOCUMENT",
  "application/vnd.ms-powerpoint": "DOCUMENT",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCUMENT",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "DOCUMENT",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "DOCUMENT",
} as const satisfies Record<string, MediaKind>;
export type MediaMimeType = keyof typeof MEDIA_TYPES;

/** How many leading bytes the sniffer needs. */
export const SNIFF_BYTES = 64;

const EXTENSIONS: Record<string, MediaMimeType> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  aac: "audio/aac",
  amr: "audio/amr",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  opus: "audio/ogg",
  mp4: "video/mp4",
  "3gp": "video/3gpp",
  pdf: "application/pdf",
  txt: "text/plain",
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/** Other names clients use for our types. */
const ALIASES: Record<string, MediaMimeType> = {
  "image/jpg": "image/jpeg",
  "audio/mp3": "audio/mpeg",
  "audio/opus": "audio/ogg",
  "audio/x-m4a": "audio/mp4",
  "video/3gp": "video/3gpp",
};

/** Containers whose first bytes cannot tell their content apart: the declared type picks among these. */
const ZIP_TYPES: MediaMimeType[] = [EXTENSIONS.docx!, EXTENSIONS.xlsx!, EXTENSIONS.pptx!];
const OLE_TYPES: MediaMimeType[] = [EXTENSIONS.doc!, EXTENSIONS.xls!, EXTENSIONS.ppt!];
const MP4_TYPES: MediaMimeType[] = ["video/mp4", "audio/mp4"];

const ascii = (head: Buffer, start: number, text: string) => head.subarray(start, start + text.length).toString("latin1") === text;

/** What the first bytes are, or the family of containers they open (told apart by the declared type). */
function signature(head: Buffer): MediaMimeType | MediaMimeType[] | "text" | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WEBP")) return "image/webp";
  if (ascii(head, 0, "%PDF-")) return "application/pdf";
  if (ascii(head, 0, "#!AMR")) return "audio/amr";
  if (ascii(head, 0, "OggS")) return "audio/ogg";
  if (ascii(head, 0, "ID3")) return "audio/mpeg";
  if (ascii(head, 4, "ftyp")) {
    const brand = head.subarray(8, 12).toString("latin1");
    if (brand.startsWith("3g")) return "video/3gpp";
    return brand.startsWith("M4A") || brand.startsWith("M4B") ? "audio/mp4" : MP4_TYPES;
  }
  if (ascii(head, 0, "PK\x03\x04")) return ZIP_TYPES;
  if (head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return OLE_TYPES;
  // ADTS (AAC) and MPEG audio frames both start with a sync word; ADTS has layer bits 00.
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xf6) === 0xf0) return "audio/aac";
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0) return "audio/mpeg";
  if (isText(head)) return "text";
  return undefined;
}

/** Plain text has no signature: UTF-8 without control bytes other than whitespace (a cut multi-byte character at the end is fine). */
function isText(head: Buffer): boolean {
  if (head.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

function declaredTypes(declared: { filename?: string | undefined; mimeType?: string | undefined }): MediaMimeType[] {
  const extension = declared.filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const header = declared.mimeType?.toLowerCase().split(";")[0]!.trim();
  const byName = extension ? EXTENSIONS[extension] : undefined;
  // application/octet-stream is what clients send when they do not know: it declares nothing.
  const known =
    header && header !== "application/octet-stream" ? (ALIASES[header] ?? (header in MEDIA_TYPES ? header : undefined)) : undefined;
  return [byName, known as MediaMimeType | undefined].filter((t): t is MediaMimeType => t !== undefined);
}

const fileError = (code: string, message: string) => new AppError("VALIDATION_ERROR", 400, message, [{ field: "file", code, message }]);

/**
 * The type of an upload, from its first bytes (SNIFF_BYTES of them). The bytes decide: a file
 * whose name (its extension) or part Content-Type names another supported type than its bytes is
 * refused (a PNG named `.jpg` is a 400 `type_mismatch`), and bytes of no supported type are a 400
 * `unsupported_type` whatever they are called. Only where the bytes cannot tell (an Office file
 * inside a ZIP or OLE container, MP4 audio or video, plain text) does the declared type choose
 * among what the bytes allow; plain text must be declared (`.txt` or `text/plain`).
 */
export function sniffMediaType(
  head: Buffer,
  declared: { filename?: string | undefined; mimeType?: string | undefined },
): { mimeType: MediaMimeType; kind: MediaKind } {
  const found = signature(head);
  const claims = declaredTypes(declared);
  const pick = (allowed: MediaMimeType[]): MediaMimeType | undefined => {
    const chosen = claims.find((t) => allowed.includes(t));
    return chosen && claims.every((t) => allowed.includes(t)) ? chosen : undefined;
  };
  let mimeType: MediaMimeType | undefined;
  if (found === undefined) throw fileError("unsupported_type", "The file is of no supported media type (see the limits table).");
  if (found === "text") mimeType = pick(["text/plain"]);
  else if (Array.isArray(found)) mimeType = found === MP4_TYPES && claims.length === 0 ? "video/mp4" : pick(found);
  else mimeType = claims.every((t) => t === found) ? found : undefined;
  if (!mimeType) {
    if (claims.length === 0)
      throw fileError(
        "unsupported_type",
        "The file's content needs its type named: `.txt`, `.docx`, `.xls`... or the part's Content-Type.",
      );
    throw fileError("type_mismatch", `The file's name or Content-Type (${claims.join(", ") || "none"}) does not match its content.`);
  }
  return { mimeType, kind: MEDIA_TYPES[mimeType] };
}
