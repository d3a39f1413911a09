import { eventFeedInputSchema } from "@crm/domain";
import { z } from "zod";
import { domainInput } from "../input";
import { procedure, router } from "../trpc";

const liveInput = domainInput(
  z.strictObject({ types: z.array(z.string().min(1)).max(50).optional(), recordId: z.string().min(1).optional() }),
);

/** The change feed (REST `GET /v1/events`) and live events of the key's project (SSE through httpSubscriptionLink). */
export const eventsRouter = router({
  /** Events in commit order after `after` (each page's `next`); `types` narrows, `limit` 1..100. */
  feed: procedure.input(domainInput(eventFeedInputSchema)).query(({ ctx, input }) => ctx.domain.events.read(ctx.auth, input)),
  // Subscribed when called (not lazily in a generator): a refusal (429 over the key's cap) answers before the stream starts.
  live: procedure
    .input(liveInput)
    .subscription(({ ctx, input, signal }) => ctx.domain.live.subscribe(ctx.auth, input, signal ?? new AbortController().signal)),
});
