import type { Collection, Model } from "mongoose";
import type { Models } from "../models";
import { requireScope, type Context } from "../core/context";
import { readManyInProject } from "../core/read-many";
import type { TenantDoc } from "../core/tenant-schema";
import { parseInput } from "../core/validate";
import { callToRecord } from "../calls/call.record";
import { chatToRecord } from "../chats/chat.record";
import { contactToRecord } from "../contacts/contact.record";
import { dealToRecord } from "../deals/deal-record";
import { noteToRecord } from "../notes/note.service";
import { SEARCH_TYPES, type SearchType } from "./search-term.model";
import { SEARCH_KEYS_FIELD } from "./record-keys.model";
import { RECORD_KEYS_SCHEME } from "./record-keys";
import { searchSchemeOf } from "./search-scheme";
import type { SearchVocabulary } from "./search-vocabulary";
import { keyRangeConditions } from "./key-range-conditions";
import { KEY_KINDS, planQuery, scoreToken, SCORES, withTypoWords, type QueryPlan, type TokenPlan } from "./search-text";
import { searchInputSchema, searchQuerySchema, type SearchHit, type SearchPage } from "./search.schema";

/** Most index entries one search reads: a common word in a huge project narrows within these (docs/search.md). */
const SCAN_CAP = 5000;

/** One index look-up: its conditions on a store's keys field (key-range-conditions.ts for a range). */
interface Lookup {
  conditions(field: string): object[];
  /** The kinds of key (`n:`, `p:`, ...) it can match: a store holding none of them is not asked. */
  kinds: readonly string[];
}

const kindsOf = (keys: readonly string[]): string[] => [...new Set(keys.map((key) => key.slice(0, 2)))];

/** A look-up of keys by equality. */
const anyOf = (keys: readonly string[]): Lookup => ({
  conditions: (field) => [{ [field]: { $elemMatch: { $in: keys } } }],
  kinds: kindsOf(keys),
});

interface Candidate {
  type: SearchType;
  id: string;
  score: number;
}

/** Each searched type's records, batch-loaded as GET returns them. */
function recordLoaders(models: Pick<Models, "contacts" | "deals" | "notes" | "chats" | "calls">) {
  const loader =
    <D extends TenantDoc>(model: Model<D>, toRecord: (doc: D) => unknown) =>
    async (ctx: Context, ids: string[]) =>
      (await readManyInProject(model, ctx, ids)).map((doc) => (doc ? (toRecord(doc) as Record<string, unknown>) : null));
  return {
    contact: loader(models.contacts, contactToRecord),
    deal: loader(models.deals, dealToRecord),
    note: loader(models.notes, noteToRecord),
    chat: loader(models.chats, chatToRecord),
    call: loader(models.calls, callToRecord),
  } satisfies Record<SearchType, unknown>;
}

/** Where kinds' keys are read: a collection, its keys' field, and how a document names its record and kind. */
interface KeyStore {
  types: readonly SearchType[];
  collection: Collection;
  field: string;
  projection: Record<string, 1>;
  /** The filter narrowing it to the asked kinds (search_terms holds several). */
  only(asked: readonly SearchType[]): object;
  /** The kinds of key its sources can hold (undefined: any). */
  keyKinds?: ReadonlySet<string>;
  hit(doc: Record<string, unknown>): { type: SearchType; id: string };
}

/**
 * Contacts and deals carry their keys (record-keys.ts); notes, calls and chat messages have sources
 * in search_terms. A project keyed before that (`legacy`) has its contacts' and deals' sources there
 * too until its backfill ends: both are read.
 */
