import { Schema, type Connection, type Model } from "mongoose";

/** The kinds of record search finds (docs/search.md). */
export const SEARCH_TYPES = ["contact", "deal", "note", "chat", "call"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * The search keys of one source: a contact, deal, note or call is its own source; a chat's sources
 * are its messages. Written in the transaction of the write that changed the text (search-index.ts).
 */
export interface SearchTermDoc {
  /** The source's id (the record's, or the message's). */
  _id: string;
  projectId: string;
  type: SearchType;
  /** The record search answers with (a chat for its messages). */
  recordId: string;
  /** `<kind>:<normalised value>` (search-text.ts), each once. */
  keys: string[];
}

const searchTermSchema = new Schema<SearchTermDoc>(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    type: { type: String, enum: SEARCH_TYPES, required: true },
    recordId: { type: String, required: true },
    keys: { type: [String], default: [] },
  },
  { versionKey: false, strict: "throw" },
);
// Look-ups: `keys: {$elemMatch: ...}` equality and prefix ranges within one project, on this multikey index.
searchTermSchema.index({ projectId: 1, keys: 1, type: 1 });
// A record's sources, removed with it.
searchTermSchema.index({ projectId: 1, recordId: 1 });

export const defineSearchTermModel = (conn: Connection): Model<SearchTermDoc> =>
  conn.model<SearchTermDoc>("SearchTerm", searchTermSchema, "search_terms");
