import { eventFeedPageSchema, eventFeedQueryDocSchema, type Domain } from "@crm/domain";
import { defineRoute, defineRoutes } from "../core/route-def";

/** The change feed (docs/events.md). */
export const eventRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "get",
      path: "/events",
      operationId: "listEvents",
      summary: "Read the change feed",
      description:
        "The project's events in order (`sequence`), the same events webhooks deliver, kept for `EVENT_RETENTION_DAYS` " +
        "(30 by default). Start with `after=0` (or without it), then pass each page's `next` as `after`; when `hasMore` is " +
        "false you are up to date: poll again later with the same cursor. An event appears once the service has fixed its " +
        "place in the order (normally within milliseconds of the change), so paging by `next` never skips an event, even " +
        "one whose change committed late. Sequences increase strictly but may skip numbers. `types` narrows the feed to " +
        "some event types; an unknown type is a 400.",
      tag: {
        name: "Events",
        description:
          "The change feed: every event of the project in commit order (`sequence`), kept `EVENT_RETENTION_DAYS` days, for catching up on what webhooks could not deliver.",
      },
      query: eventFeedQueryDocSchema,
      success: { status: 200, schema: eventFeedPageSchema, description: "A page of events." },
      errors: [403],
      handler: ({ ctx, searchParams }) => domain.events.feed(ctx, Object.fromEntries(searchParams)),
    }),
  );
