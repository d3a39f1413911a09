import { SEARCH_KEYS_FIELD } from "../search/record-keys.model";
import type { SearchContains } from "../search/search-contains";
import { keyingBeforeInsert, type StampSearchKeys } from "../search/record-keys";
import type { CallCascades } from "../calls/call-cascades";
import type { ChatCascades } from "../chats/chat-cascades";
import { requireScope, type Context } from "../core/context";
import { conflict, validationError } from "../core/errors";
import { firstInProject } from "../core/references";
import { createResourceService, insertOne } from "../core/resource-service";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import { dealToRecord } from "../deals/deal-record";
import { dealRecordSchema } from "../deals/deal.schema";
import type { FieldValues, FieldValueInput } from "../fields/field-values";
import { ClaimTakenError, lostClaimRace, type ValueClaims } from "../fields/value-claims";
import type { ReferenceValues } from "../fields/reference-values";
import { normalizePhone, PHONE_EXPECTED } from "../fields/normalize-field-value";
import type { NoteService } from "../notes/note.service";
import { DEFAULT_LIST_LIMITS, recordListFields, relationTo, type ListSpec } from "../query";
import type { ContactDoc } from "./contact.model";
import { contactCreateSchema, contactUpdateSchema, type ContactRecord } from "./contact.schema";
import type { Models } from "../models";
import { contactToRecord } from "./contact.record";

/** How many of a contact's deals `[with]=deals` populates (the newest); all of them: `GET /v1/deals?contactId=`. */
export const CONTACT_DEALS_WITH = 100;

export const contactListSpec = {
  resource: "contacts",
  fields: recordListFields({
    fields: { kind: "string", filterable: false, sortable: false },
  }),
  customFields: true,
  relations: {
    // The deals of the contact, populated with one $lookup per page; a contact may hold any number, so the newest CONTACT_DEALS_WITH.
    deals: relationTo(
      "deals",
      "_id",
      { toRecord: dealToRecord, schema: dealRecordSchema },
      { many: true, foreignField: "contactId", limit: CONTACT_DEALS_WITH },
    ),
  },
  storedOnly: [SEARCH_KEYS_FIELD],
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: -1 }],
} satisfies ListSpec;

export interface ContactServiceDeps {
  models: Pick<Models, "contacts" | "deals">;
  fieldValues: FieldValues;
  /** Unique field values, and one contact per number for findOrCreateByPhone under concurrency (value-claims.ts). */
  valueClaims: ValueClaims;
  notes: Pick<NoteService, "removeAllOf">;
  /** A contact's calls go with it. */
  calls: Pick<CallCascades, "removeForContact">;
  /** So do its chats, with their messages. */
  chats: Pick<ChatCascades, "removeForContact">;
  /** CONTACT custom field values naming it are cleared. */
  referenceValues: Pick<ReferenceValues, "clear">;
  inTransaction: InTransaction;
  /** `[regex]` filters narrowed by the search index (absent: they scan). */
  contains?: SearchContains;
  /** Keys new records for search as they are inserted (absent: the index is off). */
  stampSearchKeys?: StampSearchKeys;
}

