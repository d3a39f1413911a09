import type { AgentService } from "../agents/agent.service";
import type { ContactDoc } from "../contacts/contact.model";
import type { ContactService } from "../contacts/contact.service";
import { requireScope, type Context } from "../core/context";
import { conflict, isDuplicateKey, notFound, unprocessable } from "../core/errors";
import { readManyInProject } from "../core/read-many";
import { existsInProject, loadInProject, readInProject } from "../core/references";
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

/** What a chat start answers when its contact was deleted after it was looked up. */
const CONTACT_GONE = Symbol("contact gone");

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
  const contactExists = existsInProject(deps.models.contacts);

  /**
   * Inside a unit of work: a new chat, its channel and contact taken as guarded references
   * (core/references.ts), so a concurrent delete of either conflicts with it and the later of the
   * two sees the other (the delete takes the chat with it, or the start answers 404 / CONTACT_GONE).
   */
  async function start(
    ctx: Context,
    fields: { channelId: string; contactId: string; phone: string; isTest: boolean },
    uow: UnitOfWork,
  ): Promise<ChatDoc | typeof CONTACT_GONE> {
    await loadInProject(deps.models.channels, ctx, fields.channelId, "Channel");
    if (!(await contactExists(ctx, fields.contactId))) return CONTACT_GONE;
    const chat = await insertOne(chats, { ...fields, projectId: ctx.projectId, open: true, messageSeq: 0, agentEpoch: 0 });
    uow.emit({ type: "chat.created", data: { record: chatToRecord(chat) } });
    return chat;
  }

  /**
   * Runs `write` with the id of the contact a new chat is for: `contactId` when given (404 once it
   * is gone), else the contact with this phone, found or created in its own transaction, and
   * found (or created) again when it was deleted before `write` committed.
   */
  async function forContact<T>(
    ctx: Context,
    phone: string,
    contactId: string | undefined,
    write: (contactId: string) => Promise<T | typeof CONTACT_GONE>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const id = contactId ?? (await deps.contacts.findOrCreateByPhone(ctx, phone)).contact.id;
      const result = await write(id);
      if (result !== CONTACT_GONE) return result;
      if (contactId !== undefined || attempt >= 3) throw notFound("Contact", id);
    }
  }

  return {
    load: (ctx: Context, id: string) => loadInProject(chats, ctx, id, "Chat"),

    /**
     * Runs `write` in one unit of work with the open chat of this channel and phone, or a chat
     * started for the contact (`contactId`, else found by phone or created). Two concurrent starts
     * collide on the unique index of open chats: the loser's unit of work fails with a duplicate
     * key and its retry finds the winner's chat. An existing chat needs no guard: `write` appends to
     * it, and that write conflicts with a delete of the chat (by its contact's or channel's delete).
     */
    async inOpenChat<T>(
      ctx: Context,
      target: { channelId: string; phone: string; contactId?: string | undefined },
      write: (chat: ChatDoc, uow: UnitOfWork) => Promise<T>,
    ): Promise<T> {
      const { channelId, phone } = target;
      return forContact(ctx, phone, target.contactId, (contactId) =>
        retryOnDuplicate(() =>
          inTransaction(ctx, async (uow) => {
            const chat = (await findOpen(ctx, channelId, phone)) ?? (await start(ctx, { channelId, contactId, phone, isTest: false }, uow));
            return chat === CONTACT_GONE ? chat : write(chat, uow);
          }),
        ),
      );
    },

    /** `POST /v1/chats`: 409 DUPLICATE when the channel already has an open chat with this phone. */
    async create(ctx: Context, input: unknown): Promise<ChatRecord> {
      requireScope(ctx, "write");
      const parsed = parseInput(chatCreateSchema, input);
      // Read first for early answers (404, 422 without a phone); the unit of work takes them again as guarded references.
      const channel = await loadInProject(deps.models.channels, ctx, parsed.channelId, "Channel");
      const contact =
        parsed.contactId !== undefined ? await loadInProject(deps.models.contacts, ctx, parsed.contactId, "Contact") : undefined;
      // The schema requires contactId or phone, so one of the two answers.
      const phone = parsed.phone ?? (await phoneOfContact(ctx, contact!));
      try {
        return await forContact(ctx, phone, contact?._id, (contactId) =>
          inTransaction(ctx, async (uow) => {
            if (await findOpen(ctx, channel._id, phone)) throw duplicateChat();
            const chat = await start(ctx, { channelId: channel._id, contactId, phone, isTest: parsed.isTest }, uow);
            return chat === CONTACT_GONE ? chat : chatToRecord(chat);
          }),
        );
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
