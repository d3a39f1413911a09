import type { ChannelDoc, ChannelProvider } from "../channels/channel.model";
import type { ChatDoc } from "../chats/chat.model";
import { systemContext } from "../core/context";
import type { InTransaction } from "../core/unit-of-work";
import type { MessageDoc, MessageStatus, MessageType } from "./message.model";
import { writeMessageStatus, type MessageKey } from "./message-status-write";
import type { MessageFailure } from "./message-failure";
import { AGENT_CHANGED_ERROR, agentStillCurrent } from "./stale-agent-messages";
import type { Models } from "../models";
import { channelPacing } from "../channels/channel.record";

/** What the worker hands a channel provider for one outbound message. */
export interface OutboundDelivery {
  id: string;
  chatId: string;
  type: MessageType;
  content: Record<string, unknown>;
  /** Provider calls made before this one (0 on the first try). */
  attempts: number;
  nextAttemptAt?: Date;
  /** Provider calls answered with throttling (counted in `attempts`, but no failure), and since when. */
  throttles: number;
  throttledSince?: Date;
  /** The agent that wrote it, for an AGENT-authored message: it goes out only while the chat still has that agent, ACTIVE. */
  agentId?: string;
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
  /** The channel's pacing: sends per second, and seconds between two sends to one recipient. */
  throughputPerSecond: number;
  recipientGapSeconds: number;
}

export type LeaseResult = { acquired: true } | { acquired: false; until: Date };

/**
 * The worker's steps of outbound delivery. Each is a compare-and-set, so a re-run writes nothing
 * twice:
 * - a chat's messages are sent by one lease holder at a time, in `seq` order (acceptance order);
 * - a provider call is made only for a message still QUEUED, and for an agent's message only while
 *   the chat still belongs to that agent, ACTIVE (otherwise it is dropped: FAILED, AGENT_CHANGED_ERROR);
 * - a status moves only forward (message-status.ts) and raises one `message.status` per change.
 */
export function createMessageDelivery(deps: { models: Pick<Models, "chats" | "messages" | "channels">; inTransaction: InTransaction }) {
  const { chats, messages, channels } = deps.models;
  const { inTransaction } = deps;

  const setStatus = (projectId: string, which: MessageKey, reported: MessageStatus, extra: { externalId?: string } | MessageFailure = {}) =>
    inTransaction(systemContext(projectId), (uow) => writeMessageStatus(messages, uow, projectId, which, reported, extra));

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
      const channel = await channels.findOne({ _id: chat.channelId, projectId }).lean<ChannelDoc>();
      if (!channel) return null;
      return {
        id: channel._id,
        provider: channel.provider,
        phone: channel.phone,
        to: chat.phone,
        ...channelPacing(channel),
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
          throttles: doc.throttles ?? 0,
          ...(doc.throttledSince ? { throttledSince: doc.throttledSince } : {}),
          ...(doc.author.type === "AGENT" && doc.author.id ? { agentId: doc.author.id } : {}),
          ...(doc.nextAttemptAt ? { nextAttemptAt: doc.nextAttemptAt } : {}),
          ...(replied || reacted
            ? { context: { ...(replied ? { repliedExternalId: replied } : {}), ...(reacted ? { reactedExternalId: reacted } : {}) } }
            : {}),
        };
      });
    },

    /**
     * Claims the next provider call for a message, counting it before it is made (so a crash
     * mid-call still counts it). False when the message must not be sent: it is no longer QUEUED
     * (a switch or a DISABLE dropped it meanwhile), or it is an agent's message and the chat no
     * longer belongs to that agent, ACTIVE, in which case it is dropped here. A switch that
     * commits after the claim finds the send already under way.
     */
    async claimAttempt(projectId: string, message: Pick<OutboundDelivery, "id" | "chatId" | "agentId">): Promise<boolean> {
      if (message.agentId !== undefined) {
        const chat = await chats
          .findOne({ _id: message.chatId, projectId })
          .select("agentId agentStatus")
          .lean<Pick<ChatDoc, "agentId" | "agentStatus">>();
        if (!agentStillCurrent(chat, message.agentId)) {
          await setStatus(projectId, { _id: message.id }, "FAILED", { error: AGENT_CHANGED_ERROR, errorCode: "AGENT_CHANGED" });
          return false;
        }
      }
      // Straight to the driver (one write per provider call): an internal counter, so `updatedAt` stays.
      const claimed = await messages.collection.updateOne({ _id: message.id, projectId, status: "QUEUED" } as Record<string, unknown>, {
        $inc: { attempts: 1 },
        $unset: { nextAttemptAt: 1 },
      });
      return claimed.modifiedCount === 1;
    },

    /** A transient provider error: the message waits until `at` (it stays QUEUED and keeps the chat's order). */
    async retryLater(projectId: string, messageId: string, at: Date, error: string): Promise<void> {
      await messages.updateOne({ _id: messageId, projectId, status: "QUEUED" }, { $set: { nextAttemptAt: at, error } });
    },

    /**
     * The provider throttled the send: the message waits until `at` like a transient error, but
     * the try is counted as a throttle (no failure), and the first throttle's time is kept so the
     * worker can bound how long a message waits.
     */
    async throttledUntil(projectId: string, messageId: string, at: Date, error: string): Promise<void> {
      // $min sets throttledSince on the first throttle and keeps it on the later ones.
      await messages.updateOne(
        { _id: messageId, projectId, status: "QUEUED" },
        { $set: { nextAttemptAt: at, error }, $inc: { throttles: 1 }, $min: { throttledSince: new Date() } },
      );
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
      const channel = await channels.findOne({ _id: message.channelId, projectId }).select("provider").lean<Pick<ChannelDoc, "provider">>();
      return channel ? { channelId: String(message.channelId), provider: channel.provider, externalId: String(message.externalId) } : null;
    },

    async markFailed(projectId: string, messageId: string, failure: MessageFailure): Promise<boolean> {
      return setStatus(projectId, { _id: messageId }, "FAILED", failure);
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
      failure?: Partial<MessageFailure>,
    ): Promise<boolean> {
      const failed: MessageFailure | undefined =
        status === "FAILED"
          ? {
              error: failure?.error ?? "The provider reported the message as failed.",
              errorCode: failure?.errorCode ?? "PROVIDER_ERROR",
              providerCode: failure?.providerCode,
            }
          : undefined;
      return setStatus(projectId, { channelId, externalId, direction: "OUTBOUND" }, status, failed ?? {});
    },
  };
}
export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
