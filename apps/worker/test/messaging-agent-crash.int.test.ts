import type { Context } from "@crm/domain";
import { devChannelStats } from "@crm/providers";
import { startFakeOpenAi, testRedis, type FakeAnswer, type FakeOpenAi, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatOn, messagesOf } from "./support/messaging-env";
import { testDomain, type TestDomain } from "./support/test-domain";
import { stackEnv, startWorkerChild, WORKER_START_TIMEOUT_MS, type WorkerChild } from "./support/worker-child";

const CHATS = 6;
/** A chat completion answering `text`, held until `after` settles when given. */
const completion = (text: string, after?: Promise<unknown>): FakeAnswer => ({
  json: {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 0,
    model: "fake",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: text } }],
  },
  ...(after ? { after } : {}),
});

/**
 * Agent replies in flight when their worker stops: it stalls past its job locks (SIGSTOP while
 * the LLM answers are held), a new worker runs the same reply jobs again and posts, then the old
 * one wakes up with its LLM answers, finishes its stale runs, and is killed with SIGKILL. The
 * issue's duplicate (the same reply twice, by the old and the new worker) needs exactly this: a
 * run that posts after another run of the same job; a SIGKILL alone only hits it by chance.
 */
describe("agent replies when their worker stalls past its locks and is killed (SIGKILL)", () => {
  let redis: TestRedis;
  let env: TestDomain;
  let openai: FakeOpenAi;
  let ctx: Context;
  const workers: WorkerChild[] = [];
  beforeAll(async () => {
    redis = await testRedis("agent-crash");
    env = await testDomain("agent-crash");
    openai = await startFakeOpenAi();
    ctx = await env.project();
  });
  afterAll(async () => {
    for (const worker of workers) worker.resume();
    await Promise.all(workers.map((worker) => worker.kill()));
    await openai.close();
    await env.close();
    await redis.cleanup();
  });

  async function startWorker(): Promise<WorkerChild> {
    const worker = await startWorkerChild({
      ...stackEnv(env, redis),
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: openai.baseURL,
      WORKER_CONCURRENCY: String(CHATS),
      // A stalled worker's jobs and chat leases come back after 2 s instead of 30 s.
      WORKER_LOCK_DURATION_MS: "2000",
      MESSAGE_DELIVERY_LEASE_MS: "2000",
      DEV_CHANNEL_DELIVERED_MS: "0",
      DEV_CHANNEL_READ_MS: "0",
      AGENT_FOLLOW_UP_MS: String(60 * 60_000),
    });
    workers.push(worker);
    return worker;
  }

  it(
    "every inbound message gets exactly one reply, accepted by the provider once",
    async () => {
      const agentId = (await env.domain.agents.create(ctx, { name: "Ana", instructions: "Be brief." })).id;
      const chats = await Promise.all(Array.from({ length: CHATS }, () => chatOn(env, ctx)));
      for (const [i, chat] of chats.entries()) {
        await env.domain.chats.setAgent(ctx, chat.chatId, { agentId });
        const body = { event: "message", messageId: `in-${i}`, from: chat.phone, type: "TEXT", content: { text: "Hi" } };
        await env.domain.messaging.inbound.receiveWebhook(chat.channelId, {
          headers: { "x-channel-secret": chat.webhookSecret },
          rawBody: Buffer.from(JSON.stringify(body)),
          json: () => body,
        });
      }
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      openai.next("/chat/completions", ...chats.map(() => completion("From the first worker.", held)));

      const first = await startWorker();
      await expect.poll(() => openai.requests("/chat/completions").length, { timeout: 60_000 }).toBe(CHATS);
      // The new worker is up (idle: the old one holds every job) before the old one freezes, so the freeze stays short.
      openai.next("/chat/completions", ...chats.map(() => completion("From the second worker.")));
      await startWorker();
      first.pause();
      release();

      const agentMessages = async (chatId: string) => (await messagesOf(env, ctx, chatId)).filter((m) => m.author.type === "AGENT");
      const everyChat = async (check: (replies: Awaited<ReturnType<typeof agentMessages>>) => boolean) =>
        (await Promise.all(chats.map((chat) => agentMessages(chat.chatId)))).every(check);
      // Resumed as soon as the new worker has posted: well within the LLM client's 30 s timeout the old one is frozen in.
      await expect.poll(() => everyChat((replies) => replies.length >= 1), { timeout: 120_000 }).toBe(true);

      // The old worker wakes up with its LLM answers and runs the same jobs to their end.
      first.resume();
      const staleRunsDone = () => first.output().split("an earlier run posted it").length - 1;
      await expect
        .poll(async () => staleRunsDone() === CHATS || !(await everyChat((replies) => replies.length === 1)), { timeout: 60_000 })
        .toBe(true);
      await first.kill();
      // A transaction the SIGKILL left open keeps its locks until the server aborts it (60 s, MongoDB's
      // transactionLifetimeLimitSeconds; the embedded engine does the same): a delivery writing those
      // records waits that long, then goes.
      await expect.poll(() => everyChat((replies) => replies.every((m) => m.status === "READ")), { timeout: 150_000 }).toBe(true);

      const replies = (await Promise.all(chats.map((chat) => agentMessages(chat.chatId)))).flat();
      expect(replies.map((m) => m.content.text)).toEqual(chats.map(() => "From the second worker."));
      // Each reply reaches the contact once. A send cut by the SIGKILL, or by a delivery lease that ran
      // out on a starved machine, is repeated with the message id as the provider's idempotency key
      // (docs/messaging.md): the simulator may count a second call, never a second acceptance.
      const { accepted } = await devChannelStats(redis.connection(), `${redis.prefix}:`);
      expect(replies.map((m) => accepted.filter((id) => id === m.id).length)).toEqual(chats.map(() => 1));
      // The old worker's runs did reach the post (they were not lost on the way): each found its reply written.
      expect(staleRunsDone()).toBe(CHATS);
    },
    2 * WORKER_START_TIMEOUT_MS + 420_000,
  );
});
