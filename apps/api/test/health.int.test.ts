import { openDomain, type Domain } from "@crm/domain";
import { freePort, liveWorkers, startWorkerHeartbeat } from "@crm/jobs";
import { testMongo, testRedis, type TestMongo, type TestRedis } from "@crm/testing";
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { HealthDeps } from "../src/http/health";
import { listenOnFreePort } from "./listen";

const logger = pino({ level: "silent" });

describe("GET /health and the host's HTTP behaviour (real Mongo, real Redis, real HTTP)", () => {
  let mongo: TestMongo;
  let redis: TestRedis;
  let domain: Domain;
  let api: Awaited<ReturnType<typeof listenOnFreePort>>;

  beforeAll(async () => {
    mongo = await testMongo();
    redis = await testRedis();
    domain = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName });
    api = await listenOnFreePort(createApp({ domain, redis: redis.connection(), logger, adminToken: "a".repeat(32) }));
  });

  afterAll(async () => {
    await api?.close();
    await domain?.close();
    await mongo?.drop();
    await redis?.cleanup();
  });

  it("answers 200 with every dependency up", async () => {
    const res = await fetch(`${api.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", mongo: "up", redis: "up" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("gives every response a request id and honours a well-formed incoming one", async () => {
    const generated = await fetch(`${api.url}/health`);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const echoed = await fetch(`${api.url}/health`, { headers: { "x-request-id": "lb-1234.abc" } });
    expect(echoed.headers.get("x-request-id")).toBe("lb-1234.abc");

    const forged = await fetch(`${api.url}/health`, { headers: { "x-request-id": "x".repeat(300) } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers an unknown route with the spec's Error body", async () => {
    const res = await fetch(`${api.url}/no/such/route`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ errorCode: "NOT_FOUND", message: "No route for GET /no/such/route", status: 404 });
  });

  describe("with the pipelines reported (workers' heartbeats in Redis, the outbox lag)", () => {
    const pipelines = (outboxLagThresholdMs = 60_000): NonNullable<HealthDeps["pipelines"]> => ({
      liveWorkers: async () => (await liveWorkers(redis.connection(), redis.prefix)).length,
      outboxLag: (countLimit) => domain.outbox.lag(countLimit),
      outboxLagThresholdMs,
    });
    const healthOf = async (deps: NonNullable<HealthDeps["pipelines"]>) => {
      const app = await listenOnFreePort(createApp({ domain, redis: redis.connection(), logger, pipelines: deps }));
      try {
        const res = await fetch(`${app.url}/health`);
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      } finally {
        await app.close();
      }
    };
    const emptyOutbox = { status: "ok", pending: 0, oldestAgeMs: null, thresholdMs: 60_000 };

    it("answers 503 naming the worker when no worker has a live heartbeat", async () => {
      expect(await healthOf(pipelines())).toEqual({
        status: 503,
        body: { status: "unavailable", mongo: "up", redis: "up", worker: "down", workers: 0, outbox: emptyOutbox },
      });
    });

    it("answers 200 while a worker beats, and 503 naming the outbox once its oldest pending event is older than the threshold", async () => {
      const heartbeat = await startWorkerHeartbeat({
        redis: redis.connection(),
        prefix: redis.prefix,
        beat: { instanceId: "w1", pid: 1, host: "h", startedAt: new Date().toISOString() },
        intervalMs: 60_000,
        ttlMs: 60_000,
        onError: () => {},
      });
      try {
        expect(await healthOf(pipelines())).toEqual({
          status: 200,
          body: { status: "ok", mongo: "up", redis: "up", worker: "up", workers: 1, outbox: emptyOutbox },
        });
        // An event nobody relays (no relay runs in this test), written before the threshold's start.
        const ctx = { projectId: "health-lag", scopes: ["read", "write"] as const, actor: { type: "SYSTEM" as const, id: "t" } };
        await domain.tags.create(ctx, { name: "unrelayed" });
        await new Promise((resolve) => setTimeout(resolve, 250));
        const lagging = await healthOf(pipelines(200));
        expect(lagging.status).toBe(503);
        expect(lagging.body).toMatchObject({
          status: "unavailable",
          worker: "up",
          outbox: { status: "lagging", pending: 1, thresholdMs: 200 },
        });
        expect((lagging.body.outbox as { oldestAgeMs: number }).oldestAgeMs).toBeGreaterThan(200);
      } finally {
        await heartbeat.stop();
      }
    });
  });

  it("answers 503 naming Redis when Redis does not answer", async () => {
    const deadRedis = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    deadRedis.on("error", () => {});
    const degraded = await listenOnFreePort(createApp({ domain, redis: deadRedis, logger }));
    try {
      const res = await fetch(`${degraded.url}/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable", mongo: "up", redis: "down" });
    } finally {
      await degraded.close();
      deadRedis.disconnect();
    }
  });

  it("answers 503 naming MongoDB when the database connection is gone", async () => {
    const closedDomain = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName });
    await closedDomain.close();
    const degraded = await listenOnFreePort(createApp({ domain: closedDomain, redis: redis.connection(), logger }));
    try {
      const res = await fetch(`${degraded.url}/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable", mongo: "down", redis: "up" });
    } finally {
      await degraded.close();
    }
  });
});
