import { Schema, type Connection, type Model } from "mongoose";
import type { Actor } from "../core/context";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export const NOTE_ENTITY_TYPES = ["DEAL", "CONTACT"] as const;
export type NoteEntityType = (typeof NOTE_ENTITY_TYPES)[number];
export const NOTE_AUTHOR_TYPES = ["USER", "AGENT", "SYSTEM"] as const satisfies readonly Actor["type"][];

export interface NoteDoc extends TenantDoc {
  content: string;
  entityId: string;
  /** Set by the service from where entityId was found, never by the client. */
  entityType: NoteEntityType;
  /** The caller that wrote the note (the key's user, an AI agent, or the system). */
  author: Actor;
}

const authorSchema = new Schema(
  { type: { type: String, enum: NOTE_AUTHOR_TYPES, required: true }, id: { type: String, required: true } },
  { _id: false, strict: "throw" },
);

const noteSchema = tenantSchema<NoteDoc>({
  content: { type: String, required: true },
  entityId: { type: String, required: true },
  entityType: { type: String, enum: NOTE_ENTITY_TYPES, required: true },
  author: { type: authorSchema, required: true },
});
// The timeline of one record (the usual query), and the project-wide listing, newest first.
noteSchema.index({ projectId: 1, entityId: 1, createdAt: -1 });
noteSchema.index({ projectId: 1, createdAt: -1 });

export const defineNoteModel = (conn: Connection): Model<NoteDoc> => conn.model<NoteDoc>("Note", noteSchema, "notes");
