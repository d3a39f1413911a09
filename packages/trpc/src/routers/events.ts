import { z } from "zod";
import { domainInput } from "../input";
import { procedure, router } from "../trpc";

const liveInput = domainInput(z.strictObject({ types: z.array(z.string().min(1)).max(50).optional(), recordId: z.string().min(1).optional() }));

/** Live events of the key's project (SSE through httpSubscriptionLink), e.g. `deal.updated` for a deal board. */
export const eventsRouter = router({
  live: procedure.input(liveInput).subscription(async function* ({ ctx, input, signal }) {
    yield* ctx.domain.live.subscribe(ctx.auth, input, signal ?? new AbortController().signal);
  }),
});
