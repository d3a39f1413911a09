import type { Context } from "../core/context";
import type { FieldDefinitionCache } from "../fields/field-definitions";
import { searchableText } from "./search-sources";
import type { SearchVocabulary } from "./search-vocabulary";
import { keysOf, vocabularyOf } from "./search-text";

/** The key scheme (`projects.searchKeys`, search-scheme.ts) from which contacts and deals carry their keys. */
export const RECORD_KEYS_SCHEME = 4;
/** The kinds of record that carry their search keys on themselves (`searchKeys`), not in search_terms. */
export const RECORD_KEYED_TYPES = ["contact", "deal"] as const;
export type RecordKeyedType = (typeof RECORD_KEYED_TYPES)[number];
export const isRecordKeyed = (type: string): type is RecordKeyedType => (RECORD_KEYED_TYPES as readonly string[]).includes(type);

/**
 * Keys a new contact or deal before its insert, so the keys go in with the record in one command
 * (a second insert per create was half of the index's cost, docs/search.md). Every path that
 * inserts one calls it (create, grouped create, find-or-create by phone, a merge's revert); the
 * index then leaves `<type>.created` alone (search-index.ts). New words go to the vocabulary, as
 * the index's own writes do.
 */
export function createRecordKeys(definitions: FieldDefinitionCache, vocabulary: SearchVocabulary) {
  return async function stamp(ctx: Context, type: RecordKeyedType, docs: ReadonlyArray<Record<string, unknown>>): Promise<void> {
    if (docs.length === 0) return;
    const fields = (await definitions.get(ctx.projectId)).byId;
    const words: string[] = [];
    for (const doc of docs) {
      const keys = keysOf(searchableText[type](doc, fields));
      doc.searchKeys = keys;
      words.push(...vocabularyOf(keys));
    }
    await vocabulary.add(ctx.projectId, words);
  };
}
/** Sets `searchKeys` on new records of one kind before their insert (undefined when the index is off). */
export type StampSearchKeys = ReturnType<typeof createRecordKeys>;

/** A contact's or deal's resource config `beforeInsert` (core/resource-service.ts): its keys, when the index is on. */
export const keyingBeforeInsert = (stamp: StampSearchKeys | undefined, type: RecordKeyedType) =>
  stamp ? { beforeInsert: (ctx: Context, docs: ReadonlyArray<Record<string, unknown>>) => stamp(ctx, type, docs) } : {};
