import type { Model } from "mongoose";
import type { CallCascades } from "../calls/call-cascades";
import { requireScope, type Context } from "../core/context";
import { conflict, validationError } from "../core/errors";
import { toRecord } from "../core/record";
import { createResourceService } from "../core/resource-service";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { InTransaction } from "../core/unit-of-work";
import type { DealDoc } from "../deals/deal.model";
import { dealToRecord } from "../deals/deal-record";
import type { FieldValues, FieldValueInput } from "../fields/field-values";
import { normalizePhone } from "../fields/normalize-field-value";
import type { NoteService } from "../notes/note.service";
import { DEFAULT_LIST_LIMITS, recordListFields, relationTo, type ListSpec } from "../query";
import type { ContactDoc } from "./contact.model";
import { contactCreateSchema, contactUpdateSchema, type ContactRecord } from "./contact.schema";

export const contactListSpec: ListSpec = {
  resource: "contacts",
  fields: recordListFields({
    fields: { kind: "string", filterable: false, sortable: false },
  }),
  customFields: true,
  relations: {
    // The deals of the contact, populated with one $lookup per page.
    deals: relationTo<DealDoc>("deals", "_id", dealToRecord, { many: true, foreignField: "contactId" }),
  },
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: -1 }],
};

export const contactToRecord = (doc: ContactDoc): ContactRecord => toRecord(doc, [...RECORD_KEYS, "fields"]);

export interface ContactServiceDeps {
  model: Model<ContactDoc>;
  fieldValues: FieldValues;
  deals: Model<DealDoc>;
  notes: Pick<NoteService, "removeAllOf">;
  /** A contact's calls go with it. */
  calls: Pick<CallCascades, "removeForContact">;
  inTransaction: InTransaction;
}

export function createContactService(deps: ContactServiceDeps) {
  const { model, fieldValues, deals, notes } = deps;

  const normalize = (ctx: Context, inputs: FieldValueInput[]) => fieldValues.normalize(ctx, "CONTACT", inputs);

  const base = createResourceService(
    {
      event: "contact",
      label: "Contact",
      model,
      list: contactListSpec,
      toRecord: contactToRecord,
      createSchema: contactCreateSchema,
      updateSchema: contactUpdateSchema,
      customFields: (ctx) => fieldValues.resolver(ctx, "CONTACT"),
      buildCreate: async (ctx, input) => ({
        fields: input.fields ? fieldValues.merge([], await normalize(ctx, input.fields)) : [],
      }),
      buildUpdate: async (ctx, existing, input) =>
        input.fields ? { fields: fieldValues.merge(existing.fields, await normalize(ctx, input.fields)) } : {},
      // A deal cannot lose its contact (contactId is required): the deals must be moved or deleted first.
      beforeDelete: async (ctx, existing) => {
        if (await deals.exists({ projectId: ctx.projectId, contactId: existing._id })) {
          throw conflict("CONTACT_HAS_DEALS", "The contact still has deals; delete them or move them to another contact first.");
        }
      },
      // Notes only exist on their record: they go with it, in the same transaction, with their events.
      afterDelete: async (ctx, existing, uow) => {
        await notes.removeAllOf(ctx, existing._id, uow);
        await deps.calls.removeForContact(ctx, existing._id, uow);
      },
    },
    deps.inTransaction,
  );

  return {
    ...base,

    /**
     * The oldest contact whose PHONE is this number (compared as stored: digits with the country
     * code), or a new contact with it. For inbound calls and send-by-phone.
     */
    async findOrCreateByPhone(ctx: Context, phone: string): Promise<{ contact: ContactRecord; created: boolean }> {
      requireScope(ctx, "write");
      const digits = normalizePhone(phone);
      if (digits === null) {
        throw validationError("The phone number is invalid.", [
          { field: "phone", code: "invalid_phone", message: "Expected a phone number with its country code (6 to 15 digits)." },
        ]);
      }
      const fieldId = await fieldValues.builtInFieldId(ctx, "CONTACT", "PHONE");
      const found = await model
        .findOne({ projectId: ctx.projectId, fields: { $elemMatch: { fieldId, value: digits } } })
        .sort({ createdAt: 1, _id: 1 })
        .lean<ContactDoc>();
      if (found) return { contact: contactToRecord(found), created: false };
      return { contact: await base.create(ctx, { fields: [{ fieldId, value: digits }] }), created: true };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
