import type { Model } from "mongoose";
import type { Context } from "../core/context";
import type { UnitOfWork } from "../core/unit-of-work";
import type { CallDoc } from "./call.model";
import { callToRecord } from "./call.record";
import { deleteWithEvents } from "../core/delete-with-events";

/**
 * What happens to calls when the records they hang on go away, inside the caller's transaction:
 * a deleted deal's calls fall back to its contact (as if ingested without a deal), and a deleted
 * contact's calls go with it. Each change raises its call event.
 */
export function createCallCascades(calls: Model<CallDoc>) {
  return {
    async reattachToContact(ctx: Context, deal: { _id: string; contactId: string }, uow: UnitOfWork): Promise<void> {
      const filter = { projectId: ctx.projectId, entityType: "DEAL" as const, entityId: deal._id };
      const moved = await calls.find(filter).lean<CallDoc[]>();
      if (moved.length === 0) return;
      await calls.updateMany(filter, { $set: { entityType: "CONTACT", entityId: deal.contactId } });
      for (const call of moved) {
        const record = callToRecord({ ...call, entityType: "CONTACT", entityId: deal.contactId });
        uow.emit({ type: "call.updated", data: { id: call._id, changes: ["entityType", "entityId"], record } });
      }
    },

    async removeForContact(ctx: Context, contactId: string, uow: UnitOfWork): Promise<void> {
      // Calls on the contact itself: a contact with deals cannot be deleted, and calls on a deal moved
      // here from another contact carry that contact's id in `contactId`, so key on the attachment.
      await deleteWithEvents(
        ctx,
        { model: calls, event: "call", toRecord: callToRecord },
        { entityType: "CONTACT", entityId: contactId },
        uow,
      );
    },
  };
}
export type CallCascades = ReturnType<typeof createCallCascades>;
