import { searchPageSchema, searchQuerySchema, type Domain } from "@crm/domain";
import { defineRoute, defineRoutes } from "../core/route-def";

/** Search across contacts, deals, notes, chats and calls (docs/search.md). */
export const searchRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "get",
      path: "/search",
      operationId: "search",
      summary: "Search contacts, deals, notes, chats and calls",
      description:
        "Records of the key's project matching `q`, best first: an exact email, phone or custom id (score 100), then " +
        "word-prefix matches in contact names and deal titles, then other text (custom text fields, note content, chat " +
        "messages, call transcripts), then one-typo matches. Case and accents are ignored; a phone fragment in any format " +
        "(`99999-0001`, `(11) 9999`) matches on digits; every word of `q` must match. A record is found as soon as its " +
        "write is answered and never after its delete. `q` of punctuation only (or words of one letter) finds nothing; " +
        "an empty `q`, one over 200 characters or an unknown type is a 400. `record` is the record as `GET` returns it.",
      tag: {
        name: "Search",
        description: "One search box over the project's contacts, deals, notes, chats (by their messages) and calls (by transcript).",
      },
      query: searchQuerySchema,
      success: { status: 200, schema: searchPageSchema, description: "The best matches." },
      errors: [400, 403],
      handler: ({ ctx, searchParams }) => domain.search.searchQuery(ctx, Object.fromEntries(searchParams)),
    }),
  );
