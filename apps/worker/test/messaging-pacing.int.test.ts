import type { Context } from "@crm/domain";
import { createDevChannelProvider, createWhatsAppCloudProvider } from "@crm/providers";
import { startFakeWhatsAppCloud, type FakeWhatsAppCloud } from "@crm/testing";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type RunningWorkers } from "../src/start-workers";
import { messagesOf, startMessagingWorkers, waitForStatuses, type MessagingWorkers } from "./support/messaging-env";
import { testDomain, type TestDomain } from "./support/test-domain";

const text = (t: string) => ({ type: "TEXT", content: { text: t } });
const done = (s: string) => s === "SENT" || s === "DELIVERED" || s === "READ";
/** The bound on throttling in these workers: a message throttled for longer FAILS. */
const THROTTLE_LIMIT_MS = 3_000;
/**
 * How late a send may reach the provider after its pacing slot (a loaded machine's scheduling):
 * the channel's rate is checked on the provider's timestamps with this much slack, the recipient's
 * gap (counted from the end of the previous send) with none.
 */
const SLOT_JITTER_MS = 300;

/** The largest number of sends in any 1 s window, allowing each send to be late by `slackMs`. */
function mostInOneSecond(times: number[], slackMs = 0): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0; i < sorted.length; i++) {
    const inWindow = sorted.filter((t) => t >= sorted[i]! && t < sorted[i]! + 1000 - slackMs).length;
    most = Math.max(most, inWindow);
  }
  return most;
}
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

