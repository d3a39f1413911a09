import type { Model } from "mongoose";
import type { AgentDoc } from "../agents/agent.model";
import { systemContext } from "../core/context";
import { newId } from "../core/ids";
import type { InTransaction } from "../core/unit-of-work";
import { contentSummary } from "../messages/message-content";
import type { AgentKind, MessageDoc } from "../messages/message.model";
import type { AppendMessage } from "../messages/message-writer";
import type { ChatDoc } from "./chat.model";

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
}

/**
 * The AI agent's steps (spec "AI agent of a chat"). A reply is prepared for the chat's current
 * agent, written by an LLM outside the domain, then posted only if the chat still has that agent,
 * ACTIVE, in the same epoch: a switch or a DISABLE in between drops it. A reply queues a
 * follow-up; an inbound answer or a switch cancels it (`pendingFollowUpId`).
 */
export function createAgentReplies(deps: {
  chats: Model<ChatDoc>;
  agents: Model<AgentDoc>;
  messages: Model<MessageDoc>;
  append: AppendMessage;
  inTransaction: InTransaction;
}) {
  const { chats, agents, messages } = deps;

  async function prepare(projectId: string, chat: ChatDoc | null): Promise<AgentReplyJob | null> {
    if (!chat || !chat.agentId || chat.agentStatus !== "ACTIVE") return null;
    const agent = await agents.findOne({ _id: chat.agentId, projectId }).lean<AgentDoc>();
    if (!agent || agent.archived) return null;
    const latest = await messages
      .find({ projectId, chatId: chat._id })
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
    };
  }

  const loadChat = (projectId: string, chatId: string) => chats.findOne({ _id: chatId, projectId }).lean<ChatDoc>();

  return {
    /** For an inbound message: the reply to write, or null when the chat has no ACTIVE agent (DISABLED agents answer nothing). */
    async prepareReply(projectId: string, chatId: string): Promise<AgentReplyJob | null> {
      return prepare(projectId, await loadChat(projectId, chatId));
    },

    /** For a follow-up: only while it is still pending (no inbound answer, no switch since the reply). */
    async prepareFollowUp(projectId: string, chatId: string, replyId: string): Promise<AgentReplyJob | null> {
      const chat = await loadChat(projectId, chatId);
      return chat?.pendingFollowUpId === replyId ? prepare(projectId, chat) : null;
    },

    /**
     * Posts the agent's message as OUTBOUND, authored by the AGENT, if the job is still current;
     * returns its id, or null when it was dropped. A reply becomes the chat's pending follow-up;
     * a follow-up consumes it (one follow-up per reply).
     */
    async post(job: AgentReplyJob, kind: AgentKind, text: string, replyId?: string): Promise<string | null> {
      const ctx = systemContext(job.projectId, { type: "AGENT", id: job.agentId });
      return deps.inTransaction(ctx, async (uow) => {
        const chat = await loadChat(job.projectId, job.chatId);
        const current = chat && chat.agentId === job.agentId && chat.agentStatus === "ACTIVE" && (chat.agentEpoch ?? 0) === job.epoch;
        if (!current || (kind === "FOLLOW_UP" && chat.pendingFollowUpId !== replyId)) return null;
        const id = newId();
        const message = {
          _id: id,
          direction: "OUTBOUND",
          type: "TEXT",
          content: { text },
          status: "QUEUED",
          author: { type: "AGENT", id: job.agentId },
          agentKind: kind,
        } as const;
        await deps.append(ctx, job.chatId, message, uow, { pendingFollowUpId: kind === "REPLY" ? id : null });
        return id;
      });
    },
  };
}
export type AgentReplies = ReturnType<typeof createAgentReplies>;
