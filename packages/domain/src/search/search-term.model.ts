import { Schema, type Connection, type Model } from "mongoose";

/** The kinds of record search finds (docs/search.md). */
export const SEARCH_TYPES = ["contact", "deal", "note", "chat", "call"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * One search key of one source: a contact, deal, note or call is its own source; a chat's sources
 * are its messages. Written in the transaction of the write that changed the text (search-index.ts).
 */
export interface SearchTermDoc {
  /** `<sourceId>:<key>`: a source's key is stored once, however often it is rewritten. */
  _id: string;
  projectId: string;
  type: SearchType;
  /** The record search answers with (a chat for its messages). */
  recordId: string;
  sourceId: string;
  /** `<kind>:<normalised value>` (search-text.ts). */
  key: string;
}

const searchTermSchema = new Schema<SearchTermDoc>(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    type: { type: String, enum: SEARCH_TYPES, required: true },
    recordId: { type: String, required: true },
    sourceId: { type: String, required: true },
    key: { type: String, required: true },
  },
  { versionKey: false, strict: "throw" },
);
// Look-ups: equality and prefix ranges on key, within one project (projectId leads, as everywhere).
searchTermSchema.index({ projectId: 1, key: 1, type: 1 });
// A source's keys, replaced on every change of its text; a record's keys, read to rank candidates and removed on delete.
searchTermSchema.index({ projectId: 1, sourceId: 1 });
searchTermSchema.index({ projectId: 1, recordId: 1 });

export const defineSearchTermModel = (conn: Connection): Model<SearchTermDoc> =>
  conn.model<SearchTermDoc>("SearchTerm", searchTermSchema, "search_terms");
