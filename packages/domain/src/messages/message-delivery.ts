import type { Model } from "mongoose";
import type { ChannelDoc, ChannelProvider } from "../channels/channel.model";
import type { ChatDoc } from "../chats/chat.model";
import { systemContext } from "../core/context";
import type { InTransaction } from "../core/unit-of-work";
import type { MessageDoc, MessageStatus, MessageType } from "./message.model";
import { messageToRecord } from "./message.record";
import { statusesBefore } from "./message-status";

/** What the worker hands a channel provider for one outbound message. */
export interface OutboundDelivery {
  id: string;
  chatId: string;
  type: MessageType;
  content: Record<string, unknown>;
  /** Provider calls made before this one (0 on the first try). */
  attempts: number;
  nextAttemptAt?: Date;
  /** Provider ids of the messages it replies or reacts to (when they were sent or received through the provider). */
  context?: { repliedExternalId?: string; reactedExternalId?: string };
}

export interface DeliveryChannel {
  id: string;
  provider: ChannelProvider;
  phone: string;
  externalId?: string;
  /** The contact's number. */
  to: string;
}

/** How a status write names its message: our id, or the provider's id on a channel. */
type MessageKey = { _id: string } | { channelId: string; externalId: string; direction: "OUTBOUND" };

export type LeaseResult = { acquired: true } | { acquired: false; until: Date };

/**
 * The worker's steps of outbound delivery. Each is a compare-and-set, so a re-run writes nothing
 * twice:
 * - a chat's messages are sent by one lease holder at a time, in `seq` order (acceptance order);
 * - a status moves only forward (message-status.ts) and raises one `message.status` per change.
 */
