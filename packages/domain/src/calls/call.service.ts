import type { ContactService } from "../contacts/contact.service";
import { requireScope, type Context } from "../core/context";
import { conflict, isDuplicateKey, validationError } from "../core/errors";
import { newId } from "../core/ids";
import { firstInProject, loadInProject } from "../core/references";
import { insertOne } from "../core/resource-service";
import type { InTransaction } from "../core/unit-of-work";
import type { UrlCheck } from "../core/url-check";
import { parseInput } from "../core/validate";
import { normalizePhone } from "../fields/normalize-field-value";
import { compileListQuery, recordListFields, runList, type ListQuery, type ListSpec } from "../query";
import { scopedList } from "../stages/scoped-list";
import {
  CALL_DIRECTIONS,
  CALL_ENTITY_TYPES,
  CALL_OUTCOMES,
  CALL_PROVIDER,
  type CallDoc,
  type CallEntityType,
  type CallParty,
} from "./call.model";
import { callIngestSchema, type CallIngest } from "./call.schema";
import type { Models } from "../models";
import { callToRecord } from "./call.record";

/**
 * The calls of a contact (`GET /v1/contacts/{contactId}/calls`): bare array, newest first,
 * `[limit]` 1..50 (spec Limits). The contact scope is ANDed on top of the client's filters.
 */
export const callListSpec = {
  resource: "calls",
  fields: recordListFields({
    entityId: { kind: "id" },
    entityType: { kind: "enum", values: CALL_ENTITY_TYPES },
    provider: { kind: "string", filterable: false, sortable: false },
    externalId: { kind: "string" },
    direction: { kind: "enum", values: CALL_DIRECTIONS },
    from: { kind: "string", filterable: false, sortable: false },
    to: { kind: "string", filterable: false, sortable: false },
    startedAt: { kind: "date" },
    answeredAt: { kind: "date" },
    endedAt: { kind: "date" },
    durationInSeconds: { kind: "number" },
    outcome: { kind: "enum", values: CALL_OUTCOMES },
    recording: { kind: "string", filterable: false, sortable: false },
    transcription: { kind: "string", filterable: false, sortable: false },
    analysis: { kind: "string", filterable: false, sortable: false },
  }),
  limits: { default: 20, max: 50 },
  defaultSort: [{ field: "startedAt", direction: -1 }],
} satisfies ListSpec;

/** Talk time in whole seconds (rounded), from the answer to the hang up; 0 when never answered. */
export function talkSeconds(answeredAt: Date | undefined, endedAt: Date): number {
  return answeredAt ? Math.max(0, Math.round((endedAt.getTime() - answeredAt.getTime()) / 1000)) : 0;
}

export interface CallServiceDeps {
  models: Pick<Models, "calls" | "contacts" | "deals" | "users">;
  contacts: Pick<ContactService, "findByPhone" | "findOrCreateByPhone">;
  inTransaction: InTransaction;
  /** Whether a recording URL may be fetched later (the host's rule, core/url-check.ts); checked at ingestion so a bad one is a 400 now. */
  urlCheck: UrlCheck;
}

