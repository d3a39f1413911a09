import { Schema, type Connection, type Model } from "mongoose";

/**
 * One distinct word of a project's searched text, with its vocabulary keys (search-text.ts
 * vocabularyKeys): typo and `[regex]` look-ups find words here, then records by their exact word
 * keys in search_terms. Words repeat across records, so a record's write rarely adds one; a word
 * whose records are gone stays, harmless: it leads to look-ups that find nothing (docs/search.md).
 */
export interface SearchWordDoc {
  /** `<projectId>:<word>`: one document per word and project, so a write of a known word is a duplicate, ignored. */
  _id: string;
  projectId: string;
  word: string;
  /** `t:<word minus one letter>` (5+ letters) and `s:<tail of 3+ letters>`. */
  keys: string[];
}

const searchWordSchema = new Schema<SearchWordDoc>(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    word: { type: String, required: true },
    keys: { type: [String], default: [] },
  },
  { versionKey: false, strict: "throw" },
);
// Look-ups: typo keys by equality, tails by prefix range, always within one project.
searchWordSchema.index({ projectId: 1, keys: 1 });

export const defineSearchWordModel = (conn: Connection): Model<SearchWordDoc> =>
  conn.model<SearchWordDoc>("SearchWord", searchWordSchema, "search_words");
