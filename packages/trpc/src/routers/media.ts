import { byId } from "../input";
import { procedure, router } from "../trpc";

/** Media files, read-only here: uploads are REST's multipart `POST /v1/media`, downloads `GET /v1/media/{id}`. */
export const mediaRouter = router({
  get: procedure.input(byId).query(({ ctx, input }) => ctx.domain.media.get(ctx.auth, input.id)),
});
