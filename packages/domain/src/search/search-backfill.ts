import type { Model } from "mongoose";
import type { Models } from "../models";
import type { TenantDoc } from "../core/tenant-schema";
import type { FieldDefinitionCache } from "../fields/field-definitions";
import { callToRecord } from "../calls/call.record";
import { contactToRecord } from "../contacts/contact.record";
import { dealToRecord } from "../deals/deal-record";
import { messageToRecord } from "../messages/message.record";
import { noteToRecord } from "../notes/note.service";
import type { SearchIndex } from "./search-index";
import { SEARCH_KEYS_VERSION } from "./search-scheme";
import { searchableText, type IndexChange } from "./search-sources";

const BATCH = 1000;

/**
 * Rebuilds a project's keys from its stored records, and adds their words to its vocabulary: for
 * projects that existed before the index, or after a change of how text is keyed (the worker runs
 * it as a job for every such project, the CLI on demand). Each source's keys are replaced in place,
 * so the project's search answers throughout and a run cut off can run again. Writes made while it
 * runs are keyed by their own transactions; one that lands between the read of a record and the
 * write of its keys is keyed again by the next write of that record (docs/search.md).
 */
export function createSearchBackfill(deps: {
  models: Pick<Models, "contacts" | "deals" | "notes" | "messages" | "calls" | "projects">;
  definitions: FieldDefinitionCache;
  index: SearchIndex;
}) {
  const { models } = deps;

  async function each<D extends TenantDoc>(model: Model<D>, projectId: string, toChange: (doc: D) => IndexChange | undefined) {
    let count = 0;
    let batch: IndexChange[] = [];
    // One batch is written while the next is read and keyed: the store and this process work at once.
    let writing: Promise<void> = Promise.resolve();
    const write = async (changes: IndexChange[]) => {
      await writing;
      writing = deps.index.put(projectId, changes);
      // Awaited before the next batch or at the end; until then its failure must not go unhandled.
      writing.catch(() => undefined);
    };
    for await (const doc of model.find({ projectId }).lean<D>().cursor({ batchSize: BATCH })) {
      const change = toChange(doc as D);
      if (change) batch.push(change);
      count++;
      if (batch.length >= BATCH) {
        await write(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await write(batch);
    await writing;
    return count;
  }

  return {
    /** Replaces every key of the project; answers how many records of each kind were keyed. */
    async backfill(projectId: string): Promise<Record<"contacts" | "deals" | "notes" | "messages" | "calls", number>> {
      const fields = (await deps.definitions.get(projectId)).byId;
      // Until the end `projects.searchKeys` is below the current scheme, so `[regex]` scans (search-contains.ts).
      // A project without keys (it predates the index) gets plain inserts; one with keys (a run cut
      // off, a change of scheme, a rebuild on demand) has each source replaced.
      const isNew = !(await deps.index.hasKeys(projectId));
      const put = (type: "contact" | "deal" | "note" | "call", record: Record<string, unknown>, id: string): IndexChange => ({
        op: "put",
        type,
        recordId: id,
        sourceId: id,
        isNew,
        text: type === "contact" || type === "deal" ? searchableText[type](record, fields) : searchableText[type](record),
      });
      const asRec = (record: object) => record as Record<string, unknown>;
      const counts = {
        contacts: await each(models.contacts, projectId, (doc) => put("contact", asRec(contactToRecord(doc)), doc._id)),
        deals: await each(models.deals, projectId, (doc) => put("deal", asRec(dealToRecord(doc)), doc._id)),
        notes: await each(models.notes, projectId, (doc) => put("note", asRec(noteToRecord(doc)), doc._id)),
        calls: await each(models.calls, projectId, (doc) => put("call", asRec(callToRecord(doc)), doc._id)),
        messages: await each(models.messages, projectId, (doc) => ({
          op: "put",
          type: "chat",
          recordId: doc.chatId,
          sourceId: doc._id,
          isNew,
          text: searchableText.message(asRec(messageToRecord(doc))),
        })),
      };
      await models.projects.updateOne({ _id: projectId }, { $set: { searchKeys: SEARCH_KEYS_VERSION } });
      // Until then search read a contact's or deal's keys from search_terms as well, if an older scheme left them there.
      await deps.index.removeRecordSources(projectId);
      return counts;
    },
    /** The current key scheme, and the projects whose index is older (or was never built): the worker backfills each. */
    async outdated(): Promise<{ version: number; projectIds: string[] }> {
      const projects = await models.projects
        .find({ $or: [{ searchKeys: { $exists: false } }, { searchKeys: { $lt: SEARCH_KEYS_VERSION } }] }, { _id: 1 })
        .lean();
      return { version: SEARCH_KEYS_VERSION, projectIds: projects.map((project) => project._id) };
    },
  };
}
