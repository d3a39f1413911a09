import type { TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "../core/context";
import { AppError } from "../core/errors";
import { createUnitOfWork } from "../core/unit-of-work";
import { defineModels } from "../models";
import { openDomain, type Domain } from "../open-domain";
import { createTagService } from "../tags/tag.service";
import { eventDataSchemas, isEventType, type EventType } from "./event-catalogue";
import type { EventRecord } from "./event.service";
import { eventsTestEnv, type EventsTestEnv } from "../../test/events-env";

/**
 * The outbox seen through `domain.events`: every change raises its event in the same
 * transaction, a no-op raises none, and a change that fails part-way leaves neither a trace in
 * the data nor an event.
 */
describe("outbox", () => {
  let env: EventsTestEnv;
  let mongo: TestMongo;
  let domain: Domain;
  let reader: Connection;
  let ctx: Context;
  let other: Context;

  beforeAll(async () => {
    env = await eventsTestEnv("outbox");
    ({ mongo, domain, reader, ctx, other } = env);
  });
  afterAll(() => env?.close());

  /** Events raised by `action`, in order, read through the cursor of the public list. */
  async function raisedBy(action: () => Promise<unknown>): Promise<EventRecord[]> {
    const last = (await allEvents()).at(-1);
    await action();
    return domain.events.list(ctx, { ...(last ? { after: last.id } : {}), limit: 1000 });
  }
  const allEvents = () => domain.events.list(ctx, { limit: 1000 });
  const ofType = (events: EventRecord[], type: string, id: string) =>
    events.filter((e) => e.type === type && (e.data.id ?? (e.data.record as { id?: string } | undefined)?.id) === id);

  interface Case {
    event: string;
    create(): Promise<{ id: string }>;
    update(id: string): Promise<unknown>;
    /** The keys the update changes. */
    changes: string[];
    remove(id: string): Promise<void>;
  }

  it("every create/update/delete raises <resource>.created|updated|deleted with projectId, actor and changed keys; a no-op PATCH raises nothing", async () => {
    const { data: pipelines } = await domain.pipelines.list(ctx, { filters: [], logic: "AND", sort: [] });
    const pipelineId = pipelines[0]!.id;
    const ids: Record<string, string> = {};
    const cases: Case[] = [
      {
        event: "user",
        create: () => domain.users.create(ctx, { name: "Ann", email: "ann@example.com" }),
        update: (id) => domain.users.update(ctx, id, { name: "Annie" }),
        changes: ["name"],
        remove: (id) => domain.users.remove(ctx, id),
      },
      {
        event: "tag",
        create: () => domain.tags.create(ctx, { name: "hot" }),
        update: (id) => domain.tags.update(ctx, id, { name: "warm", color: null }),
        changes: ["name"],
        remove: (id) => domain.tags.remove(ctx, id),
      },
      {
        event: "loss_reason",
        create: () => domain.lossReasons.create(ctx, { name: "Price" }),
        update: (id) => domain.lossReasons.update(ctx, id, { name: "Too pricey" }),
        changes: ["name"],
        remove: (id) => domain.lossReasons.remove(ctx, id),
      },
      {
        event: "agent",
        create: () => domain.agents.create(ctx, { name: "Bot" }),
        update: (id) => domain.agents.update(ctx, id, { instructions: "Be brief." }),
        changes: ["instructions"],
        remove: (id) => domain.agents.remove(ctx, id),
      },
      {
        event: "channel",
        create: () => domain.channels.create(ctx, { type: "WHATSAPP", name: "Main", phone: "+55 11 99999-0000" }),
        update: (id) => domain.channels.update(ctx, id, { name: "Sales line" }),
        changes: ["name"],
        remove: (id) => domain.channels.remove(ctx, id),
      },
      {
        event: "lead",
        create: () =>
          domain.leads.create(ctx, {
            sourceId: "0123456789abcdef01234567",
            sessionId: crypto.randomUUID(),
            originURL: "https://example.com/?gclid=1",
          }),
        update: (id) => domain.leads.update(ctx, id, { isComplete: true }),
        changes: ["isComplete"],
        remove: (id) => domain.leads.remove(ctx, id),
      },
      {
        event: "pipeline",
        create: () => domain.pipelines.create(ctx, { name: "Second" }),
        update: (id) => domain.pipelines.update(ctx, id, { name: "Renamed" }),
        changes: ["name"],
        remove: (id) => domain.pipelines.remove(ctx, id),
      },
      {
        event: "stage",
        create: () => domain.stages.create(ctx, pipelineId, { name: "Qualified" }),
        update: (id) => domain.stages.update(ctx, { pipelineId, id }, { name: "Qualified!" }),
        changes: ["name"],
        remove: (id) => domain.stages.remove(ctx, { pipelineId, id }, {}),
      },
      {
        event: "field_group",
        create: () => domain.fieldGroups.create(ctx, { name: "Extra" }),
        update: (id) => domain.fieldGroups.update(ctx, id, { name: "More" }),
        changes: ["name"],
        remove: (id) => domain.fieldGroups.remove(ctx, id),
      },
      {
        event: "field",
        create: () => domain.fields.create(ctx, { fieldGroupId: ids.field_group!, label: "Size", type: "TEXT" }),
        update: (id) => domain.fields.update(ctx, id, { label: "Company size" }),
        changes: ["label"],
        remove: (id) => domain.fields.remove(ctx, id),
      },
      {
        event: "contact",
        create: () => domain.contacts.create(ctx, {}),
        update: (id) => domain.contacts.update(ctx, id, { fields: [{ key: "NAME", value: "Zed" }] }),
        changes: ["fields"],
        remove: (id) => domain.contacts.remove(ctx, id),
      },
      {
        event: "deal",
        create: () => domain.deals.create(ctx, { contactId: ids.contact! }),
        update: (id) => domain.deals.update(ctx, id, { tagIds: [ids.tag!] }),
        changes: ["tagIds"],
        remove: (id) => domain.deals.remove(ctx, id),
      },
      {
        event: "note",
        create: () => domain.notes.create(ctx, { content: "Called.", entityId: ids.deal! }),
        update: (id) => domain.notes.update(ctx, id, { content: "Called twice." }),
        changes: ["content"],
        remove: (id) => domain.notes.remove(ctx, id),
      },
      {
        event: "task",
        create: () => domain.tasks.create(ctx, { dealId: ids.deal!, title: "Call back", dueAt: "2030-01-01T10:00:00.000Z" }),
        update: (id) => domain.tasks.update(ctx, id, { title: "Call back soon" }),
        changes: ["title"],
        remove: (id) => domain.tasks.remove(ctx, id),
      },
    ];

    const expectOne = (events: EventRecord[], type: string, id: string): EventRecord => {
      const found = ofType(events, type, id);
      expect(found, `${type} ${id}`).toHaveLength(1);
      const event = found[0]!;
      expect(event).toMatchObject({ type, projectId: ctx.projectId, actor: ctx.actor, createdAt: expect.any(String) });
      // Its data is exactly what the event catalogue documents for the type.
      expect(isEventType(type)).toBe(true);
      const parsed = eventDataSchemas[type as EventType].safeParse(event.data);
      expect(parsed.success, `${type}: ${parsed.error?.message}`).toBe(true);
      return event;
    };

    for (const c of cases) {
      let id = "";
      const created = await raisedBy(async () => (id = (await c.create()).id));
      ids[c.event] = id;
      expect(expectOne(created, `${c.event}.created`, id).data.record).toMatchObject({ id });
    }
    for (const c of cases) {
      const id = ids[c.event]!;
      const updated = await raisedBy(() => c.update(id));
      expect(
        updated.map((e) => e.type),
        c.event,
      ).toEqual([`${c.event}.updated`]);
      expect(expectOne(updated, `${c.event}.updated`, id).data).toMatchObject({ id, changes: c.changes, record: { id } });
      expect(await raisedBy(() => c.update(id)), `${c.event} no-op`).toEqual([]);
    }
    // Dependents first, so each delete is allowed (a contact with deals, a group with fields are not).
    for (const c of [...cases].reverse()) {
      const id = ids[c.event]!;
      const deleted = await raisedBy(() => c.remove(id));
      expect(expectOne(deleted, `${c.event}.deleted`, id).data).toMatchObject({ id, record: { id } });
    }
  });

  it("a field PATCH refused by a rule after it wrote (claimed the target group) leaves neither the change nor an event", async () => {
    const contactGroup = await domain.fieldGroups.create(ctx, { name: "Contact extras" });
    const dealGroup = await domain.fieldGroups.create(ctx, { name: "Deal extras", entityType: "DEAL" });
    const field = await domain.fields.create(ctx, { fieldGroupId: contactGroup.id, label: "Budget", type: "TEXT" });
    const groups = reader.collection<{ _id: string; fieldWrites?: number }>("field_groups");
    const writesBefore = (await groups.findOne({ _id: dealGroup.id }))?.fieldWrites;

    const events = await raisedBy(async () => {
      const error = await domain.fields.update(ctx, field.id, { label: "Renamed", fieldGroupId: dealGroup.id }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 422, errorCode: "ENTITY_TYPE_MISMATCH" });
    });

    expect(events).toEqual([]);
    expect(await domain.fields.get(ctx, field.id)).toMatchObject({ label: "Budget", fieldGroupId: contactGroup.id });
    // The partial write (the claim on the target group) was rolled back with the rest.
    expect((await groups.findOne({ _id: dealGroup.id }))?.fieldWrites).toBe(writesBefore);
  });

  it("an error thrown inside inTransaction after a write and its event rolls back both", async () => {
    // The domain's own unit of work and tag service, built on a second connection to the same database.
    const conn = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
    try {
      const models = defineModels(conn);
      const inTransaction = createUnitOfWork(conn, models.events, {});
      const tags = createTagService({ models, deals: { pullTag: async () => undefined }, inTransaction });
      const tag = await domain.tags.create(ctx, { name: "stable" });

      const events = await raisedBy(async () => {
        const run = inTransaction(ctx, async (uow) => {
          const changed = await tags.applyUpdate(ctx, await tags.load(ctx, tag.id), { name: "changed" }, uow);
          expect(changed).toEqual(["name"]);
          throw new Error("forced failure after the write");
        });
        await expect(run).rejects.toThrow("forced failure after the write");
      });

      expect(events).toEqual([]);
      expect(await domain.tags.get(ctx, tag.id)).toMatchObject({ name: "stable" });
    } finally {
      await conn.close();
    }
  });

  it("the relay's index holds only undispatched events, and opening the domain drops the index it replaced", async () => {
    const events = reader.collection("events");
    await events.createIndex({ dispatchedAt: 1, createdAt: 1 });
    const reopened = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName });
    await reopened.close();
    const indexes = await events.listIndexes().toArray();
    expect(indexes.find((index) => index.name === "dispatchedAt_1_createdAt_1")).toBeUndefined();
    expect(indexes.find((index) => index.name === "pending_events")).toMatchObject({
      key: { dispatchedAt: 1, createdAt: 1 },
      partialFilterExpression: { dispatchedAt: null },
    });
    // Once relayed, events leave it: the relay's read walks only what is still pending.
    for (let batch = await domain.outbox.pending(500); batch.length > 0; batch = await domain.outbox.pending(500)) {
      await domain.outbox.markDispatched(batch.map((event) => event.id));
    }
    const plan = await events.find({ dispatchedAt: null }).sort({ createdAt: 1, _id: 1 }).explain("executionStats");
    expect(JSON.stringify(plan.queryPlanner.winningPlan)).toContain("pending_events");
    expect(plan.executionStats.totalDocsExamined).toBe(0);
  });

  it("events.list is scoped by project, filters by type, pages with a cursor and 404s an unknown cursor", async () => {
    const mine = await allEvents();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.projectId === ctx.projectId)).toBe(true);
    const theirs = await domain.events.list(other, { limit: 1000 });
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((e) => e.projectId === other.projectId)).toBe(true);

    const created = await domain.events.list(ctx, { types: ["tag.created"], limit: 1000 });
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((e) => e.type === "tag.created")).toBe(true);

    const firstTwo = await domain.events.list(ctx, { limit: 2 });
    const next = await domain.events.list(ctx, { after: firstTwo[1]!.id, limit: 2 });
    expect([...firstTwo, ...next].map((e) => e.id)).toEqual(mine.slice(0, 4).map((e) => e.id));

    // Another project's event id is no cursor here.
    await expect(domain.events.list(ctx, { after: theirs[0]!.id })).rejects.toMatchObject({ status: 404 });
    await expect(domain.events.list({ ...ctx, scopes: ["write"] })).rejects.toMatchObject({ status: 403 });
  });
});
