import { byId } from "../input";
import { procedure, router } from "../trpc";

/** Media files: uploads are REST's multipart `POST /v1/media`, downloads `GET /v1/media/{id}`. */
export const mediaRouter = router({
  get: procedure.input(byId).query(({ ctx, input }) => ctx.domain.media.get(ctx.auth, input.id)),
  /** As `DELETE /v1/media/{id}`: MEDIA_IN_USE (409) while a message names it. */
  remove: procedure.input(byId).mutation(async ({ ctx, input }) => {
    await ctx.domain.media.remove(ctx.auth, input.id);
    return { id: input.id };
  }),
});
