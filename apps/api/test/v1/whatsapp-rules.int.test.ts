import { createWhatsAppTemplateCatalog } from "@crm/providers";
import { startFakeWhatsAppCloud, type FakeWhatsAppCloud } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProjectWithReadKey } from "../support/fixtures/project";
import { expectError, expectErrorBody, ISO, type Envelope, type ErrorBody } from "../support/http-shapes";
import { callAs, startTestApi, type KeyedCall, type TestApi } from "../support/test-api";

interface Channel {
  id: string;
  provider: string;
  enforceServiceWindow: boolean;
  webhookSecret: string;
}
interface Chat {
  id: string;
  serviceWindowEndsAt: string | null;
}
interface Template {
  id: string;
  channelId: string;
  name: string;
  language: string;
  category: string;
  components: Array<{ type: string; text?: string; format?: string }>;
  status: string;
}

let phones = 0;
const newPhone = () => `55219${String(++phones).padStart(8, "0")}`;
const body = (text: string) => [{ type: "BODY", text }];
const numbered = (n: number) => Array.from({ length: n }, (_, i) => `{{${i + 1}}}`).join(" ");

describe("WhatsApp as it behaves: the service window and templates (real HTTP)", () => {
  let api: TestApi;
  let fake: FakeWhatsAppCloud;
  let call: KeyedCall;
  let readOnly: KeyedCall;
  let other: KeyedCall;
  let dev: Channel;

  const createChannel = async (as: KeyedCall, extra: Record<string, unknown> = {}) => {
    const res = await as<Channel>("POST", "/v1/channels", { type: "WHATSAPP", name: "Line", phone: newPhone(), ...extra });
    expect(res.status).toBe(201);
    return res.body;
  };
  const startChat = async (channelId: string) => (await call<Chat>("POST", "/v1/chats", { channelId, phone: newPhone() })).body;
  const inbound = (channel: Channel, from: string, id: string) =>
    api.request("POST", `/webhooks/channels/${channel.id}`, {
      body: { event: "message", messageId: id, from, type: "TEXT", content: { text: "hi" } },
      headers: { "x-channel-secret": channel.webhookSecret },
    });
  const createTemplate = (channelId: string, template: Record<string, unknown>, as: KeyedCall = call) =>
    as<Template>("POST", `/v1/channels/${channelId}/templates`, { language: "en", category: "UTILITY", ...template });
  const send = (chatId: string, message: unknown) => call("POST", `/v1/chats/${chatId}/messages`, message);
  const sendTemplate = (chatId: string, content: Record<string, unknown>) =>
    send(chatId, { type: "TEMPLATE", content: { language: "en", ...content } });

  beforeAll(async () => {
    fake = await startFakeWhatsAppCloud({ pageSize: 2 });
    api = await startTestApi({
      name: "wa-rules",
      domain: {
        templateCatalogs: { WHATSAPP_CLOUD: createWhatsAppTemplateCatalog({ accessToken: fake.accessToken, graphUrl: fake.graphUrl }) },
      },
    });
    const project = await createProjectWithReadKey(api, "WhatsApp");
    call = callAs(api, project.key);
    readOnly = callAs(api, project.readKey);
    other = callAs(api, (await createProjectWithReadKey(api, "Other")).key);
    dev = await createChannel(call);
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
  });

  describe("the 24 h service window", () => {
    it("channels enforce it by default on WhatsApp Cloud, not on DEV; it is settable on create and PATCH", async () => {
      expect(dev.enforceServiceWindow).toBe(false);
      const cloud = await createChannel(call, { provider: "WHATSAPP_CLOUD", externalId: "1001" });
      expect(cloud.enforceServiceWindow).toBe(true);
      expect((await createChannel(call, { enforceServiceWindow: true })).enforceServiceWindow).toBe(true);
      expect((await call("PATCH", `/v1/channels/${cloud.id}`, { enforceServiceWindow: false })).status).toBe(204);
      expect((await call<Channel>("GET", `/v1/channels/${cloud.id}`)).body.enforceServiceWindow).toBe(false);
      const listed = await call<Envelope<Channel>>("GET", `/v1/channels?enforceServiceWindow=false&id=${cloud.id}`);
      expect(listed.body.data.map((c) => c.id)).toEqual([cloud.id]);
      expectError(await call("PATCH", `/v1/channels/${cloud.id}`, { enforceServiceWindow: "yes" }), 400, "VALIDATION_ERROR");
    });

    it("a chat's window is null until the contact writes, then ends 24 h after their last message", async () => {
      const chat = await startChat(dev.id);
      expect(chat.serviceWindowEndsAt).toBeNull();
      const phone = newPhone();
      const before = Date.now();
      expect((await inbound(dev, phone, `in-${phone}`)).status).toBe(200);
      const [opened] = (await call<Envelope<Chat & { phone: string }>>("GET", `/v1/chats?phone=${phone}`)).body.data;
      expect(opened!.serviceWindowEndsAt).toMatch(ISO);
      const ends = Date.parse(opened!.serviceWindowEndsAt!);
      expect(ends).toBeGreaterThanOrEqual(before + 24 * 3600_000);
      expect(ends).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    });

    it("an enforcing channel refuses free-form messages while the window is closed (422), takes templates, and everything once the contact wrote", async () => {
      const strict = await createChannel(call, { enforceServiceWindow: true });
      const chat = await startChat(strict.id);
      const refused = await send(chat.id, { type: "TEXT", content: { text: "Hello?" } });
      expect(refused.status).toBe(422);
      expectErrorBody(refused.body, 422, "OUTSIDE_SERVICE_WINDOW");
      expect((await call<Envelope<unknown>>("GET", `/v1/chats/${chat.id}/messages`)).body.total).toBe(0);

      expect((await createTemplate(strict.id, { name: "hello", components: body("Hello!") })).status).toBe(201);
      expect((await sendTemplate(chat.id, { name: "hello" })).status).toBe(201);

      const phone = newPhone();
      await inbound(strict, phone, `in-${phone}`);
      const [open] = (await call<Envelope<Chat>>("GET", `/v1/chats?phone=${phone}&channelId=${strict.id}`)).body.data;
      expect((await send(open!.id, { type: "TEXT", content: { text: "Welcome back" } })).status).toBe(201);
    });

    it("send-by-phone follows the same rule: TEXT refused with nothing created; its TEMPLATE method sends templates", async () => {
      const strict = await createChannel(call, { enforceServiceWindow: true });
      const phone = newPhone();
      const refused = await call("POST", "/v1/messages/send-by-phone", { phone, channelId: strict.id, messages: ["Hi"] });
      expectError(refused, 422, "OUTSIDE_SERVICE_WINDOW");
      expect((await call<Envelope<unknown>>("GET", `/v1/chats?phone=${phone}`)).body.total).toBe(0);

      await createTemplate(strict.id, { name: "intro", language: "pt_BR", components: body("Olá!") });
      const sent = await call<{ chatId: string }>("POST", "/v1/messages/send-by-phone", {
        phone,
        channelId: strict.id,
        method: "TEMPLATE",
        language: "pt_BR",
        messages: ["intro"],
      });
      expect(sent.status).toBe(201);
      const listed = await call<Envelope<{ type: string; content: unknown }>>("GET", `/v1/chats/${sent.body.chatId}/messages`);
      expect(listed.body.data).toMatchObject([{ type: "TEMPLATE", content: { name: "intro", language: "pt_BR" } }]);
      expectError(
        await call("POST", "/v1/messages/send-by-phone", { phone, channelId: strict.id, method: "TEMPLATE", messages: ["nope"] }),
        404,
        "NOT_FOUND",
      );
    });
  });

  describe("templates", () => {
    it("creates (DEV approves at once), reads, lists with filters and deletes a channel's template", async () => {
      const created = await createTemplate(dev.id, {
        name: "order_shipped",
        components: [
          { type: "HEADER", format: "TEXT", text: "Order {{1}}" },
          { type: "BODY", text: "Hi {{1}}, your order {{2}} shipped." },
          { type: "FOOTER", text: "Acme" },
        ],
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        projectId: expect.any(String),
        channelId: dev.id,
        name: "order_shipped",
        language: "en",
        category: "UTILITY",
        components: [
          { type: "HEADER", format: "TEXT", text: "Order {{1}}" },
          { type: "BODY", text: "Hi {{1}}, your order {{2}} shipped." },
          { type: "FOOTER", text: "Acme" },
        ],
        status: "APPROVED",
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      const path = `/v1/channels/${dev.id}/templates/${created.body.id}`;
      expect((await readOnly("GET", path)).body).toEqual(created.body);
      const listed = await call<Envelope<Template>>("GET", `/v1/channels/${dev.id}/templates?name=order_shipped&status=APPROVED`);
      expect(listed.body.data).toEqual([created.body]);
      expectError(await createTemplate(dev.id, { name: "order_shipped", components: body("again") }), 409, "DUPLICATE");
      expect((await createTemplate(dev.id, { name: "order_shipped", language: "es", components: body("otra vez") })).status).toBe(201);
      expectError(await readOnly("DELETE", path), 403, "FORBIDDEN");
      expect((await call("DELETE", path)).status).toBe(204);
      expectError(await call("GET", path), 404, "NOT_FOUND");
    });

    it("refuses bad templates with a 400 naming the field, never a 500", async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: "x".repeat(513), components: body("hi") }, "name"],
        [{ name: "Has Capitals", components: body("hi") }, "name"],
        [{ name: "ok", language: "english", components: body("hi") }, "language"],
        [{ name: "ok", category: "SPAM", components: body("hi") }, "category"],
        [{ name: "ok", components: [] }, "components"],
        [{ name: "ok", components: [{ type: "FOOTER", text: "no body" }] }, "components"],
        [{ name: "ok", components: body("{{1}} and {{3}}") }, "components.0.text"],
        [{ name: "ok", components: [{ type: "HEADER", text: "{{1}} {{2}}" }, ...body("hi")] }, "components.0.text"],
        [{ name: "ok", components: [{ type: "BODY", text: "x".repeat(1025) }] }, "components.0.text"],
        [{ name: "ok", components: [{ type: "BODY", text: 7 }] }, "components.0.text"],
        [{ name: "ok", components: body("hi"), status: "APPROVED" }, "status"],
        [{ name: { $ne: null }, components: body("hi") }, "name"],
      ];
      for (const [input, field] of cases) {
        const res = await createTemplate(dev.id, input);
        expect({ input, status: res.status }).toEqual({ input, status: 400 });
        expect(expectErrorBody(res.body, 400, "VALIDATION_ERROR").errors?.map((e) => e.field)).toContain(field);
      }
      expectError(await call("GET", `/v1/channels/${dev.id}/templates?name[$ne]=x`), 400, "VALIDATION_ERROR");
    });

    it("another project's channel or template answers 404, and so does a template of another channel", async () => {
      const theirs = await createChannel(other);
      const theirTemplate = (await createTemplate(theirs.id, { name: "theirs", components: body("hi") }, other)).body;
      expectError(await call("GET", `/v1/channels/${theirs.id}/templates`), 404, "NOT_FOUND");
      expectError(await createTemplate(theirs.id, { name: "mine", components: body("hi") }), 404, "NOT_FOUND");
      expectError(await call("GET", `/v1/channels/${dev.id}/templates/${theirTemplate.id}`), 404, "NOT_FOUND");
      expectError(await call("DELETE", `/v1/channels/${theirs.id}/templates/${theirTemplate.id}`), 404, "NOT_FOUND");
      const second = await createChannel(call);
      const ours = (await createTemplate(second.id, { name: "second", components: body("hi") })).body;
      expectError(await call("GET", `/v1/channels/${dev.id}/templates/${ours.id}`), 404, "NOT_FOUND");
      expect((await other<Envelope<Template>>("GET", `/v1/channels/${theirs.id}/templates`)).body.data.map((t) => t.id)).toEqual([
        theirTemplate.id,
      ]);
    });
  });

  describe("TEMPLATE messages", () => {
    let chatId: string;
    beforeAll(async () => {
      chatId = (await startChat(dev.id)).id;
      await createTemplate(dev.id, { name: "eleven", components: body(numbered(11)) });
      await createTemplate(dev.id, { name: "with_header", components: [{ type: "HEADER", text: "Order {{1}}" }, ...body("Hi {{1}}")] });
    });

    it("are queued when the parameters fit the placeholders, header and body", async () => {
      const eleven = Array.from({ length: 11 }, (_, i) => `v${i}`);
      expect((await sendTemplate(chatId, { name: "eleven", parameters: { body: eleven } })).status).toBe(201);
      expect((await sendTemplate(chatId, { name: "with_header", parameters: { header: ["42"], body: ["Ada"] } })).status).toBe(201);
    });

    it("an unknown template is a 404, a count mismatch a 400 (11 placeholders, 10 parameters), wrong types a 400", async () => {
      const unknown = await sendTemplate(chatId, { name: "no_such_template" });
      expect(expectErrorBody(unknown.body, 404, "NOT_FOUND").errors?.[0]?.field).toBe("content.name");
      expectError(await sendTemplate(chatId, { name: "eleven", language: "pt_BR", parameters: { body: [] } }), 404, "NOT_FOUND");
      const ten = Array.from({ length: 10 }, (_, i) => `v${i}`);
      const mismatch = await sendTemplate(chatId, { name: "eleven", parameters: { body: ten } });
      expect(expectErrorBody(mismatch.body, 400, "VALIDATION_ERROR").errors).toEqual([
        { field: "content.parameters.body", code: "template_params_mismatch", message: expect.stringContaining("11") },
      ]);
      const noHeader = (await sendTemplate(chatId, { name: "with_header", parameters: { body: ["Ada"] } })).body as ErrorBody;
      expect(noHeader.errors?.map((e) => e.field)).toEqual(["content.parameters.header"]);
      for (const parameters of [
        { body: [1, 2] },
        { body: "Ada" },
        ["Ada"],
        { body: [""] },
        { body: ["a"], footer: ["x"] },
        { header: ["a", "b"], body: [] },
      ]) {
        expectError(await sendTemplate(chatId, { name: "with_header", parameters }), 400, "VALIDATION_ERROR");
      }
      expectError(await sendTemplate(chatId, { name: "x".repeat(513) }), 400, "VALIDATION_ERROR");
      expect((await call<Envelope<unknown>>("GET", `/v1/chats/${chatId}/messages`)).body.total).toBe(2);
    });
  });

  describe("WhatsApp Cloud templates (local fake Graph API)", () => {
    let cloud: Channel;
    beforeAll(async () => {
      cloud = await createChannel(call, { provider: "WHATSAPP_CLOUD", externalId: "2002", businessAccountId: "WABA-API" });
    });

    it("sync takes every page of the business account's templates, updates changes and removes what is gone", async () => {
      const template = (name: string, status: string, text = "Hi {{1}}") => ({
        id: `t-${name}`,
        name,
        language: "en_US",
        status,
        category: "MARKETING",
        components: [{ type: "BODY", text }],
      });
      fake.setTemplates("WABA-API", [
        template("promo_a", "APPROVED"),
        template("promo_b", "PENDING"),
        template("promo_c", "REJECTED"),
        template("promo_d", "PAUSED"),
        template("Not A Valid Name", "APPROVED"),
      ]);
      const first = await call("POST", `/v1/channels/${cloud.id}/templates/sync`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ created: 4, updated: 0, removed: 0, total: 4 });
      expect(fake.listRequests().filter((r) => r.startsWith("/v21.0/WABA-API/")).length).toBe(3);
      const statuses = async () =>
        Object.fromEntries(
          (await call<Envelope<Template>>("GET", `/v1/channels/${cloud.id}/templates`)).body.data.map((t) => [t.name, t.status]),
        );
      expect(await statuses()).toEqual({ promo_a: "APPROVED", promo_b: "PENDING", promo_c: "REJECTED", promo_d: "REJECTED" });

      fake.setTemplates("WABA-API", [template("promo_a", "APPROVED", "Hello {{1}}"), template("promo_b", "APPROVED")]);
      expect((await call("POST", `/v1/channels/${cloud.id}/templates/sync`)).body).toEqual({
        created: 0,
        updated: 2,
        removed: 2,
        total: 2,
      });
      expect(await statuses()).toEqual({ promo_a: "APPROVED", promo_b: "APPROVED" });
    });

    it("a new template goes to WhatsApp for review (PENDING) and cannot be sent until approved (422)", async () => {
      const created = await createTemplate(cloud.id, { name: "review_me", components: body("Hi {{1}}") });
      expect(created.body).toMatchObject({ status: "PENDING" });
      expect(fake.templates("WABA-API").map((t) => t.name)).toContain("review_me");
      const chat = await startChat(cloud.id);
      const refused = await sendTemplate(chat.id, { name: "review_me", parameters: { body: ["Ada"] } });
      expectError(refused, 422, "TEMPLATE_NOT_APPROVED");
      expectError(await send(chat.id, { type: "TEXT", content: { text: "free-form" } }), 422, "OUTSIDE_SERVICE_WINDOW");
      expect((await call("DELETE", `/v1/channels/${cloud.id}/templates/${created.body.id}`)).status).toBe(204);
      expect(fake.templates("WABA-API").map((t) => t.name)).not.toContain("review_me");
    });

    it("sync and submission answer 422 with the reason when they cannot work", async () => {
      expectError(await call("POST", `/v1/channels/${dev.id}/templates/sync`), 422, "SYNC_NOT_SUPPORTED");
      const unlinked = await createChannel(call, { provider: "WHATSAPP_CLOUD", externalId: "3003" });
      expectError(await call("POST", `/v1/channels/${unlinked.id}/templates/sync`), 422, "BUSINESS_ACCOUNT_MISSING");
      const wrongAccount = await createChannel(call, { provider: "WHATSAPP_CLOUD", externalId: "4004", businessAccountId: "WABA-API" });
      const again = await createTemplate(wrongAccount.id, { name: "promo_a", components: body("dup at Meta is fine here") });
      expect(again.status).toBe(201);
      expectError(await call("POST", `/v1/channels/${dev.id}/templates/sync`, { unexpected: true }), 422, "SYNC_NOT_SUPPORTED");
      expectError(await call("POST", `/v1/channels/nope/templates/sync`), 404, "NOT_FOUND");
      expectError(await readOnly("POST", `/v1/channels/${cloud.id}/templates/sync`), 403, "FORBIDDEN");
    });
  });
});
