import { FEED_DEFAULT_LIMIT, FEED_MAX_LIMIT, type EventRecord } from "@crm/domain";
import { builder, givenArgs } from "./builder";

export const DomainEvent = builder.objectRef<EventRecord>("DomainEvent").implement({
  description: "A committed domain event of the key's project, e.g. `deal.updated` with `{id, changes, record}`.",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type"),
    projectId: t.exposeString("projectId"),
    sequence: t.int({
      nullable: true,
      description: "The event's place in the change feed; null on a live event the feed has not numbered yet.",
      resolve: (event) => event.sequence,
    }),
    createdAt: t.field({ type: "DateTime", resolve: (event) => event.createdAt }),
    actor: t.field({ type: "JSON", resolve: (event) => event.actor }),
    data: t.field({ type: "JSON", resolve: (event) => event.data }),
  }),
});

interface FeedPage {
  data: EventRecord[];
  next: number;
  hasMore: boolean;
}

const EventFeedPage = builder.objectRef<FeedPage>("EventFeedPage").implement({
  fields: (t) => ({
    data: t.field({ type: [DomainEvent], complexity: { field: 0, multiplier: 1 }, resolve: (page) => page.data }),
    next: t.exposeInt("next", { description: "Pass as `after` to read on; equals `after` when the page is empty." }),
    hasMore: t.exposeBoolean("hasMore", { description: "More events follow now; when false, poll again later with `after: next`." }),
  }),
});

builder.queryField("eventFeed", (t) =>
  t.field({
    type: EventFeedPage,
    description:
      "The change feed (REST `GET /v1/events`): the project's events in commit order after `after` (each page's `next`; 0: " +
      `from the oldest kept event). \`types\` keeps some event types (an unknown one is a VALIDATION_ERROR); \`limit\` 1..${FEED_MAX_LIMIT}, default ${FEED_DEFAULT_LIMIT}.`,
    args: { after: t.arg.int(), types: t.arg.stringList(), limit: t.arg.int() },
    complexity: (args) => ({ field: 1, multiplier: Math.min(args.limit ?? FEED_DEFAULT_LIMIT, FEED_MAX_LIMIT) }),
    resolve: (_root, args, ctx) => ctx.domain.events.read(ctx.auth, givenArgs(args)),
  }),
);
