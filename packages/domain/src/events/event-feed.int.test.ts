import type { TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "../core/context";
import type { Domain } from "../open-domain";
import { eventSchema } from "./event-catalogue";
import { eventsTestEnv, type EventsTestEnv } from "../../test/events-env";

/**
 * The change feed and the catalogue: the relay's numbering gives each project a strictly
 * increasing sequence in commit order, the feed pages by it, and every event matches its schema.
 */
describe("change feed", () => {
  let env: EventsTestEnv;
  let mongo: TestMongo;
  let domain: Domain;
  let reader: Connection;
  let ctx: Context;
  let other: Context;

  beforeAll(async () => {
    env = await eventsTestEnv("event-feed", { eventRetentionDays: 7 });
    ({ mongo, domain, reader, ctx, other } = env);
  });
  afterAll(() => env?.close());

  /** What the relay does before handing events on: number every pending one. */
  const relayNumbers = async () => {
    for (let batch = await domain.outbox.pending(500); batch.length > 0; batch = await domain.outbox.pending(500)) {
      await domain.outbox.markDispatched(batch.map((event) => event.id));
    }
  };
  async function readAll(c: Context, query: Record<string, string> = {}) {
    const seen = [];
    let after = "0";
    for (;;) {
      const page = await domain.events.feed(c, { ...query, after, "[limit]": "7" });
      seen.push(...page.data);
      after = String(page.next);
      if (!page.hasMore) return seen;
    }
  }

  it("shows only numbered events, in sequence order, paged by the `next` cursor, per project", async () => {
    const contact = await domain.contacts.create(ctx, {});
    expect((await domain.events.feed(ctx, {})).data.some((e) => (e.data.record as { id?: string }).id === contact.id)).toBe(false);
    for (let i = 0; i < 10; i++) await domain.tags.create(ctx, { name: `t${i}` });
    await domain.tags.create(other, { name: "theirs" });
    await relayNumbers();

    const mine = await readAll(ctx);
    const written = await domain.events.list(ctx, { limit: 1000 });
    expect(mine.map((e) => e.id).sort()).toEqual(written.map((e) => e.id).sort());
    // One relay numbering: 1, 2, 3... with no gaps; every project counts on its own.
    const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(mine.map((e) => e.sequence)).toEqual(oneToN(mine.length));
    expect(mine.every((e) => e.projectId === ctx.projectId)).toBe(true);
    const theirs = await readAll(other);
    expect(theirs.map((e) => e.sequence)).toEqual(oneToN(theirs.length));
    // The cursor after the last event: an empty page that keeps the cursor.
    const last = mine.at(-1)!.sequence;
    expect(await domain.events.feed(ctx, { after: String(last) })).toEqual({ data: [], next: last, hasMore: false });
  });

  it("reports the outbox lag: undispatched events (counted up to a limit) and when the oldest was written", async () => {
    await relayNumbers();
    expect(await domain.outbox.lag(100)).toEqual({ pending: 0, oldestCreatedAt: null });
    const before = new Date();
    for (let i = 0; i < 3; i++) await domain.tags.create(ctx, { name: `lag${i}` });
    const lag = await domain.outbox.lag(100);
    expect(lag.pending).toBe(3);
    expect(lag.oldestCreatedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect((await domain.outbox.lag(2)).pending).toBe(2);
    await relayNumbers();
    expect(await domain.outbox.lag(100)).toEqual({ pending: 0, oldestCreatedAt: null });
  });

  it("an event committed late is numbered after those already shown, so a reader paging by `next` still gets it", async () => {
    await relayNumbers();
    const startAfter = (await readAll(ctx)).at(-1)!.sequence;

    // A slow transaction writes its event (with an earlier createdAt) and stays open while a fast one commits and is numbered.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let slowWrote!: () => void;
    const started = new Promise<void>((resolve) => (slowWrote = resolve));
    const conn = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
    const now = new Date().toISOString();
    const held = conn.transaction(async (session) => {
      await conn.collection("events").insertOne(
        {
          _id: "late-event-0000000000000" as never,
          projectId: ctx.projectId,
          type: "tag.created",
          data: { record: { id: "late", projectId: ctx.projectId, name: "late", createdAt: now, updatedAt: now } },
          actor: ctx.actor,
          createdAt: new Date(Date.now() - 60_000),
          dispatchedAt: null,
          sequence: null,
          expiresAt: new Date(Date.now() + 86_400_000),
        },
        { session },
      );
      slowWrote();
      await gate;
    });
    await started;
    await domain.tags.create(ctx, { name: "fast" });
    await relayNumbers();
    const before = await domain.events.feed(ctx, { after: String(startAfter), "[limit]": "100" });
    expect(before.data.map((e) => e.type)).toEqual(["tag.created"]);
    release();
    await held;
    await conn.close();
    await relayNumbers();
    const after = await domain.events.feed(ctx, { after: String(before.next) });
    expect(after.data.map((e) => e.id)).toEqual(["late-event-0000000000000"]);
    expect(after.data[0]!.sequence).toBeGreaterThan(before.next);
  });

  it("relays and a live subscriber numbering the same events at once give each one number, in the order they were written", async () => {
    await relayNumbers();
    for (let i = 0; i < 12; i++) await domain.tags.create(ctx, { name: `race ${i}` });
    // Three relays read the same pending events; a live subscriber numbers them meanwhile too.
    const [a, b, , c] = await Promise.all([
      domain.outbox.pending(500),
      domain.outbox.pending(500),
      domain.outbox.number(ctx.projectId),
      domain.outbox.pending(500),
    ]);
    const stored = new Map((await domain.events.list(ctx, { limit: 1000 })).map((event) => [event.id, event.sequence]));
    for (const batch of [a, b, c]) {
      expect(batch).toHaveLength(12);
      // What each relay hands on is the number that was stored, whoever gave it.
      for (const event of batch) expect(event.sequence).toBe(stored.get(event.id));
    }
    const sequences = a.map((event) => event.sequence!);
    expect(new Set(sequences).size).toBe(12);
    expect(sequences).toEqual([...sequences].sort((x, y) => x - y));
    await domain.outbox.markDispatched(a.map((event) => event.id));
  });

  it("filters by type and refuses unknown types, negative cursors and unknown parameters (400)", async () => {
    const updated = await readAll(ctx, { types: "tag.created, contact.created" });
    expect(updated.length).toBeGreaterThan(0);
    expect(updated.every((e) => e.type === "tag.created" || e.type === "contact.created")).toBe(true);
    await expect(domain.events.feed(ctx, { types: "tag.created,deal.exploded" })).rejects.toMatchObject({
      status: 400,
      errorCode: "VALIDATION_ERROR",
    });
    await expect(domain.events.feed(ctx, { after: "-1" })).rejects.toMatchObject({ status: 400 });
    await expect(domain.events.feed(ctx, { after: "abc" })).rejects.toMatchObject({ status: 400 });
    await expect(domain.events.feed(ctx, { $where: "1" })).rejects.toMatchObject({ status: 400 });
    expect((await domain.events.feed(ctx, { "[limit]": "5000" })).data.length).toBeLessThanOrEqual(100);
    await expect(domain.events.feed({ ...ctx, scopes: ["write"] }, {})).rejects.toMatchObject({ status: 403 });
  });

  it("every event matches its catalogue schema, including a field delete's contact and deal updates", async () => {
    const contactGroup = await domain.fieldGroups.create(ctx, { name: "Extras" });
    const dealGroup = await domain.fieldGroups.create(ctx, { name: "Deal extras", entityType: "DEAL" });
    const contactField = await domain.fields.create(ctx, { fieldGroupId: contactGroup.id, label: "Size", type: "TEXT" });
    const dealField = await domain.fields.create(ctx, { fieldGroupId: dealGroup.id, label: "Budget", type: "TEXT" });
    const holder = await domain.contacts.create(ctx, { fields: [{ fieldId: contactField.id, value: "big" }] });
    const bystander = await domain.contacts.create(ctx, {});
    const deal = await domain.deals.create(ctx, { contactId: holder.id, fields: [{ fieldId: dealField.id, value: "1k" }] });
    await relayNumbers();
    const next = (await readAll(ctx)).at(-1)!.sequence;

    await domain.fields.remove(ctx, contactField.id);
    await domain.fields.remove(ctx, dealField.id);
    await relayNumbers();
    const raised = (await domain.events.feed(ctx, { after: String(next), "[limit]": "100" })).data;
    expect(raised.map((e) => [e.type, e.data.id])).toEqual([
      ["contact.updated", holder.id],
      ["field.deleted", contactField.id],
      ["deal.updated", deal.id],
      ["field.deleted", dealField.id],
    ]);
    expect(raised[0]!.data).toMatchObject({ changes: ["fields"], record: { id: holder.id, fields: [] } });
    expect(raised.some((e) => e.data.id === bystander.id)).toBe(false);

    const all = await readAll(ctx);
    for (const event of all) {
      const parsed = eventSchema.safeParse(event);
      expect(parsed.success, `${event.type}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("keeps each event EVENT_RETENTION_DAYS through a TTL index on expiresAt", async () => {
    const raw = await reader.collection("events").findOne({ projectId: ctx.projectId });
    expect(raw!.expiresAt.getTime() - raw!.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    const indexes = await reader.collection("events").indexes();
    expect(indexes.find((index) => index.key.expiresAt === 1)).toMatchObject({ expireAfterSeconds: 0 });
  });
});
