import { testMongo, type TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "../core/context";
import { defineModels } from "../models";
import { createIdempotencyService, requestFingerprint } from "./idempotency.service";

const LEASE_MS = 1_500;

describe("idempotency keys", () => {
  let mongo: TestMongo;
  let conn: Connection;
  let service: ReturnType<typeof createIdempotencyService>;
  const ctx: Context = { projectId: "p1", scopes: ["read", "write"], actor: { type: "USER", id: "u1" } };

  beforeAll(async () => {
    mongo = await testMongo("idempotency");
    conn = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
    const models = defineModels(conn);
    await models.idempotencyKeys.createIndexes();
    // Long enough that the second begin below lands inside the first's lease on a loaded machine.
    service = createIdempotencyService({ models, leaseMs: LEASE_MS });
  });
  afterAll(async () => {
    await conn?.close();
    await mongo?.drop();
  });

  const request = (key: string, body: unknown = { name: "a" }) => ({ key, fingerprint: requestFingerprint("POST", "/v1/tags", body) });

  it("lets a retry take over a key whose first request died without an answer, once its lease is over", async () => {
    expect(await service.begin(ctx, request("crashed"))).toEqual({ replay: false });
    await expect(service.begin(ctx, request("crashed"))).rejects.toMatchObject({ status: 409, errorCode: "IDEMPOTENCY_KEY_IN_USE" });
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 100));
    expect(await service.begin(ctx, request("crashed"))).toEqual({ replay: false });
    await service.complete(ctx, "crashed", { status: 201, body: { id: "t1" } });
    expect(await service.begin(ctx, request("crashed"))).toEqual({ replay: true, status: 201, body: { id: "t1" } });
  });

  it("keeps a key per API key, and authorises the caller before claiming or replaying", async () => {
    const writer: Context = { ...ctx, keyId: "k-writer" };
    expect(await service.begin(writer, request("per-key"))).toEqual({ replay: false });
    await service.complete(writer, "per-key", { status: 201, body: { secret: "whsec_x" } });
    expect(await service.begin(writer, request("per-key"))).toEqual({ replay: true, status: 201, body: { secret: "whsec_x" } });
    await expect(service.begin({ ...writer, keyId: "k-reader", scopes: ["read"] }, request("per-key"))).rejects.toMatchObject({
      status: 403,
      errorCode: "FORBIDDEN",
    });
    await expect(service.begin({ ...writer, scopes: ["read"] }, request("per-key"))).rejects.toMatchObject({ status: 403 });
    expect(await service.begin({ ...writer, keyId: "k-other" }, request("per-key"))).toEqual({ replay: false });
  });

  it("a released key (the request failed with a 5xx) runs the retry instead of replaying", async () => {
    expect(await service.begin(ctx, request("released"))).toEqual({ replay: false });
    await service.release(ctx, "released");
    expect(await service.begin(ctx, request("released"))).toEqual({ replay: false });
  });

  it("fingerprints ignore key order but not values, paths or methods", () => {
    expect(requestFingerprint("post", "/v1/tags", { a: 1, b: { c: 2, d: 3 } })).toBe(
      requestFingerprint("POST", "/v1/tags", { b: { d: 3, c: 2 }, a: 1 }),
    );
    expect(requestFingerprint("POST", "/v1/tags", { a: 1 })).not.toBe(requestFingerprint("POST", "/v1/tags", { a: 2 }));
    expect(requestFingerprint("POST", "/v1/tags", { a: 1 })).not.toBe(requestFingerprint("POST", "/v1/notes", { a: 1 }));
  });

  it("keeps each key 24 hours through a TTL index", async () => {
    await service.begin(ctx, request("ttl"));
    const raw = await conn.collection("idempotency_keys").findOne({ projectId: "p1", state: "IN_FLIGHT" });
    expect(raw!.expiresAt.getTime() - raw!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    expect((await conn.collection("idempotency_keys").indexes()).find((index) => index.key.expiresAt === 1)).toMatchObject({
      expireAfterSeconds: 0,
    });
  });
});