describe("pacing per channel and per recipient across two sets of workers; provider throttling is waited out, never a failure", () => {
  let env: TestDomain;
  let workers: MessagingWorkers;
  /** A second set of workers on the same queues: the pace must hold across workers, not only within one. */
  let second: RunningWorkers;
  let fake: FakeWhatsAppCloud;
  let ctx: Context;
  let numbers = 0;
  const number = () => `5531${String(process.pid % 1000).padStart(3, "0")}${String(++numbers).padStart(5, "0")}`;

  beforeAll(async () => {
    fake = await startFakeWhatsAppCloud({ throughputPerSecond: 5, recipientGapMs: 1_000 });
    env = await testDomain("pacing");
    const channels = { WHATSAPP_CLOUD: createWhatsAppCloudProvider({ accessToken: fake.accessToken, graphUrl: fake.graphUrl }) };
    workers = await startMessagingWorkers(env, { throttleLimitMs: THROTTLE_LIMIT_MS, channels }, "pacing");
    second = await startWorkers({
      redis: { url: workers.redis.url },
      domain: env.domain,
      logger: pino({ level: "silent" }),
      prefix: workers.redis.prefix,
      relayPollIntervalMs: 100,
      messaging: { devDeliveredMs: 0, devReadMs: 0, retryBaseMs: 20, throttleLimitMs: THROTTLE_LIMIT_MS, channels },
    });
    ctx = await env.project();
  });
  afterAll(async () => {
    await second?.close();
    await workers?.stop();
    await env?.close();
    await fake?.close();
  });

  const devChannel = async (pacing: Record<string, number>) =>
    (await env.domain.channels.create(ctx, { type: "WHATSAPP", name: "Paced", phone: number(), ...pacing })).id;
  const chatOn = async (channelId: string, phone = number()) => (await env.domain.chats.create(ctx, { channelId, phone })).id;
  const sentAt = async (ids: string[]) => {
    const { sentAt: at } = await workers.stats();
    return ids.map((id) => at[id]!);
  };

  describe("DEV channel", () => {
    it("holds the recipient gap: three messages to one recipient with a 1 s gap reach the provider at least 1 s apart, in order", async () => {
      const chatId = await chatOn(await devChannel({ recipientGapSeconds: 1 }));
      const ids: string[] = [];
      for (const t of ["one", "two", "three"]) ids.push((await env.domain.messages.send(ctx, chatId, text(t))).id);
      await waitForStatuses(env, ctx, chatId, (s) => s.length === 3 && s.every(done), 30_000);
      const times = await sentAt(ids);
      for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(1_000);
      const { accepted, calls } = await workers.stats();
      expect(accepted.filter((id) => ids.includes(id))).toEqual(ids);
      expect(ids.map((id) => calls[id])).toEqual([1, 1, 1]);
    });

    it("holds the channel's throughput: 20 messages to 20 recipients at 5/s never make more than 5 sends in one second", async () => {
      const channelId = await devChannel({ throughputPerSecond: 5 });
      const chats = await Promise.all(Array.from({ length: 20 }, () => chatOn(channelId)));
      const ids = await Promise.all(chats.map(async (chatId, i) => (await env.domain.messages.send(ctx, chatId, text(`m${i}`))).id));
      for (const chatId of chats) await waitForStatuses(env, ctx, chatId, (s) => s.length === 1 && s.every(done), 60_000);
      const times = await sentAt(ids);
      expect(times.every((t) => Number.isFinite(t))).toBe(true);
      expect(mostInOneSecond(times, SLOT_JITTER_MS)).toBeLessThanOrEqual(5);
      // Paced, not merely slow: the 20 sends cover at least (20 - 5) / 5 s.
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(3_000 - SLOT_JITTER_MS);
    });

    describe("the DEV provider refuses sends over the channel's pacing, as WhatsApp does; the worker waits them out", () => {
      // Another sender on the same number (the simulator's state, shared in Redis): what the worker's own pacing cannot see.
      const outside = () =>
        createDevChannelProvider({
          redis: workers.redis.connection(),
          keyPrefix: `${workers.redis.prefix}:`,
          deliveredAfterMs: 60_000,
          readAfterMs: 60_000,
        });
      const sendOutside = (
        channelId: string,
        to: string,
        id: string,
        pacing: { throughputPerSecond: number; recipientGapSeconds: number },
      ) => outside().send({ messageId: id, channel: { id: channelId, phone: "0" }, to, type: "TEXT", content: { text: id }, pacing });

      it("over throughputPerSecond: 130429 (channel scope, with when it would be accepted); then retried and SENT", async () => {
        const channelId = await devChannel({ throughputPerSecond: 2 });
        const pacing = { throughputPerSecond: 2, recipientGapSeconds: 0 };
        await sendOutside(channelId, number(), `out-${channelId}-1`, pacing);
        await sendOutside(channelId, number(), `out-${channelId}-2`, pacing);
        await expect(sendOutside(channelId, number(), `out-${channelId}-3`, pacing)).rejects.toMatchObject({
          providerCode: 130429,
          scope: "channel",
          retryAfterMs: expect.any(Number),
        });
        const chatId = await chatOn(channelId);
        const { id } = await env.domain.messages.send(ctx, chatId, text("through the worker"));
        await waitForStatuses(env, ctx, chatId, (s) => s.length === 1 && s.every(done), 30_000);
        const { calls, sentAt: at } = await workers.stats();
        expect(calls[id]).toBeGreaterThanOrEqual(2);
        expect(at[id]! - at[`out-${channelId}-1`]!).toBeGreaterThanOrEqual(1_000);
        expect(mostInOneSecond([`out-${channelId}-1`, `out-${channelId}-2`, id].map((m) => at[m]!))).toBeLessThanOrEqual(2);
        expect((await messagesOf(env, ctx, chatId))[0]).not.toHaveProperty("errorCode");
      });

      it("closer than recipientGapSeconds to the recipient's last send: 131056 (recipient scope); then retried and SENT after the gap", async () => {
        const channelId = await devChannel({ recipientGapSeconds: 2 });
        const pacing = { throughputPerSecond: 80, recipientGapSeconds: 2 };
        const phone = number();
        await sendOutside(channelId, phone, `out-${channelId}-1`, pacing);
        await expect(sendOutside(channelId, phone, `out-${channelId}-2`, pacing)).rejects.toMatchObject({
          providerCode: 131056,
          scope: "recipient",
        });
        // Another recipient is not held by it.
        await sendOutside(channelId, number(), `out-${channelId}-3`, pacing);
        const chatId = await chatOn(channelId, phone);
        const { id } = await env.domain.messages.send(ctx, chatId, text("through the worker"));
        await waitForStatuses(env, ctx, chatId, (s) => s.length === 1 && s.every(done), 30_000);
        const { calls, sentAt: at } = await workers.stats();
        expect(calls[id]).toBeGreaterThanOrEqual(2);
        expect(at[id]! - at[`out-${channelId}-1`]!).toBeGreaterThanOrEqual(2_000);
        const events = await env.domain.events.list(ctx, { types: ["message.status"], limit: 500 });
        expect(events.some((e) => e.data.id === id && e.data.status === "FAILED")).toBe(false);
      });
    });

    it("a throttled send (#throttle) is retried and sent, keeping the chat's order; no failure is recorded", async () => {
      const chatId = await chatOn(await devChannel({}));
      const first = await env.domain.messages.send(ctx, chatId, text("busy #throttle"));
      const second = await env.domain.messages.send(ctx, chatId, text("after it"));
      await waitForStatuses(env, ctx, chatId, (s) => s.length === 2 && s.every(done), 30_000);
      const { accepted, calls } = await workers.stats();
      expect(accepted.filter((id) => id === first.id || id === second.id)).toEqual([first.id, second.id]);
      expect(calls[first.id]).toBe(2);
      const byId = Object.fromEntries((await messagesOf(env, ctx, chatId)).map((m) => [m.id, m as Record<string, unknown>]));
      expect(byId[first.id]).not.toHaveProperty("errorCode");
      const events = await env.domain.events.list(ctx, { types: ["message.status"], limit: 200 });
      expect(events.some((e) => e.data.id === first.id && e.data.status === "FAILED")).toBe(false);
    });

    it("throttling that never ends FAILS the message after the bound (PROVIDER_THROTTLED, 130429); the chat moves on", async () => {
      const chatId = await chatOn(await devChannel({}));
      const stuck = await env.domain.messages.send(ctx, chatId, text("always busy #throttle-forever"));
      const next = await env.domain.messages.send(ctx, chatId, text("next"));
      await waitForStatuses(env, ctx, chatId, (s) => s.length === 2 && s.includes("FAILED") && s.some(done), 60_000);
      const byId = Object.fromEntries((await messagesOf(env, ctx, chatId)).map((m) => [m.id, m as Record<string, unknown>]));
      expect(byId[stuck.id]).toMatchObject({ status: "FAILED", errorCode: "PROVIDER_THROTTLED", providerCode: 130429 });
      expect(done(String(byId[next.id]?.status))).toBe(true);
      // Tried more than once: waited out until the bound, not failed at the first answer.
      expect((await workers.stats()).calls[stuck.id]).toBeGreaterThanOrEqual(2);
    });
  });

  describe("WhatsApp Cloud adapter against the local fake (5 sends/s per number, 1 s pair gap enforced)", () => {
    let channelId: string;
    let phoneNumberId: string;
    beforeAll(async () => {
      phoneNumberId = `77${numbers}${process.pid}`;
      const channel = await env.domain.channels.create(ctx, {
        type: "WHATSAPP",
        name: "Cloud paced",
        phone: number(),
        provider: "WHATSAPP_CLOUD",
        externalId: phoneNumberId,
        enforceServiceWindow: false,
        throughputPerSecond: 5,
        recipientGapSeconds: 1,
      });
      channelId = channel.id;
    });
    const cloudChat = async () => {
      const phone = number();
      fake.openWindow(phone);
      return { chatId: await chatOn(channelId, phone), phone };
    };

    it("three messages to one recipient: none meets the pair rate limit (131056), all sent at least 1 s apart", async () => {
      const { chatId, phone } = await cloudChat();
      for (const t of ["a", "b", "c"]) await env.domain.messages.send(ctx, chatId, text(t));
      await waitForStatuses(env, ctx, chatId, (s) => s.length === 3 && s.every(done), 30_000);
      const times = fake
        .sent()
        .filter((s) => s.body.to === phone)
        .map((s) => s.at);
      expect(times).toHaveLength(3);
      for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(1_000);
      expect(fake.throttled().filter((t) => t.to === phone && t.code === 131056)).toEqual([]);
    });

    it("twelve messages to twelve recipients at the number's limit: all sent, none FAILED (a throttle, if the fake saw one, was retried)", async () => {
      const chats = await Promise.all(Array.from({ length: 12 }, () => cloudChat()));
      for (const { chatId } of chats) await env.domain.messages.send(ctx, chatId, text("hello"));
      for (const { chatId } of chats) await waitForStatuses(env, ctx, chatId, (s) => s.length === 1 && s.every(done), 60_000);
      const phones = new Set(chats.map((c) => c.phone));
      const accepted = fake.sent().filter((s) => phones.has(String(s.body.to)));
      expect(accepted).toHaveLength(12);
      expect(mostInOneSecond(accepted.map((s) => s.at))).toBeLessThanOrEqual(5);
    });

    it("130429 with Retry-After is waited out and the message is SENT, with no error code", async () => {
      const { chatId, phone } = await cloudChat();
      fake.throttleNext(2, 1);
      const { id } = await env.domain.messages.send(ctx, chatId, text("through the throttle"));
      await waitForStatuses(env, ctx, chatId, (s) => s.length === 1 && s.every(done), 30_000);
      expect(fake.throttled().filter((t) => t.to === phone && t.code === 130429)).toHaveLength(2);
      const [message] = await messagesOf(env, ctx, chatId);
      expect(message).toMatchObject({ id, status: "SENT" });
      expect(message).not.toHaveProperty("errorCode");
      // Waited as told: the accepted send came at least 1 s after the first throttle.
      const throttledAt = fake.throttled().find((t) => t.to === phone)!.at;
      expect(fake.sent().find((s) => s.body.to === phone)!.at - throttledAt).toBeGreaterThanOrEqual(1_000);
    });
  });
});
