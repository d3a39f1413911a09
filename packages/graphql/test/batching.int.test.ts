import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { openDomain, type Domain } from "@crm/domain";
import { testMongo, type TestMongo } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGraphQLHandler } from "../src";

/**
 * Relations are batched: a page of deals with contact, stage and tags (or of chats with contact,
 * channel and agent, or of messages with their chat) costs the same number of MongoDB commands
 * (counted by the driver's command monitoring) for 5 rows as for 20. A listing joins the to-one
 * relations its selection reads; the others cost one find per target type.
 */
describe("GraphQL relation batching (real HTTP, real driver)", () => {
  let mongo: TestMongo;
  let domain: Domain;
  let server: Server;
  let url: string;
  let key: string;
  let counting = false;
  let commands: string[] = [];

  beforeAll(async () => {
    mongo = await testMongo("graphql-batching");
    domain = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName, onCommand: (name) => counting && commands.push(name) });
    const yoga = createGraphQLHandler(domain);
    server = createServer((req, res) => void yoga(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    const created = await domain.admin.createProject({ name: "Batching" });
    key = created.apiKey.key;
  });
  afterAll(async () => {
    server?.close();
    await domain?.close();
    await mongo?.drop();
  });

  /** Runs `query` counting the MongoDB commands it costs; answers them and its data. */
  async function counted<T>(query: string, variables: Record<string, unknown>): Promise<{ commands: string[]; data: T }> {
    commands = [];
    counting = true;
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": key },
      body: JSON.stringify({ query, variables }),
    });
    counting = false;
    const body = (await res.json()) as { data: T };
    return { commands: [...commands].sort(), data: body.data };
  }

  const context = async () => ({ ...(await domain.auth.authenticate(key)) });
  const all = { filters: [], logic: "AND" as const, sort: [] };

  async function dealPageCost(size: number): Promise<{ commands: string[]; rows: number }> {
    const ctx = await context();
    const stage = await domain.stages.create(ctx, (await domain.pipelines.list(ctx, all)).data[0]!.id, { name: `Size ${size}` });
    const tags = [await domain.tags.create(ctx, { name: `a${size}` }), await domain.tags.create(ctx, { name: `b${size}` })];
    for (let i = 0; i < size; i++) {
      const contact = await domain.contacts.create(ctx, {});
      await domain.deals.create(ctx, { contactId: contact.id, stageId: stage.id, tagIds: tags.map((t) => t.id) });
    }
    // Through a fragment and an inline fragment: the join still sees what the page reads.
    const query = `query($stageId: String!) { deals(filter: {stageId: {eq: $stageId}}, limit: 20) { total data { ...Card } } }
      fragment Card on Deal { id contact { id fields { fieldId } } ... on Deal { stage { id name } } tags { id name } }`;
    const { commands: cost, data } = await counted<{
      deals: { data: Array<{ contact: unknown; stage: { name: string }; tags: unknown[] }> };
    }>(query, { stageId: stage.id });
    for (const deal of data.deals.data) {
      expect(deal.contact).not.toBeNull();
      expect(deal.stage.name).toBe(`Size ${size}`);
      expect(deal.tags).toHaveLength(2);
    }
    return { commands: cost, rows: data.deals.data.length };
  }

  it("a page of 20 deals with contact, stage and tags costs what a page of 5 costs", async () => {
    const small = await dealPageCost(5);
    const large = await dealPageCost(20);
    expect(small.rows).toBe(5);
    expect(large.rows).toBe(20);
    expect(large.commands).toEqual(small.commands);
    // The page with its contact and stage joined, its count (countDocuments is an aggregate), then one find for the tags.
    expect(large.commands).toEqual(["aggregate", "aggregate", "find"]);
  });

  /** `size` chats on a new channel, each with the agent and one message; the costs of their page and of one chat's messages. */
  async function chatPageCost(size: number, line: number) {
    const ctx = await context();
    const channel = await domain.channels.create(ctx, {
      type: "WHATSAPP",
      name: `Line ${line}`,
      phone: `+3361000${String(line).padStart(4, "0")}`,
    });
    const agent = await domain.agents.create(ctx, { name: `Agent ${line}` });
    const chatIds: string[] = [];
    for (let i = 0; i < size; i++) {
      const chat = await domain.chats.create(ctx, {
        channelId: channel.id,
        phone: `+336${String(line).padStart(2, "0")}${String(i).padStart(6, "0")}`,
      });
      await domain.chats.setAgent(ctx, chat.id, { agentId: agent.id });
      chatIds.push(chat.id);
    }
    for (let i = 0; i < size; i++) await domain.messages.send(ctx, chatIds[0]!, { type: "TEXT", content: { text: `hello ${i}` } });

    const chats = await counted<{
      chats: { data: Array<{ contact: { id: string } | null; channel: { id: string }; agent: { id: string } }> };
    }>(
      `query($channelId: String!) { chats(filter: {channelId: {eq: $channelId}}, limit: 20) { total data { id contact { id } channel { id } agent { id } } } }`,
      { channelId: channel.id },
    );
    expect(chats.data.chats.data).toHaveLength(size);
    for (const chat of chats.data.chats.data)
      expect(chat).toMatchObject({ contact: { id: expect.any(String) }, channel: { id: channel.id }, agent: { id: agent.id } });

    const messages = await counted<{ chatMessages: { data: Array<{ chat: { id: string } }> } }>(
      `query($chatId: ID!) { chatMessages(chatId: $chatId, limit: 20) { total data { id chat { id agentId } } } }`,
      { chatId: chatIds[0] },
    );
    expect(messages.data.chatMessages.data).toHaveLength(size);
    for (const message of messages.data.chatMessages.data) expect(message.chat.id).toBe(chatIds[0]);
    return { chats: chats.commands, messages: messages.commands };
  }

  it("a page of 20 chats with contact, channel and agent, and of 20 messages with their chat, costs what a page of 5 costs", async () => {
    const small = await chatPageCost(5, 1);
    const large = await chatPageCost(20, 2);
    expect(large).toEqual(small);
    // The page with its contact, channel and agent joined, and its count.
    expect(large.chats).toEqual(["aggregate", "aggregate"]);
    // The chat's 404 check, the page and its count, then one find for the messages' chat.
    expect(large.messages).toEqual(["aggregate", "aggregate", "find", "find"]);
  });

  /** `size` deals, each on its own contact, each contact with a note; what reading a contact's deals through the deals' page costs. */
  async function contactDealsCost(size: number) {
    const ctx = await context();
    const stage = await domain.stages.create(ctx, (await domain.pipelines.list(ctx, all)).data[0]!.id, { name: `Contacts ${size}` });
    for (let i = 0; i < size; i++) {
      const contact = await domain.contacts.create(ctx, {});
      await domain.deals.create(ctx, { contactId: contact.id, stageId: stage.id });
      await domain.notes.create(ctx, { entityId: contact.id, content: `Note ${size}/${i}` });
    }
    // Outside a listing's own join (the contact is joined to the deal, its deals are not): one read for all the contacts' deals.
    const { commands: cost, data } = await counted<{ deals: { data: Array<{ id: string; contact: { deals: Array<{ id: string }> } }> } }>(
      `query($stageId: String!) { deals(filter: {stageId: {eq: $stageId}}, limit: 20) { data { id contact { id deals { id } } } } }`,
      { stageId: stage.id },
    );
    for (const deal of data.deals.data) expect(deal.contact.deals).toEqual([{ id: deal.id }]);
    return { commands: cost, rows: data.deals.data.length };
  }

  it("the relations only REST's [with] had (a contact's deals, a note's deal and contact) are batched like the others", async () => {
    const small = await contactDealsCost(5);
    const large = await contactDealsCost(20);
    expect(large.rows).toBe(20);
    expect(large.commands).toEqual(small.commands);
    // The page with its contact joined and its count, then one listing of the contacts with their deals joined.
    expect(large.commands).toEqual(["aggregate", "aggregate", "aggregate"]);

    // In a listing they are joined in the page's own query; a contact's note has no deal.
    const notes = await counted<{ notes: { data: Array<{ deal: unknown; contact: { id: string; deals: unknown[] } }> } }>(
      `{ notes(filter: {entityType: {eq: CONTACT}}, limit: 20) { data { deal { id } contact { id deals { id } } } } }`,
      {},
    );
    expect(notes.data.notes.data).toHaveLength(20);
    for (const note of notes.data.notes.data) expect(note).toMatchObject({ deal: null, contact: { id: expect.any(String) } });
    expect(notes.commands).toEqual(["aggregate", "aggregate", "aggregate"]);
  });
});
