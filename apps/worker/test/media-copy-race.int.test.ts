import { Readable } from "node:stream";
import type { Context } from "@crm/domain";
import { parseWhatsAppWebhook } from "@crm/providers";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messagesOf } from "./support/messaging-env";
import { testDomain, type TestDomain } from "./support/test-domain";

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(50_000, 3)]);

// No workers here: the copy step runs by hand, so nothing else removes what it stores.
describe("an inbound media copy that finishes after its message was deleted leaves no bytes behind", () => {
  let env: TestDomain;
  let ctx: Context;
  let client: MongoClient;
  beforeAll(async () => {
    env = await testDomain("media-copy-race", undefined, {
      channelWebhooks: { WHATSAPP_CLOUD: (_channel, request) => parseWhatsAppWebhook(request.json()) },
    });
    ctx = await env.project();
    client = await MongoClient.connect(env.mongo.uri);
  });
  afterAll(async () => {
    await client?.close();
    await env?.close();
  });

  it("the contact is deleted while the file is fetched: the stored copy is removed, the media stays gone", async () => {
    const channelId = (
      await env.domain.channels.create(ctx, {
        type: "WHATSAPP",
        name: "Cloud",
        phone: "5511955550200",
        provider: "WHATSAPP_CLOUD",
        externalId: "30987654321",
        enforceServiceWindow: false,
      })
    ).id;
    const body = {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "WABA3",
          changes: [
            {
              field: "messages",
              value: { messages: [{ id: "wamid.RACE-1", from: "5511944440301", type: "image", image: { id: "media.X" } }] },
            },
          ],
        },
      ],
    };
    await env.domain.messaging.inbound.receiveWebhook(channelId, {
      headers: {},
      rawBody: Buffer.from(JSON.stringify(body)),
      json: () => body,
    });
    const chat = (await env.domain.chats.list(ctx, { filters: [], logic: "AND", sort: [], limit: 10 })).data[0] as {
      id: string;
      contactId: string;
    };
    const mediaId = (await messagesOf(env, ctx, chat.id))[0]!.content.mediaId as string;
    expect((await env.domain.media.get(ctx, mediaId)).status).toBe("PENDING");

    await env.domain.media.copyInbound(
      ctx.projectId,
      mediaId,
      async () => {
        await env.domain.contacts.remove(ctx, chat.contactId);
        return { mimeType: "image/jpeg", content: Readable.from([jpeg]) };
      },
      false,
    );
    await expect(env.domain.media.get(ctx, mediaId)).rejects.toMatchObject({ status: 404 });
    const db = client.db(env.mongo.dbName);
    expect(await db.collection("media.files").countDocuments({ _id: mediaId as never })).toBe(0);
    expect(await db.collection("media.chunks").countDocuments({ files_id: mediaId })).toBe(0);
  });
});
