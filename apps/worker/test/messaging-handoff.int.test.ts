import type { Context } from "@crm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatOn, messagesOf, startMessagingWorkers, type MessagingWorkers } from "./support/messaging-env";
import { testDomain, type TestDomain } from "./support/test-domain";

describe("the AI agent hands a chat to a person (worker, dev responder)", () => {
  let env: TestDomain;
  let workers: MessagingWorkers;
  let ctx: Context;
  let agentId: string;
  beforeAll(async () => {
    env = await testDomain("handoff");
    workers = await startMessagingWorkers(env, { followUpMs: 60_000 });
    ctx = await env.project();
    agentId = (await env.domain.agents.create(ctx, { name: "Ana", instructions: "Help." })).id;
  });
  afterAll(async () => {
    await workers?.stop();
    await env?.close();
  });

  let inbound = 0;
  const receive = (chat: { channelId: string; webhookSecret: string; phone: string }, text: string) => {
    const body = { event: "message", messageId: `in-${++inbound}`, from: chat.phone, type: "TEXT", content: { text } };
    return env.domain.messaging.inbound.receiveWebhook(chat.channelId, {
      headers: { "x-channel-secret": chat.webhookSecret },
      rawBody: Buffer.from(JSON.stringify(body)),
      json: () => body,
    });
  };

  it("asking for a person disables the chat's agent with chat.handoff (CONTACT_REQUEST) and a notice to the contact", async () => {
    const chat = await chatOn(env, ctx);
    await env.domain.chats.setAgent(ctx, chat.chatId, { agentId });
    await receive(chat, "Hi, which plans do you have?");
    await expect
      .poll(async () => (await messagesOf(env, ctx, chat.chatId)).filter((m) => m.author.type === "AGENT").length, { timeout: 15_000 })
      .toBe(1);

    await receive(chat, "I want to talk to a human");
    await expect.poll(async () => (await env.domain.chats.get(ctx, chat.chatId)).agentStatus, { timeout: 15_000 }).toBe("DISABLED");
    const events = await env.domain.events.list(ctx, { types: ["chat.handoff"], limit: 10 });
    const handoff = events.find((e) => e.data.id === chat.chatId);
    expect(handoff?.data).toMatchObject({ reason: "CONTACT_REQUEST", agentId, record: { agentStatus: "DISABLED", agentId } });
    const notice = (await messagesOf(env, ctx, chat.chatId)).find((m) => m.author.type === "SYSTEM");
    expect(notice).toMatchObject({ direction: "OUTBOUND", content: { text: expect.stringContaining("person") } });
    await expect
      .poll(async () => (await messagesOf(env, ctx, chat.chatId)).find((m) => m.id === notice!.id)?.status, { timeout: 15_000 })
      .toBe("READ");

    // The agent is silent from now on: a later message gets no answer, the chat stays with people.
    await receive(chat, "hello?");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await messagesOf(env, ctx, chat.chatId);
    expect(after.filter((m) => m.author.type === "AGENT" || m.author.type === "SYSTEM")).toHaveLength(2);
  });
});
