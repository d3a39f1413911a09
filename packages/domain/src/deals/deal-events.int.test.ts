import { testMongo, type TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "../core/context";
import { openDomain, type Domain } from "../open-domain";

/**
 * The events behind the deal rules, read from the outbox: what HTTP tests cannot see. Also checks
 * that moving a stage's deals costs a constant number of deal queries, whatever their number.
 */
describe("deal update events (outbox)", () => {
  let mongo: TestMongo;
  let domain: Domain;
  let reader: Connection;
  let ctx: Context;

  beforeAll(async () => {
    mongo = await testMongo("deal-events");
    domain = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName });
    reader = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
    const { project } = await domain.admin.createProject({ name: "Events" });
    ctx = { projectId: project.id, scopes: ["read", "write"], actor: { type: "SYSTEM", id: "test" } };
  });
  afterAll(async () => {
    await reader?.close();
    await domain?.close();
    await mongo?.drop();
  });

  interface Event {
    type: string;
    data: { id: string; changes?: string[]; record?: Record<string, unknown> };
  }
  /** Events raised by `action`, in order. */
  async function eventsOf(action: () => Promise<unknown>): Promise<Event[]> {
    const since = await reader.collection("events").countDocuments({ projectId: ctx.projectId });
    await action();
    const all = await reader.collection<Event>("events").find({ projectId: ctx.projectId }).sort({ createdAt: 1, _id: 1 }).toArray();
    return all.slice(since).map(({ type, data }) => ({ type, data }));
  }

  async function setup() {
    const [pipeline] = (await domain.pipelines.list(ctx, { filters: [], logic: "AND", sort: [] })).data;
    const stages = (await domain.stages.list(ctx, pipeline!.id, { filters: [], logic: "AND", sort: [] })).data;
    const contact = await domain.contacts.create(ctx, {});
    const won = stages.find((s) => s.type === "WON")!;
    return { pipelineId: pipeline!.id, wonId: won.id!, contactId: contact.id };
  }

  it("a project starts with its pipeline and built-in stages, each announced", async () => {
    const types = (await reader.collection<Event>("events").find({ projectId: ctx.projectId }).toArray()).map((e) => e.type);
    expect(types.filter((t) => t === "pipeline.created")).toHaveLength(1);
    expect(types.filter((t) => t === "stage.created")).toHaveLength(3);
  });

  it("PATCH raises one deal.updated with the changed keys (derived ones included); a no-op raises none", async () => {
    const { wonId, contactId } = await setup();
    const deal = await domain.deals.create(ctx, { contactId });
    const events = await eventsOf(() => domain.deals.update(ctx, deal.id, { stageId: wonId }));
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe("deal.updated");
    expect(events[0]!.data.changes?.sort()).toEqual(["closedAt", "stageId", "status"]);
    expect(events[0]!.data.record).toMatchObject({ id: deal.id, status: "WON", stageId: wonId });
    expect(await eventsOf(() => domain.deals.update(ctx, deal.id, { stageId: wonId }))).toEqual([]);
  });

  it("renaming raises one deal.updated whose changes list title", async () => {
    const { contactId } = await setup();
    const deal = await domain.deals.create(ctx, { contactId, title: "Old name" });
    const events = await eventsOf(() => domain.deals.update(ctx, deal.id, { title: "New name" }));
    expect(events).toEqual([{ type: "deal.updated", data: expect.objectContaining({ id: deal.id, changes: ["title"] }) }]);
    expect(events[0]!.data.record).toMatchObject({ id: deal.id, title: "New name" });
  });

  it("a stage deleted with targetStageId raises deal.updated per moved deal, with a constant number of deal queries", async () => {
    const { pipelineId, wonId, contactId } = await setup();
    const dealQueries = async (count: number) => {
      const stage = await domain.stages.create(ctx, pipelineId, { name: `Bulk ${count}` });
      for (let i = 0; i < count; i++) await domain.deals.create(ctx, { contactId, stageId: stage.id });
      let queries = 0;
      mongoose.set("debug", (collection: string) => {
        if (collection === "deals") queries++;
      });
      try {
        const events = await eventsOf(() => domain.stages.remove(ctx, { pipelineId, id: stage.id }, { targetStageId: wonId }));
        const moved = events.filter((e) => e.type === "deal.updated");
        expect(moved).toHaveLength(count);
        for (const e of moved) expect(e.data.record).toMatchObject({ stageId: wonId, status: "WON", closedAt: expect.any(String) });
        expect(events.at(-1)).toMatchObject({ type: "stage.deleted", data: { id: stage.id } });
      } finally {
        mongoose.set("debug", false);
      }
      return queries;
    };
    const few = await dealQueries(2);
    const many = await dealQueries(25);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });

  it("deleting a deal deletes its tasks and notes with their events, as a contact's notes go with it", async () => {
    const { contactId } = await setup();
    const deal = await domain.deals.create(ctx, { contactId });
    const note = await domain.notes.create(ctx, { content: "call back", entityId: deal.id });
    const contactNote = await domain.notes.create(ctx, { content: "stays", entityId: contactId });
    const events = await eventsOf(() => domain.deals.remove(ctx, deal.id));
    expect(events.filter((e) => e.type === "note.deleted").map((e) => e.data.id)).toEqual([note.id]);
    expect(events.at(-1)).toMatchObject({ type: "deal.deleted", data: { id: deal.id } });
    expect(await domain.notes.get(ctx, contactNote.id)).toMatchObject({ id: contactNote.id });
  });

  it("deleting a tag raises deal.updated (changes: tagIds) for each deal that carried it", async () => {
    const { contactId } = await setup();
    const tag = await domain.tags.create(ctx, { name: "evented" });
    const tagged = [
      await domain.deals.create(ctx, { contactId, tagIds: [tag.id] }),
      await domain.deals.create(ctx, { contactId, tagIds: [tag.id] }),
    ];
    await domain.deals.create(ctx, { contactId });
    const events = await eventsOf(() => domain.tags.remove(ctx, tag.id));
    const updated = events.filter((e) => e.type === "deal.updated");
    expect(updated.map((e) => e.data.id).sort()).toEqual(tagged.map((d) => d.id).sort());
    for (const e of updated) expect(e.data).toMatchObject({ changes: ["tagIds"], record: { tagIds: [] } });
    expect(events.filter((e) => e.type === "tag.deleted")).toHaveLength(1);
  });
});