function keyStores(models: Pick<Models, "searchTerms" | "contacts" | "deals">, legacy: boolean): KeyStore[] {
  const onRecord = (type: SearchType, collection: Collection): KeyStore => ({
    types: [type],
    collection,
    field: SEARCH_KEYS_FIELD,
    projection: { [SEARCH_KEYS_FIELD]: 1 },
    only: () => ({}),
    hit: (doc) => ({ type, id: doc._id as string }),
  });
  const terms = (types: readonly SearchType[]): KeyStore => ({
    types,
    // Notes, messages and calls are searched as words only (search-sources.ts): no exact, name or phone keys.
    ...(legacy ? {} : { keyKinds: new Set([KEY_KINDS.word]) }),
    collection: models.searchTerms.collection,
    field: "keys",
    projection: { type: 1, recordId: 1, keys: 1 },
    only: (asked) => (asked.length < types.length ? { type: { $in: asked } } : {}),
    hit: (doc) => ({ type: doc.type as SearchType, id: doc.recordId as string }),
  });
  return [
    onRecord("contact", models.contacts.collection),
    onRecord("deal", models.deals.collection),
    terms(legacy ? SEARCH_TYPES : ["note", "chat", "call"]),
  ];
}

export function createSearchService(deps: {
  models: Pick<Models, "searchTerms" | "contacts" | "deals" | "notes" | "chats" | "calls" | "projects">;
  vocabulary: SearchVocabulary;
}) {
  const storesOf = { current: keyStores(deps.models, false), legacy: keyStores(deps.models, true) };
  const loaders = recordLoaders(deps.models);

  /** The index look-ups of a query, best first: whole exact keys, then the longest word's prefixes (its typos: typoLookup). */
  function lookups(plan: QueryPlan, lead: TokenPlan | undefined): Lookup[] {
    const out: Lookup[] = [];
    if (plan.exact.length > 0) out.push(anyOf(plan.exact));
    if (!lead) return out;
    for (const range of [...lead.prefixes].sort((a, b) => b.score - a.score))
      out.push({ conditions: (field) => keyRangeConditions(field, range), kinds: kindsOf([range.prefix]) });
    return out;
  }

  /** A word's typo look-up: the sources holding a word one typo from it (its plan once withTypos has run). */
  function typoLookup(token: TokenPlan): Lookup | undefined {
    const typos = token.exact.filter((e) => e.score === SCORES.typo).map((e) => e.key);
    return typos.length > 0 ? anyOf(typos) : undefined;
  }

  /** A word's plan with the project's vocabulary words one typo from it (none when it tolerates none, or too many match). */
  async function withTypos(projectId: string, token: TokenPlan): Promise<TokenPlan> {
    if (token.typoKeys.length === 0) return token;
    return withTypoWords(token, (await deps.vocabulary.typoWords(projectId, token.typoKeys)) ?? []);
  }

  /** A source's score for the query: 100 for a whole exact key, else the mean of each word's best match; 0 unless every word matches. */
  function scoreOf(plan: QueryPlan, keys: readonly string[]): number {
    const own = new Set(keys);
    if (plan.exact.some((key) => own.has(key))) return SCORES.exact;
    const scores = plan.tokens.map((token) => scoreToken(token, own));
    if (scores.length === 0 || scores.some((s) => s === 0)) return 0;
    return Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
  }

  /**
   * The query's other words as a filter the store applies (each must match a key by one of its
   * prefix look-ups, or by one of its typo keys), so only sources holding every word come back.
   * Words are letters and digits only (search-text.ts words), so the pattern holds no syntax from the user.
   */
  function othersFilter(plan: QueryPlan, lead: TokenPlan | undefined, field: string): object[] {
    return plan.tokens
      .filter((token) => token !== lead)
      .map((token) => {
        const pattern = token.prefixes.map(({ prefix, holds }) => holds?.source ?? `^${prefix}`).join("|");
        return { $or: [{ [field]: new RegExp(pattern) }, { [field]: { $in: token.exact.map((e) => e.key) } }] };
      });
  }

  async function search(ctx: Context, input: unknown): Promise<SearchPage> {
    requireScope(ctx, "read");
    const { q, types, limit } = parseInput(searchInputSchema, input);
    const planned = planQuery(q);
    const lead = [...planned.tokens].sort((a, b) => b.token.length - a.token.length)[0];
    // The other words' typos are needed to filter every look-up; the longest word's only if its typo look-up runs.
    const [scheme, tokens] = await Promise.all([
      searchSchemeOf(deps.models.projects, ctx.projectId),
      Promise.all(planned.tokens.map((t) => (t === lead ? Promise.resolve(t) : withTypos(ctx.projectId, t)))),
    ]);
    const plan = { ...planned, tokens };
    const asked = types ?? SEARCH_TYPES;
    const stores = scheme < RECORD_KEYS_SCHEME ? storesOf.legacy : storesOf.current;
    const searched = stores.flatMap((store) => {
      const own = store.types.filter((type) => asked.includes(type));
      return own.length > 0 ? [{ store, base: { projectId: ctx.projectId, ...store.only(own) } }] : [];
    });
    const best = new Map<string, Candidate>();
    let scanned = 0;
    const collectFrom = async ({ store, base }: (typeof searched)[number], lookup: Lookup) => {
      // One word: the first limit+1 sources found are the page (a record rarely has two keys in one range).
      const cap = plan.tokens.length > 1 ? SCAN_CAP - scanned : Math.min(SCAN_CAP - scanned, (limit + 1) * 3);
      const filter = { ...base, $and: [...lookup.conditions(store.field), ...othersFilter(plan, lead, store.field)] };
      // Read in growing pages (skip = what was read) rather than one query for `cap` sources: the
      // store then finds and sends only about what the page needs, in the same order.
      let read = 0;
      let page = Math.min(cap, limit + 1);
      while (read < cap && best.size <= limit) {
        const docs = await store.collection
          .find(filter, { projection: store.projection, skip: read, limit: page, batchSize: page })
          .toArray();
        for (const doc of docs) {
          read++;
          const score = scoreOf(plan, doc[store.field] as string[]);
          const { type, id } = store.hit(doc);
          if (score > 0 && score > (best.get(id)?.score ?? 0)) best.set(id, { type, id, score });
          if (best.size > limit) break;
        }
        if (docs.length < page) break;
        page = Math.min(cap - read, page * 4);
      }
      scanned += read;
    };
    // Each look-up reads the kinds in turn (contacts, deals, then the other sources), as one index did by key and then source.
    const collect = async (lookup: Lookup) => {
      for (const one of searched) {
        if (best.size > limit || scanned >= SCAN_CAP) return;
        const { keyKinds } = one.store;
        if (keyKinds && !lookup.kinds.some((kind) => keyKinds.has(kind))) continue;
        await collectFrom(one, lookup);
      }
    };
    for (const lookup of lookups(plan, lead)) {
      if (best.size > limit || scanned >= SCAN_CAP) break;
      await collect(lookup);
    }
    if (lead && lead.typoKeys.length > 0 && best.size <= limit && scanned < SCAN_CAP) {
      const typoLead = await withTypos(ctx.projectId, lead);
      plan.tokens = plan.tokens.map((t) => (t === lead ? typoLead : t));
      const lookup = typoLookup(typoLead);
      if (lookup) await collect(lookup);
    }
    const ranked = [...best.values()].sort((a, b) => b.score - a.score);
    const page = ranked.slice(0, limit);
    return { data: await withRecords(ctx, page), hasMore: ranked.length > limit, limit };
  }

  /** The records of a page, one query per type; a record deleted since its keys were read is left out. */
  async function withRecords(ctx: Context, page: Candidate[]): Promise<SearchHit[]> {
    const byType = new Map<SearchType, Map<string, Record<string, unknown>>>();
    for (const type of new Set(page.map((c) => c.type))) {
      const ids = page.filter((c) => c.type === type).map((c) => c.id);
      const records = await loaders[type](ctx, ids);
      byType.set(type, new Map(ids.flatMap((id, i) => (records[i] ? [[id, records[i]] as const] : []))));
    }
    return page.flatMap((c) => {
      const record = byType.get(c.type)?.get(c.id);
      return record ? [{ type: c.type, id: c.id, score: c.score, record }] : [];
    });
  }

  return {
    /** GraphQL and tRPC: `{q, types?, limit?}`. */
    search,
    /** REST: the query string's values (`types` comma-separated, `[limit]`). */
    async searchQuery(ctx: Context, query: Record<string, string>): Promise<SearchPage> {
      const { q, types, "[limit]": bracketLimit, limit } = parseInput(searchQuerySchema, query);
      const chosen = bracketLimit ?? limit;
      return search(ctx, { q, ...(types ? { types } : {}), ...(chosen !== undefined ? { limit: chosen } : {}) });
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
