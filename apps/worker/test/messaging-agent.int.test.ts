import { AGENT_CHANGED_ERROR, type Context } from "@crm/domain";
import { createDevAgentResponder, type AgentPrompt, type AgentResponder } from "@crm/providers";
import { Queue } from "bullmq";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { followUpJobId } from "../src/messaging/messaging-consumers";
import { chatOn, messagesOf, startMessagingWorkers, type MessagingWorkers } from "./support/messaging-env";
import { testDomain, type TestDomain } from "./support/test-domain";

/** The dev responder behind a gate the test opens, to hold a reply "being generated". */
function gatedResponder() {
  const dev = createDevAgentResponder();
  let open: () => void = () => {};
  let gate = Promise.resolve();
  const prompts: AgentPrompt[] = [];
  let entered: () => void = () => {};
  let generating = new Promise<void>((resolve) => (entered = resolve));
  const responder: AgentResponder = {
    info: dev.info,
    async reply(prompt) {
      prompts.push(prompt);
      entered();
      await gate;
      return dev.reply(prompt);
    },
  };
  return {
    responder,
    prompts,
    close() {
      gate = new Promise((resolve) => (open = resolve));
      generating = new Promise((resolve) => (entered = resolve));
    },
    open: () => open(),
    generating: () => generating,
  };
}