export function createMessageDelivery(deps: {
  chats: Model<ChatDoc>;
  messages: Model<MessageDoc>;
  channels: Model<ChannelDoc>;
  inTransaction: InTransaction;
}) {
  const { chats, messages, inTransaction } = deps;

  /**
   * Moves one outbound message to `reported` when that is a step forward, with its
   * `message.status`, in one compare-and-set: the filter admits only the statuses `reported`
   * may follow, and the document as it was gives the previous status (the record after the
   * change is built from it, so no read precedes or follows the write).
   */
  async function setStatus(
    projectId: string,
    which: MessageKey,
    reported: MessageStatus,
    extra: { externalId?: string; error?: string } = {},
  ): Promise<boolean> {
    const from = statusesBefore(reported);
    if (from.length === 0) return false;
    return inTransaction(systemContext(projectId), async (uow) => {
      const set = { status: reported, ...extra, updatedAt: new Date() };
      // A transient error noted while retrying is no longer the message's story once it went out.
      const unset: Array<keyof MessageDoc> = reported === "FAILED" ? ["nextAttemptAt"] : ["nextAttemptAt", "error"];
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
    });
  }

  return {
    /** Takes (or renews) the chat's delivery lease for `owner`; a lease left by a dead worker expires at `until`. */
    async acquireLease(projectId: string, chatId: string, owner: string, leaseMs: number): Promise<LeaseResult> {
      const now = new Date();
      const taken = await chats.findOneAndUpdate(
        { _id: chatId, projectId, $or: [{ delivery: null }, { "delivery.until": { $lt: now } }, { "delivery.owner": owner }] },
        { $set: { delivery: { owner, until: new Date(now.getTime() + leaseMs) } } },
        { projection: { _id: 1 } },
      );
      if (taken) return { acquired: true };
      const chat = await chats.findOne({ _id: chatId, projectId }).select("delivery").lean<Pick<ChatDoc, "delivery">>();
      // A chat that no longer exists has nothing to deliver: report a lease that is already over.
      return { acquired: false, until: chat?.delivery?.until ?? now };
    },

    async releaseLease(projectId: string, chatId: string, owner: string): Promise<void> {
      await chats.updateOne({ _id: chatId, projectId, "delivery.owner": owner }, { $unset: { delivery: 1 } });
    },

    /** The channel and number a chat's messages go to, or null when the chat or its channel is gone. */
    async channelOf(projectId: string, chatId: string): Promise<DeliveryChannel | null> {
      const chat = await chats.findOne({ _id: chatId, projectId }).select("channelId phone").lean<Pick<ChatDoc, "channelId" | "phone">>();
      if (!chat) return null;
      const channel = await deps.channels.findOne({ _id: chat.channelId, projectId }).lean<ChannelDoc>();
      if (!channel) return null;
      return {
        id: channel._id,
        provider: channel.provider,
        phone: channel.phone,
        to: chat.phone,
        ...(channel.externalId ? { externalId: channel.externalId } : {}),
      };
    },

    /** The chat's QUEUED outbound messages, oldest (first accepted) first. */
    async queued(projectId: string, chatId: string, limit: number): Promise<OutboundDelivery[]> {
      // Straight to the driver (every delivery round reads it): the filter needs no casting.
      const docs = (await messages.collection
        .find({ projectId, chatId, status: "QUEUED", direction: "OUTBOUND" } as Record<string, unknown>)
        .sort({ seq: 1 })
        .limit(limit)
        .toArray()) as unknown as MessageDoc[];
      const targets = docs
        .flatMap((doc) => [doc.repliedId, doc.type === "REACTION" ? String(doc.content.messageId) : undefined])
        .filter((id): id is string => id !== undefined);
      const external = new Map<string, string>();
      if (targets.length > 0) {
        const linked = await messages
          .find({ projectId, _id: { $in: targets } })
          .select("externalId")
          .lean<Array<Pick<MessageDoc, "_id" | "externalId">>>();
        for (const m of linked) if (m.externalId) external.set(m._id, m.externalId);
      }
      return docs.map((doc) => {
        const replied = doc.repliedId ? external.get(doc.repliedId) : undefined;
        const reacted = doc.type === "REACTION" ? external.get(String(doc.content.messageId)) : undefined;
        return {
          id: doc._id,
          chatId: doc.chatId,
          type: doc.type,
          content: doc.content,
          attempts: doc.attempts ?? 0,
          ...(doc.nextAttemptAt ? { nextAttemptAt: doc.nextAttemptAt } : {}),
          ...(replied || reacted
            ? { context: { ...(replied ? { repliedExternalId: replied } : {}), ...(reacted ? { reactedExternalId: reacted } : {}) } }
            : {}),
        };
      });
    },

    /** Counts a provider call before it is made, so a crash mid-call still counts it. */
    async recordAttempt(projectId: string, messageId: string): Promise<void> {
      // Straight to the driver (one write per provider call): an internal counter, so `updatedAt` stays.
      await messages.collection.updateOne({ _id: messageId, projectId, status: "QUEUED" } as Record<string, unknown>, {
        $inc: { attempts: 1 },
        $unset: { nextAttemptAt: 1 },
      });
    },

    /** A transient provider error: the message waits until `at` (it stays QUEUED and keeps the chat's order). */
    async retryLater(projectId: string, messageId: string, at: Date, error: string): Promise<void> {
      await messages.updateOne({ _id: messageId, projectId, status: "QUEUED" }, { $set: { nextAttemptAt: at, error } });
    },

    /** QUEUED -> SENT once the provider accepted it (no read first: only a QUEUED message is ever sent). */
    async markSent(projectId: string, messageId: string, externalId: string): Promise<boolean> {
      return setStatus(projectId, { _id: messageId }, "SENT", { externalId });
    },

    /** Where a SENT message went: its channel's provider and the provider's id (for simulated receipts). */
    async sentVia(
      projectId: string,
      messageId: string,
    ): Promise<{ channelId: string; provider: ChannelProvider; externalId: string } | null> {
      const message = await messages.collection.findOne({ _id: messageId, projectId } as Record<string, unknown>, {
        projection: { channelId: 1, externalId: 1 },
      });
      if (!message?.externalId) return null;
      const channel = await deps.channels
        .findOne({ _id: message.channelId, projectId })
        .select("provider")
        .lean<Pick<ChannelDoc, "provider">>();
      return channel ? { channelId: String(message.channelId), provider: channel.provider, externalId: String(message.externalId) } : null;
    },

    async markFailed(projectId: string, messageId: string, error: string): Promise<boolean> {
      return setStatus(projectId, { _id: messageId }, "FAILED", { error });
    },

    /**
     * A provider's status callback for its message id on a channel: applied when it moves the
     * message forward, ignored otherwise (repeats, late callbacks, unknown ids).
     */
    async applyProviderStatus(
      projectId: string,
      channelId: string,
      externalId: string,
      status: MessageStatus,
      error?: string,
    ): Promise<boolean> {
      return setStatus(
        projectId,
        { channelId, externalId, direction: "OUTBOUND" },
        status,
        error !== undefined && status === "FAILED" ? { error } : {},
      );
    },
  };
}
export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
