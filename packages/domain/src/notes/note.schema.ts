import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { idSchema, plainText, recordBase } from "../core/schema-helpers";
import { NOTE_AUTHOR_TYPES, NOTE_ENTITY_TYPES } from "./note.model";

export const NOTE_MAX_LENGTH = 10_000;

export const noteRecordSchema = z
  .object({
    ...recordBase,
    content: z.string().min(1),
    entityId: z.string().describe("The deal or contact the note is attached to."),
    entityType: z.enum(NOTE_ENTITY_TYPES).describe("Set by the service: the kind of record entityId names."),
    author: z
      .object({ type: z.enum(NOTE_AUTHOR_TYPES), id: z.string() })
      .describe("Set by the service: the key's user for API calls, an AI agent, or the system."),
  })
  .meta({
    id: "Note",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.note),
        content: "Asked for a quote for 20 seats; call back on Monday.",
        entityId: EXAMPLE_IDS.deal,
        entityType: "DEAL",
        author: { type: "USER", id: EXAMPLE_IDS.user },
      },
    ],
  });
export type NoteRecord = z.infer<typeof noteRecordSchema>;

/** Trimmed first, so a note of only whitespace is empty and refused. */
const contentSchema = plainText(NOTE_MAX_LENGTH, { multiline: true });

export const noteCreateSchema = z
  .strictObject({
    content: contentSchema,
    entityId: idSchema.describe("Id of a deal or a contact of the project."),
  })
  .meta({ examples: [{ content: "Asked for a quote for 20 seats; call back on Monday.", entityId: EXAMPLE_IDS.deal }] });
export type NoteCreate = z.infer<typeof noteCreateSchema>;

/** Only the text changes; a note never moves to another record and keeps its author. */
export const noteUpdateSchema = z
  .strictObject({ content: contentSchema.optional() })
  .meta({ examples: [{ content: "Quote sent; call back on Tuesday instead." }] });
