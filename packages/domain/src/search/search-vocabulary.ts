import type { Model } from "mongoose";
import { isDuplicateKey } from "../core/errors";
import type { SearchWordDoc } from "./search-word.model";
import { KEY_KINDS, vocabularyKeys } from "./search-text";

/** Words this process knows are stored (per project): a bound on memory, large enough that a steady write adds none. */
const KNOWN_CAP = 200_000;
/** Most vocabulary words one look-up answers; past it the caller falls back (docs/search.md). */
export const MAX_VOCABULARY_WORDS = 200;

/** Whether an insert failed only on documents already stored. */
function onlyDuplicates(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
  if (writeErrors === undefined) return isDuplicateKey(error);
  return (Array.isArray(writeErrors) ? writeErrors : [writeErrors]).every(isDuplicateKey);
}

/**
 * A project's vocabulary of distinct words (search_words). Words are added before and outside the
 * transaction of the write that uses them, idempotently: concurrent writes adding the same new word
 * never conflict, and a word left by a rolled-back or later deleted write only leads to look-ups of
 * records that find nothing. Every read and write names the project.
 */
export function createSearchVocabulary(model: Model<SearchWordDoc>) {
  const collection = model.collection;
  // Insertion order is recency (a hit moves its word to the end), so the oldest is dropped first.
  const known = new Map<string, true>();
  const remember = (id: string) => {
    known.delete(id);
    known.set(id, true);
    if (known.size > KNOWN_CAP) known.delete(known.keys().next().value!);
  };

  async function find(filter: object): Promise<string[] | undefined> {
    const docs = await collection.find(filter, { projection: { _id: 0, word: 1 }, limit: MAX_VOCABULARY_WORDS + 1 }).toArray();
    return docs.length > MAX_VOCABULARY_WORDS ? undefined : docs.map((doc) => doc.word as string);
  }

  return {
    /** Stores the words not yet known (a word without vocabulary keys, under 4 letters, is not stored). */
    async add(projectId: string, words: Iterable<string>): Promise<void> {
      const fresh = new Map<string, SearchWordDoc>();
      for (const word of words) {
        const _id = `${projectId}:${word}`;
        if (known.has(_id)) {
          remember(_id);
          continue;
        }
        if (fresh.has(_id)) continue;
        const keys = vocabularyKeys(word);
        if (keys.length > 0) fresh.set(_id, { _id, projectId, word, keys });
      }
      if (fresh.size === 0) return;
      try {
        // The driver's collection types `_id` as an ObjectId; ours are strings, as in every collection here.
        await collection.insertMany([...fresh.values()] as unknown as Array<Record<string, unknown>>, { ordered: false });
      } catch (error) {
        // A word another write stored first is what we wanted; anything else is an error.
        if (!onlyDuplicates(error)) throw error;
      }
      for (const id of fresh.keys()) remember(id);
    },
    /** The words holding any of these typo keys (undefined: too many to use). */
    typoWords: (projectId: string, typoKeys: readonly string[]) =>
      typoKeys.length === 0 ? Promise.resolve([]) : find({ projectId, keys: { $in: typoKeys } }),
    /** The words holding `part` after their first letter (undefined: too many to use). */
    wordsContaining: (projectId: string, part: string) => {
      const prefix = KEY_KINDS.substring + part;
      return find({ projectId, keys: { $elemMatch: { $gte: prefix, $lt: `${prefix}\uffff` } } });
    },
  };
}
export type SearchVocabulary = ReturnType<typeof createSearchVocabulary>;
