import { builder } from "./builder";
import { DomainEvent } from "./events";

builder.subscriptionType({});
builder.subscriptionField("events", (t) =>
  t.field({
    type: DomainEvent,
    description:
      "Events of the key's project as they commit, from any API process (Redis pub/sub), over SSE. " +
      '`types` keeps some types (e.g. ["deal.updated"] for a live deal board), `recordId` one record\'s events.',
    args: { types: t.arg.stringList(), recordId: t.arg.id() },
    subscribe: (_root, args, ctx) =>
      ctx.domain.live.subscribe(
        ctx.auth,
        { types: args.types ?? null, recordId: args.recordId == null ? null : String(args.recordId) },
        ctx.signal,
      ),
    resolve: (event) => event,
  }),
);
