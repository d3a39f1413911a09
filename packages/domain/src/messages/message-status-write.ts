import type { Model } from "mongoose";
import type { UnitOfWork } from "../core/unit-of-work";
import type { MessageDoc, MessageStatus } from "./message.model";
import { messageToRecord } from "./message.record";
import { statusesBefore } from "./message-status";
import type { MessageFailure } from "./message-failure";

/** How a status write names its message: our id, or the provider's id on a channel. */
export type MessageKey = { _id: string } | { channelId: string; externalId: string; direction: "OUTBOUND" };

/**
 * Moves one outbound message to `reported` when that is a step forward, with its
 * `message.status`, in one compare-and-set inside the caller's unit of work: the filter admits
 * only the statuses `reported` may follow, and the document as it was gives the previous status
 * (the record after the change is built from it, so no read precedes or follows the write).
 */
export async function writeMessageStatus(
  messages: Model<MessageDoc>,
  uow: UnitOfWork,
  projectId: string,
  which: MessageKey,
  reported: MessageStatus,
  extra: { externalId?: string } | Partial<MessageFailure> = {},
): Promise<boolean> {
  const from = statusesBefore(reported);
  if (from.length === 0) return false;
  const set = { status: reported, ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined)), updatedAt: new Date() };
  // A transient error noted while retrying is no longer the message's story once it went out.
  const unset: Array<keyof MessageDoc> =
    reported === "FAILED" ? ["nextAttemptAt"] : ["nextAttemptAt", "error", "errorCode", "providerCode"];
  const before = (await messages.collection.findOneAndUpdate(
    { ...which, projectId, status: { $in: from } } as Record<string, unknown>,
    { $set: set, $unset: Object.fromEntries(unset.map((key) => [key, 1])) },
    { session: uow.session, returnDocument: "before" },
  )) as unknown as MessageDoc | null;
  if (!before) return false;
  const after: MessageDoc = { ...before, ...set };
  for (const key of unset) delete after[key];
  uow.emit({
    type: "message.status",
    data: { id: after._id, status: reported, previousStatus: before.status, record: messageToRecord(after) },
  });
  return true;
}
