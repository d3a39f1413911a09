import * as d from "@crm/domain";
import { builder } from "./builder";
import { recordTypeOf } from "./resources";

/**
 * A media file's record, read-only here: files are uploaded through REST (`POST /v1/media`,
 * multipart) and downloaded from `GET /v1/media/{id}`.
 */
export function defineMedia(): void {
  const Media = recordTypeOf(d.mediaRecordSchema, "Media");
  builder.queryField("media", (t) =>
    t.field({
      type: Media,
      description: "A media file of the project: kind, type, size, SHA-256 and status (its bytes: `GET /v1/media/{id}`).",
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => ctx.domain.media.get(ctx.auth, String(id)),
    }),
  );
}
