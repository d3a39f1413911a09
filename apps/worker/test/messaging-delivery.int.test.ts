import type { Context } from "@crm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatOn, messagesOf, startMessagingWorkers, waitForStatuses, type MessagingWorkers } from "./support/messaging-env";
import { testDomain, type TestDomain } from "./support/test-domain";

const text = (t: string) => ({ type: "TEXT", content: { text: t } });

describe("outbound delivery through the worker (DEV provider)", () => {
  let env: TestDomain;
  let workers: MessagingWorkers;
  let ctx: Context;
  beforeAll(async () => {
    env = await testDomain("delivery");
    workers = await startMessagingWorkers(env, { maxAttempts: 3 });
    ctx = await env.project();
  });
  afterAll(async () => {
    await workers.stop();
    await env.close();
  });

  it("moves a message QUEUED -> SENT -> DELIVERED -> READ, raising message.status for each, sent once", async () => {
    const { chatId } = await chatOn(env, ctx);
    const { id } = await env.domain.messages.send(ctx, chatId, text("Hello"));
    await waitForStatuses(env, ctx, chatId, (s) => s[0] === "READ");
    const events = await env.domain.events.list(ctx, { types: ["message.status"], limit: 1000 });
    expect(events.filter((e) => e.data.id === id).map((e) => e.data.status)).toEqual(["SENT", "DELIVERED", "READ"]);
    expect((await workers.stats()).calls[id]).toBe(1);
  });

  it("delivers the messages of one chat in the order they were accepted, under concurrent sends", async () => {
    const { chatId } = await chatOn(env, ctx);
    const sent = await Promise.all(Array.from({ length: 30 }, (_, i) => env.domain.messages.send(ctx, chatId, text(`m${i}`))));
    await waitForStatuses(env, ctx, chatId, (s) => s.length === 30 && s.every((x) => x !== "QUEUED"));
    const acceptanceOrder = (await messagesOf(env, ctx, chatId)).map((m) => m.id).reverse();
    expect(new Set(acceptanceOrder)).toEqual(new Set(sent.map((s) => s.id)));
    const { accepted, calls } = await workers.stats();
    expect(accepted.filter((id) => acceptanceOrder.includes(id))).toEqual(acceptanceOrder);
    expect(acceptanceOrder.map((id) => calls[id])).toEqual(acceptanceOrder.map(() => 1));
  });

  it("a refused message FAILS at once with the provider's reason; the next ones still go, in order", async () => {
    const { chatId } = await chatOn(env, ctx);
    const bad = await env.domain.messages.send(ctx, chatId, text("this one #fail"));
    const good = await env.domain.messages.send(ctx, chatId, text("fine"));
    await waitForStatuses(env, ctx, chatId, (s) => s.every((x) => x === "READ" || x === "FAILED") && s.length === 2);
    const [after, failed] = await messagesOf(env, ctx, chatId);
    expect(failed).toMatchObject({ id: bad.id, status: "FAILED", error: expect.stringContaining("#fail") });
    expect(after).toMatchObject({ id: good.id, status: "READ" });
    expect((await workers.stats()).calls[bad.id]).toBe(1);
  });

  it("retries transient errors with backoff, then FAILS after the last try; a later message waits its turn", async () => {
    const { chatId } = await chatOn(env, ctx);
    const flaky = await env.domain.messages.send(ctx, chatId, text("first #flaky"));
    const down = await env.domain.messages.send(ctx, chatId, text("second #retry"));
    const last = await env.domain.messages.send(ctx, chatId, text("third"));
    await waitForStatuses(env, ctx, chatId, (s) => s.length === 3 && s.every((x) => x === "READ" || x === "FAILED"));
    const byId = Object.fromEntries((await messagesOf(env, ctx, chatId)).map((m) => [m.id, m]));
    expect(byId[flaky.id]).toMatchObject({ status: "READ" });
    expect(byId[flaky.id]!.error).toBeUndefined();
    expect(byId[down.id]).toMatchObject({ status: "FAILED", error: expect.stringContaining("temporarily unavailable") });
    expect(byId[last.id]).toMatchObject({ status: "READ" });
    const { calls, accepted } = await workers.stats();
    expect([calls[flaky.id], calls[down.id], calls[last.id]]).toEqual([2, 3, 1]);
    expect(accepted.filter((id) => [flaky.id, last.id].includes(id))).toEqual([flaky.id, last.id]);
  });

  it("send-by-phone messages are delivered in their order", async () => {
    const { channelId } = await chatOn(env, ctx);
    const { chatId } = await env.domain.messages.sendByPhone(ctx, { phone: "5511988887777", channelId, messages: ["a", "b", "c", "d"] });
    await waitForStatuses(env, ctx, chatId, (s) => s.length === 4 && s.every((x) => x === "READ"));
    const order = (await messagesOf(env, ctx, chatId)).reverse();
    expect(order.map((m) => m.content.text)).toEqual(["a", "b", "c", "d"]);
    const { accepted } = await workers.stats();
    expect(accepted.filter((id) => order.some((m) => m.id === id))).toEqual(order.map((m) => m.id));
  });
});
