import { Readable } from "node:stream";
import type { Context } from "@crm/domain";
import { createWhatsAppCloudProvider, parseWhatsAppWebhook } from "@crm/providers";
import { startFakeWhatsAppCloud, type FakeWhatsAppCloud } from "@crm/testing";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_COPY_ATTEMPTS, mediaCopyJobId } from "../src/media/media-consumers";
import { chatOn, messagesOf, startMessagingWorkers, waitForStatuses, type MessagingWorkers } from "./support/messaging-env";
import { testDomain, type TestDomain } from "./support/test-domain";

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300_000, 7)]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(70_000, 3)]);

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("media messages through the worker (DEV simulator and the WhatsApp Cloud adapter against the local fake)", () => {
  let env: TestDomain;
  let workers: MessagingWorkers;
  let fake: FakeWhatsAppCloud;
  let ctx: Context;
  let channelId: string;
  beforeAll(async () => {
    fake = await startFakeWhatsAppCloud();
    const graph = { accessToken: fake.accessToken, graphUrl: fake.graphUrl };
    env = await testDomain("wa-media", undefined, {
      // The signature check is the API's (apps/api channel-webhooks.ts); here the body is read as WhatsApp sends it.
      channelWebhooks: { WHATSAPP_CLOUD: (_channel, request) => parseWhatsAppWebhook(request.json()) },
    });
    workers = await startMessagingWorkers(
      env,
      { maxAttempts: 2, mediaCopyBackoffMs: 20, channels: { WHATSAPP_CLOUD: createWhatsAppCloudProvider(graph) } },
      "wa-media",
    );
    ctx = await env.project();
    channelId = (
      await env.domain.channels.create(ctx, {
        type: "WHATSAPP",
        name: "Cloud",
        phone: "5511955550100",
        provider: "WHATSAPP_CLOUD",
        externalId: "20987654321",
        businessAccountId: "WABA2",
        // The fake enforces the 24 h window itself (openWindow); the domain lets the sends through to it.
        enforceServiceWindow: false,
      })
    ).id;
  });
  afterAll(async () => {
    await workers?.stop();
    await env?.close();
    await fake?.close();
  });

  const upload = (bytes: Buffer, filename: string) => env.domain.media.upload(ctx, { content: Readable.from([bytes]), filename });
  const inbound = (message: Record<string, unknown>) => {
    const body = {
      object: "whatsapp_business_account",
      entry: [{ id: "WABA2", changes: [{ field: "messages", value: { messages: [message] } }] }],
    };
    const rawBody = Buffer.from(JSON.stringify(body));
    return env.domain.messaging.inbound.receiveWebhook(channelId, { headers: {}, rawBody, json: () => body });
  };

  it("DEV delivers an IMAGE sent by mediaId; the media must be the project's and of the message's kind", async () => {
    const { chatId } = await chatOn(env, ctx);
    const media = await upload(png, "photo.png");
    const sent = await env.domain.messages.send(ctx, chatId, { type: "IMAGE", content: { mediaId: media.id, caption: "The photo" } });
    await waitForStatuses(env, ctx, chatId, (s) => s[0] === "READ");
    expect((await workers.stats()).accepted).toContain(sent.id);

    await expect(env.domain.messages.send(ctx, chatId, { type: "AUDIO", content: { mediaId: media.id } })).rejects.toMatchObject({
      status: 400,
      errors: [expect.objectContaining({ field: "content.mediaId", code: "media_kind_mismatch" })],
    });
    await expect(
      env.domain.messages.send(ctx, chatId, { type: "IMAGE", content: { mediaId: media.id, url: "https://example.com/a.png" } }),
    ).rejects.toMatchObject({ status: 400 });
    const other = await env.project("Other");
    const { chatId: otherChat } = await chatOn(env, other);
    await expect(env.domain.messages.send(other, otherChat, { type: "IMAGE", content: { mediaId: media.id } })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("WhatsApp Cloud uploads the stored bytes to the Graph API's media endpoint and sends the message by WhatsApp's media id", async () => {
    fake.openWindow("5511944440101");
    const chatId = (await env.domain.chats.create(ctx, { channelId, phone: "5511944440101" })).id;
    const media = await upload(png, "photo.png");
    await env.domain.messages.send(ctx, chatId, { type: "IMAGE", content: { mediaId: media.id, caption: "The photo" } });
    await waitForStatuses(env, ctx, chatId, (s) => s[0] === "SENT");
    const body = fake.sent().at(-1)!.body as { type: string; image: { id: string; caption: string } };
    expect(body.type).toBe("image");
    expect(body.image.caption).toBe("The photo");
    const received = fake.media(body.image.id);
    expect(received?.mimeType).toBe("image/png");
    expect(received?.bytes.equals(png)).toBe(true);
  });

  it("the upload streams: WhatsApp receives the first bytes before the rest is read from storage, and exactly the file", async () => {
    const provider = createWhatsAppCloudProvider({ accessToken: fake.accessToken, graphUrl: fake.graphUrl });
    fake.openWindow("5511944440108");
    const first = Buffer.alloc(256 * 1024, 1);
    const rest = Buffer.alloc(3 * 1024 * 1024, 2);
    const file = Buffer.concat([png.subarray(0, 8), first, rest]);
    const before = fake.uploadBytesReceived();
    // The rest is produced only once the fake has received the first part: an adapter reading the
    // whole file before sending would wait here for good (and the test time out).
    async function* source() {
      yield Buffer.concat([png.subarray(0, 8), first]);
      await expect.poll(() => fake.uploadBytesReceived() - before, { timeout: 10_000, interval: 10 }).toBeGreaterThan(first.length);
      yield rest;
    }
    await provider.send({
      messageId: "m-stream",
      channel: { id: "c", phone: "5511955550100", externalId: "20987654321" },
      to: "5511944440108",
      type: "IMAGE",
      content: { mediaId: "any" },
      media: { mimeType: "image/png", size: file.length, filename: "big.png", open: () => Readable.from(source()) },
    });
    const sent = fake.sent().at(-1)!.body as { image: { id: string } };
    expect(fake.media(sent.image.id)?.bytes.equals(file)).toBe(true);
  });

  it("the fake Graph API enforces WhatsApp's media limits: a 6 MiB image is refused with 131053 (MEDIA_REJECTED)", async () => {
    const provider = createWhatsAppCloudProvider({ accessToken: fake.accessToken, graphUrl: fake.graphUrl });
    fake.openWindow("5511944440109");
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const send = provider.send({
      messageId: "m-big",
      channel: { id: "c", phone: "5511955550100", externalId: "20987654321" },
      to: "5511944440109",
      type: "IMAGE",
      content: { mediaId: "any" },
      media: { mimeType: "image/png", size: big.length, open: () => Readable.from([big]) },
    });
    await expect(send).rejects.toMatchObject({ retryable: false, errorCode: "MEDIA_REJECTED", providerCode: 131053 });
  });

  it("inbound WhatsApp media is copied into storage: the message names our mediaId, the bytes match", async () => {
    const providerMediaId = fake.addMedia(jpeg, "image/jpeg");
    await inbound({
      id: "wamid.MEDIA-IN-1",
      from: "5511944440102",
      type: "image",
      image: { id: providerMediaId, mime_type: "image/jpeg", caption: "My receipt" },
    });
    const chat = (await env.domain.chats.list(ctx, { filters: [], logic: "AND", sort: [], limit: 100 })).data.find(
      (c) => (c as { phone: string }).phone === "5511944440102",
    ) as { id: string };
    const [message] = await messagesOf(env, ctx, chat.id);
    expect(message).toMatchObject({ direction: "INBOUND", content: { caption: "My receipt", mediaId: expect.any(String) } });
    const mediaId = message!.content.mediaId as string;
    await expect.poll(async () => (await env.domain.media.get(ctx, mediaId)).status, { timeout: 20_000, interval: 50 }).toBe("STORED");
    expect(await env.domain.media.get(ctx, mediaId)).toMatchObject({ kind: "IMAGE", mimeType: "image/jpeg", size: jpeg.length });
    expect((await bytesOf((await env.domain.media.download(ctx, mediaId)).open())).equals(jpeg)).toBe(true);
  });

  it("deleting the contact deletes its inbound media: the record at once, the copied bytes after it", async () => {
    const providerMediaId = fake.addMedia(jpeg, "image/jpeg");
    await inbound({
      id: "wamid.MEDIA-IN-3",
      from: "5511944440104",
      type: "image",
      image: { id: providerMediaId, mime_type: "image/jpeg" },
    });
    const chat = (await env.domain.chats.list(ctx, { filters: [], logic: "AND", sort: [], limit: 100 })).data.find(
      (c) => (c as { phone: string }).phone === "5511944440104",
    ) as { id: string; contactId: string };
    const mediaId = (await messagesOf(env, ctx, chat.id))[0]!.content.mediaId as string;
    await expect.poll(async () => (await env.domain.media.get(ctx, mediaId)).status, { timeout: 20_000, interval: 50 }).toBe("STORED");
    const client = await MongoClient.connect(env.mongo.uri);
    try {
      const files = client.db(env.mongo.dbName).collection("media.files");
      expect(await files.countDocuments({ _id: mediaId as never })).toBe(1);
      await env.domain.contacts.remove(ctx, chat.contactId);
      await expect(env.domain.media.get(ctx, mediaId)).rejects.toMatchObject({ status: 404 });
      await expect.poll(() => files.countDocuments({ _id: mediaId as never }), { timeout: 10_000, interval: 50 }).toBe(0);
    } finally {
      await client.close();
    }
  });

  it("inbound media that cannot be fetched: the message is kept, the media FAILED with the reason after a bounded number of tries", async () => {
    await inbound({
      id: "wamid.MEDIA-IN-2",
      from: "5511944440103",
      type: "document",
      document: { id: "media.GONE", filename: "quote.pdf" },
    });
    const chat = (await env.domain.chats.list(ctx, { filters: [], logic: "AND", sort: [], limit: 100 })).data.find(
      (c) => (c as { phone: string }).phone === "5511944440103",
    ) as { id: string };
    const [message] = await messagesOf(env, ctx, chat.id);
    expect(message).toMatchObject({ direction: "INBOUND", content: { filename: "quote.pdf", mediaId: expect.any(String) } });
    const mediaId = message!.content.mediaId as string;
    await expect.poll(async () => (await env.domain.media.get(ctx, mediaId)).status, { timeout: 30_000, interval: 100 }).toBe("FAILED");
    expect((await env.domain.media.get(ctx, mediaId)).error).toMatch(/404/);
    await expect(env.domain.media.download(ctx, mediaId)).rejects.toMatchObject({ status: 409, errorCode: "MEDIA_NOT_STORED" });
    // The job ended on its last try (completed: the step recorded the failure), so nothing waits on it.
    const { Queue } = await import("bullmq");
    const queue = new Queue("media", { connection: workers.redis.connection(), prefix: workers.redis.prefix });
    const job = await queue.getJob(mediaCopyJobId(mediaId));
    expect(await job?.getState()).toBe("completed");
    expect(job?.attemptsMade).toBe(MEDIA_COPY_ATTEMPTS);
    await queue.close();
  });
});
