/**
 * How text becomes search keys, and a query becomes look-ups (docs/search.md). Every key is one
 * string `<kind>:<value>`: a record's keys in search_terms, a word's typo and tail keys in the
 * project's vocabulary (search_words), so one multikey index on each serves exact look-ups (`$in`)
 * and prefix look-ups (a range `[k, k + "\uffff")`) on any MongoDB.
 */

/** Kinds of key, by how strongly a match on them ranks. */
export const KEY_KINDS = {
  /** A whole normalised email, phone (digits) or custom id. */
  exact: "x:",
  /**
   * A suffix of a phone's digits from an even position (strided(): any fragment is a prefix of one,
   * or of one less its first digit).
   */
  phone: "p:",
  /** A word of a name or title. */
  name: "n:",
  /** A word of any other searched text. */
  word: "w:",
  /** Vocabulary: a word of 5+ letters with one letter deleted (symmetric-delete typo matching). */
  typo: "t:",
  /**
   * A word from its second letter on (3+ letters): `[regex]` (contains) looks these up. In the
   * vocabulary every such tail of a word of letters only; on the record, for a contact's or deal's
   * words with digits, the tails from odd positions (strided()).
   */
  substring: "s:",
  /** The one key of a contact or deal whose text was not keyed whole (a 40+ letter word, 500+ words). */
  partial: "z:",
} as const;

/** Shortest word piece `[regex]` looks up. */
export const MIN_SUBSTRING = 3;

export const MIN_PREFIX = 2;
export const MIN_TYPO_WORD = 5;
const MIN_PHONE_FRAGMENT = 3;
const MAX_WORD = 40;
/** Distinct words kept per searched source (a long transcript or message): bounds the index. */
export const MAX_WORDS_PER_SOURCE = 500;