describe("the chats' AI agents (worker)", () => {
  let env: TestDomain;
  let workers: MessagingWorkers;
  let ctx: Context;
  const llm = gatedResponder();
  let agentA: string;
  let agentB: string;
  let agentQueue: Queue;

  beforeAll(async () => {
    env = await testDomain("agent");
    // Follow-ups come 1.5 s after a reply: long enough to answer (or switch) before, short enough to wait for.
    // A transient send error waits a minute: a message "waiting for a retry" stays so while a test looks.
    workers = await startMessagingWorkers(env, { responder: llm.responder, followUpMs: 1500, retryBaseMs: 60_000 });
    ctx = await env.project();
    agentA = (await env.domain.agents.create(ctx, { name: "Ana", instructions: "Sell plans politely." })).id;
    agentB = (await env.domain.agents.create(ctx, { name: "Bruno", instructions: "Answer support questions." })).id;
    agentQueue = new Queue("agent", { connection: workers.redis.connection(), prefix: workers.redis.prefix });
  });
  afterEach(() => llm.open());
  afterAll(async () => {
    await agentQueue.close();
    await workers.stop();
    await env.close();
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
  const agentMessages = async (chatId: string) => (await messagesOf(env, ctx, chatId)).filter((m) => m.author.type === "AGENT").reverse();
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Agent jobs of this chat that finished, with what they posted (null: nothing, the chat had no current ACTIVE agent). */
  const finishedAgentJobs = async (chatId: string) =>
    (await agentQueue.getCompleted())
      .filter((job) => job.data.chatId === chatId)
      .map((job) => (job.returnvalue as { posted: string | null }).posted);
  const followUpQueued = async (replyId: string) => (await agentQueue.getJob(followUpJobId(replyId))) !== undefined;

  it("an ACTIVE agent answers an inbound message with its instructions and the history, then follows up", async () => {
    const chat = await chatOn(env, ctx);
    await env.domain.chats.setAgent(ctx, chat.chatId, { agentId: agentA });
    await env.domain.messages.send(ctx, chat.chatId, { type: "TEXT", content: { text: "Welcome to Acme" } });
    await receive(chat, "Which plans do you have?");
    await expect.poll(async () => (await agentMessages(chat.chatId)).length, { timeout: 15_000 }).toBe(1);
    const [reply] = await agentMessages(chat.chatId);
    expect(reply).toMatchObject({
      direction: "OUTBOUND",
      author: { type: "AGENT", id: agentA },
      content: { text: expect.stringContaining("Which plans do you have?") },
    });
    const prompt = llm.prompts.find((p) => p.history.some((t) => t.text === "Which plans do you have?"))!;
    expect(prompt).toMatchObject({ agentName: "Ana", instructions: "Sell plans politely.", followUp: false });
    expect(prompt.history.slice(-2)).toEqual([
      { role: "agent", text: "Welcome to Acme" },
      { role: "contact", text: "Which plans do you have?" },
    ]);
    await expect
      .poll(async () => (await messagesOf(env, ctx, chat.chatId)).find((m) => m.id === reply!.id)?.status, { timeout: 15_000 })
      .toBe("READ");
    // Nobody answers: the follow-up comes, once.
    await expect.poll(async () => (await agentMessages(chat.chatId)).length, { timeout: 15_000 }).toBe(2);
    expect((await agentMessages(chat.chatId))[1]!.content.text).toContain("following up");
    await pause(2000);
    expect(await agentMessages(chat.chatId)).toHaveLength(2);
  });

  it("an inbound answer cancels the pending follow-up (and gets its own reply)", async () => {
    const chat = await chatOn(env, ctx);
    await env.domain.chats.setAgent(ctx, chat.chatId, { agentId: agentA, status: "ACTIVE" });
    await receive(chat, "Hello");
    await expect.poll(async () => (await agentMessages(chat.chatId)).length, { timeout: 15_000 }).toBe(1);
    const [first] = await agentMessages(chat.chatId);
    await expect.poll(() => followUpQueued(first!.id), { timeout: 15_000 }).toBe(true);
    await receive(chat, "Thanks, that helps");
    await expect.poll(() => followUpQueued(first!.id), { timeout: 15_000 }).toBe(false);
    await expect.poll(async () => (await agentMessages(chat.chatId)).length, { timeout: 15_000 }).toBe(2);
    // The second reply's follow-up comes; the first reply's never does.
    await expect.poll(async () => (await agentMessages(chat.chatId)).length, { timeout: 15_000 }).toBe(3);
    await pause(2000);
    const texts = (await agentMessages(chat.chatId)).map((m) => String(m.content.text));
    expect(texts.filter((t) => t.includes("following up"))).toHaveLength(1);
    // The follow-up of the first reply was cancelled; only the second reply's follow-up came.
    expect(texts).toHaveLength(3);
  });

  it("a DISABLED agent, or a chat without one, answers nothing", async () => {
    const disabled = await chatOn(env, ctx);
    await env.domain.chats.setAgent(ctx, disabled.chatId, { agentId: agentA, status: "DISABLED" });
    const none = await chatOn(env, ctx);
    await receive(disabled, "anyone?");
    await receive(none, "anyone?");
    await expect.poll(() => finishedAgentJobs(disabled.chatId), { timeout: 15_000 }).toEqual([null]);
    await expect.poll(() => finishedAgentJobs(none.chatId), { timeout: 15_000 }).toEqual([null]);
    expect(await agentMessages(disabled.chatId)).toEqual([]);
    expect(await agentMessages(none.chatId)).toEqual([]);
  });

  it("a switch while a reply is being generated: the old agent's reply is not sent", async () => {
    const chat = await chatOn(env, ctx);
    await env.domain.chats.setAgent(ctx, chat.chatId, { agentId: agentA });
    llm.close();
    await receive(chat, "I need help");
    await llm.generating();
    await env.domain.chats.setAgent(ctx, chat.chatId, { agentId: agentB });
    llm.open();
    await expect.poll(() => finishedAgentJobs(chat.chatId), { timeout: 15_000 }).toEqual([null]);
    expect(await agentMessages(chat.chatId)).toEqual([]);
    // The new agent answers the next message.
    await receive(chat, "Hello?");
    await expect.poll(async () => (await agentMessages(chat.chatId)).map((m) => m.author.id), { timeout: 15_000 }).toEqual([agentB]);
  });

  it("a switch drops the previous agent's pending follow-up", async () => {
    const chat = await chatOn(env, ctx);
    await env.domain.chats.setAgent(ctx, chat.chatId, { agentId: agentA });
    await receive(chat, "Price?");
    await expect.poll(async () => (await agentMessages(chat.chatId)).length, { timeout: 15_000 }).toBe(1);
    const [reply] = await agentMessages(chat.chatId);
    await expect.poll(() => followUpQueued(reply!.id), { timeout: 15_000 }).toBe(true);
    await env.domain.chats.setAgent(ctx, chat.chatId, { agentId: agentB });
    await expect.poll(() => followUpQueued(reply!.id), { timeout: 15_000 }).toBe(false);
    // Even the follow-up job itself, had it already been running, finds the chat switched and posts nothing.
    expect(await env.domain.messaging.agent.prepareFollowUp(ctx.projectId, chat.chatId, reply!.id)).toBeNull();
    expect((await agentMessages(chat.chatId)).map((m) => m.author.id)).toEqual([agentA]);
    const events = await env.domain.events.list(ctx, { types: ["chat.agent"], limit: 1000 });
    const switched = events.find(
      (e) => e.data.id === chat.chatId && e.data.switched === true && (e.data.record as { agentId: string }).agentId === agentB,
    );
    expect(switched?.data.droppedFollowUpId).toBe((await agentMessages(chat.chatId))[0]!.id);
  });

  const inboundOf = async (chatId: string, text: string) =>
    (await messagesOf(env, ctx, chatId)).find((m) => m.direction === "INBOUND" && m.content.text === text)!;
  const messageOf = async (chatId: string, id: string) => (await messagesOf(env, ctx, chatId)).find((m) => m.id === id);

  it("the reply step run again for the same inbound message (also concurrently) writes one reply, sent once", async () => {
    const chat = await chatOn(env, ctx);
    await env.domain.chats.setAgent(ctx, chat.chatId, { agentId: agentA });
    llm.close();
    await receive(chat, "Is it in stock?");
    // The worker's own run is writing its reply; two more runs for the same trigger (a crashed worker's job run again) race it.
    await llm.generating();
    const inbound = await inboundOf(chat.chatId, "Is it in stock?");
    const step = env.domain.messaging.agent;
    const [first, second] = await Promise.all([
      step.prepareReply(ctx.projectId, chat.chatId, inbound.id),
      step.prepareReply(ctx.projectId, chat.chatId, inbound.id),
    ]);
    const outcomes = await Promise.all([step.post(first!, "Yes, it is."), step.post(second!, "Yes, it is.")]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["ALREADY_POSTED", "POSTED"]);
    llm.open();
    await expect.poll(() => finishedAgentJobs(chat.chatId), { timeout: 15_000 }).toEqual([null]);
    // Once written, a run again does not even ask the LLM.
    expect(await step.prepareReply(ctx.projectId, chat.chatId, inbound.id)).toBeNull();
    const replies = await agentMessages(chat.chatId);
    expect(replies.map((m) => m.content.text)).toEqual(["Yes, it is."]);
    await expect.poll(async () => (await messageOf(chat.chatId, replies[0]!.id))?.status, { timeout: 15_000 }).toBe("READ");
    const { calls, accepted } = await workers.stats();
    expect(calls[replies[0]!.id]).toBe(1);
    expect(accepted.filter((id) => id === replies[0]!.id)).toHaveLength(1);
  });

  it("a switch drops the previous agent's reply still QUEUED: it is never sent, the chat's next message is", async () => {
    const chat = await chatOn(env, ctx);
    await env.domain.chats.setAgent(ctx, chat.chatId, { agentId: agentA });
    // Another delivery round holds the chat (as a worker mid-send would): the reply waits QUEUED behind it.
    const delivery = env.domain.messaging.delivery;
    expect(await delivery.acquireLease(ctx.projectId, chat.chatId, "test-holder", 120_000)).toEqual({ acquired: true });
    await receive(chat, "Any discounts?");
    await expect.poll(async () => (await agentMessages(chat.chatId)).map((m) => m.status), { timeout: 15_000 }).toEqual(["QUEUED"]);
    const [reply] = await agentMessages(chat.chatId);
    await env.domain.chats.setAgent(ctx, chat.chatId, { agentId: agentB });
    expect(await messageOf(chat.chatId, reply!.id)).toMatchObject({ status: "FAILED", error: AGENT_CHANGED_ERROR });
    await delivery.releaseLease(ctx.projectId, chat.chatId, "test-holder");
    const next = await env.domain.messages.send(ctx, chat.chatId, { type: "TEXT", content: { text: "A colleague takes over." } });
    await expect.poll(async () => (await messageOf(chat.chatId, next.id))?.status, { timeout: 15_000 }).toBe("READ");
    expect((await workers.stats()).calls[reply!.id]).toBeUndefined();
    const drops = (await env.domain.events.list(ctx, { types: ["message.status"], limit: 1000 })).filter((e) => e.data.id === reply!.id);
    expect(drops.map((e) => e.data.status)).toEqual(["FAILED"]);
    // The new agent answers the next message without the dropped reply in its history: the contact never saw it.
    await receive(chat, "Still there?");
    await expect
      .poll(async () => (await agentMessages(chat.chatId)).map((m) => m.author.id), { timeout: 15_000 })
      .toEqual([agentA, agentB]);
    const prompt = llm.prompts.find((p) => p.history.some((t) => t.text === "Still there?"))!;
    expect(prompt.history.map((t) => t.role)).toEqual(["contact", "agent", "contact"]);
  });

  it("a DISABLE drops the agent's reply waiting for a retry: it is never sent, not even once the agent is ACTIVE again", async () => {
    const chat = await chatOn(env, ctx);
    await env.domain.chats.setAgent(ctx, chat.chatId, { agentId: agentA });
    // The reply quotes the text, so the DEV provider fails its first try and it waits for a retry (a minute here).
    await receive(chat, "Call me back #flaky");
    await expect
      .poll(async () => (await agentMessages(chat.chatId)).map((m) => [m.status, m.error?.includes("timed out")]), { timeout: 15_000 })
      .toEqual([["QUEUED", true]]);
    const [reply] = await agentMessages(chat.chatId);
    await env.domain.chats.setAgent(ctx, chat.chatId, { status: "DISABLED" });
    await env.domain.chats.setAgent(ctx, chat.chatId, { status: "ACTIVE" });
    expect(await messageOf(chat.chatId, reply!.id)).toMatchObject({ status: "FAILED", error: AGENT_CHANGED_ERROR });
    // The chat is not held behind it: a later message goes out at once, and the dropped reply never does.
    const next = await env.domain.messages.send(ctx, chat.chatId, { type: "TEXT", content: { text: "We will call you." } });
    await expect.poll(async () => (await messageOf(chat.chatId, next.id))?.status, { timeout: 15_000 }).toBe("READ");
    const { calls, accepted } = await workers.stats();
    expect(calls[reply!.id]).toBe(1);
    expect(accepted).not.toContain(reply!.id);
  });
});
