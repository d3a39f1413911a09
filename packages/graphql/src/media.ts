import * as d from "@crm/domain";
import { builder } from "./builder";
import { recordTypeOf } from "./resources";

/**
 * A media file's record and its delete: files are uploaded through REST (`POST /v1/media`,
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
  builder.mutationField("deleteMedia", (t) =>
    t.id({
      description:
        "As `DELETE /v1/media/{id}`: the record at once, the stored bytes soon after. MEDIA_IN_USE while a message names it (it goes with the last of them). Answers the id.",
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) => {
        await ctx.domain.media.remove(ctx.auth, String(id));
        return String(id);
      },
    }),
  );
}
