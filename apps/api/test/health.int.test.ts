import { openDomain, type Domain } from "@crm/domain";
import { freePort } from "@crm/jobs";
import { testMongo, testRedis, type TestMongo, type TestRedis } from "@crm/testing";
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
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
