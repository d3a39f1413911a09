import type { AgentDoc } from "../agents/agent.model";
import { systemContext } from "../core/context";
import { AppError, isDuplicateKey } from "../core/errors";
import { newId } from "../core/ids";
import type { InTransaction } from "../core/unit-of-work";
import { contentSummary } from "../messages/message-content";
import type { AgentKind, MessageDoc } from "../messages/message.model";
import type { AppendMessage } from "../messages/message-writer";
import type { ChatDoc } from "./chat.model";
import { chatToRecord } from "./chat.record";
import { isServiceWindowOpen } from "./service-window";
import type { ChannelDoc } from "../channels/channel.model";
import { channelEnforcesServiceWindow } from "../channels/channel.record";
import type { HandoffReason } from "./handoff";
import { dropQueuedAgentMessages } from "../messages/stale-agent-messages";
import type { Models } from "../models";

/** How many of the chat's latest messages the agent sees. */
export const AGENT_HISTORY_MESSAGES = 20;

export interface AgentTurn {
  role: "contact" | "agent";
  text: string;
}

/** Everything an LLM needs to write the agent's next message, and the agent it was prepared for. */
export interface AgentReplyJob {
  projectId: string;
  chatId: string;
  agentId: string;
  agentName: string;
  /** The chat's agent epoch when the job was prepared: a switch since then makes the job stale. */
  epoch: number;
  instructions: string;
  /** Oldest first. */
  history: AgentTurn[];
  kind: AgentKind;
  /** What the message answers (a reply: the inbound message; a follow-up: the reply): one agent message per trigger. */
  triggerId: string;
}

/** What `post` did: wrote the message, found it already written by an earlier run, or dropped it (the chat's agent changed). */
export type AgentPostResult =
  | { outcome: "POSTED"; id: string }
  | { outcome: "ALREADY_POSTED"; id: string }
  | { outcome: "STALE" }
  /** A follow-up due after the contact's 24 h window closed, on a channel that enforces it: not written. */
  | { outcome: "OUTSIDE_SERVICE_WINDOW" }
  /** The chat went to a person: its agent is DISABLED; `id` is the notice to the contact, when one was written. */
  | { outcome: "HANDED_OFF"; id?: string };

/**
 * The AI agent's steps (spec "AI agent of a chat"). A reply is prepared for the chat's current
 * agent, written by an LLM outside the domain, then posted only if the chat still has that agent,
 * ACTIVE, in the same epoch: a switch or a DISABLE in between drops it. A reply queues a
 * follow-up; an inbound answer or a switch cancels it (`pendingFollowUpId`).
 *
 * Each agent message is keyed by what triggered it (`agentTriggerId`, unique): a job run again
 * after its worker crashed or stalled past its lock may call the LLM again, but it finds the
 * message already written (or loses on the index to a concurrent run) and writes nothing.
 */
