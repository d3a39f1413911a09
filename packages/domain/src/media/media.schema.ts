import { z } from "zod";
import { idSchema } from "../core/schema-helpers";
import { MEDIA_KINDS, MEDIA_TYPES } from "./media-type";
import { MEDIA_STATUSES } from "./media.model";

export const mediaRecordSchema = z
  .object({
    id: idSchema,
    kind: z.enum(MEDIA_KINDS).describe("What a message of this media is: IMAGE, AUDIO, VIDEO, DOCUMENT or STICKER."),
    mimeType: z.enum(Object.keys(MEDIA_TYPES) as [keyof typeof MEDIA_TYPES]).describe("Detected from the file's first bytes."),
    status: z
      .enum(MEDIA_STATUSES)
      .describe("STORED; inbound media is PENDING while the worker copies it from the provider, FAILED if it could not."),
    size: z.number().int().optional().describe("Bytes (once STORED)."),
    sha256: z.string().optional().describe("Hex SHA-256 of the bytes (once STORED); the download's ETag."),
    filename: z.string().optional(),
    error: z.string().optional().describe("Why a FAILED inbound media could not be copied."),
    createdAt: z.iso.datetime(),
  })
  .meta({
    id: "Media",
    examples: [
      {
        id: "6745a1f0c2d4e8b9a0f1c2d3",
        kind: "IMAGE",
        mimeType: "image/png",
        status: "STORED",
        size: 48213,
        sha256: "9f2c4e1b7a0d3c5e8f6a1b2c3d4e5f60718293a4b5c6d7e8f90112233445566",
        filename: "quote.png",
        createdAt: "2026-11-28T07:00:00.000Z",
      },
    ],
  });
export type MediaRecord = z.infer<typeof mediaRecordSchema>;

/** The upload form (`POST /v1/media`): just the file. */
export const mediaUploadSchema = z.object({
  file: z.string().meta({ format: "binary" }).describe("The file; its type is detected from its bytes (see the limits table)."),
});