export function createCallService(deps: CallServiceDeps) {
  const { calls, deals, users } = deps.models;
  const { inTransaction } = deps;
  // Reference guard (core/references.ts): the call's deal cannot be deleted under it (its contact is
  // guarded by findByPhone, inside the same transaction).
  const firstDeal = firstInProject(deals);

  const findByExternalId = (ctx: Context, externalId: string) =>
    calls.findOne({ projectId: ctx.projectId, externalId }).select("_id").lean<{ _id: string }>();

  /** The contact's most recently created OPEN deal (unless it is being deleted), else the contact itself. */
  async function attachTo(ctx: Context, contactId: string): Promise<{ entityType: CallEntityType; entityId: string }> {
    const deal = await firstDeal(ctx, { contactId, status: "OPEN" }, { createdAt: -1, _id: -1 });
    return deal ? { entityType: "DEAL", entityId: deal._id } : { entityType: "CONTACT", entityId: contactId };
  }

  /** The EXTENSION party with the user holding that extension in the project (no userId when nobody does). */
  async function extensionParty(ctx: Context, number: string): Promise<CallParty> {
    const user = await users.findOne({ projectId: ctx.projectId, extension: number }).select("_id").lean<{ _id: string }>();
    return { type: "EXTENSION", number, ...(user ? { userId: user._id } : {}) };
  }

  async function toParty(ctx: Context, input: CallIngest["from"]): Promise<CallParty> {
    return input.type === "EXTENSION" ? extensionParty(ctx, input.number) : { type: "PHONE", number: normalizePhone(input.number)! };
  }

  return {
    /**
     * `POST /v1/telephony/calls`: stores an ended call once per `externalId` and answers its id.
     * A repeated externalId (sequential or concurrent: the unique index decides) answers the
     * first call's id and writes nothing. The call and its `call.created` and `call.ended` events
     * are written in one unit of work, which finds the contact by the PHONE party's number and
     * takes it as a guarded reference, so the call never names a contact that is gone. When there
     * is no such contact (or it is deleted meanwhile) it is created first, in its own transaction
     * (like send-by-phone), and the call is written again. So the common case, a known number, is
     * one transaction.
     */
    async ingest(ctx: Context, input: unknown): Promise<{ id: string }> {
      requireScope(ctx, "write");
      const call = parseInput(callIngestSchema, input);
      if (call.recordingUrl !== undefined) {
        const target = await deps.urlCheck(call.recordingUrl);
        if (!target.ok)
          throw validationError("The recording URL cannot be fetched.", [
            { field: "recordingUrl", code: target.code, message: target.message },
          ]);
      }
      const from = await toParty(ctx, call.from);
      const to = await toParty(ctx, call.to);
      const phone = from.type === "PHONE" ? from : to;
      const id = newId();
      try {
        for (let attempt = 1; ; attempt++) {
          const stored = await inTransaction(ctx, async (uow) => {
            const contact = await deps.contacts.findByPhone(ctx, phone.number);
            if (!contact) return false;
            const attachment = await attachTo(ctx, contact.id);
            const startedAt = new Date(call.startedAt);
            const endedAt = new Date(call.endedAt);
            const answeredAt = call.answeredAt !== undefined ? new Date(call.answeredAt) : undefined;
            const doc = await insertOne(calls, {
              _id: id,
              projectId: ctx.projectId,
              provider: CALL_PROVIDER,
              externalId: call.externalId,
              direction: call.direction,
              from,
              to,
              startedAt,
              ...(answeredAt ? { answeredAt } : {}),
              endedAt,
              durationInSeconds: talkSeconds(answeredAt, endedAt),
              outcome: call.outcome,
              contactId: contact.id,
              ...attachment,
              ...(call.recordingUrl ? { recordingUrl: call.recordingUrl } : {}),
              recording: { status: call.recordingUrl ? "PENDING" : "UNAVAILABLE" },
              transcription: null,
              analysis: null,
            });
            const record = callToRecord(doc);
            uow.emit({ type: "call.created", data: { record } });
            // The worker pipeline (recording copy, transcription, analysis) starts from this event.
            uow.emit({ type: "call.ended", data: { id, record } });
            return true;
          });
          if (stored) return { id };
          // Only deletes racing every attempt end here.
          if (attempt >= 3)
            throw conflict("CONTACT_DELETED", "The contact of this phone number was deleted while the call was stored; send it again.");
          await deps.contacts.findOrCreateByPhone(ctx, phone.number);
        }
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // The externalId was stored before (or by a concurrent post that won the unique index): answer that call's id.
        const winner = await findByExternalId(ctx, call.externalId);
        if (!winner) throw error;
        return { id: winner._id };
      }
    },

    /**
     * `GET /v1/contacts/{contactId}/calls`: calls on the contact and on its deals as they are now
     * (a deal moved to another contact takes its calls along), newest first; 404 for an unknown contact.
     */
    async listOfContact(ctx: Context, contactId: string, query: ListQuery) {
      requireScope(ctx, "read");
      const contact = await loadInProject(deps.models.contacts, ctx, contactId, "Contact");
      const compiled = await compileListQuery(query, callListSpec, { projectId: ctx.projectId });
      const dealIds = await deals.find({ projectId: ctx.projectId, contactId: contact._id }).distinct("_id");
      const attachedTo = { entityId: { $in: [contact._id, ...dealIds.map(String)] } };
      return runList(calls, scopedList(compiled, attachedTo), (doc) => callToRecord(doc as unknown as CallDoc), {
        count: false,
      });
    },
  };
}
export type CallService = ReturnType<typeof createCallService>;
