import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { useTestApi } from "../support/test-api";
import { ADAPTERS, parity, type Outcome, type Row } from "./adapters";

/**
 * Messaging through REST, GraphQL and tRPC: sending a message queues the same record, the agent
 * switch follows the same state table, and the same inputs fail with the same error codes
 * (validation, another project's chat, a test chat's agent, a missing or archived agent).
 */
describe("messaging parity of REST, GraphQL and tRPC (real HTTP)", () => {
  const api = useTestApi({ name: "messaging-parity" });
  const adapters = ADAPTERS.map((adapter) => adapter(api));
  const { each, expectSame } = parity(adapters);
  let p: SalesProject;
  let other: SalesProject;
  let channelId: string;
  let agentId: string;
  /** One chat per adapter, so each adapter's writes can be compared with the others'. */
  let chats: Record<string, string>;
  let theirChat: string;
  let line = 0;

  const phone = () => `+3361234${String(++line).padStart(4, "0")}`;
  const idOf = async (project: SalesProject, path: string, body: Row) => {
    const res = await project.call("POST", path, body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
    return (res.body as { id: string }).id;
  };
  const startChat = (body: Row = {}) => idOf(p, "/v1/chats", { channelId, phone: phone(), ...body });

  beforeAll(async () => {
    p = await salesProject(api, "Messaging parity");
    other = await salesProject(api, "Messaging parity other");
    channelId = await idOf(p, "/v1/channels", { type: "WHATSAPP", name: "Parity line", phone: phone() });
    agentId = await idOf(p, "/v1/agents", { name: "Parity agent" });
    chats = {};
    for (const a of adapters) chats[a.name] = await startChat();
    const theirChannel = await idOf(other, "/v1/channels", { type: "WHATSAPP", name: "Their line", phone: phone() });
    theirChat = await idOf(other, "/v1/chats", { channelId: theirChannel, phone: phone() });
  });

  const valueOf = (outcome: Outcome | undefined) => (outcome?.ok ? outcome.value : outcome) as Row;

  it("sending a message queues the same record through each adapter; each adapter lists the same messages", async () => {
    const sent = await each((a) => a.sendMessage(p.key, chats[a.name]!, { type: "TEXT", content: { text: `Hi from ${a.name}` } }));
    expectSame(sent, (v) => Object.keys(v as Row));
    for (const a of adapters) {
      const listed = await each((b) => b.listMessages(p.key, chats[a.name]!));
      const [message] = expectSame(listed) as Row[];
      expect(message).toEqual({
        id: valueOf(sent[a.name]).id,
        projectId: p.projectId,
        chatId: chats[a.name],
        direction: "OUTBOUND",
        type: "TEXT",
        content: { text: `Hi from ${a.name}` },
        status: "QUEUED",
        author: { type: "USER", id: p.userId },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
  });

  it("send-by-phone starts the same chat and queues the texts in order through each adapter", async () => {
    const phones = Object.fromEntries(adapters.map((a) => [a.name, phone()]));
    const sent = await each((a) => a.sendByPhone(p.key, { phone: phones[a.name], channelId, messages: ["one", "two"] }));
    expectSame(sent, (v) => Object.keys(v as Row));
    for (const a of adapters) {
      const listed = await each((b) => b.listMessages(p.key, String(valueOf(sent[a.name]).chatId)));
      expect((expectSame(listed) as Array<{ content: Row }>).map((m) => m.content)).toEqual([{ text: "two" }, { text: "one" }]);
    }
    const invalid = await each((a) => a.sendByPhone(p.key, { phone: phone(), channelId, messages: [] }));
    expect(expectSame(invalid)).toEqual({ ok: false, errorCode: "VALIDATION_ERROR", status: 400, fields: ["messages"] });
  });

  it("switching a chat's agent answers the same chat; the chats list with the same contact, channel and agent", async () => {
    const switched = await each((a) => a.setChatAgent(p.key, chats[a.name]!, { agentId }));
    const chatShape = (v: unknown) => {
      const { id: _id, phone: _phone, contactId: _contact, createdAt: _c, updatedAt: _u, lastMessageAt: _l, ...rest } = v as Row;
      return rest;
    };
    expect(expectSame(switched, chatShape)).toEqual({ projectId: p.projectId, channelId, agentId, agentStatus: "ACTIVE", isTest: false });
    const disabled = await each((a) => a.setChatAgent(p.key, chats[a.name]!, { status: "DISABLED" }));
    expect(expectSame(disabled, chatShape)).toMatchObject({ agentId, agentStatus: "DISABLED" });

    const listed = await each((a) => a.listChats(p.key, channelId));
    const rows = expectSame(listed) as Array<{ id: string; agent?: Row; channel: Row }>;
    const ours = rows.filter((row) => Object.values(chats).includes(row.id));
    expect(ours).toHaveLength(3);
    for (const row of ours) expect(row).toMatchObject({ agent: { id: agentId, name: "Parity agent" }, channel: { id: channelId } });
  });

  it("invalid input, another project's chat, a test chat's agent and a missing or archived agent give the same error codes", async () => {
    const chat = chats.REST!;
    const invalid = await each((a) => a.sendMessage(p.key, chat, { type: "TEXT", content: {} }));
    expect(expectSame(invalid)).toEqual({ ok: false, errorCode: "VALIDATION_ERROR", status: 400, fields: ["content.text"] });
    const theirs = await each((a) => a.sendMessage(p.key, theirChat, { type: "TEXT", content: { text: "hello?" } }));
    expect(expectSame(theirs)).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });
    const listTheirs = await each((a) => a.listMessages(p.key, theirChat));
    expect(expectSame(listTheirs)).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });
    const readOnly = await each((a) => a.sendMessage(p.readKey, chat, { type: "TEXT", content: { text: "hello" } }));
    expect(expectSame(readOnly)).toMatchObject({ ok: false, errorCode: "FORBIDDEN", status: 403 });

    const noStatus = await each((a) => a.setChatAgent(p.key, chat, {}));
    expect(expectSame(noStatus)).toMatchObject({ ok: false, errorCode: "VALIDATION_ERROR", status: 400 });
    const testChat = await startChat({ isTest: true });
    const onTestChat = await each((a) => a.setChatAgent(p.key, testChat, { agentId }));
    expect(expectSame(onTestChat)).toMatchObject({ ok: false, errorCode: "TEST_CHAT", status: 422 });
    const archived = await idOf(p, "/v1/agents", { name: "Archived" });
    await p.call("PATCH", `/v1/agents/${archived}`, { archived: true });
    const theirAgent = await idOf(other, "/v1/agents", { name: "Theirs" });
    for (const missing of [archived, theirAgent]) {
      const outcome = await each((a) => a.setChatAgent(p.key, chat, { agentId: missing }));
      expect(expectSame(outcome)).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });
    }
    const theirChatAgent = await each((a) => a.setChatAgent(p.key, theirChat, { status: "ACTIVE" }));
    expect(expectSame(theirChatAgent)).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });
  });
});
