import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { useTestApi } from "../support/test-api";
import { ADAPTERS, parity, type Row } from "./adapters";

/**
 * One scenario, three adapters: the same writes and reads through REST, GraphQL and tRPC give
 * the same records and the same error codes, because all three call the same domain services.
 * Here a deal's operations beyond CRUD (move, tags) and 401; the CRUD of every resource:
 * resources-parity.int.test.ts; messaging scenarios: messaging-parity.int.test.ts.
 */

describe("parity of REST, GraphQL and tRPC (real HTTP)", () => {
  const api = useTestApi({ name: "parity" });
  let p: SalesProject;
  let other: SalesProject;
  const adapters = ADAPTERS.map((adapter) => adapter(api));
  const { each, values, expectSame } = parity(adapters);

  beforeAll(async () => {
    p = await salesProject(api, "Parity");
    other = await salesProject(api, "Parity other");
  });

  const dealShape = (v: unknown) => {
    const { id: _id, createdAt: _c, updatedAt: _u, closedAt, contactId: _contact, ...rest } = v as Row;
    return { ...rest, closed: closedAt !== undefined };
  };

  it("create, update and move a deal give the same records", async () => {
    const created = await each(async (a) => a.createDeal(p.key, { contactId: await p.contact(), title: `Parity ${a.name}` }));
    expect(expectSame(created, (v) => ({ ...dealShape(v), title: undefined }))).toMatchObject({
      status: "OPEN",
      stageId: p.open.id,
      tagIds: [],
    });

    const ids = Object.fromEntries(Object.entries(created).map(([name, o]) => [name, (o.ok ? (o.value as Row).id : "") as string]));
    const tag = (await p.call("POST", "/v1/tags", { name: "parity" })).body as { id: string };
    const updated = await each((a) => a.updateDeal(p.key, ids[a.name]!, { tagIds: [tag.id] }));
    expectSame(updated, (v) => ({ ...dealShape(v), title: undefined }));
    // The shared update schema takes a new title in every adapter, validated alike.
    const renamed = await each((a) => a.updateDeal(p.key, ids[a.name]!, { title: "Renamed" }));
    expect(expectSame(renamed, dealShape)).toMatchObject({ title: "Renamed" });
    const badTitle = await each((a) => a.updateDeal(p.key, ids[a.name]!, { title: "" }));
    // tRPC names the field inside its `{id, data}` input.
    const failure = (o: unknown) => ({ ...(o as Row), fields: ((o as Row).fields as string[]).map((f) => f.replace(/^data\./, "")) });
    expect(expectSame(badTitle, failure)).toEqual({ ok: false, errorCode: "VALIDATION_ERROR", status: 400, fields: ["title"] });

    const moved = await each((a) => a.moveDeal(p.key, ids[a.name]!, p.won.id));
    expect(expectSame(moved, (v) => ({ ...dealShape(v), title: undefined }))).toMatchObject({
      status: "WON",
      closed: true,
      tagIds: [tag.id],
    });

    // Each adapter's write answers (or, for REST's 204, reads back) exactly what the others read.
    for (const a of adapters) {
      const reads = await each((b) => b.getDeal(p.key, ids[a.name]!));
      expectSame(reads);
      expect(values(reads).REST).toEqual(values(moved)[a.name]);
    }
  });

  it("list with filters, projection and relations gives the same rows", async () => {
    const stage = (await p.call("POST", `/v1/pipelines/${p.pipeline.id}/stages`, { name: "Parity list" })).body as { id: string };
    for (const title of ["Kiwi one", "kiwi two", "Apple"]) await p.deal({ title, stageId: stage.id });
    const rows = await each((a) => a.listDeals(p.key, stage.id, "KIWI"));
    const first = expectSame(rows) as Array<{ title: string; contact: Row; stage: Row }>;
    expect(first.map((r) => r.title)).toEqual(["kiwi two", "Kiwi one"]);
    expect(first[0]!.stage).toMatchObject({ id: stage.id, name: "Parity list" });
    expect(first[0]!.contact).toMatchObject({ projectId: p.projectId });
  });

  it("validation errors, 401, 403 and another project's 404 give the same error codes", async () => {
    const invalid = await each((a) => a.createDeal(p.key, { contactId: "" }));
    expect(expectSame(invalid)).toEqual({ ok: false, errorCode: "VALIDATION_ERROR", status: 400, fields: ["contactId"] });
    const missing = await each((a) => a.updateDeal(p.key, "nope", { stageId: "x" }));
    expect(expectSame(missing)).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });

    const unauthenticated = await each((a) => a.listTags(undefined));
    expect(expectSame(unauthenticated)).toMatchObject({ ok: false, errorCode: "UNAUTHORIZED", status: 401 });
    const forbidden = await each(async (a) => a.createDeal(p.readKey, { contactId: await p.contact() }));
    expect(expectSame(forbidden)).toMatchObject({ ok: false, errorCode: "FORBIDDEN", status: 403 });

    const theirs = await other.deal();
    const notFound = await each((a) => a.getDeal(p.key, theirs.id));
    expect(expectSame(notFound)).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });
    const foreignStage = await each(async (a) => a.moveDeal(p.key, (await p.deal()).id, other.won.id));
    expect(expectSame(foreignStage)).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });

    const tags = await each((a) => a.listTags(p.key));
    expectSame(tags);
  });
});
