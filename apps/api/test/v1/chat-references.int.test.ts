import { beforeAll, describe, expect, it } from "vitest";
import { builtInFieldIds, createContact } from "../support/fixtures/crm";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectError, type Envelope } from "../support/http-shapes";
import { useTestApi } from "../support/test-api";

interface Chat {
  id: string;
  channelId: string;
  contactId: string;
  phone: string;
}
interface Channel {
  id: string;
  webhookSecret: string;
}

let phones = 0;
const newPhone = () => `55219${String(++phones).padStart(8, "0")}`;

/**
 * What a chat names when it is deleted. A chat is a conversation with one contact over one
 * channel (neither can change on a chat), so it goes with either of them, its messages with it,
 * each raising its `*.deleted` event: after the delete nothing can be sent to it, and the
 * contact's number starts afresh. Its agent is its history: an agent on a chat is archived, not deleted.
 */
describe("deleting what a chat names: its contact, channel or agent (real HTTP)", () => {
  const api = useTestApi({ name: "chat-references" });
  let p: SalesProject;
  let phoneFieldId: string;

  beforeAll(async () => {
    p = await salesProject(api, "Chat cascades");
    phoneFieldId = (await builtInFieldIds(api, p.key, "CONTACT")).PHONE!;
  });

  const channel = async () => (await p.call<Channel>("POST", "/v1/channels", { type: "WHATSAPP", name: "Line", phone: newPhone() })).body;
  const sendByPhone = (channelId: string, phone: string, body: Record<string, unknown> = {}) =>
    p.call<{ chatId: string }>("POST", "/v1/messages/send-by-phone", { channelId, phone, messages: ["Hello", "Again"], ...body });
  const inbound = (line: Channel, from: string, messageId: string) =>
    api.request("POST", `/webhooks/channels/${line.id}`, {
      body: { event: "message", messageId, from, type: "TEXT", content: { text: "Hi" } },
      headers: { "x-channel-secret": line.webhookSecret },
    });
  const chatsOf = async (query: string) => (await p.call<Envelope<Chat>>("GET", `/v1/chats?${query}`)).body.data;
  const deletedEvents = async (type: "chat.deleted" | "message.deleted") =>
    api.domain.events.list(
      { projectId: p.projectId, scopes: ["read"], actor: { type: "USER", id: p.userId } },
      { types: [type], limit: 500 },
    );
  const deletedIds = async (type: "chat.deleted" | "message.deleted") => (await deletedEvents(type)).map((e) => e.data.id);

  /** A contact with a chat on `line` holding two outbound messages and one inbound one. */
  async function contactWithChat(line: Channel) {
    const phone = newPhone();
    const contact = await createContact(api, p.key, { fields: [{ fieldId: phoneFieldId, value: phone }] });
    const sent = await sendByPhone(line.id, phone, { contactId: contact.id });
    expect(sent.status).toBe(201);
    expect((await inbound(line, phone, `in-${phone}`)).status).toBe(200);
    const messages = (await p.call<Envelope<{ id: string }>>("GET", `/v1/chats/${sent.body.chatId}/messages`)).body.data;
    expect(messages).toHaveLength(3);
    return { phone, contact, chatId: sent.body.chatId, messageIds: messages.map((m) => m.id) };
  }

  it("deleting a contact deletes its chats and their messages, with their events; its number then starts a new contact and chat", async () => {
    const line = await channel();
    const { phone, contact, chatId, messageIds } = await contactWithChat(line);

    expect((await p.call("DELETE", `/v1/contacts/${contact.id}`)).status).toBe(204);

    expectError(await p.call("GET", `/v1/chats/${chatId}`), 404, "NOT_FOUND");
    expectError(await p.call("GET", `/v1/chats/${chatId}/messages`), 404, "NOT_FOUND");
    expectError(await p.call("POST", `/v1/chats/${chatId}/messages`, { type: "TEXT", content: { text: "Anyone?" } }), 404, "NOT_FOUND");
    expect(await chatsOf(`contactId=${contact.id}`)).toEqual([]);
    expect(await deletedIds("chat.deleted")).toContain(chatId);
    expect(await deletedIds("message.deleted")).toEqual(expect.arrayContaining(messageIds));

    // The number writes again: a new contact and a new chat, never the deleted ones.
    expect((await inbound(line, phone, `again-${phone}`)).status).toBe(200);
    const [fresh] = await chatsOf(`phone=${phone}`);
    expect(fresh).toMatchObject({ channelId: line.id, phone });
    expect(fresh!.id).not.toBe(chatId);
    expect(fresh!.contactId).not.toBe(contact.id);
    expect((await p.call("GET", `/v1/contacts/${fresh!.contactId}`)).status).toBe(200);
    // Sending by phone reuses that chat; naming the deleted contact is a 404.
    expect((await sendByPhone(line.id, phone)).body).toEqual({ chatId: fresh!.id });
    expectError(await sendByPhone(line.id, newPhone(), { contactId: contact.id }), 404, "NOT_FOUND");
    expectError(await p.call("POST", "/v1/chats", { channelId: line.id, contactId: contact.id }), 404, "NOT_FOUND");
  });

  it("deleting a channel deletes its chats and their messages, with their events; contacts and other channels' chats stay", async () => {
    const [line, kept] = [await channel(), await channel()];
    const { phone, contact, chatId, messageIds } = await contactWithChat(line);
    const other = await sendByPhone(kept.id, phone);
    expect(other.status).toBe(201);

    expect((await p.call("DELETE", `/v1/channels/${line.id}`)).status).toBe(204);

    expectError(await p.call("GET", `/v1/chats/${chatId}`), 404, "NOT_FOUND");
    expectError(await p.call("POST", `/v1/chats/${chatId}/messages`, { type: "TEXT", content: { text: "Anyone?" } }), 404, "NOT_FOUND");
    expect(await chatsOf(`channelId=${line.id}`)).toEqual([]);
    expect(await deletedIds("chat.deleted")).toContain(chatId);
    expect(await deletedIds("message.deleted")).toEqual(expect.arrayContaining(messageIds));
    expectError(await sendByPhone(line.id, phone), 404, "NOT_FOUND");
    expectError(await p.call("POST", "/v1/chats", { channelId: line.id, phone }), 404, "NOT_FOUND");
    expect((await inbound(line, phone, `late-${phone}`)).status).toBe(401);

    expect((await p.call("GET", `/v1/contacts/${contact.id}`)).status).toBe(200);
    expect((await chatsOf(`contactId=${contact.id}`)).map((c) => c.id)).toEqual([other.body.chatId]);
    expect(
      (await p.call("POST", `/v1/chats/${other.body.chatId}/messages`, { type: "TEXT", content: { text: "Still here" } })).status,
    ).toBe(201);
  });

  it("a contact or channel without chats deletes as before, raising no chat events", async () => {
    const before = (await deletedEvents("chat.deleted")).length;
    expect((await p.call("DELETE", `/v1/contacts/${await p.contact()}`)).status).toBe(204);
    expect((await p.call("DELETE", `/v1/channels/${(await channel()).id}`)).status).toBe(204);
    expect(await deletedEvents("chat.deleted")).toHaveLength(before);
  });

  it("an agent that is a chat's agent cannot be deleted (409 AGENT_IN_USE); once switched away, it can", async () => {
    const line = await channel();
    const { chatId } = await contactWithChat(line);
    const agent = async () => (await p.call<{ id: string }>("POST", "/v1/agents", { name: "Helper" })).body.id;
    const [first, second] = [await agent(), await agent()];
    expect((await p.call("PATCH", `/v1/chats/${chatId}/agent`, { agentId: first })).status).toBe(204);

    expectError(await p.call("DELETE", `/v1/agents/${first}`), 409, "AGENT_IN_USE");
    expect((await p.call<Chat & { agentId?: string }>("GET", `/v1/chats/${chatId}`)).body.agentId).toBe(first);

    expect((await p.call("PATCH", `/v1/chats/${chatId}/agent`, { agentId: second })).status).toBe(204);
    expect((await p.call("DELETE", `/v1/agents/${first}`)).status).toBe(204);
    expectError(await p.call("PATCH", `/v1/chats/${chatId}/agent`, { agentId: first }), 404, "NOT_FOUND");
  });
});
