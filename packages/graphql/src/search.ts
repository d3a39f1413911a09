import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, type SearchHit, type SearchPage } from "@crm/domain";
import { builder, givenArgs } from "./builder";

const SearchHitRef = builder.objectRef<SearchHit>("SearchHit").implement({
  description: "One record found by `search`, with its kind and score (higher is better).",
  fields: (t) => ({
    type: t.exposeString("type", { description: "contact, deal, note, chat or call." }),
    id: t.exposeID("id"),
    score: t.exposeInt("score", {
      description: "100 exact email/phone/custom id, 60-70 name or title words, 30-40 other words, 10 one typo.",
    }),
    record: t.field({ type: "JSON", description: "The record as its query (or REST `GET`) returns it.", resolve: (hit) => hit.record }),
  }),
});

const SearchPageRef = builder.objectRef<SearchPage>("SearchPage").implement({
  fields: (t) => ({
    data: t.field({ type: [SearchHitRef], complexity: { field: 0, multiplier: 1 }, resolve: (page) => page.data }),
    hasMore: t.exposeBoolean("hasMore", { description: "More records match than `limit`." }),
    limit: t.exposeInt("limit"),
  }),
});

builder.queryField("search", (t) =>
  t.field({
    type: SearchPageRef,
    description:
      "REST `GET /v1/search`: contacts, deals, notes, chats (by their messages) and calls (by transcript) matching `q` " +
      "(1..200 characters), best first. `types` narrows the kinds (an unknown one is a VALIDATION_ERROR); " +
      `\`limit\` 1..${SEARCH_MAX_LIMIT}, default ${SEARCH_DEFAULT_LIMIT}.`,
    args: { q: t.arg.string({ required: true }), types: t.arg.stringList(), limit: t.arg.int() },
    complexity: (args) => ({ field: 1, multiplier: Math.min(args.limit ?? SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT) }),
    resolve: (_root, args, ctx) => ctx.domain.search.search(ctx.auth, givenArgs(args)),
  }),
);
