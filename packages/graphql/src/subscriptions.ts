import { builder } from "./builder";
import { DomainEvent } from "./events";

builder.subscriptionType({});
builder.subscriptionField("events", (t) =>
  t.field({
    type: DomainEvent,
    description:
      "Events of the key's project as they commit, from any API process (Redis pub/sub), over SSE. " +
      '`types` keeps some types (e.g. ["deal.updated"] for a live deal board), `recordId` one record\'s events. ' +
      "`afterSequence` resumes: every event after that `sequence` (the last one received), in order, then live ones; " +
      "without it the stream starts from now. At shutdown the stream ends with a SERVICE_UNAVAILABLE error: reconnect with `afterSequence`.",
    args: { types: t.arg.stringList(), recordId: t.arg.id(), afterSequence: t.arg.int() },
    subscribe: (_root, args, ctx) =>
      ctx.domain.live.subscribe(
        ctx.auth,
        {
          types: args.types ?? null,
          recordId: args.recordId == null ? null : String(args.recordId),
          afterSequence: args.afterSequence ?? null,
        },
        ctx.signal,
      ),
    resolve: (event) => event,
  }),
);
