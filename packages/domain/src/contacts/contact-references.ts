import type { Model } from "mongoose";
import type { Context } from "../core/context";
import { notFound } from "../core/errors";
import type { ReferenceCheck } from "../core/references";
import type { ContactDoc } from "./contact.model";

/**
 * The contact check of a deal write (a create, or a PATCH naming `contactId`): 404 unless the
 * contact is in the project, AND a write to the contact document in the deal's transaction.
 * A contact delete checks for deals (CONTACT_HAS_DEALS) and then deletes that same document, so
 * the two cannot both commit: the engine answers one of them with a WriteConflict, the
 * transaction retries it, and the retry sees the other's result (409 for the delete, 404 for the
 * deal). A read-only check would let both commit under snapshot isolation, leaving a deal whose
 * contact is gone. The write bumps `dealWrites`, an internal counter that is not part of the
 * Contact record; `timestamps: false` keeps the contact's `updatedAt`.
 */
export const contactCheckForDealWrite =
  (contacts: Model<ContactDoc>): ReferenceCheck =>
  async (ctx: Context, ids: readonly string[]) => {
    for (const id of new Set(ids.map(String))) {
      const res = await contacts.updateOne({ _id: id, projectId: ctx.projectId }, { $inc: { dealWrites: 1 } }, { timestamps: false });
      if (res.matchedCount === 0) throw notFound("Contact", id);
    }
  };