export function createContactService(deps: ContactServiceDeps) {
  const { contacts: model, deals } = deps.models;
  const { fieldValues, notes, valueClaims } = deps;
  const firstWithPhone = firstInProject(model);

  const normalize = (ctx: Context, inputs: FieldValueInput[]) => fieldValues.normalize(ctx, "CONTACT", inputs);
  const phoneFieldId = (ctx: Context) => fieldValues.builtInFieldId(ctx, "CONTACT", "PHONE");
  const buildCreate = async (ctx: Context, input: { fields?: FieldValueInput[] | undefined }) => ({
    fields: input.fields ? fieldValues.merge([], await normalize(ctx, input.fields)) : [],
  });

  async function buildUpdate(ctx: Context, existing: ContactDoc, input: { fields?: FieldValueInput[] | undefined }) {
    if (!input.fields) return {};
    const fields = fieldValues.merge(existing.fields, await normalize(ctx, input.fields));
    // A changed (or cleared) value releases the contact's claim on the old one (its number, a unique field's value).
    await valueClaims.sync(ctx, "CONTACT", existing._id, existing.fields, fields);
    return { fields };
  }

  /** The oldest contact whose PHONE is these digits (as stored, with the country code). */
  // Inside a transaction the contact found is also taken as a guarded reference (core/references.ts).
  const oldestWithPhone = async (ctx: Context, digits: string) =>
    firstWithPhone(ctx, { fields: { $elemMatch: { fieldId: await phoneFieldId(ctx), value: digits } } }, { createdAt: 1, _id: 1 });

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
      ...(deps.contains ? { containsCandidates: (ctx: Context) => deps.contains!(ctx.projectId, "contact") } : {}),
      ...keyingBeforeInsert(deps.stampSearchKeys, "contact"),
      buildCreate,
      buildUpdate,
      afterCreate: (ctx, created) => valueClaims.claimCreated(ctx, "CONTACT", created),
      history: true,
      // A deal cannot lose its contact (contactId is required): the deals must be moved or deleted first.
      beforeDelete: async (ctx, existing) => {
        if (await deals.exists({ projectId: ctx.projectId, contactId: existing._id })) {
          throw conflict("CONTACT_HAS_DEALS", "The contact still has deals; delete them or move them to another contact first.");
        }
      },
      // Notes, calls and chats only exist on their contact: they go with it, in the same transaction, with their events.
      afterDelete: async (ctx, existing, uow) => {
        // Its claims go too, so findOrCreateByPhone (or an upsert) can create a contact for the value again.
        await valueClaims.release(ctx, existing._id);
        await notes.removeAllOf(ctx, existing._id, uow);
        await deps.calls.removeForContact(ctx, existing._id, uow);
        await deps.chats.removeForContact(ctx, existing._id, uow);
        await deps.referenceValues.clear(ctx, "CONTACT", existing._id, uow);
      },
    },
    deps.inTransaction,
  );

  return {
    ...base,

    /** Field values written by the service itself (the call analysis), through the same rules and path as a PATCH. */
    async applyFieldValues(ctx: Context, id: string, inputs: FieldValueInput[], uow: UnitOfWork): Promise<string[]> {
      const existing = await base.load(ctx, id);
      return base.applyUpdate(ctx, existing, await buildUpdate(ctx, existing, { fields: inputs }), uow);
    },

    /** The oldest contact whose PHONE is this number (normalized first), or null; inside the caller's transaction if there is one. */
    async findByPhone(ctx: Context, phone: string): Promise<ContactRecord | null> {
      const digits = normalizePhone(phone);
      const found = digits === null ? null : await oldestWithPhone(ctx, digits);
      return found ? contactToRecord(found) : null;
    },

    /**
     * The oldest contact whose PHONE is this number (compared as stored: digits with the country
     * code), or a new contact with it. For inbound calls and send-by-phone.
     *
     * Look-up and creation run in one transaction that also writes the number's claim (unique
     * `{projectId, fieldId, value}`, see fields/value-claim.model.ts), so concurrent callers create at most
     * one contact: a loser gets a WriteConflict (the transaction retries) or, when the winner has
     * already committed, a duplicate key (retried here); either retry finds the winner's contact.
     */
    async findOrCreateByPhone(ctx: Context, phone: string): Promise<{ contact: ContactRecord; created: boolean }> {
      requireScope(ctx, "write");
      const digits = normalizePhone(phone);
      if (digits === null) {
        throw validationError("The phone number is invalid.", [{ field: "phone", code: "invalid_phone", message: PHONE_EXPECTED }]);
      }
      const fieldId = await phoneFieldId(ctx);
      for (let attempt = 1; ; attempt++) {
        try {
          return await deps.inTransaction(ctx, async (uow) => {
            const found = await oldestWithPhone(ctx, digits);
            if (found) return { contact: contactToRecord(found), created: false };
            const doc = { ...(await buildCreate(ctx, { fields: [{ fieldId, value: digits }] })), projectId: ctx.projectId };
            await deps.stampSearchKeys?.(ctx, "contact", [doc]);
            const contact = await insertOne(model, doc);
            // A leftover claim (its contact no longer has the number) is taken over, not a dead end.
            await valueClaims.claim(ctx, "CONTACT", fieldId, digits, contact._id, (holderId) => new ClaimTakenError(holderId));
            const record = contactToRecord(contact);
            uow.emit({ type: "contact.created", data: { record } });
            return { contact: record, created: true };
          });
        } catch (error) {
          if (!lostClaimRace(error) || attempt >= 3) throw error;
        }
      }
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
