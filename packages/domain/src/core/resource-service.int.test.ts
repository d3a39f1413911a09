import { testMongo, type TestMongo } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDomain, type Domain } from "../open-domain";
import type { Context } from "./context";
import { AppError } from "./errors";

/** What the GraphQL and tRPC adapters rely on: batched reads, writes that return their record, error kinds. */
describe("resource service surface for typed adapters", () => {
  let mongo: TestMongo;
  let domain: Domain;
  let ctx: Context;
  let other: Context;

  beforeAll(async () => {
    mongo = await testMongo("resource-service");
    domain = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName });
    const contextOf = async (name: string): Promise<Context> => {
      const { project } = await domain.admin.createProject({ name });
      return { projectId: project.id, scopes: ["read", "write"], actor: { type: "SYSTEM", id: "test" } };
    };
    ctx = await contextOf("Mine");
    other = await contextOf("Theirs");
  });
  afterAll(async () => {
    await domain?.close();
    await mongo?.drop();
  });

  it("getMany answers in the order asked, repeats duplicates, and gives null for missing ids and other projects' ids", async () => {
    const [a, b] = [await domain.tags.create(ctx, { name: "a" }), await domain.tags.create(ctx, { name: "b" })];
    const foreign = await domain.tags.create(other, { name: "foreign" });
    const got = await domain.tags.getMany(ctx, [b.id, "missing", a.id, foreign.id, b.id]);
    expect(got.map((t) => t?.name ?? null)).toEqual(["b", null, "a", null, "b"]);
    expect(await domain.tags.getMany(ctx, [])).toEqual([]);
  });

  it("update returns the record after the change (and the unchanged record for a no-op)", async () => {
    const tag = await domain.tags.create(ctx, { name: "before", color: "#ffffff" });
    const updated = await domain.tags.update(ctx, tag.id, { name: "after", color: null });
    const { color: _dropped, ...rest } = tag;
    expect(updated).toEqual({ ...rest, name: "after", updatedAt: updated.updatedAt });
    expect(await domain.tags.update(ctx, tag.id, { name: "after" })).toEqual(updated);
    expect(await domain.tags.get(ctx, tag.id)).toEqual(updated);
  });

  it("a deal move and a tag attach return the deal as written", async () => {
    const contact = await domain.contacts.create(ctx, {});
    const [pipeline] = (await domain.pipelines.list(ctx, { filters: [], logic: "AND", sort: [] })).data;
    const stages = (await domain.stages.list(ctx, pipeline!.id, { filters: [], logic: "AND", sort: [] })).data;
    const won = stages.find((s) => s.type === "WON")!;
    const deal = await domain.deals.create(ctx, { contactId: contact.id });
    const moved = await domain.deals.update(ctx, deal.id, { stageId: won.id });
    expect(moved).toMatchObject({ id: deal.id, stageId: won.id, status: "WON", closedAt: expect.any(String) });
    const tag = await domain.tags.create(ctx, { name: "vip" });
    expect(await domain.deals.addTags(ctx, deal.id, { tagIds: [tag.id] })).toMatchObject({ id: deal.id, tagIds: [tag.id], status: "WON" });
  });

  it("errors carry a transport-neutral kind beside the HTTP status", async () => {
    const error = await domain.tags.get(other, "nope").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ errorCode: "NOT_FOUND", status: 404, kind: "NOT_FOUND" });
    const invalid = await domain.tags.create(ctx, { name: 42 }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 400, kind: "VALIDATION" });
    const readOnly: Context = { ...ctx, scopes: ["read"] };
    expect(await domain.tags.create(readOnly, { name: "x" }).catch((e: unknown) => e)).toMatchObject({ status: 403, kind: "FORBIDDEN" });
  });
});
