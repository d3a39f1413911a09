import { createServer, type Server, type Socket } from "node:net";
import { testRedis, type TestRedis } from "@crm/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "../core/context";
import { RateLimitedError } from "../core/errors";
import { createRateLimiter } from "./rate-limiter";

const keyCtx = (keyId: string): Context => ({ projectId: "p1", scopes: ["read"], actor: { type: "USER", id: "u1" }, keyId });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The limiter on a real Redis, under this file's own key prefix. */
describe("rate limiter", () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await testRedis("rate-limit");
  });
  afterAll(() => redis?.cleanup());

  const limiter = (requests: number, windowSeconds: number, connection = redis.connection()) =>
    createRateLimiter(connection, { requests, windowSeconds, keyPrefix: redis.prefix, onError: () => undefined });

  it("counts requests per key and refuses the one past the limit with the seconds until the window ends", async () => {
    const limit = limiter(3, 30);
    const ctx = keyCtx("k-count");
    expect(await limit.consume(ctx)).toEqual({ limit: 3, remaining: 2, resetSeconds: 30 });
    expect((await limit.consume(ctx))?.remaining).toBe(1);
    expect((await limit.consume(ctx))?.remaining).toBe(0);
    const error = await limit.consume(ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ errorCode: "RATE_LIMITED", status: 429, limit: 3 });
    const retry = (error as RateLimitedError).retryAfterSeconds;
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(30);
    // Another key has its own budget.
    expect((await limit.consume(keyCtx("k-other")))?.remaining).toBe(2);
    // The counter lives under the given hash-tagged prefix, with an expiry.
    expect(await redis.connection().pttl(`${redis.prefix}:ratelimit:k-count`)).toBeGreaterThan(0);
  });

  it("is one budget for every process sharing the Redis", async () => {
    const a = limiter(2, 30);
    const b = limiter(2, 30);
    const ctx = keyCtx("k-shared");
    await a.consume(ctx);
    await b.consume(ctx);
    await expect(a.consume(ctx)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(b.consume(ctx)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("with leases, answers from memory and still never lets more than the limit through across processes", async () => {
    const leased = (requests: number) =>
      createRateLimiter(redis.connection(), {
        requests,
        windowSeconds: 30,
        leaseSize: 4,
        keyPrefix: redis.prefix,
        onError: () => undefined,
      });
    // One process: the same remaining counts as with one round trip per request, from one INCRBY per 4 requests.
    const one = leased(10);
    const single = keyCtx("k-lease-one");
    const remaining: number[] = [];
    for (let i = 0; i < 10; i++) remaining.push((await one.consume(single))!.remaining);
    expect(remaining).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    await expect(one.consume(single)).rejects.toBeInstanceOf(RateLimitedError);
    // The refused request leased 13..16 and found them past the limit; later refusals need no round trip.
    await expect(one.consume(single)).rejects.toBeInstanceOf(RateLimitedError);
    expect(Number(await redis.connection().get(`${redis.prefix}:ratelimit:k-lease-one`))).toBe(16);

    // Three processes, concurrent requests: the positions leased but unused are lost, never doubled.
    const processes = [leased(10), leased(10), leased(10)];
    const shared = keyCtx("k-lease-shared");
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        processes[i % 3]!.consume(shared).then(
          () => "ok",
          (e: unknown) => e,
        ),
      ),
    );
    const passed = outcomes.filter((o) => o === "ok").length;
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThanOrEqual(10);
    expect(outcomes.filter((o) => o !== "ok").every((o) => o instanceof RateLimitedError)).toBe(true);
  });

  it("lets the key in again once the window has passed", async () => {
    const limit = limiter(1, 0.3);
    const ctx = keyCtx("k-reset");
    await limit.consume(ctx);
    await expect(limit.consume(ctx)).rejects.toBeInstanceOf(RateLimitedError);
    await sleep(400);
    expect((await limit.consume(ctx))?.remaining).toBe(0);
  });

  it("limits nothing without Redis or without an API key", async () => {
    expect(await createRateLimiter(undefined, { requests: 1, windowSeconds: 60 }).consume(keyCtx("k-none"))).toBeUndefined();
    const limit = limiter(1, 60);
    const system: Context = { projectId: "p1", scopes: ["read"], actor: { type: "SYSTEM", id: "worker" } };
    expect(await limit.consume(system)).toBeUndefined();
    expect(await limit.consume(system)).toBeUndefined();
  });

  describe("fails open", () => {
    let silent: Server;
    let port = 0;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      // Accepts connections and never answers: a Redis that hangs.
      silent = createServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      port = (silent.address() as { port: number }).port;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent?.close(() => resolve()));
    });

    it("when Redis hangs: the request passes after the timeout and the failure is reported once", async () => {
      const hanging = new Redis({ host: "127.0.0.1", port, maxRetriesPerRequest: null, lazyConnect: true });
      const reported: unknown[] = [];
      try {
        const limit = createRateLimiter(hanging, { requests: 1, windowSeconds: 60, timeoutMs: 50, onError: (e) => reported.push(e) });
        const started = Date.now();
        expect(await limit.consume(keyCtx("k-hang"))).toBeUndefined();
        expect(await limit.consume(keyCtx("k-hang"))).toBeUndefined();
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(reported).toHaveLength(1);
      } finally {
        hanging.disconnect();
      }
    });

    it("when the connection is gone: the request passes at once", async () => {
      const closed = redis.connection();
      await closed.quit();
      const limit = createRateLimiter(closed, { requests: 1, windowSeconds: 60, onError: () => undefined });
      expect(await limit.consume(keyCtx("k-closed"))).toBeUndefined();
    });
  });
});
