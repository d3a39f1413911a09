import type { ClientSession } from "mongoose";
import type { DomainEvent } from "../events/event-catalogue";
import type { FieldDefinitionCache } from "../fields/field-definitions";
import type { Models } from "../models";
import { isRecordKeyed, RECORD_KEYED_TYPES } from "./record-keys";
import { SEARCH_KEYS_FIELD } from "./record-keys.model";
import { indexChangeOf, type IndexChange } from "./search-sources";
import type { SearchVocabulary } from "./search-vocabulary";
import { keysOf, vocabularyOf } from "./search-text";

const FIELD_RESOURCES = new Set(["contact", "deal"]);
/** The resources whose events change searchable text (event types `<resource>.<action>`). */
const SEARCHED_RESOURCES = new Set(["contact", "deal", "note", "call", "chat", "message"]);
type Put = Extract<IndexChange, { op: "put" }>;

/**
 * Keeps the search keys in step with the records (search_terms; a contact's or deal's own
 * `searchKeys` once it exists, record-keys.ts): called by the unit of work with a transaction's
 * events before they are written (core/unit-of-work.ts), so the keys commit or roll back with the
 * change. Every write raises its event, so every path (CRUD, batch, import, merge, cascades,
 * pipelines) keeps the index without knowing of it. New words go to the project's vocabulary beside
 * the keys, outside the transaction (search-vocabulary.ts).
 */
export function createSearchIndex(
  models: Pick<Models, "searchTerms" | "contacts" | "deals">,
  vocabulary: SearchVocabulary,
  definitions: FieldDefinitionCache,
) {
  const collection = models.searchTerms.collection;
  const records = { contact: models.contacts.collection, deal: models.deals.collection };

  async function apply(projectId: string, all: IndexChange[], session?: ClientSession): Promise<void> {
    const options = session ? { session } : {};
    // A contact's or deal's keys are on the record and go with it (record-keys.ts): only other sources are removed here.
    const removeRecords = all.flatMap((c) => (c.op === "removeRecord" && !isRecordKeyed(c.type) ? [c.recordId] : []));
    const gone = new Set(all.flatMap((c) => (c.op === "removeRecord" ? [c.recordId] : [])));
    // A source written twice in one transaction (created, then updated) is written once, with its last text.
    const puts = new Map<string, Put>();
    for (const change of all) {
      if (change.op === "removeSource") puts.delete(change.sourceId);
      if (change.op !== "put" || gone.has(change.recordId)) continue;
      const first = puts.get(change.sourceId);
      puts.set(change.sourceId, { ...change, isNew: first ? first.isNew : change.isNew });
    }
    const removeSources = all.flatMap((c) => (c.op === "removeSource" && !puts.has(c.sourceId) ? [c.sourceId] : []));
    if (removeSources.length > 0) await collection.deleteMany({ projectId, _id: { $in: removeSources } } as object, options);
    if (removeRecords.length > 0) await collection.deleteMany({ projectId, recordId: { $in: removeRecords } }, options);
    const docOf = (c: Put) => ({ _id: c.sourceId, projectId, type: c.type, recordId: c.recordId, keys: keysOf(c.text) });
    const allPuts = [...puts.values()];
    const onRecords = allPuts.filter((c) => isRecordKeyed(c.type)).map(docOf);
    const fresh = allPuts.filter((c) => !isRecordKeyed(c.type) && c.isNew).map(docOf);
    const replaced = allPuts.filter((c) => !isRecordKeyed(c.type) && !c.isNew).map(docOf);
    // The driver's collection types `_id` as an ObjectId; ours are strings, as in every collection here.
    const writeKeys = async () => {
      // One source (a single write, the common case) skips insertMany's bulk-write machinery.
      if (fresh.length === 1) await collection.insertOne(fresh[0] as unknown as Record<string, unknown>, options);
      else if (fresh.length > 1)
        await collection.insertMany(fresh as unknown as Array<Record<string, unknown>>, { ...options, ordered: false });
      if (replaced.length > 0)
        await collection.bulkWrite(
          replaced.map((doc) => ({
            replaceOne: { filter: { _id: doc._id, projectId }, replacement: doc, upsert: true },
          })) as unknown as Parameters<typeof collection.bulkWrite>[0],
          options,
        );
      for (const type of RECORD_KEYED_TYPES) {
        const own = onRecords.filter((doc) => doc.type === type);
        if (own.length === 0) continue;
        // A record deleted meanwhile matches nothing: its keys are not written back.
        await records[type].bulkWrite(
          own.map((doc) => ({
            updateOne: { filter: { _id: doc._id, projectId }, update: { $set: { [SEARCH_KEYS_FIELD]: doc.keys } } },
          })) as unknown as Parameters<(typeof records)[typeof type]["bulkWrite"]>[0],
          { ...options, ordered: false },
        );
      }
    };
    // New words go to the vocabulary outside the transaction, beside the keys: both are stored
    // before the commit, so a record is findable by its typos and `[regex]` tails once acknowledged.
    await Promise.all([
      vocabulary.add(
        projectId,
        [...fresh, ...replaced, ...onRecords].flatMap((doc) => vocabularyOf(doc.keys)),
      ),
      writeKeys(),
    ]);
  }

  return {
    /** Applies a transaction's events to the index inside that transaction. */
    async applyEvents(projectId: string, events: readonly DomainEvent[], session: ClientSession): Promise<void> {
      // A new contact or deal was keyed by its insert (record-keys.ts); a later update in the transaction is keyed here.
      const relevant = events.filter((event) => {
        const [resource, action] = event.type.split(".") as [string, string];
        return SEARCHED_RESOURCES.has(resource) && !(isRecordKeyed(resource) && action === "created");
      });
      if (relevant.length === 0) return;
      const needsFields = relevant.some((event) => FIELD_RESOURCES.has(event.type.split(".")[0]!));
      const fields = needsFields ? (await definitions.get(projectId)).byId : new Map();
      const changes = relevant.flatMap((event) => indexChangeOf(event, fields) ?? []);
      if (changes.length > 0) await apply(projectId, changes, session);
    },
    /** Writes the keys of sources outside a transaction (the backfill). */
    put: (projectId: string, changes: IndexChange[]) => apply(projectId, changes),
    /** Removes contact and deal sources left in search_terms by a scheme before record keys (the backfill keys the records). */
    async removeRecordSources(projectId: string): Promise<void> {
      await collection.deleteMany({ projectId, type: { $in: [...RECORD_KEYED_TYPES] } });
    },
    /** Whether any of the project's sources has keys (the backfill inserts into an empty index, else replaces). */
    async hasKeys(projectId: string): Promise<boolean> {
      return (await collection.findOne({ projectId }, { projection: { _id: 1 } })) !== null;
    },
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
