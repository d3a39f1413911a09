import { beforeAll, describe, expect, it } from "vitest";
import { createProjectWithReadKey } from "../support/fixtures/project";
import { expectErrorBody, ISO, type Envelope } from "../support/http-shapes";
import { callAs, useTestApi, type KeyedCall } from "../support/test-api";

interface Chat {
  id: string;
  projectId: string;
  channelId: string;
  contactId: string;
  phone: string;
  agentId?: string;
  agentStatus?: "ACTIVE" | "DISABLED";
  isTest: boolean;
  lastMessageAt?: string;
  createdAt: string;
  updatedAt: string;
}
interface Message {
  id: string;
  chatId: string;
  direction: "INBOUND" | "OUTBOUND";
  type: string;
  content: Record<string, unknown>;
  status: string;
  author: { type: string; id?: string };
  editedId?: string;
  repliedId?: string;
  error?: string;
  createdAt: string;
}
interface ChannelCreated {
  id: string;
  webhookSecret: string;
}

let phones = 0;
const newPhone = () => `55119${String(++phones).padStart(8, "0")}`;

describe("/v1/chats and messages (real HTTP)", () => {
  const api = useTestApi({ name: "chats" });
  let call: KeyedCall;
  let key: string;
  let readKey: string;
  let userId: string;
  let projectId: string;
  let channel: ChannelCreated;
  let other: KeyedCall;
  let otherChannel: ChannelCreated;

  const createChannel = async (as: KeyedCall) =>
    (await as<ChannelCreated>("POST", "/v1/channels", { type: "WHATSAPP", name: "Line", phone: newPhone() })).body;
  const startChat = async (body: Record<string, unknown> = {}) => {
    const res = await call<Chat>("POST", "/v1/chats", { channelId: channel.id, phone: newPhone(), ...body });
    expect(res.status).toBe(201);
    return res.body;
  };
  const send = (chatId: string, body: unknown) => call<{ id: string }>("POST", `/v1/chats/${chatId}/messages`, body);
  const messagesOf = async (chatId: string, query = "") =>
    (await call<Envelope<Message>>("GET", `/v1/chats/${chatId}/messages${query}`)).body;
  const webhook = (channelId: string, body: unknown, secret: string) =>
    api.request<{ ok: boolean }>("POST", `/webhooks/channels/${channelId}`, { body, headers: { "x-channel-secret": secret } });

  beforeAll(async () => {
    const project = await createProjectWithReadKey(api, "Chats");
    ({ key, readKey, userId, projectId } = project);
    call = callAs(api, project.key);
    channel = await createChannel(call);
    // TEMPLATE messages name approved templates of the channel (DEV approves at once).
    for (const [name, text] of [
      ["order_update", "Order {{1}} is on its way."],
      ["welcome", "Welcome!"],
    ]) {
      const created = await call("POST", `/v1/channels/${channel.id}/templates`, {
        name,
        language: "pt_BR",
        category: "UTILITY",
        components: [{ type: "BODY", text }],
      });
      expect(created.status).toBe(201);
    }
    const second = await createProjectWithReadKey(api, "Other");
    other = callAs(api, second.key);
    otherChannel = await createChannel(other);
  });

  describe("chats", () => {
    it("starts a chat by phone (the contact found or created), reads and lists it with relations", async () => {
      const phone = newPhone();
      const res = await call<Chat>("POST", "/v1/chats", { channelId: channel.id, phone: `+${phone}` });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        projectId,
        channelId: channel.id,
        contactId: expect.any(String),
        phone,
        isTest: false,
        serviceWindowEndsAt: null,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      expect((await call("GET", `/v1/chats/${res.body.id}`)).body).toEqual(res.body);
      const contacts = await call<Envelope<{ id: string }>>("GET", `/v1/contacts?fields.PHONE=${phone}`);
      expect(contacts.body.data.map((c) => c.id)).toEqual([res.body.contactId]);

      const listed = await call<Envelope<Chat & { contact: { id: string }; channel: { id: string }; agent: null }>>(
        "GET",
        `/v1/chats?phone=${phone}&[with]=contact,channel,agent`,
      );
      expect(listed.status).toBe(200);
      expect(listed.body).toMatchObject({ total: 1, hasMore: false, limit: 20, offset: 0 });
      expect(listed.body.data[0]).toMatchObject({
        id: res.body.id,
        contact: { id: res.body.contactId },
        channel: { id: channel.id },
        agent: null,
      });
      expect(listed.text).not.toContain("webhookSecret");
      expect(listed.text).not.toContain("messageSeq");
    });

    it("one open chat per channel and phone: a second start is 409, also when raced", async () => {
      const phone = newPhone();
      const results = await Promise.all(Array.from({ length: 5 }, () => call<Chat>("POST", "/v1/chats", { channelId: channel.id, phone })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expectErrorBody(results.find((r) => r.status === 409)!.body, 409, "DUPLICATE");
      expect((await call<Envelope<Chat>>("GET", `/v1/chats?phone=${phone}&channelId=${channel.id}`)).body.total).toBe(1);
    });

    it("starts by contactId with the contact's phone; 422 without one; 404 for another project's ids; 400 without either", async () => {
      const phone = newPhone();
      const contact = (await call<{ id: string }>("POST", "/v1/contacts", { fields: [{ key: "PHONE", value: phone }] })).body;
      const res = await call<Chat>("POST", "/v1/chats", { channelId: channel.id, contactId: contact.id });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ contactId: contact.id, phone });
      const bare = (await call<{ id: string }>("POST", "/v1/contacts", {})).body;
      expectErrorBody((await call("POST", "/v1/chats", { channelId: channel.id, contactId: bare.id })).body, 422, "CONTACT_HAS_NO_PHONE");
      expectErrorBody((await call("POST", "/v1/chats", { channelId: otherChannel.id, phone: newPhone() })).body, 404, "NOT_FOUND");
      const missing = await call("POST", "/v1/chats", { channelId: channel.id });
      expect(expectErrorBody(missing.body, 400, "VALIDATION_ERROR").errors?.map((e) => e.field)).toEqual(["phone"]);
      const injected = await call("POST", "/v1/chats", { channelId: { $ne: null }, phone: newPhone(), extra: 1 });
      expect(
        expectErrorBody(injected.body, 400, "VALIDATION_ERROR")
          .errors?.map((e) => e.field)
          .sort(),
      ).toEqual(["channelId", "extra"]);
      expect((await call("GET", `/v1/chats?phone[regex]=.*&channelId[$ne]=x`)).status).toBe(400);
    });

    it("another project's chat is 404; a read-only key cannot start one", async () => {
      const chat = await startChat();
      expectErrorBody((await other("GET", `/v1/chats/${chat.id}`)).body, 404, "NOT_FOUND");
      expectErrorBody((await other("GET", `/v1/chats/${chat.id}/messages`)).body, 404, "NOT_FOUND");
      expectErrorBody(
        (await other("POST", `/v1/chats/${chat.id}/messages`, { type: "TEXT", content: { text: "hi" } })).body,
        404,
        "NOT_FOUND",
      );
      const readOnly = await api.request("POST", "/v1/chats", { key: readKey, body: { channelId: channel.id, phone: newPhone() } });
      expectErrorBody(readOnly.body, 403, "FORBIDDEN");
    });
  });

  describe("sending", () => {
    it("answers 201 {id} at once with the message QUEUED, authored by the key's user; lists newest first", async () => {
      const chat = await startChat();
      const first = await send(chat.id, { type: "TEXT", content: { text: "Hello" } });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ id: expect.any(String) });
      const second = await send(chat.id, { type: "TEXT", content: { text: "Are you there?" }, repliedId: first.body.id });
      const page = await messagesOf(chat.id);
      expect(page.total).toBe(2);
      expect(page.data.map((m) => m.id)).toEqual([second.body.id, first.body.id]);
      expect(page.data[1]).toEqual({
        id: first.body.id,
        projectId,
        chatId: chat.id,
        direction: "OUTBOUND",
        type: "TEXT",
        content: { text: "Hello" },
        status: "QUEUED",
        author: { type: "USER", id: userId },
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      expect(page.data[0]!.repliedId).toBe(first.body.id);
      expect((await call<Chat>("GET", `/v1/chats/${chat.id}`)).body.lastMessageAt).toMatch(ISO);
      expect((await messagesOf(chat.id, "?direction=INBOUND")).total).toBe(0);
      expect((await messagesOf(chat.id, "?status=QUEUED&type=TEXT")).total).toBe(2);
      expect((await messagesOf(chat.id, "?createdAt[sort]=asc&[limit]=1")).data.map((m) => m.id)).toEqual([first.body.id]);
      expect((await call("GET", `/v1/chats/${chat.id}/messages?status=SENDING`)).status).toBe(400);
    });

    it("validates each of the 12 types by its own content schema", async () => {
      const chat = await startChat();
      const target = (await send(chat.id, { type: "TEXT", content: { text: "target" } })).body.id;
      const valid: Array<[string, Record<string, unknown>]> = [
        ["TEXT", { text: "hi" }],
        ["IMAGE", { url: "https://example.com/a.png", caption: "A" }],
        ["AUDIO", { url: "https://example.com/a.ogg" }],
        ["VIDEO", { url: "https://example.com/a.mp4" }],
        ["DOCUMENT", { url: "https://example.com/a.pdf", filename: "a.pdf" }],
        ["STICKER", { url: "https://example.com/a.webp" }],
        ["LOCATION", { latitude: -23.5, longitude: -46.6, name: "Office" }],
        ["CONTACT", { contacts: [{ name: "Ada", phones: [{ phone: "+5511999990000" }] }] }],
        ["TEMPLATE", { name: "order_update", language: "pt_BR", parameters: { body: ["42"] } }],
        ["REACTION", { messageId: target, emoji: "👍" }],
        [
          "BUTTONS",
          {
            text: "Pick one",
            buttons: [
              { id: "y", title: "Yes" },
              { id: "n", title: "No" },
            ],
          },
        ],
        ["LIST", { text: "Menu", buttonText: "Open", sections: [{ title: "Plans", rows: [{ id: "p1", title: "Basic" }] }] }],
      ];
      for (const [type, content] of valid) expect((await send(chat.id, { type, content })).status, type).toBe(201);

      const invalid: Array<[string, unknown, string]> = [
        ["TEXT", { text: "" }, "content.text"],
        ["TEXT", { body: "hi" }, "content.body"],
        ["IMAGE", { url: "javascript:alert(1)" }, "content.url"],
        ["LOCATION", { latitude: 91, longitude: 0 }, "content.latitude"],
        ["TEMPLATE", { name: "Bad Name", language: "en" }, "content.name"],
        ["BUTTONS", { text: "x", buttons: [1, 2, 3, 4].map((i) => ({ id: `${i}`, title: "t" })) }, "content.buttons"],
        [
          "LIST",
          { text: "x", buttonText: "b", sections: [{ rows: Array.from({ length: 11 }, (_, i) => ({ id: `${i}`, title: "t" })) }] },
          "content.sections.0.rows",
        ],
        ["TEXT", { text: { $gt: "" } }, "content.text"],
        ["FAX", { text: "x" }, "type"],
      ];
      for (const [type, content, field] of invalid) {
        const res = await send(chat.id, { type, content });
        expect(
          expectErrorBody(res.body, 400, "VALIDATION_ERROR").errors?.map((e) => e.field),
          `${type} ${JSON.stringify(content)}`,
        ).toContain(field);
      }
      expect((await messagesOf(chat.id)).total).toBe(1 + valid.length);
    });

    it("editedId, repliedId, forwardedId and a reaction's messageId must be messages of the same chat", async () => {
      const chat = await startChat();
      const otherChat = await startChat();
      const elsewhere = (await send(otherChat.id, { type: "TEXT", content: { text: "elsewhere" } })).body.id;
      for (const link of ["editedId", "repliedId", "forwardedId"]) {
        expectErrorBody(
          (await send(chat.id, { type: "TEXT", content: { text: "x" }, [link]: "0123456789abcdef01234567" })).body,
          404,
          "NOT_FOUND",
        );
        const res = await send(chat.id, { type: "TEXT", content: { text: "x" }, [link]: elsewhere });
        expect(expectErrorBody(res.body, 422, "MESSAGE_NOT_IN_CHAT").errors?.[0]?.field).toBe(link);
      }
      expectErrorBody(
        (await send(chat.id, { type: "REACTION", content: { messageId: elsewhere, emoji: "👍" } })).body,
        422,
        "MESSAGE_NOT_IN_CHAT",
      );
      expect((await messagesOf(chat.id)).total).toBe(0);
    });

    it("rejects malformed JSON and oversized bodies without writing anything", async () => {
      const chat = await startChat();
      const bad = await api.request("POST", `/v1/chats/${chat.id}/messages`, { key, rawBody: '{"type":"TEXT",' });
      expectErrorBody(bad.body, 400, "VALIDATION_ERROR");
      const big = await send(chat.id, { type: "TEXT", content: { text: "x".repeat(2 * 1024 * 1024) } });
      expectErrorBody(big.body, 413, "PAYLOAD_TOO_LARGE");
      expect((await messagesOf(chat.id)).total).toBe(0);
    });
  });

  describe("send-by-phone", () => {
    it("finds or creates the contact, reuses the open chat, queues 1..10 messages in order", async () => {
      const phone = newPhone();
      const first = await call<{ chatId: string }>("POST", "/v1/messages/send-by-phone", {
        phone,
        channelId: channel.id,
        messages: ["one", "two", "three"],
      });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ chatId: expect.any(String) });
      const again = await call<{ chatId: string }>("POST", "/v1/messages/send-by-phone", {
        phone: `+${phone}`,
        channelId: channel.id,
        messages: ["four"],
      });
      expect(again.body.chatId).toBe(first.body.chatId);
      const page = await messagesOf(first.body.chatId);
      expect(page.data.map((m) => m.content.text)).toEqual(["four", "three", "two", "one"]);
      const templated = await call<{ chatId: string }>("POST", "/v1/messages/send-by-phone", {
        phone,
        channelId: channel.id,
        method: "TEMPLATE",
        messages: ["welcome"],
        language: "pt_BR",
      });
      expect(templated.status).toBe(201);
      expect((await messagesOf(first.body.chatId, "?type=TEMPLATE")).data[0]!.content).toEqual({ name: "welcome", language: "pt_BR" });
    });

    it("uses contactId when given; 400 for 0 or 11 messages, empty texts or a bad phone; 404 for another project's channel", async () => {
      const contact = (await call<{ id: string }>("POST", "/v1/contacts", {})).body;
      const res = await call<{ chatId: string }>("POST", "/v1/messages/send-by-phone", {
        phone: newPhone(),
        channelId: channel.id,
        contactId: contact.id,
        messages: ["hi"],
      });
      expect((await call<Chat>("GET", `/v1/chats/${res.body.chatId}`)).body.contactId).toBe(contact.id);
      const body = { phone: newPhone(), channelId: channel.id };
      for (const messages of [[], Array.from({ length: 11 }, () => "x"), [""], "hi"]) {
        expectErrorBody((await call("POST", "/v1/messages/send-by-phone", { ...body, messages })).body, 400, "VALIDATION_ERROR");
      }
      expectErrorBody(
        (await call("POST", "/v1/messages/send-by-phone", { ...body, phone: "abc", messages: ["x"] })).body,
        400,
        "VALIDATION_ERROR",
      );
      expectErrorBody(
        (await call("POST", "/v1/messages/send-by-phone", { ...body, channelId: otherChannel.id, messages: ["x"] })).body,
        404,
        "NOT_FOUND",
      );
      expectErrorBody(
        (await call("POST", "/v1/messages/send-by-phone", { ...body, method: "FAX", messages: ["x"] })).body,
        400,
        "VALIDATION_ERROR",
      );
      const template = await call("POST", "/v1/messages/send-by-phone", {
        ...body,
        method: "TEMPLATE",
        messages: ["ok_name", "Not a name"],
      });
      expect(expectErrorBody(template.body, 400, "VALIDATION_ERROR").errors?.map((e) => e.field)).toEqual(["messages.1"]);
    });
  });

  describe("the channel webhook (dev provider)", () => {
    it("stores an inbound message in the open chat (started if none), once per provider message id", async () => {
      const from = newPhone();
      const inbound = { event: "message", messageId: `in-${from}`, from, type: "TEXT", content: { text: "Hi there" } };
      const res = await webhook(channel.id, inbound, channel.webhookSecret);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect((await webhook(channel.id, inbound, channel.webhookSecret)).status).toBe(200);
      const chats = await call<Envelope<Chat>>("GET", `/v1/chats?phone=${from}`);
      expect(chats.body.total).toBe(1);
      const chat = chats.body.data[0]!;
      expect(chat.lastMessageAt).toMatch(ISO);
      const page = await messagesOf(chat.id);
      expect(page.data).toEqual([
        expect.objectContaining({
          direction: "INBOUND",
          type: "TEXT",
          content: { text: "Hi there" },
          status: "DELIVERED",
          author: { type: "CONTACT", id: chat.contactId },
        }),
      ]);
      const events = await api.domain.events.list(
        { projectId, scopes: ["read"], actor: { type: "USER", id: userId } },
        { types: ["message.received"] },
      );
      expect(events.filter((e) => (e.data.record as Message).chatId === chat.id)).toHaveLength(1);
    });

    it("401 with the error body for a wrong secret or an unknown channel; 400 for a body it cannot read", async () => {
      const body = { event: "message", messageId: "x1", from: newPhone(), type: "TEXT", content: { text: "x" } };
      expectErrorBody((await webhook(channel.id, body, "chs_wrong")).body, 401, "UNAUTHORIZED");
      expectErrorBody((await webhook(channel.id, body, otherChannel.webhookSecret)).body, 401, "UNAUTHORIZED");
      expectErrorBody((await webhook("0123456789abcdef01234567", body, channel.webhookSecret)).body, 401, "UNAUTHORIZED");
      expectErrorBody((await api.request("POST", `/webhooks/channels/${channel.id}`, { body })).body, 401, "UNAUTHORIZED");
      const malformed = await api.request("POST", `/webhooks/channels/${channel.id}`, {
        rawBody: "{",
        headers: { "x-channel-secret": channel.webhookSecret },
      });
      expectErrorBody(malformed.body, 400, "VALIDATION_ERROR");
      expectErrorBody(
        (await webhook(channel.id, { ...body, type: "TEXT", content: { text: "" } }, channel.webhookSecret)).body,
        400,
        "VALIDATION_ERROR",
      );
      expectErrorBody((await webhook(channel.id, { ...body, event: "typing" }, channel.webhookSecret)).body, 400, "VALIDATION_ERROR");
      expect((await call<Envelope<Chat>>("GET", `/v1/chats?phone=${body.from}`)).body.total).toBe(0);
    });

    it("applies status callbacks forward only, deduplicated on the provider's message id", async () => {
      const chat = await startChat();
      const { id } = (await send(chat.id, { type: "TEXT", content: { text: "status me" } })).body;
      // What the worker records once the provider accepted the send.
      await api.domain.messaging.delivery.markSent(projectId, id, `prov-${id}`);
      const status = (s: string) => webhook(channel.id, { event: "status", messageId: `prov-${id}`, status: s }, channel.webhookSecret);
      expect((await status("READ")).status).toBe(200);
      expect((await status("DELIVERED")).status).toBe(200);
      expect((await status("READ")).status).toBe(200);
      expect((await status("FAILED")).status).toBe(200);
      expect((await webhook(channel.id, { event: "status", messageId: "unknown", status: "READ" }, channel.webhookSecret)).status).toBe(
        200,
      );
      expect((await messagesOf(chat.id)).data[0]!.status).toBe("READ");
      const events = await api.domain.events.list(
        { projectId, scopes: ["read"], actor: { type: "USER", id: userId } },
        { types: ["message.status"] },
      );
      expect(events.filter((e) => e.data.id === id).map((e) => e.data.status)).toEqual(["SENT", "READ"]);
    });
  });

  describe("PATCH /v1/chats/{id}/agent", () => {
    let agentA: string;
    let agentB: string;
    let archived: string;
    beforeAll(async () => {
      agentA = (await call<{ id: string }>("POST", "/v1/agents", { name: "A", instructions: "Be brief." })).body.id;
      agentB = (await call<{ id: string }>("POST", "/v1/agents", { name: "B" })).body.id;
      archived = (await call<{ id: string }>("POST", "/v1/agents", { name: "Old" })).body.id;
      await call("PATCH", `/v1/agents/${archived}`, { archived: true });
    });
    const patch = (chatId: string, body: unknown) => call("PATCH", `/v1/chats/${chatId}/agent`, body);
    const agentOf = async (chatId: string) => {
      const chat = (await call<Chat>("GET", `/v1/chats/${chatId}`)).body;
      return { agentId: chat.agentId, agentStatus: chat.agentStatus };
    };

    it("row 1: without agentId the status is required and becomes the chat's", async () => {
      const chat = await startChat();
      expectErrorBody((await patch(chat.id, {})).body, 400, "VALIDATION_ERROR");
      expect((await patch(chat.id, { status: "DISABLED" })).status).toBe(204);
      expect(await agentOf(chat.id)).toEqual({ agentStatus: "DISABLED" });
    });

    it("row 3 from no agent: the given status, else ACTIVE; then row 2 keeps or sets the status", async () => {
      const chat = await startChat();
      expect((await patch(chat.id, { agentId: agentA })).status).toBe(204);
      expect(await agentOf(chat.id)).toEqual({ agentId: agentA, agentStatus: "ACTIVE" });
      expect((await patch(chat.id, { agentId: agentA })).status).toBe(204);
      expect(await agentOf(chat.id)).toEqual({ agentId: agentA, agentStatus: "ACTIVE" });
      expect((await patch(chat.id, { agentId: agentA, status: "DISABLED" })).status).toBe(204);
      expect(await agentOf(chat.id)).toEqual({ agentId: agentA, agentStatus: "DISABLED" });
      // Row 3 to another agent keeps the previous status when none is given.
      expect((await patch(chat.id, { agentId: agentB })).status).toBe(204);
      expect(await agentOf(chat.id)).toEqual({ agentId: agentB, agentStatus: "DISABLED" });
      expect((await patch(chat.id, { agentId: agentA, status: "ACTIVE" })).status).toBe(204);
      expect(await agentOf(chat.id)).toEqual({ agentId: agentA, agentStatus: "ACTIVE" });
      const events = await api.domain.events.list(
        { projectId, scopes: ["read"], actor: { type: "USER", id: userId } },
        { types: ["chat.agent"] },
      );
      expect(events.filter((e) => e.data.id === chat.id).map((e) => e.data.switched)).toEqual([true, false, true, true]);
    });

    it("404 for a missing, archived or other project's agent; 422 TEST_CHAT when switching on a test chat", async () => {
      const chat = await startChat();
      expectErrorBody((await patch(chat.id, { agentId: "0123456789abcdef01234567" })).body, 404, "NOT_FOUND");
      expectErrorBody((await patch(chat.id, { agentId: archived })).body, 404, "NOT_FOUND");
      const foreign = (await other<{ id: string }>("POST", "/v1/agents", { name: "Foreign" })).body.id;
      expectErrorBody((await patch(chat.id, { agentId: foreign })).body, 404, "NOT_FOUND");
      expectErrorBody((await patch("0123456789abcdef01234567", { status: "ACTIVE" })).body, 404, "NOT_FOUND");
      expectErrorBody((await patch(chat.id, { status: "ON" })).body, 400, "VALIDATION_ERROR");
      expect(await agentOf(chat.id)).toEqual({});

      const testChat = await startChat({ isTest: true });
      expectErrorBody((await patch(testChat.id, { agentId: agentA })).body, 422, "TEST_CHAT");
      expect((await patch(testChat.id, { status: "ACTIVE" })).status).toBe(204);
      expect(await agentOf(testChat.id)).toEqual({ agentStatus: "ACTIVE" });
    });
  });

  it("documents every chat and message operation in the OpenAPI document", async () => {
    const doc = (await api.request<{ paths: Record<string, Record<string, unknown>> }>("GET", "/v1/openapi.json")).body;
    expect(Object.keys(doc.paths["/v1/chats"]!).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/v1/chats/{chatId}/messages"]!).sort()).toEqual(["get", "post"]);
    expect(doc.paths["/v1/chats/{id}/agent"]).toHaveProperty("patch");
    expect(doc.paths["/v1/messages/send-by-phone"]).toHaveProperty("post");
  });
});
