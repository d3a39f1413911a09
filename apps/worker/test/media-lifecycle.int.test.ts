import { Readable } from "node:stream";
import type { Context } from "@crm/domain";
import { MongoClient, type Db } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatOn, startMessagingWorkers, waitForStatuses, type MessagingWorkers } from "./support/messaging-env";
import { testDomain, type TestDomain } from "./support/test-domain";

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40_000, 5)]);

describe("media lifecycle: deleted with the last message naming it, on DELETE, or when an upload expires unnamed (bytes too)", () => {
  let env: TestDomain;
  let workers: MessagingWorkers;
  let ctx: Context;
  let client: MongoClient;
  let db: Db;
  beforeAll(async () => {
    env = await testDomain("media-life");
    workers = await startMessagingWorkers(env, { mediaExpirySweepMs: 200 }, "media-life");
    ctx = await env.project();
    client = await MongoClient.connect(env.mongo.uri);
    db = client.db(env.mongo.dbName);
  });
  afterAll(async () => {
    await client?.close();
    await workers?.stop();
    await env?.close();
  });

  const upload = async (name: string) => (await env.domain.media.upload(ctx, { content: Readable.from([png]), filename: name })).id;
  const sendImage = async (chatId: string, mediaId: string) => {
    await env.domain.messages.send(ctx, chatId, { type: "IMAGE", content: { mediaId } });
    await waitForStatuses(env, ctx, chatId, (statuses) => statuses.every((status) => status === "READ"));
  };
  const recordGone = async (id: string) =>
    env.domain.media.get(ctx, id).then(
      () => false,
      (error: { status?: number }) => error.status === 404,
    );
  const bytesStored = async (id: string) => (await db.collection("media.files").countDocuments({ _id: id as never })) > 0;
  const deletedEvents = async () =>
    (await env.domain.events.list(ctx, { types: ["media.deleted"] })).map((e) => (e.data as { id: string }).id);

  it("a channel's delete takes the media only its messages named; the last delete naming it takes the rest, bytes included", async () => {
    const shared = await upload("shared.png");
    const own = await upload("own.png");
    const first = await chatOn(env, ctx);
    const second = await chatOn(env, ctx);
    await sendImage(first.chatId, shared);
    await sendImage(first.chatId, own);
    await sendImage(second.chatId, shared);

    await env.domain.channels.remove(ctx, first.channelId);
    expect(await recordGone(own)).toBe(true);
    expect(await deletedEvents()).toEqual([own]);
    await expect.poll(() => bytesStored(own), { timeout: 10_000, interval: 50 }).toBe(false);
    expect(await recordGone(shared)).toBe(false);
    expect(await bytesStored(shared)).toBe(true);

    await env.domain.channels.remove(ctx, second.channelId);
    expect(await recordGone(shared)).toBe(true);
    expect(await deletedEvents()).toEqual([own, shared]);
    await expect.poll(() => bytesStored(shared), { timeout: 10_000, interval: 50 }).toBe(false);
  });

  it("DELETE of an upload no message names removes its record at once and its bytes right after", async () => {
    const spare = await upload("spare.png");
    await env.domain.media.remove(ctx, spare);
    expect(await recordGone(spare)).toBe(true);
    await expect.poll(() => bytesStored(spare), { timeout: 10_000, interval: 50 }).toBe(false);
  });

  it("the scheduled sweep deletes an upload no message named by its expiry; a named one loses its expiry and stays", async () => {
    const unnamed = await upload("unnamed.png");
    const named = await upload("named.png");
    const { chatId } = await chatOn(env, ctx);
    await sendImage(chatId, named);
    // As if the 30 days had passed: the sweep (every 200 ms here) finds both due.
    await db
      .collection("media")
      .updateMany({ _id: { $in: [unnamed, named] as never[] } }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await expect.poll(() => recordGone(unnamed), { timeout: 10_000, interval: 50 }).toBe(true);
    await expect.poll(() => bytesStored(unnamed), { timeout: 10_000, interval: 50 }).toBe(false);
    await expect
      .poll(async () => (await db.collection("media").findOne({ _id: named as never }))?.expiresAt, { timeout: 10_000 })
      .toBeUndefined();
    expect(await recordGone(named)).toBe(false);
    expect(await bytesStored(named)).toBe(true);
  });
});
