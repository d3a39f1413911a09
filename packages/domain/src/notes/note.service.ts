import type { Context } from "../core/context";
import { notFound } from "../core/errors";
import { toRecord } from "../core/record";
import { createResourceService } from "../core/resource-service";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import { DEFAULT_LIST_LIMITS, recordListFields, relationTo, type ListSpec } from "../query";
import { contactToRecord } from "../contacts/contact.record";
import { contactRecordSchema } from "../contacts/contact.schema";
import { dealToRecord } from "../deals/deal-record";
import { dealRecordSchema } from "../deals/deal.schema";
import type { NoteEntities } from "./note-entities";
import { NOTE_AUTHOR_TYPES, NOTE_ENTITY_TYPES, type NoteDoc, type NoteEntityType } from "./note.model";
import { noteCreateSchema, noteUpdateSchema, type NoteRecord } from "./note.schema";
import type { Models } from "../models";
import { deleteWithEvents } from "../core/delete-with-events";

export const noteListSpec = {
  resource: "notes",
  fields: recordListFields({
    content: { kind: "string" },
    entityId: { kind: "id" },
    entityType: { kind: "enum", values: NOTE_ENTITY_TYPES },
    // `author` is projectable as a whole; its parts are what filters and sorts address.
    author: { kind: "string", filterable: false, sortable: false },
    "author.type": { kind: "enum", values: NOTE_AUTHOR_TYPES, projectable: false },
    "author.id": { kind: "id", projectable: false },
  }),
  // The record a note is on, by kind: `deal` is null on a contact's note and `contact` on a deal's.
  relations: {
    deal: relationTo("deals", "entityId", { toRecord: dealToRecord, schema: dealRecordSchema }),
    contact: relationTo("contacts", "entityId", { toRecord: contactToRecord, schema: contactRecordSchema }),
  },
  limits: DEFAULT_LIST_LIMITS,
  // A timeline: newest first, like the calls of a contact.
  defaultSort: [{ field: "createdAt", direction: -1 }],
} satisfies ListSpec;

export const noteToRecord = (doc: NoteDoc): NoteRecord => toRecord(doc, [...RECORD_KEYS, "content", "entityId", "entityType", "author"]);

export interface NoteServiceDeps {
  models: Pick<Models, "notes">;
  entities: NoteEntities;
  inTransaction: InTransaction;
}

export function createNoteService({ models: { notes: model }, entities, inTransaction }: NoteServiceDeps) {
  /** The kind of record an id names in the caller's project; ids are unique across collections. */
  async function entityTypeOf(ctx: Context, id: string): Promise<NoteEntityType> {
    for (const type of NOTE_ENTITY_TYPES) if (await entities[type](ctx, id)) return type;
    throw notFound("Deal or contact", id);
  }

  const service = createResourceService(
    {
      event: "note",
      label: "Note",
      model,
      list: noteListSpec,
      toRecord: noteToRecord,
      createSchema: noteCreateSchema,
      updateSchema: noteUpdateSchema,
      buildCreate: async (ctx, input) => ({
        content: input.content,
        entityId: input.entityId,
        entityType: await entityTypeOf(ctx, input.entityId),
        author: { type: ctx.actor.type, id: ctx.actor.id },
      }),
    },
    inTransaction,
  );

  return {
    ...service,
    /**
     * Deletes the notes of a deal or contact being deleted, inside that deletion's transaction,
     * with one `note.deleted` event each (the deal and contact services call it from afterDelete).
     */
    async removeAllOf(ctx: Context, entityId: string, uow: UnitOfWork): Promise<void> {
      await deleteWithEvents(ctx, service.config, { entityId: String(entityId) }, uow);
    },
  };
}
export type NoteService = ReturnType<typeof createNoteService>;
