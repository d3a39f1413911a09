import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { openDomain, type Domain } from "@crm/domain";
import { testMongo, type TestMongo } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGraphQLHandler } from "../src";

/**
 * Relations are batched: a page of deals with contact, stage and tags costs the same number of
 * MongoDB commands (counted by the driver's command monitoring) for 5 deals as for 20.
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

  async function pageCost(size: number): Promise<{ commands: string[]; rows: number }> {
    const ctx = { ...(await domain.auth.authenticate(key)) };
    const stage = await domain.stages.create(ctx, (await domain.pipelines.list(ctx, { filters: [], logic: "AND", sort: [] })).data[0]!.id, { name: `Size ${size}` });
    const tags = [await domain.tags.create(ctx, { name: `a${size}` }), await domain.tags.create(ctx, { name: `b${size}` })];
    for (let i = 0; i < size; i++) {
      const contact = await domain.contacts.create(ctx, {});
      await domain.deals.create(ctx, { contactId: contact.id, stageId: stage.id, tagIds: tags.map((t) => t.id) });
    }
    const query = `query($stageId: String!) { deals(filter: {stageId: {eq: $stageId}}, limit: 20) {
      total data { id contact { id fields { fieldId } } stage { id name } tags { id name } } } }`;
    commands = [];
    counting = true;
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": key },
      body: JSON.stringify({ query, variables: { stageId: stage.id } }),
    });
    counting = false;
    const body = (await res.json()) as { data: { deals: { data: Array<{ contact: unknown; stage: { name: string }; tags: unknown[] }> } } };
    for (const deal of body.data.deals.data) {
      expect(deal.contact).not.toBeNull();
      expect(deal.stage.name).toBe(`Size ${size}`);
      expect(deal.tags).toHaveLength(2);
    }
    return { commands: [...commands], rows: body.data.deals.data.length };
  }

  it("a page of 20 deals with contact, stage and tags costs what a page of 5 costs", async () => {
    const small = await pageCost(5);
    const large = await pageCost(20);
    expect(small.rows).toBe(5);
    expect(large.rows).toBe(20);
    expect(large.commands).toEqual(small.commands);
    // The page and its count (countDocuments is an aggregate), then one find per relation (contacts, stages, tags).
    expect(large.commands.sort()).toEqual(["aggregate", "aggregate", "find", "find", "find"]);
  });
});
