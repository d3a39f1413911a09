import type { AgentService } from "../agents/agent.service";
import type { ContactDoc } from "../contacts/contact.model";
import type { ContactService } from "../contacts/contact.service";
import { requireScope, type Context } from "../core/context";
import { conflict, isDuplicateKey, notFound, unprocessable } from "../core/errors";
import { readManyInProject } from "../core/read-many";
import { loadInProject, readInProject } from "../core/references";
import { insertOne } from "../core/resource-service";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import type { FieldValues } from "../fields/field-values";
import { dropQueuedAgentMessages } from "../messages/stale-agent-messages";
import { compileListQuery, runList, type ListQuery } from "../query";
import { nextChatAgentState } from "./chat-agent-state";
import type { ChatDoc } from "./chat.model";
import { chatListSpec, chatToRecord } from "./chat.record";
import { chatAgentUpdateSchema, chatCreateSchema, type ChatRecord } from "./chat.schema";
import type { Models } from "../models";

export interface ChatServiceDeps {
  models: Pick<Models, "chats" | "channels" | "contacts" | "messages">;
  contacts: Pick<ContactService, "findOrCreateByPhone">;
  agents: Pick<AgentService, "loadAssignable">;
  fieldValues: Pick<FieldValues, "builtInFieldId">;
  inTransaction: InTransaction;
}

/** Retries a unit of work that lost a unique-index race once: its retry reads the winner's record. */
export async function retryOnDuplicate<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (!isDuplicateKey(error) || attempt >= attempts) throw error;
    }
  }
}

