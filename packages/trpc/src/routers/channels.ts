import { byId } from "../input";
import { procedure } from "../trpc";

/** A channel's actions beyond CRUD. */
export const channelActions = {
  /** The new webhook secret, shown once. */
  rotateSecret: procedure.input(byId).mutation(({ ctx, input }) => ctx.domain.channels.rotateSecret(ctx.auth, input.id)),
};
