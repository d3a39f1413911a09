import { chatAgentUpdateSchema, chatCreateSchema, chatListSpec, messageListSpec, messageSendSchema, sendByPhoneSchema } from "@crm/domain";
import { z } from "zod";
import { domainInput, nestedListInput } from "../input";
import { listOutput } from "../listing";
import { procedure, router } from "../trpc";
import { readProcedures } from "./crud";

const id = z.string().min(1);

/** Chats: read, list (relations contact, channel, agent), start one, and turn its AI agent on, off or switch it. */
export const chatsRouter = router({
  ...readProcedures((d) => d.chats, chatListSpec),
  create: procedure.input(domainInput(chatCreateSchema)).mutation(({ ctx, input }) => ctx.domain.chats.create(ctx.auth, input)),
  /** The spec's state table (404 unknown or archived agent, 422 TEST_CHAT); answers the chat after the change. */
  setAgent: procedure
    .input(domainInput(chatAgentUpdateSchema.extend({ id })))
    .mutation(({ ctx, input: { id: chatId, ...change } }) => ctx.domain.chats.setAgent(ctx.auth, chatId, change)),
});

/** Messages: a chat's messages (newest first), sending one (answers the QUEUED message's id), and send-by-phone. */
export const messagesRouter = router({
  list: procedure
    .input(nestedListInput("chatId"))
    .query(async ({ ctx, input }) => listOutput(await ctx.domain.messages.list(ctx.auth, input.chatId, input.query), messageListSpec)),
  send: procedure
    .input(domainInput(z.strictObject({ chatId: id, message: messageSendSchema })))
    .mutation(({ ctx, input }) => ctx.domain.messages.send(ctx.auth, input.chatId, input.message)),
  sendByPhone: procedure
    .input(domainInput(sendByPhoneSchema))
    .mutation(({ ctx, input }) => ctx.domain.messages.sendByPhone(ctx.auth, input)),
});
