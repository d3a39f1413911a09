import type { Models } from "../models";

/**
 * The key scheme `[regex]` and search rely on (partial keys and tails of words with digits on
 * records, words of letters in the vocabulary, search-text.ts; a contact's and deal's keys on the
 * record itself, record-keys.ts). A project holds it for every record once created with it or
 * rebuilt by the backfill (projects.searchKeys).
 */
export const SEARCH_KEYS_VERSION = 4;

/** The key scheme a project's index holds (0: none recorded, it predates the index). */
export async function searchSchemeOf(projects: Models["projects"], projectId: string): Promise<number> {
  return (await projects.findOne({ _id: projectId }, { searchKeys: 1 }).lean())?.searchKeys ?? 0;
}