export function createAgentReplies(deps: {
  models: Pick<Models, "chats" | "agents" | "messages" | "channels">;
  append: AppendMessage;
  inTransaction: InTransaction;
}) {
  const { chats, agents, messages, channels } = deps.models;

  const answered = (projectId: string, triggerId: string) =>
    messages.findOne({ projectId, agentTriggerId: triggerId }).select("_id").lean<Pick<MessageDoc, "_id">>();

  async function prepare(
    projectId: string,
    chat: ChatDoc | null,
    trigger: Pick<AgentReplyJob, "kind" | "triggerId">,
  ): Promise<AgentReplyJob | null> {
    if (!chat || !chat.agentId || chat.agentStatus !== "ACTIVE") return null;
    // A run after a crash: the LLM is not asked again for what was already written.
    if (await answered(projectId, trigger.triggerId)) return null;
    const agent = await agents.findOne({ _id: chat.agentId, projectId }).lean<AgentDoc>();
    if (!agent || agent.archived) return null;
    // What never reached the contact (FAILED: refused, or an agent's message dropped by a switch) is not part of the conversation.
    const latest = await messages
      .find({ projectId, chatId: chat._id, status: { $ne: "FAILED" } })
      .sort({ seq: -1 })
      .limit(AGENT_HISTORY_MESSAGES)
      .lean<MessageDoc[]>();
    return {
      projectId,
      chatId: chat._id,
      agentId: agent._id,
      agentName: agent.name,
      epoch: chat.agentEpoch ?? 0,
      instructions: agent.instructions,
      history: latest
        .reverse()
        .map((m) => ({ role: m.direction === "INBOUND" ? "contact" : "agent", text: contentSummary(m.type, m.content) })),
      ...trigger,
    };
  }

  const loadChat = (projectId: string, chatId: string) => chats.findOne({ _id: chatId, projectId }).lean<ChatDoc>();
  async function windowAllowsText(projectId: string, chat: ChatDoc): Promise<boolean> {
    if (isServiceWindowOpen(chat.lastInboundAt, new Date())) return true;
    const channel = await channels.findOne({ _id: chat.channelId, projectId }).select("provider enforceServiceWindow").lean<ChannelDoc>();
    return channel !== null && !channelEnforcesServiceWindow(channel);
  }
  const isCurrent = (chat: ChatDoc | null, job: AgentReplyJob): chat is ChatDoc =>
    chat !== null && chat.agentId === job.agentId && chat.agentStatus === "ACTIVE" && (chat.agentEpoch ?? 0) === job.epoch;

  return {
    /** For an inbound message: the reply to write, or null when the chat has no ACTIVE agent (DISABLED agents answer nothing) or it was answered. */
    async prepareReply(projectId: string, chatId: string, inboundId: string): Promise<AgentReplyJob | null> {
      return prepare(projectId, await loadChat(projectId, chatId), { kind: "REPLY", triggerId: inboundId });
    },

    /** For a follow-up: only while it is still pending (no inbound answer, no switch since the reply). */
    async prepareFollowUp(projectId: string, chatId: string, replyId: string): Promise<AgentReplyJob | null> {
      const chat = await loadChat(projectId, chatId);
      return chat?.pendingFollowUpId === replyId ? prepare(projectId, chat, { kind: "FOLLOW_UP", triggerId: replyId }) : null;
    },

    /**
     * Posts the agent's message as OUTBOUND, authored by the AGENT, if the job is still current
     * and its trigger has no agent message yet, in one unit of work (the unique trigger settles
     * two concurrent runs). A reply becomes the chat's pending follow-up; a follow-up consumes it
     * (one follow-up per reply).
     */
    async post(job: AgentReplyJob, text: string): Promise<AgentPostResult> {
      const ctx = systemContext(job.projectId, { type: "AGENT", id: job.agentId });
      try {
        return await deps.inTransaction(ctx, async (uow): Promise<AgentPostResult> => {
          const chat = await loadChat(job.projectId, job.chatId);
          if (!isCurrent(chat, job) || (job.kind === "FOLLOW_UP" && chat.pendingFollowUpId !== job.triggerId)) return { outcome: "STALE" };
          const earlier = await answered(job.projectId, job.triggerId);
          if (earlier) return { outcome: "ALREADY_POSTED", id: earlier._id };
          const id = newId();
          const message = {
            _id: id,
            direction: "OUTBOUND",
            type: "TEXT",
            content: { text },
            status: "QUEUED",
            author: { type: "AGENT", id: job.agentId },
            agentKind: job.kind,
            agentTriggerId: job.triggerId,
          } as const;
          await deps.append(ctx, job.chatId, message, uow, { pendingFollowUpId: job.kind === "REPLY" ? id : null });
          return { outcome: "POSTED", id };
        });
      } catch (error) {
        if (error instanceof AppError && error.errorCode === "OUTSIDE_SERVICE_WINDOW") return { outcome: "OUTSIDE_SERVICE_WINDOW" };
        const winner = isDuplicateKey(error) ? await answered(job.projectId, job.triggerId) : null;
        if (!winner) throw error;
        return { outcome: "ALREADY_POSTED", id: winner._id };
      }
    },

    /**
     * The agent hands the chat to a person: in one unit, its notice (authored by SYSTEM, so the
     * DISABLE does not drop it) is queued when the contact's window allows it, the chat's agent
     * becomes DISABLED (no follow-up, its queued messages dropped) with `chat.agent`, and
     * `chat.handoff` says why. Only while the job is current (a switch or DISABLE meanwhile wins).
     */
    async handOff(job: AgentReplyJob, reply: { text: string; reason: HandoffReason }): Promise<AgentPostResult> {
      const ctx = systemContext(job.projectId, { type: "AGENT", id: job.agentId });
      return deps.inTransaction(ctx, async (uow): Promise<AgentPostResult> => {
        const chat = await loadChat(job.projectId, job.chatId);
        if (!isCurrent(chat, job)) return { outcome: "STALE" };
        const dropped = await dropQueuedAgentMessages(messages, uow, job.projectId, chat._id);
        let noticeId: string | undefined;
        // Outside the contact's window (on a channel enforcing it) the chat still goes to a person, without the notice.
        if (reply.text.trim() !== "" && (await windowAllowsText(job.projectId, chat))) {
          const notice = {
            _id: newId(),
            direction: "OUTBOUND",
            type: "TEXT",
            content: { text: reply.text.trim().slice(0, 4096) },
            status: "QUEUED",
            author: { type: "SYSTEM" },
            agentKind: job.kind,
            agentTriggerId: job.triggerId,
          } as const;
          noticeId = (await deps.append(ctx, job.chatId, notice, uow, { pendingFollowUpId: null }))._id;
        }
        const after = await chats
          .findOneAndUpdate(
            { _id: chat._id, projectId: job.projectId },
            { $set: { agentStatus: "DISABLED" }, $unset: { pendingFollowUpId: 1 } },
            { returnDocument: "after" },
          )
          .lean<ChatDoc>();
        if (!after) return { outcome: "STALE" };
        const record = chatToRecord(after);
        uow.emit({
          type: "chat.agent",
          data: {
            id: chat._id,
            record,
            previous: { agentId: job.agentId, agentStatus: "ACTIVE" },
            switched: false,
            ...(dropped.length > 0 ? { droppedMessageIds: dropped } : {}),
          },
        });
        uow.emit({ type: "chat.handoff", data: { id: chat._id, reason: reply.reason, agentId: job.agentId, record } });
        return { outcome: "HANDED_OFF", ...(noticeId ? { id: noticeId } : {}) };
      });
    },
  };
}
export type AgentReplies = ReturnType<typeof createAgentReplies>;
