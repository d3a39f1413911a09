import { testMongo, testRedis, type TestMongo, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "../core/context";
import { openDomain, type Domain } from "../open-domain";

/** Two API processes on one database: a field change in one is seen by the other at once (Redis pub/sub), not after the cache TTL. */
describe("field definitions across processes", () => {
  let mongo: TestMongo;
  let redis: TestRedis;
  let a: Domain;
  let b: Domain;
  let ctx: Context;

  beforeAll(async () => {
    mongo = await testMongo("field-defs");
    redis = await testRedis("field-defs");
    a = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName, redis: redis.connection() });
    b = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName, redis: redis.connection() });
    const { apiKey } = await a.admin.createProject({ name: "Two processes" });
    ctx = await a.auth.authenticate(apiKey.key);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.cleanup();
    await mongo?.drop();
  });

  /** Resolves on b once b has dropped its cached definitions (the message is asynchronous). */
  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    for (let i = 0; i < 50; i++) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  it("a field created, changed and deleted in one process is known, changed and gone in the other", async () => {
    const group = (await b.fieldGroups.list(ctx, { filters: [], logic: "AND", sort: [] })).data[0]!;
    // Warm b's cache before the field exists.
    await b.contacts.create(ctx, { fields: [{ key: "NAME", value: "Warm" }] });

    const field = await a.fields.create(ctx, {
      label: "Plan",
      type: "SELECT",
      fieldGroupId: group.id,
      config: { options: [{ id: "p1", label: "One" }] },
    });
    expect(
      await eventually(() =>
        b.contacts.create(ctx, { fields: [{ fieldId: field.id, value: "p1" }] }).then(
          () => true,
          () => false,
        ),
      ),
    ).toBe(true);

    await a.fields.update(ctx, field.id, {
      config: {
        options: [
          { id: "p1", label: "One" },
          { id: "p2", label: "Two" },
        ],
      },
    });
    expect(
      await eventually(() =>
        b.contacts.create(ctx, { fields: [{ fieldId: field.id, value: "Two" }] }).then(
          () => true,
          () => false,
        ),
      ),
    ).toBe(true);

    // Values must go before the field can; then the field is unknown in b too.
    await a.fields.remove(ctx, field.id);
    expect(
      await eventually(() =>
        b.contacts.create(ctx, { fields: [{ fieldId: field.id, value: "p1" }] }).then(
          () => false,
          (e: { status?: number }) => e.status === 404,
        ),
      ),
    ).toBe(true);
  });
});
