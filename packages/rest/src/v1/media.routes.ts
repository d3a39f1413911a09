import {
  MEDIA_KINDS,
  MEDIA_LIMITS,
  MEDIA_TYPES,
  MEDIA_UPLOAD_EXPIRY_DAYS,
  MEDIA_UPLOADS_PER_KEY,
  mediaRecordSchema,
  mediaUploadSchema,
  type Domain,
} from "@crm/domain";
import { defineRoute, defineRoutes } from "../core/route-def";
import { pathIds } from "../core/id-params";

const tag = {
  name: "Media",
  description:
    "Images, audio, video, documents and stickers for media messages, stored with WhatsApp's limits; inbound media is copied here too.",
};

const mediaParams = pathIds({ id: "Media id." });

/** `IMAGE 5242880 bytes: image/jpeg, image/png; ...`, from the domain's table, so the description cannot drift. */
const limitsText = MEDIA_KINDS.map(
  (kind) =>
    `${kind} ${MEDIA_LIMITS[kind]} bytes (${Object.entries(MEDIA_TYPES)
      .filter(([, k]) => k === kind)
      .map(([type]) => type)
      .join(", ")})`,
).join("; ");

/** Media files (decisions.md "WhatsApp, as it behaves": Media). */
export const mediaRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/media",
      operationId: "uploadMedia",
      summary: "Upload a media file",
      description:
        "Streams the multipart part `file` into storage; 201 with its record. The type is detected from the file's first bytes; " +
        "a name (`.jpg`) or part Content-Type naming another supported type than the bytes is a 400 (`type_mismatch`), bytes of no " +
        "supported type a 400 (`unsupported_type`); Office files and plain text, whose bytes do not tell, need their extension or " +
        `Content-Type. Limits per kind (WhatsApp's): ${limitsText}. A file over its kind's limit is a 413 while it uploads, and ` +
        "nothing is stored. Send one `file` part; other parts are ignored. A key uploads at most " +
        `${MEDIA_UPLOADS_PER_KEY} files at once: beyond, 429 \`RATE_LIMITED\` with \`Retry-After\`, nothing stored. ` +
        `An upload no message names within ${MEDIA_UPLOAD_EXPIRY_DAYS} days is deleted then; once a message names it, the media ` +
        "lives as long as a message names it (it is deleted with the last one: its chat's, contact's or channel's delete).",
      tag,
      upload: { schema: mediaUploadSchema },
      success: { status: 201, schema: mediaRecordSchema, description: "The stored media." },
      errors: [403],
      handler: ({ ctx, upload }) => domain.media.upload(ctx, upload!.file),
    }),
    defineRoute({
      method: "get",
      path: "/media/{id}/info",
      operationId: "getMedia",
      summary: "Get a media file's record",
      description: "Its kind, type, size, SHA-256 and status (inbound media is PENDING until the worker has copied it).",
      tag,
      params: mediaParams,
      success: { status: 200, schema: mediaRecordSchema },
      errors: [403],
      handler: ({ ctx, params }) => domain.media.get(ctx, params.id),
    }),
    defineRoute({
      method: "get",
      path: "/media/{id}",
      operationId: "downloadMedia",
      summary: "Download a media file",
      description:
        "Streams the file with its detected Content-Type and an `ETag` (its quoted SHA-256). Supports HTTP Range requests: " +
        "`Range: bytes=a-b` (or `bytes=-n`, the last n bytes) answers 206 with `Content-Range`; a range past the end answers 416. " +
        "409 `MEDIA_NOT_STORED` for inbound media still PENDING or FAILED; 404 when the media is not in the key's project.",
      tag,
      params: mediaParams,
      download: { mediaType: "application/octet-stream" },
      success: { status: 200, description: "The whole file." },
      errors: [403, { status: 409, codes: ["MEDIA_NOT_STORED"] }, 416],
      handler: ({ ctx, params }) => domain.media.download(ctx, params.id),
    }),
    defineRoute({
      method: "delete",
      path: "/media/{id}",
      operationId: "deleteMedia",
      summary: "Delete a media file",
      description:
        "Deletes the record at once (`media.deleted`; its download answers 404) and its stored bytes right after. " +
        "409 `MEDIA_IN_USE` while a message names the media: it is deleted with the last such message.",
      tag,
      params: mediaParams,
      success: { status: 204 },
      errors: [403, 404, { status: 409, codes: ["MEDIA_IN_USE"] }],
      handler: ({ ctx, params }) => domain.media.remove(ctx, params.id),
    }),
  );