/** Lower case, accents stripped (NFD then no combining marks); ASCII text, most of it, has neither to strip. */
export function fold(text: string): string {
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** A text's words, each cut to MAX_WORD letters, and whether one was longer (its tail is not keyed). */
function splitWords(text: string): { words: string[]; long: boolean } {
  const all = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return { words: all.map((word) => word.slice(0, MAX_WORD)), long: all.some((word) => word.length > MAX_WORD) };
}

export const words = (text: string): string[] => splitWords(text).words;

export const digitsOf = (text: string): string => text.replace(/\D+/g, "");

/** Words of 5+ letters (no digits: ids and numbers are matched as written) tolerate one typo. */
const typoTolerant = (word: string) => word.length >= MIN_TYPO_WORD && /^\p{L}+$/u.test(word);

/** Each one-letter deletion of a word (the word itself excluded). */
export function deletions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/** The suffixes of `text` from position `from`, every `step` positions, of `min`+ characters, each as a key of `kind`. */
function suffixKeys(kind: string, text: string, from: number, step: number, min: number): string[] {
  const keys: string[] = [];
  for (let i = from; i <= text.length - min; i += step) keys.push(kind + text.slice(i));
  return keys;
}

/** A vocabulary word's tails from its second letter on, 3+ letters each (none under 4 letters). */
const tailsOf = (word: string): string[] => suffixKeys(KEY_KINDS.substring, word, 1, 1, MIN_SUBSTRING);

/**
 * Every other suffix (strided()): a phone's from its first digit, a record word's tails from its
 * second letter. The last may be one character shorter than a piece, to find a piece that starts
 * one position before it.
 */
const phoneKeys = (digits: string): string[] => suffixKeys(KEY_KINDS.phone, digits, 0, 2, MIN_PHONE_FRAGMENT - 1);
const recordTailsOf = (word: string): string[] =>
  word.length > MIN_SUBSTRING ? suffixKeys(KEY_KINDS.substring, word, 1, 2, MIN_SUBSTRING - 1) : [];

/** The keys starting with `prefix`; `holds`: of the records with a key matching it only (strided()). */
export interface KeyRange {
  prefix: string;
  holds?: RegExp;
}

/** A query word's prefix look-up and the score a match gives. */
export interface PrefixLookup extends KeyRange {
  score: number;
}

/**
 * The look-ups of a piece (digits or a word's letters, no regex syntax) in keys of `kind` that are
 * every other suffix (phones' `p:`, records' `s:`): half as many keys per record, at the price of a
 * second range per look-up. A piece at a kept suffix's start is a prefix of that key; one starting a
 * position later is a prefix of the key after it, less its first character, and such a record holds
 * a key with the piece one character in.
 */
export function strided(kind: string, piece: string): KeyRange[] {
  return [{ prefix: kind + piece }, { prefix: kind + piece.slice(1), holds: new RegExp(`^${kind}.${piece}`) }];
}

const phoneLookups = (digits: string): PrefixLookup[] =>
  strided(KEY_KINDS.phone, digits).map((range) => ({ ...range, score: SCORES.phoneFragment }));

/** Whether a key is in a range (its own `holds` for a strided one). */
const inRange = (key: string, { prefix, holds }: KeyRange): boolean => (holds ? holds.test(key) : key.startsWith(prefix));

/**
 * Words of letters only, 4+ letters, go to the project's vocabulary: they repeat across records
 * (names, companies, common words). A word with digits (an id, a number, `user123`) rarely repeats,
 * takes no typo, and would add a vocabulary write to almost every write that carries one.
 */
const inVocabulary = (word: string) => word.length > MIN_SUBSTRING && /^\p{L}+$/u.test(word);

/** The vocabulary keys of a word: its one-letter deletions (5+ letters) and its tails. */
export function vocabularyKeys(word: string): string[] {
  return [...(typoTolerant(word) ? deletions(word).map((variant) => KEY_KINDS.typo + variant) : []), ...tailsOf(word)];
}

/** The vocabulary words among a source's keys (its `n:` and `w:` keys). */
export const vocabularyOf = (keys: readonly string[]): string[] =>
  keys.flatMap((key) => {
    const word = key.slice(2);
    return (key.startsWith(KEY_KINDS.name) || key.startsWith(KEY_KINDS.word)) && inVocabulary(word) ? [word] : [];
  });

/** Whether a vocabulary word is one typo from a query word: they share a one-letter deletion, or one is a deletion of the other. */
export function oneTypoApart(token: string, word: string): boolean {
  if (!typoTolerant(token) || word === token || Math.abs(word.length - token.length) > 1) return false;
  const ofToken = new Set(deletions(token));
  if (ofToken.has(word)) return true;
  return typoTolerant(word) && deletions(word).some((variant) => variant === token || ofToken.has(variant));
}

/** What a source says, grouped by how it is searched. */
export interface SearchableText {
  /** Emails, custom ids: matched whole (normalised). */
  exact?: string[];
  /** Phone numbers: matched whole or by any fragment of their digits. */
  phones?: string[];
  /** Names and titles: word-prefix matches rank above other text. */
  names?: string[];
  /** Any other text (custom text fields, note content, messages, transcripts). */
  text?: string[];
  /** Contacts and deals, for their `[regex]` filters: key the tails of words with digits, and mark text not keyed whole (`z:`). */
  substrings?: boolean;
}

/** The keys of one source's text, de-duplicated. */
export function keysOf(source: SearchableText): string[] {
  const keys = new Set<string>();
  for (const value of source.exact ?? []) {
    const exact = fold(value).trim();
    if (exact) keys.add(KEY_KINDS.exact + exact);
  }
  for (const phone of source.phones ?? []) {
    const digits = digitsOf(phone);
    if (digits.length < MIN_PHONE_FRAGMENT) continue;
    keys.add(KEY_KINDS.exact + digits);
    for (const key of phoneKeys(digits)) keys.add(key);
  }
  const seen = new Set<string>();
  let partial = false;
  const addWords = (texts: string[] | undefined, kind: string) => {
    for (const text of texts ?? []) {
      const split = splitWords(text);
      if (source.substrings && split.long) partial = true;
      for (const word of split.words) {
        if (seen.size >= MAX_WORDS_PER_SOURCE && !seen.has(word)) {
          partial = true;
          return;
        }
        seen.add(word);
        keys.add(kind + word);
        if (source.substrings && !inVocabulary(word)) for (const tail of recordTailsOf(word)) keys.add(tail);
      }
    }
  };
  addWords(source.names, KEY_KINDS.name);
  addWords(source.text, KEY_KINDS.word);
  // Email addresses are also searched by their parts ("acme" finds ada@acme.com).
  addWords(source.exact, KEY_KINDS.word);
  if (source.substrings && partial) keys.add(KEY_KINDS.partial);
  return [...keys];
}

/** How one query word may match, and the score of each way (best first). */
export interface TokenPlan {
  token: string;
  /** Exact word keys (typos: a word one letter shorter, and the vocabulary's words, withTypoWords), each with the score it gives. */
  exact: Array<{ key: string; score: number }>;
  /** The vocabulary keys that find the words one typo from this one (none: no typo tolerated). */
  typoKeys: string[];
  /** Prefix ranges, each with its score. */
  prefixes: PrefixLookup[];
}

export const SCORES = { exact: 100, nameWord: 70, namePrefix: 60, phoneFragment: 60, word: 40, wordPrefix: 30, typo: 10 } as const;

export interface QueryPlan {
  /** Whole-query exact keys (email, custom id, phone digits). */
  exact: string[];
  /** One plan per query word (the empty list: nothing to search for). */
  tokens: TokenPlan[];
}

/** Turns a query into look-ups; a query of punctuation only has none. */
export function planQuery(q: string): QueryPlan {
  const whole = fold(q).trim();
  const digits = digitsOf(q);
  const phoneLike = digits.length >= MIN_PHONE_FRAGMENT && /^[\d\s()+\-./]+$/.test(q.trim());
  const exact = new Set<string>();
  if (whole) exact.add(KEY_KINDS.exact + whole);
  if (phoneLike) exact.add(KEY_KINDS.exact + digits);
  if (phoneLike) {
    return {
      exact: [...exact],
      tokens: [{ token: digits, exact: [], typoKeys: [], prefixes: phoneLookups(digits) }],
    };
  }
  const tokens = [...new Set(words(q))].filter((token) => token.length >= MIN_PREFIX).map(planToken);
  return { exact: tokens.length > 0 || whole.includes("@") ? [...exact] : [], tokens };
}

function planToken(token: string): TokenPlan {
  const exact: TokenPlan["exact"] = [
    { key: KEY_KINDS.name + token, score: SCORES.nameWord },
    { key: KEY_KINDS.word + token, score: SCORES.word },
  ];
  const typoKeys: string[] = [];
  if (typoTolerant(token)) {
    // One edit: the query has one letter too many (a deletion of it is a record's word), misses one
    // (it is a deletion of a vocabulary word) or has one wrong (they share a deletion).
    typoKeys.push(KEY_KINDS.typo + token);
    for (const variant of deletions(token)) {
      exact.push({ key: KEY_KINDS.name + variant, score: SCORES.typo }, { key: KEY_KINDS.word + variant, score: SCORES.typo });
      typoKeys.push(KEY_KINDS.typo + variant);
    }
  }
  const prefixes: PrefixLookup[] = [
    { prefix: KEY_KINDS.name + token, score: SCORES.namePrefix },
    { prefix: KEY_KINDS.word + token, score: SCORES.wordPrefix },
  ];
  if (/^\d+$/.test(token) && token.length >= MIN_PHONE_FRAGMENT) prefixes.push(...phoneLookups(token));
  return { token, exact, typoKeys, prefixes };
}

/** A word's plan with the vocabulary's words one typo from it (found by its typoKeys) as typo matches. */
export function withTypoWords(plan: TokenPlan, vocabulary: readonly string[]): TokenPlan {
  const known = new Set(plan.exact.map((e) => e.key));
  const exact = [...plan.exact];
  for (const word of vocabulary) {
    if (!oneTypoApart(plan.token, word)) continue;
    for (const key of [KEY_KINDS.name + word, KEY_KINDS.word + word])
      if (!known.has(key)) {
        known.add(key);
        exact.push({ key, score: SCORES.typo });
      }
  }
  return { ...plan, exact };
}

/** The best score a set of a record's keys gives one query word (0: no match). */
export function scoreToken(plan: TokenPlan, keys: ReadonlySet<string> | readonly string[]): number {
  let best = 0;
  const has = (key: string) => ("has" in keys ? keys.has(key) : keys.includes(key));
  for (const { key, score } of plan.exact) if (score > best && has(key)) best = score;
  for (const key of keys) for (const lookup of plan.prefixes) if (lookup.score > best && inRange(key, lookup)) best = lookup.score;
  return best;
}
