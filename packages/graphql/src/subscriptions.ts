import type { EventRecord } from "@crm/domain";
import { builder } from "./builder";

const DomainEvent = builder.objectRef<EventRecord>("DomainEvent").implement({
  description: "A committed domain event of the key's project, e.g. `deal.updated` with `{id, changes, record}`.",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type"),
    projectId: t.exposeString("projectId"),
    createdAt: t.field({ type: "DateTime", resolve: (event) => event.createdAt }),
    actor: t.field({ type: "JSON", resolve: (event) => event.actor }),
    data: t.field({ type: "JSON", resolve: (event) => event.data }),
  }),
});

builder.subscriptionType({});
builder.subscriptionField("events", (t) =>
  t.field({
    type: DomainEvent,
    description:
      "Events of the key's project as they commit, from any API process (Redis pub/sub), over SSE. " +
      "`types` keeps some types (e.g. [\"deal.updated\"] for a live deal board), `recordId` one record's events.",
    args: { types: t.arg.stringList(), recordId: t.arg.id() },
    subscribe: (_root, args, ctx) =>
      ctx.domain.live.subscribe(ctx.auth, { types: args.types ?? null, recordId: args.recordId == null ? null : String(args.recordId) }, ctx.signal),
    resolve: (event) => event,
  }),
);
