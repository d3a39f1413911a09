import type { Models } from "../models";
import type { ContainsLookup, ContainsTarget } from "../query";
import type { SearchVocabulary } from "./search-vocabulary";
import { keyRangeConditions } from "./key-range-conditions";
import { SEARCH_KEYS_FIELD } from "./record-keys.model";
import { SEARCH_KEYS_VERSION, searchSchemeOf } from "./search-scheme";
import { digitsOf, KEY_KINDS, MIN_SUBSTRING, strided, words, type KeyRange } from "./search-text";

/**
 * Past this many candidates the filter scans. Reading a candidate's keys costs about what testing a
 * contact does, so a long list gains little, and when the literal is common the reads are lost.
 */
const MAX_CANDIDATES = 500;
/** Custom field types whose values are keyed as words (search-sources.ts); PHONE is keyed by digits. */
const WORD_TYPES = new Set(["TEXT", "TEXTAREA", "URL", "EMAIL"]);
/** Built-in fields keyed as words, by resource. */
const WORD_PATHS = { contact: new Set<string>(), deal: new Set(["title"]) };

/**
 * Serves `[regex]` (contains, any case) on contact and deal text from their search keys. A value
 * holding the literal holds its longest word inside one of its own words: at its start (a prefix of the
 * record's `n:`/`w:` key) or further in (in one of the word's `s:` tails: on the record for a word
 * with digits, every other tail (search-text.ts strided()), else in the project's vocabulary, and
 * the records are then those with one of the words found). A phone holding it holds its digits in
 * one of its every-other `p:` suffixes. The literal must be ASCII: JavaScript's and PCRE's
 * case-insensitive matching map ASCII letters only to ASCII letters (PCRE's one exception, `ſ` for
 * `s`, is noted in docs/search.md).
 */
export function createSearchContains(models: Pick<Models, "contacts" | "deals" | "projects">, vocabulary: SearchVocabulary) {
  const records = { contact: models.contacts.collection, deal: models.deals.collection };

  /** The piece of the literal to look up: the phone's digits, or its longest word. */
  function pieceOf(type: "contact" | "deal", target: ContainsTarget, literal: string): { phone: boolean; piece: string } | undefined {
    if (!/^[\x20-\x7e]+$/.test(literal)) return undefined;
    const kind = "path" in target ? (WORD_PATHS[type].has(target.path) ? "TEXT" : undefined) : target.type;
    if (kind === "PHONE") {
      const digits = digitsOf(literal);
      return digits.length >= MIN_SUBSTRING ? { phone: true, piece: digits } : undefined;
    }
    if (!kind || !WORD_TYPES.has(kind)) return undefined;
    const longest = words(literal).sort((a, b) => b.length - a.length)[0];
    if (!longest || longest.length < MIN_SUBSTRING) return undefined;
    return { phone: false, piece: longest };
  }

  /** The records' key conditions for a piece (undefined: it sits inside too many words to use). */
  async function lookupsOf(projectId: string, { phone, piece }: { phone: boolean; piece: string }): Promise<object[] | undefined> {
    const filterOf = (range: KeyRange): object => ({ $and: keyRangeConditions(SEARCH_KEYS_FIELD, range) });
    if (phone) return strided(KEY_KINDS.phone, piece).map(filterOf);
    // Only words of letters are in the vocabulary (search-text.ts): a piece with a digit sits in none.
    const inside = /^\p{L}+$/u.test(piece) ? await vocabulary.wordsContaining(projectId, piece) : [];
    if (!inside) return undefined;
    const starts = [KEY_KINDS.name, KEY_KINDS.word].map((kind) => ({ prefix: kind + piece }));
    const lookups = [...starts, ...strided(KEY_KINDS.substring, piece)].map(filterOf);
    if (inside.length > 0)
      lookups.push({ [SEARCH_KEYS_FIELD]: { $in: inside.flatMap((word) => [KEY_KINDS.name + word, KEY_KINDS.word + word]) } });
    return lookups;
  }

  return (projectId: string, type: "contact" | "deal"): ContainsLookup =>
    async (target, literal) => {
      const piece = pieceOf(type, target, literal);
      if (!piece) return undefined;
      if ((await searchSchemeOf(models.projects, projectId)) < SEARCH_KEYS_VERSION) return undefined;
      const pieceLookups = await lookupsOf(projectId, piece);
      if (!pieceLookups) return undefined;
      // Sources whose text was not keyed whole are always candidates.
      const lookups = [...pieceLookups, { [SEARCH_KEYS_FIELD]: KEY_KINDS.partial }];
      const found = await Promise.all(
        lookups.map((lookup) =>
          records[type].find({ projectId, ...lookup }, { projection: { _id: 1 }, limit: MAX_CANDIDATES + 1 }).toArray(),
        ),
      );
      const ids = new Set(found.flat().map((doc) => doc._id as unknown as string));
      return ids.size > MAX_CANDIDATES ? undefined : [...ids];
    };
}
export type SearchContains = ReturnType<typeof createSearchContains>;
