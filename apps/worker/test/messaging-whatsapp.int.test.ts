import type { Context } from "@crm/domain";
import { createWhatsAppCloudProvider, createWhatsAppTemplateCatalog } from "@crm/providers";
import { startFakeWhatsAppCloud, type FakeWhatsAppCloud } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatOn, messagesOf, startMessagingWorkers, waitForStatuses, type MessagingWorkers } from "./support/messaging-env";
import { testDomain, type TestDomain } from "./support/test-domain";

const text = (t: string) => ({ type: "TEXT", content: { text: t } });
const settled = (s: string[], n: number) => s.length === n && s.every((x) => x === "READ" || x === "FAILED" || x === "SENT");

describe("WhatsApp's rules through the worker: typed failures, templates (DEV simulator and the WhatsApp Cloud adapter)", () => {
  let env: TestDomain;
  let workers: MessagingWorkers;
  let fake: FakeWhatsAppCloud;
  let ctx: Context;
  beforeAll(async () => {
    fake = await startFakeWhatsAppCloud({ pageSize: 2 });
    const graph = { accessToken: fake.accessToken, graphUrl: fake.graphUrl };
    env = await testDomain("wa-rules", undefined, { templateCatalogs: { WHATSAPP_CLOUD: createWhatsAppTemplateCatalog(graph) } });
    workers = await startMessagingWorkers(env, { maxAttempts: 2, channels: { WHATSAPP_CLOUD: createWhatsAppCloudProvider(graph) } });
    ctx = await env.project();
  });
  afterAll(async () => {
    await workers?.stop();
    await env?.close();
    await fake?.close();
  });

  it("DEV fails on demand with the asked error code and WhatsApp's number, in the record and its message.status event", async () => {
    const { chatId } = await chatOn(env, ctx);
    const unreachable = await env.domain.messages.send(ctx, chatId, text("hello #fail:RECIPIENT_UNREACHABLE"));
    const plain = await env.domain.messages.send(ctx, chatId, text("hello #fail"));
    await waitForStatuses(env, ctx, chatId, (s) => s.length === 2 && s.every((x) => x === "FAILED"));
    const byId = Object.fromEntries((await messagesOf(env, ctx, chatId)).map((m) => [m.id, m]));
    expect(byId[unreachable.id]).toMatchObject({ status: "FAILED", errorCode: "RECIPIENT_UNREACHABLE", providerCode: 131026 });
    expect(byId[plain.id]).toMatchObject({ status: "FAILED", errorCode: "PROVIDER_ERROR", providerCode: 131000 });
    const events = await env.domain.events.list(ctx, { types: ["message.status"], limit: 100 });
    const failed = events.find((e) => e.data.id === unreachable.id && e.data.status === "FAILED");
    expect(failed?.data.record).toMatchObject({ errorCode: "RECIPIENT_UNREACHABLE", providerCode: 131026 });
  });

  it("DEV sends an approved template with its parameters", async () => {
    const { chatId, channelId } = await chatOn(env, ctx);
    await env.domain.templates.create(ctx, channelId, {
      name: "order_shipped",
      language: "en",
      category: "UTILITY",
      components: [{ type: "BODY", text: "Hi {{1}}, order {{2}} shipped." }],
    });
    await env.domain.messages.send(ctx, chatId, {
      type: "TEMPLATE",
      content: { name: "order_shipped", language: "en", parameters: { body: ["Ada", "42"] } },
    });
    await waitForStatuses(env, ctx, chatId, (s) => s[0] === "READ");
  });

  describe("WhatsApp Cloud (local fake Graph API)", () => {
    let channelId: string;
    beforeAll(async () => {
      const channel = await env.domain.channels.create(ctx, {
        type: "WHATSAPP",
        name: "Cloud",
        phone: "5511955550000",
        provider: "WHATSAPP_CLOUD",
        externalId: "10987654321",
        businessAccountId: "WABA1",
        // The provider refuses outside the window: the domain lets it through here to show how that failure reads.
        enforceServiceWindow: false,
      });
      channelId = channel.id;
    });
    const chatTo = async (phone: string) => (await env.domain.chats.create(ctx, { channelId, phone })).id;

    it("a free-form message outside the window FAILS with OUTSIDE_SERVICE_WINDOW / 131047; inside it, it is sent", async () => {
      const closed = await chatTo("5511944440001");
      await env.domain.messages.send(ctx, closed, text("Hi"));
      await waitForStatuses(env, ctx, closed, (s) => s[0] === "FAILED");
      expect((await messagesOf(env, ctx, closed))[0]).toMatchObject({ errorCode: "OUTSIDE_SERVICE_WINDOW", providerCode: 131047 });

      fake.openWindow("5511944440002");
      const open = await chatTo("5511944440002");
      await env.domain.messages.send(ctx, open, text("Hi"));
      await waitForStatuses(env, ctx, open, (s) => s[0] === "SENT");
    });

    it("an unreachable number FAILS with RECIPIENT_UNREACHABLE / 131026", async () => {
      fake.openWindow("5511944440003");
      fake.unreachable("5511944440003");
      const chatId = await chatTo("5511944440003");
      await env.domain.messages.send(ctx, chatId, text("Hi"));
      await waitForStatuses(env, ctx, chatId, (s) => s[0] === "FAILED");
      expect((await messagesOf(env, ctx, chatId))[0]).toMatchObject({ errorCode: "RECIPIENT_UNREACHABLE", providerCode: 131026 });
    });

    it("submits a template for review, syncs WhatsApp's verdict, and sends it in the Graph API's template form", async () => {
      const created = await env.domain.templates.create(ctx, channelId, {
        name: "welcome_back",
        language: "pt_BR",
        category: "MARKETING",
        components: [
          { type: "HEADER", format: "TEXT", text: "Oi {{1}}" },
          { type: "BODY", text: "Temos {{1}} para {{2}}." },
        ],
      });
      expect(created).toMatchObject({ status: "PENDING" });
      const chatId = await chatTo("5511944440004");
      const send = () =>
        env.domain.messages.send(ctx, chatId, {
          type: "TEMPLATE",
          content: { name: "welcome_back", language: "pt_BR", parameters: { header: ["Ada"], body: ["novidades", "você"] } },
        });
      await expect(send()).rejects.toMatchObject({ errorCode: "TEMPLATE_NOT_APPROVED", status: 422 });

      fake.setTemplates(
        "WABA1",
        fake.templates("WABA1").map((t) => ({ ...t, status: "APPROVED" })),
      );
      expect(await env.domain.templates.sync(ctx, channelId)).toEqual({ created: 0, updated: 1, removed: 0, total: 1 });
      await send();
      await waitForStatuses(env, ctx, chatId, (s) => settled(s, 1));
      expect((await messagesOf(env, ctx, chatId))[0]).toMatchObject({ status: "SENT" });
      expect(fake.sent().at(-1)?.body).toMatchObject({
        type: "template",
        to: "5511944440004",
        template: {
          name: "welcome_back",
          language: { code: "pt_BR" },
          components: [
            { type: "header", parameters: [{ type: "text", text: "Ada" }] },
            {
              type: "body",
              parameters: [
                { type: "text", text: "novidades" },
                { type: "text", text: "você" },
              ],
            },
          ],
        },
      });
    });
  });
});
