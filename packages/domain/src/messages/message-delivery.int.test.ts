import { testMongo, type TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../core/context";
import { newId } from "../core/ids";
import { createUnitOfWork, type InTransaction } from "../core/unit-of-work";
import { defineModels, type Models } from "../models";
import { createMessageDelivery, type MessageDelivery } from "./message-delivery";
import { createMessageWriter, type AppendMessage } from "./message-writer";
import type { MessageAuthor } from "./message.model";
import { AGENT_CHANGED_ERROR } from "./stale-agent-messages";

/**
 * The send-time check of delivery: an agent's message is sent only while the chat still belongs
 * to that agent, ACTIVE. The chat's agent is changed here under the message's feet (as a switch
 * committing after a delivery round read its batch would, or a message the code before this check
 * left QUEUED after a switch); the switch itself drops what it finds (worker tests).
 */
describe("delivery of an agent's message (messages/message-delivery.ts)", () => {
  let mongo: TestMongo;
  let conn: Connection;
  let models: Models;
  let inTransaction: InTransaction;
  let delivery: MessageDelivery;
  let append: AppendMessage;
  const ctx = systemContext(`p-${newId()}`);

  beforeAll(async () => {
    mongoose.set("transactionAsyncLocalStorage", true);
    mongo = await testMongo("agent-delivery");
    conn = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
    models = defineModels(conn);
    for (const model of [models.chats, models.messages, models.events]) await model.createCollection();
    inTransaction = createUnitOfWork(conn, models.events);
    delivery = createMessageDelivery({ models, inTransaction });
    append = createMessageWriter(models.chats, models.messages, models.channels);
  });
  afterAll(async () => {
    await conn?.close();
    await mongo?.drop();
  });

  async function chatWithAgent(agentId: string): Promise<string> {
    const chat = await models.chats.create({
      projectId: ctx.projectId,
      channelId: newId(),
      contactId: newId(),
      phone: `55${Date.now()}`,
      agentId,
      agentStatus: "ACTIVE",
    });
    return chat._id;
  }
  const queue = (chatId: string, author: MessageAuthor) =>
    inTransaction(ctx, async (uow) => {
      const doc = await append(
        ctx,
        chatId,
        { direction: "OUTBOUND", type: "TEXT", content: { text: "hi" }, status: "QUEUED", author },
        uow,
      );
      return doc._id;
    });
  const queuedOf = async (chatId: string) => delivery.queued(ctx.projectId, chatId, 10);
  const statusEvents = async (messageId: string) =>
    (await models.events.find({ projectId: ctx.projectId, type: "message.status", "data.id": messageId }).lean()).map((e) => e.data);

  it("claims a provider call for the current ACTIVE agent's message, once per QUEUED message", async () => {
    const chatId = await chatWithAgent("agent-a");
    const id = await queue(chatId, { type: "AGENT", id: "agent-a" });
    const [message] = await queuedOf(chatId);
    expect(message).toMatchObject({ id, agentId: "agent-a", attempts: 0 });
    expect(await delivery.claimAttempt(ctx.projectId, message!)).toBe(true);
    expect((await queuedOf(chatId))[0]!.attempts).toBe(1);
  });

  it.each([
    ["switched to another agent", { agentId: "agent-b" }],
    ["DISABLED", { agentStatus: "DISABLED" }],
  ])("drops the agent's message when the chat's agent was %s after the round read it; a user's message still goes", async (_, change) => {
    const chatId = await chatWithAgent("agent-a");
    const agentMessage = await queue(chatId, { type: "AGENT", id: "agent-a" });
    const userMessage = await queue(chatId, { type: "USER", id: "user-1" });
    const batch = await queuedOf(chatId);
    await models.chats.updateOne({ _id: chatId, projectId: ctx.projectId }, { $set: change });

    expect(await delivery.claimAttempt(ctx.projectId, batch[0]!)).toBe(false);
    const dropped = await models.messages.findById(agentMessage).lean();
    expect(dropped).toMatchObject({ status: "FAILED", error: AGENT_CHANGED_ERROR, attempts: 0 });
    expect(await statusEvents(agentMessage)).toEqual([expect.objectContaining({ status: "FAILED", previousStatus: "QUEUED" })]);
    expect(await delivery.claimAttempt(ctx.projectId, batch[1]!)).toBe(true);
    expect((await queuedOf(chatId)).map((m) => m.id)).toEqual([userMessage]);
  });

  it("claims nothing for a message that is no longer QUEUED (dropped while the round held it)", async () => {
    const chatId = await chatWithAgent("agent-a");
    await queue(chatId, { type: "USER", id: "user-1" });
    const [message] = await queuedOf(chatId);
    await delivery.markFailed(ctx.projectId, message!.id, { error: "refused", errorCode: "PROVIDER_ERROR" });
    expect(await delivery.claimAttempt(ctx.projectId, message!)).toBe(false);
  });
});
