import { eventFeedInputSchema } from "@crm/domain";
import { tracked } from "@trpc/server";
import { z } from "zod";
import { domainInput } from "../input";
import { procedure, router } from "../trpc";

const liveInput = domainInput(
  z.strictObject({
    types: z.array(z.string().min(1)).max(50).optional(),
    recordId: z.string().min(1).optional(),
    /** Set by httpSubscriptionLink on reconnect (the last tracked id, an event's sequence); may be sent to resume. */
    lastEventId: z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number)
      .nullish(),
  }),
);

/**
 * The change feed (REST `GET /v1/events`) and live events of the key's project (SSE through
 * httpSubscriptionLink). Each live event's SSE id is its sequence, so the link resumes after a
 * reconnect with every missed event; at shutdown the stream ends with a SERVICE_UNAVAILABLE error.
 */
export const eventsRouter = router({
  /** Events in commit order after `after` (each page's `next`); `types` narrows, `limit` 1..100. */
  feed: procedure.input(domainInput(eventFeedInputSchema)).query(({ ctx, input }) => ctx.domain.events.read(ctx.auth, input)),
  // Subscribed when called (not lazily in the generator): a refusal (429 over the key's cap) answers before the stream starts.
  live: procedure.input(liveInput).subscription(({ ctx, input, signal }) => {
    const { lastEventId, ...filter } = input;
    const events = ctx.domain.live.subscribe(ctx.auth, { ...filter, afterSequence: lastEventId }, signal ?? new AbortController().signal);
    return (async function* () {
      for await (const event of events) yield tracked(String(event.sequence), event);
    })();
  }),
});
