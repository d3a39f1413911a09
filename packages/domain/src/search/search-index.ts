import type { ClientSession, Model } from "mongoose";
import type { DomainEvent } from "../events/event-catalogue";
import type { FieldDefinitionCache } from "../fields/field-definitions";
import type { SearchTermDoc } from "./search-term.model";
import { indexChangeOf, type IndexChange } from "./search-sources";
import { keysOf } from "./search-text";

const FIELD_RESOURCES = new Set(["contact", "deal"]);

/**
 * Keeps search_terms in step with the records: called by the unit of work with a transaction's
 * events before they are written (core/unit-of-work.ts), so the keys commit or roll back with the
 * change. Every write raises its event, so every path (CRUD, batch, import, merge, cascades,
 * pipelines) keeps the index without knowing of it.
 */
export function createSearchIndex(terms: Model<SearchTermDoc>, definitions: FieldDefinitionCache) {
  const collection = terms.collection;

  async function apply(projectId: string, all: IndexChange[], session?: ClientSession): Promise<void> {
    const options = session ? { session } : {};
    const changes = lastPutPerSource(all);
    const removeSources = changes.flatMap((c) => (c.op === "removeSource" || (c.op === "put" && !c.isNew) ? [c.sourceId] : []));
    const removeRecords = changes.flatMap((c) => (c.op === "removeRecord" ? [c.recordId] : []));
    if (removeSources.length > 0) await collection.deleteMany({ projectId, sourceId: { $in: removeSources } }, options);
    if (removeRecords.length > 0) await collection.deleteMany({ projectId, recordId: { $in: removeRecords } }, options);
    // A record deleted in the same transaction after a write (a cascade) keeps no keys.
    const gone = new Set(removeRecords);
    const docs = changes.flatMap((c) =>
      c.op === "put" && !gone.has(c.recordId)
        ? keysOf(c.text).map((key) => ({
            _id: `${c.sourceId}:${key}`,
            projectId,
            type: c.type,
            recordId: c.recordId,
            sourceId: c.sourceId,
            key,
          }))
        : [],
    );
    // The driver's collection types `_id` as an ObjectId; ours are strings, as in every collection here.
    if (docs.length > 0) await collection.insertMany(docs as unknown as Array<Record<string, unknown>>, { ...options, ordered: false });
  }

  return {
    /** Applies a transaction's events to the index inside that transaction. */
    async applyEvents(projectId: string, events: readonly DomainEvent[], session: ClientSession): Promise<void> {
      const relevant = events.filter((event) => /^(contact|deal|note|call|chat|message)\./.test(event.type));
      if (relevant.length === 0) return;
      const needsFields = relevant.some((event) => FIELD_RESOURCES.has(event.type.split(".")[0]!));
      const fields = needsFields ? (await definitions.get(projectId)).byId : new Map();
      const changes = relevant.flatMap((event) => indexChangeOf(event, fields) ?? []);
      if (changes.length > 0) await apply(projectId, changes, session);
    },
    /** Writes the keys of sources outside a transaction (the backfill). */
    put: (projectId: string, changes: IndexChange[]) => apply(projectId, changes),
    /** Removes a project's keys (the backfill starts from nothing). */
    async clear(projectId: string): Promise<void> {
      await collection.deleteMany({ projectId });
    },
  };
}
/** A source written twice in one transaction (created, then updated) is written once, with its last text. */
function lastPutPerSource(changes: IndexChange[]): IndexChange[] {
  const puts = new Map<string, Extract<IndexChange, { op: "put" }>>();
  for (const change of changes) {
    if (change.op !== "put") continue;
    const first = puts.get(change.sourceId);
    puts.set(change.sourceId, { ...change, isNew: first ? first.isNew : change.isNew });
  }
  return [...changes.filter((change) => change.op !== "put"), ...puts.values()];
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
