import type { Model } from "mongoose";
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
import type { SearchTermDoc, SearchType } from "./search-term.model";
import { planQuery, scoreToken, SCORES, type QueryPlan, type TokenPlan } from "./search-text";
import { searchInputSchema, searchQuerySchema, type SearchHit, type SearchPage } from "./search.schema";

/** Most index entries one search reads: a common word in a huge project narrows within these (docs/search.md). */
const SCAN_CAP = 5000;
const BATCH = 200;

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

export function createSearchService(deps: { models: Pick<Models, "searchTerms" | "contacts" | "deals" | "notes" | "chats" | "calls"> }) {
  const terms = deps.models.searchTerms.collection;
  const loaders = recordLoaders(deps.models);

  /** The index look-ups of a query, best first; each scores the key it hits for a one-word query. */
  function lookups(plan: QueryPlan, lead: TokenPlan | undefined) {
    const out: Array<{ key: unknown; score: (key: string) => number }> = [];
    if (plan.exact.length > 0) out.push({ key: { $in: plan.exact }, score: () => SCORES.exact });
    if (!lead) return out;
    for (const { prefix, score } of [...lead.prefixes].sort((a, b) => b.score - a.score)) {
      const exactWord = lead.exact.find((e) => e.key === prefix)?.score ?? score;
      out.push({ key: { $gte: prefix, $lt: `${prefix}\uffff` }, score: (key) => (key === prefix ? exactWord : score) });
    }
    const typos = lead.exact.filter((e) => e.score === SCORES.typo).map((e) => e.key);
    if (typos.length > 0) out.push({ key: { $in: typos }, score: () => SCORES.typo });
    return out;
  }

  /** Ranks candidates of a query of several words by all the keys of each record: every word must match. */
  async function rank(projectId: string, plan: QueryPlan, batch: Candidate[]): Promise<Candidate[]> {
    const docs = await terms
      .find({ projectId, recordId: { $in: batch.map((c) => c.id) } }, { projection: { _id: 0, recordId: 1, key: 1 } })
      .toArray();
    const keys = new Map<string, Set<string>>();
    for (const doc of docs) {
      const set = keys.get(doc.recordId as string) ?? new Set<string>();
      set.add(doc.key as string);
      keys.set(doc.recordId as string, set);
    }
    return batch.flatMap((candidate) => {
      const own = keys.get(candidate.id) ?? new Set<string>();
      if (plan.exact.some((key) => own.has(key))) return [{ ...candidate, score: SCORES.exact }];
      const scores = plan.tokens.map((token) => scoreToken(token, own));
      if (scores.some((s) => s === 0)) return [];
      return [{ ...candidate, score: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) }];
    });
  }

  async function search(ctx: Context, input: unknown): Promise<SearchPage> {
    requireScope(ctx, "read");
    const { q, types, limit } = parseInput(searchInputSchema, input);
    const plan = planQuery(q);
    const lead = [...plan.tokens].sort((a, b) => b.token.length - a.token.length)[0];
    const several = plan.tokens.length > 1;
    const base = { projectId: ctx.projectId, ...(types ? { type: { $in: types } } : {}) };
    const seen = new Set<string>();
    const found: Candidate[] = [];
    let scanned = 0;
    for (const lookup of lookups(plan, lead)) {
      if (found.length > limit || scanned >= SCAN_CAP) break;
      const cursor = terms.find(
        { ...base, key: lookup.key },
        { projection: { _id: 0, type: 1, recordId: 1, key: 1 }, batchSize: BATCH, limit: SCAN_CAP - scanned },
      );
      let batch: Candidate[] = [];
      const flush = async () => {
        found.push(...(several ? await rank(ctx.projectId, plan, batch) : batch));
        batch = [];
      };
      for await (const doc of cursor) {
        scanned++;
        const id = doc.recordId as string;
        if (seen.has(id)) continue;
        seen.add(id);
        batch.push({ type: doc.type as SearchType, id, score: lookup.score(doc.key as string) });
        if (batch.length >= BATCH) await flush();
        if (found.length + batch.length > limit && !several) break;
        if (found.length > limit) break;
      }
      await cursor.close();
      await flush();
    }
    const ranked = found.sort((a, b) => b.score - a.score);
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