export function createChatService(deps: ChatServiceDeps) {
  const { chats } = deps.models;
  const { inTransaction } = deps;

  async function phoneOfContact(ctx: Context, contact: ContactDoc): Promise<string> {
    const fieldId = await deps.fieldValues.builtInFieldId(ctx, "CONTACT", "PHONE");
    const phone = contact.fields.find((value) => value.fieldId === fieldId)?.value;
    if (typeof phone !== "string") {
      throw unprocessable("CONTACT_HAS_NO_PHONE", "The contact has no phone; pass `phone`.", [
        { field: "phone", code: "required", message: "The contact has no PHONE value." },
      ]);
    }
    return phone;
  }

  const findOpen = (ctx: Context, channelId: string, phone: string) =>
    chats.findOne({ projectId: ctx.projectId, channelId, phone, open: true }).lean<ChatDoc>();

  async function start(
    ctx: Context,
    fields: { channelId: string; contactId: string; phone: string; isTest: boolean },
    uow: UnitOfWork,
  ): Promise<ChatDoc> {
    const chat = await insertOne(chats, { ...fields, projectId: ctx.projectId, open: true, messageSeq: 0, agentEpoch: 0 });
    uow.emit({ type: "chat.created", data: { record: chatToRecord(chat) } });
    return chat;
  }

  return {
    load: (ctx: Context, id: string) => loadInProject(chats, ctx, id, "Chat"),

    /**
     * The open chat of this channel and phone, or a new one for the contact, inside the caller's
     * unit of work. Two concurrent starts collide on the unique index of open chats: the loser's
     * unit of work fails with a duplicate key and its retry (`retryOnDuplicate`) finds the winner's chat.
     */
    async openFor(ctx: Context, channelId: string, phone: string, contactId: string, uow: UnitOfWork): Promise<ChatDoc> {
      return (await findOpen(ctx, channelId, phone)) ?? start(ctx, { channelId, contactId, phone, isTest: false }, uow);
    },

    /** `POST /v1/chats`: 409 DUPLICATE when the channel already has an open chat with this phone. */
    async create(ctx: Context, input: unknown): Promise<ChatRecord> {
      requireScope(ctx, "write");
      const parsed = parseInput(chatCreateSchema, input);
      const channel = await loadInProject(deps.models.channels, ctx, parsed.channelId, "Channel");
      const contact =
        parsed.contactId !== undefined ? await loadInProject(deps.models.contacts, ctx, parsed.contactId, "Contact") : undefined;
      // The schema requires contactId or phone, so one of the two answers.
      const phone = parsed.phone ?? (await phoneOfContact(ctx, contact!));
      const contactId = contact?._id ?? (await deps.contacts.findOrCreateByPhone(ctx, phone)).contact.id;
      try {
        return await inTransaction(ctx, async (uow) => {
          if (await findOpen(ctx, channel._id, phone)) throw duplicateChat();
          return chatToRecord(await start(ctx, { channelId: channel._id, contactId, phone: phone, isTest: parsed.isTest }, uow));
        });
      } catch (error) {
        throw isDuplicateKey(error) ? duplicateChat() : error;
      }
    },

    async get(ctx: Context, id: string): Promise<ChatRecord> {
      requireScope(ctx, "read");
      return chatToRecord(await readInProject(chats, ctx, id, "Chat"));
    },

    /** Chats of this project in the order of `ids`, null for missing ones; one query (batching a message's chat). */
    async getMany(ctx: Context, ids: readonly string[]): Promise<Array<ChatRecord | null>> {
      requireScope(ctx, "read");
      return (await readManyInProject(chats, ctx, ids)).map((doc) => (doc ? chatToRecord(doc) : null));
    },

    async list(ctx: Context, query: ListQuery, options: { count?: boolean } = {}) {
      requireScope(ctx, "read");
      const compiled = await compileListQuery(query, chatListSpec, { projectId: ctx.projectId });
      return runList(chats, compiled, (doc) => chatToRecord(doc as unknown as ChatDoc), { count: options.count ?? true });
    },

    /**
     * `PATCH /v1/chats/{id}/agent` (spec "AI agent of a chat", see chat-agent-state.ts). A switch
     * bumps the chat's agent epoch and drops the pending follow-up, so everything the previous
     * agent queued (a follow-up, a reply being generated) finds itself stale and sends nothing.
     * A switch or a DISABLE also drops, in the same unit, the agent messages still QUEUED (a reply
     * or follow-up not sent yet, or waiting for a retry): FAILED, see stale-agent-messages.ts.
     * Raises `chat.agent` when something changed. Answers the chat as it is after the change (REST still answers 204).
     */
    async setAgent(ctx: Context, id: string, input: unknown): Promise<ChatRecord> {
      requireScope(ctx, "write");
      const change = parseInput(chatAgentUpdateSchema, input);
      return inTransaction(ctx, async (uow) => {
        const chat = await loadInProject(chats, ctx, id, "Chat");
        if (change.agentId !== undefined) await deps.agents.loadAssignable(ctx, change.agentId);
        const next = nextChatAgentState(chat, change);
        if (!next.switched && next.agentStatus === chat.agentStatus) return chatToRecord(chat);
        const set: Record<string, unknown> = { agentStatus: next.agentStatus };
        if (next.agentId !== undefined) set.agentId = next.agentId;
        const update = next.switched ? { $set: set, $inc: { agentEpoch: 1 }, $unset: { pendingFollowUpId: 1 } } : { $set: set };
        const after = await chats
          .findOneAndUpdate({ _id: chat._id, projectId: ctx.projectId }, update, { returnDocument: "after" })
          .lean<ChatDoc>();
        if (!after) throw notFound("Chat", id);
        const dropped =
          next.switched || next.agentStatus === "DISABLED"
            ? await dropQueuedAgentMessages(deps.models.messages, uow, ctx.projectId, chat._id)
            : [];
        uow.emit({
          type: "chat.agent",
          data: {
            id: chat._id,
            record: chatToRecord(after),
            previous: {
              ...(chat.agentId ? { agentId: chat.agentId } : {}),
              ...(chat.agentStatus ? { agentStatus: chat.agentStatus } : {}),
            },
            switched: next.switched,
            ...(next.switched && chat.pendingFollowUpId ? { droppedFollowUpId: chat.pendingFollowUpId } : {}),
            ...(dropped.length > 0 ? { droppedMessageIds: dropped } : {}),
          },
        });
        return chatToRecord(after);
      });
    },
  };
}

const duplicateChat = () =>
  conflict("DUPLICATE", "The channel already has an open chat with this phone; list it with channelId and phone filters.");

export type ChatService = ReturnType<typeof createChatService>;
