import { openDomain, type Domain, type EventRecord } from "@crm/domain";
import { testMongo, testRedis, type TestMongo, type TestRedis } from "@crm/testing";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { listenOnFreePort } from "../listen";
import { sseData, sseMessages, type SseMessage } from "../support/sse";
import { trpcClient } from "../support/trpc";

/**
 * Live updates across API processes: two API instances (each its own domain, Redis subscriber
 * and HTTP server) on one database and one Redis. A deal moved through REST on A reaches a
 * GraphQL subscriber on A and a tRPC subscriber on B; another project's subscriber sees none of it.
 */
describe("live events over SSE (GraphQL and tRPC, two API processes)", () => {
  let mongo: TestMongo;
  let redis: TestRedis;
  const domains: Domain[] = [];
  const servers: Array<{ url: string; close(): Promise<void> }> = [];

  beforeAll(async () => {
    mongo = await testMongo("live");
    redis = await testRedis("live");
    for (let i = 0; i < 2; i++) {
      const domain = await openDomain({
        mongoUri: mongo.uri,
        dbName: mongo.dbName,
        redis: redis.connection(),
        rateLimit: { keyPrefix: redis.prefix },
      });
      domains.push(domain);
      servers.push(await listenOnFreePort(createApp({ domain, redis: redis.connection(), logger: pino({ level: "silent" }) })));
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const domain of domains) await domain.close();
    await redis?.cleanup();
    await mongo?.drop();
  });

  /** Waits until `count` API processes listen to the project's channel (a condition, not a retry). */
  async function subscribers(projectId: string, count: number): Promise<void> {
    const admin = redis.connection();
    for (;;) {
      const [, listening] = (await admin.pubsub("NUMSUB", `crm:live:${projectId}`)) as [string, number];
      if (Number(listening) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const subscribeGraphQL = (baseUrl: string, key: string, variables: Record<string, unknown>) =>
    fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", "x-api-key": key },
      body: JSON.stringify({
        query: "subscription($types: [String!], $recordId: ID) { events(types: $types, recordId: $recordId) { type projectId data } }",
        variables,
      }),
    });

  /** The first event a @trpc/client subscription receives. */
  function firstTrpcEvent(baseUrl: string, key: string, input: { types?: string[]; recordId?: string }) {
    let unsubscribe = () => {};
    const first = new Promise<EventRecord>((resolve, reject) => {
      ({ unsubscribe } = trpcClient({ baseUrl }, key).events.live.subscribe(input, {
        onData: ({ data }) => resolve(data),
        onError: reject,
      }));
    });
    return { first, unsubscribe: () => unsubscribe() };
  }

  it("a deal move reaches the project's GraphQL and tRPC subscribers in any process, and no other project's", async () => {
    const [a, b] = [domains[0]!, domains[1]!];
    const [serverA, serverB] = [servers[0]!, servers[1]!];
    const mine = await a.admin.createProject({ name: "Board" });
    const theirs = await a.admin.createProject({ name: "Elsewhere" });
    const ctx = await a.auth.authenticate(mine.apiKey.key);
    const contact = await a.contacts.create(ctx, {});
    const deal = await a.deals.create(ctx, { contactId: contact.id });
    const [pipeline] = (await a.pipelines.list(ctx, { filters: [], logic: "AND", sort: [] })).data;
    const won = (await a.stages.list(ctx, pipeline!.id, { filters: [], logic: "AND", sort: [] })).data.find((s) => s.type === "WON")!;

    const graphqlEvents = sseData(await subscribeGraphQL(serverA.url, mine.apiKey.key, { types: ["deal.updated"], recordId: deal.id }));
    const viaTrpcClient = firstTrpcEvent(serverB.url, mine.apiKey.key, { types: ["deal.updated"] });
    const otherEvents = sseData(await subscribeGraphQL(serverB.url, theirs.apiKey.key, {}));
    // The streams start listening when first read.
    const nextGraphql = graphqlEvents.next();
    const nextOther = otherEvents.next();
    await subscribers(mine.project.id, 2);
    await subscribers(theirs.project.id, 1);

    // An unrelated record's event first: the GraphQL subscriber filters it out by recordId.
    await b.deals.create(ctx, { contactId: contact.id });
    const moved = await fetch(`${serverA.url}/v1/deals/${deal.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", "x-api-key": mine.apiKey.key },
      body: JSON.stringify({ stageId: won.id }),
    });
    expect(moved.status).toBe(204);

    const viaGraphql = (await nextGraphql).value as {
      data: { events: { type: string; projectId: string; data: { id: string; record: { stageId: string; status: string } } } };
    };
    expect(viaGraphql.data.events).toMatchObject({
      type: "deal.updated",
      projectId: mine.project.id,
      data: { id: deal.id, record: { stageId: won.id, status: "WON" } },
    });
    const viaTrpc = await viaTrpcClient.first;
    viaTrpcClient.unsubscribe();
    expect(viaTrpc).toMatchObject({ type: "deal.updated", data: { id: deal.id, changes: expect.arrayContaining(["stageId", "status"]) } });

    // The other project's subscriber sees its own project's first event, nothing from "Board".
    const otherCtx = await b.auth.authenticate(theirs.apiKey.key);
    await b.tags.create(otherCtx, { name: "theirs" });
    const first = (await nextOther).value as { data: { events: { type: string; projectId: string } } };
    expect(first.data.events).toEqual(expect.objectContaining({ type: "tag.created", projectId: theirs.project.id }));
    for (const stream of [graphqlEvents, otherEvents]) await stream.return(undefined);
  });

  /** The tRPC live stream over raw SSE, as an EventSource reconnecting with `Last-Event-ID` opens it. */
  const trpcStream = (baseUrl: string, key: string, lastEventId?: string) =>
    fetch(`${baseUrl}/trpc/events.live?input=${encodeURIComponent(JSON.stringify({ types: ["tag.created"] }))}`, {
      headers: { accept: "text/event-stream", "x-api-key": key, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
    });

  /** The next `count` data messages of a stream (tRPC's `connected` and pings have no data or another event name). */
  async function take(stream: AsyncGenerator<SseMessage>, count: number): Promise<SseMessage[]> {
    const taken: SseMessage[] = [];
    while (taken.length < count) {
      const { value, done } = await stream.next();
      if (done) throw new Error(`stream ended after ${taken.length} of ${count} messages`);
      if (value.event === undefined || value.event === "next") taken.push(value);
    }
    return taken;
  }

  it("a client that reconnects after its last event id gets every missed event, in order, once, then live ones", async () => {
    const a = domains[0]!;
    const { project, apiKey } = await a.admin.createProject({ name: "Resume" });
    const ctx = await a.auth.authenticate(apiKey.key);
    const tag = (name: string) => a.tags.create(ctx, { name });

    // tRPC on A: one live event, then the client goes away.
    const first = sseMessages(await trpcStream(servers[0]!.url, apiKey.key));
    const firstNext = take(first, 1);
    await subscribers(project.id, 1);
    await tag("before");
    const [seen] = await firstNext;
    await first.return(undefined);
    expect(seen!.data).toMatchObject({ type: "tag.created", data: { record: { name: "before" } } });
    expect(seen!.id).toBe(String((seen!.data as { sequence: number }).sequence));

    // Missed while disconnected.
    for (const name of ["missed-1", "missed-2", "missed-3"]) await tag(name);

    // Reconnects to B with Last-Event-ID: the missed ones in order, then live ones; nothing twice.
    const resumed = sseMessages(await trpcStream(servers[1]!.url, apiKey.key, seen!.id));
    const caughtUp = await take(resumed, 3);
    await tag("live");
    const [live] = await take(resumed, 1);
    await resumed.return(undefined);
    const received = [...caughtUp, live!].map((m) => ({
      id: m.id,
      name: (m.data as { data: { record: { name: string } } }).data.record.name,
    }));
    expect(received.map((m) => m.name)).toEqual(["missed-1", "missed-2", "missed-3", "live"]);
    expect(received.map((m) => Number(m.id))).toEqual([1, 2, 3, 4].map((n) => Number(seen!.id) + n));

    // GraphQL resumes from an `afterSequence` argument the same way, here in an inline query (another process, same point).
    const graphql = sseData(
      await fetch(`${servers[1]!.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream", "x-api-key": apiKey.key },
        body: JSON.stringify({
          query: `subscription { events(types: ["tag.created"], afterSequence: ${seen!.id}) { sequence data } }`,
        }),
      }),
    );
    const viaGraphql: Array<{ sequence: number; data: { record: { name: string } } }> = [];
    for (let i = 0; i < 4; i++) viaGraphql.push(((await graphql.next()).value as { data: { events: (typeof viaGraphql)[0] } }).data.events);
    await graphql.return(undefined);
    expect(viaGraphql.map((e) => e.data.record.name)).toEqual(["missed-1", "missed-2", "missed-3", "live"]);
    expect(viaGraphql.map((e) => e.sequence)).toEqual(received.map((m) => Number(m.id)));
  });
});
