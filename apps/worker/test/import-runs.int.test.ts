import type { Context } from "@crm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDomain, type TestDomain } from "./support/test-domain";

/**
 * An import's run as the worker calls it (`domain.imports.run`), with two chunks in flight:
 * concurrent runs of one import, a cancel in the middle, and rows of neighbouring chunks that
 * contend for one contact or one unique value.
 */
async function* bytesOf(text: string): AsyncGenerator<Buffer> {
  yield Buffer.from(text);
}

const phoneOf = (i: number) => `+55 11 9${String(30_000_000 + i).slice(-8)}`;

describe("import runs", () => {
  let env: TestDomain;

  beforeAll(async () => {
    env = await testDomain("import-runs");
  });
  afterAll(async () => {
    await env?.close();
  });

  const all = { filters: [], logic: "AND" as const, sort: [], limit: 1 };
  const contactCount = async (ctx: Context) => (await env.domain.contacts.list(ctx, all, { count: true })).total;

  async function contactImport(ctx: Context, rows: number, name: string) {
    let csv = "Name,Email\n";
    for (let i = 1; i <= rows; i++) csv += `${name} ${i},${name.toLowerCase()}${i}@example.com\n`;
    return env.domain.imports.start(ctx, { entityType: "CONTACT", mapping: { Name: "NAME", Email: "EMAIL" } }, { content: bytesOf(csv) });
  }

  it("writes every row once when two runs of one import go at the same time", async () => {
    const ctx = await env.project("Twin runs");
    const rows = 3_200;
    const { id } = await contactImport(ctx, rows, "Twin");
    await Promise.all([env.domain.imports.run(ctx.projectId, id), env.domain.imports.run(ctx.projectId, id)]);
    expect(await env.domain.imports.get(ctx, id)).toMatchObject({ status: "DONE", rows, processed: rows, created: rows, failed: 0 });
    expect(await contactCount(ctx)).toBe(rows);
    expect(await env.countEvents(ctx, "contact.created")).toBe(rows);
    expect(await env.countEvents(ctx, "import.completed")).toBe(1);
  }, 120_000);

  it("stops at a cancel with counters that match what was written, whole chunks only", async () => {
    const ctx = await env.project("Cancel mid-run");
    const rows = 20_000;
    const { id } = await contactImport(ctx, rows, "Cancelled");
    const running = env.domain.imports.run(ctx.projectId, id);
    await expect
      .poll(async () => (await env.domain.imports.get(ctx, id)).processed, { timeout: 60_000, interval: 10 })
      .toBeGreaterThanOrEqual(1000);
    await env.domain.imports.cancel(ctx, id);
    await running;
    const record = await env.domain.imports.get(ctx, id);
    expect(record.status).toBe("CANCELLED");
    expect(record.created).toBeLessThan(rows);
    expect(record.created % 500).toBe(0);
    expect(record).toMatchObject({ processed: record.created, failed: 0 });
    expect(await contactCount(ctx)).toBe(record.created);
    expect(await env.countEvents(ctx, "contact.created")).toBe(record.created);
    const [completed] = await env.domain.events.list(ctx, { types: ["import.completed"], limit: 10 });
    expect((completed!.data as { record: unknown }).record).toMatchObject({
      status: "CANCELLED",
      processed: record.created,
      created: record.created,
    });
  }, 120_000);

  it("gives deal rows of neighbouring chunks that name one new contact that one contact", async () => {
    const ctx = await env.project("Shared contacts");
    const rows = 1_500;
    const contacts = 700;
    let csv = "Title,Phone\n";
    // Rows 1-500 name contacts 1-500, rows 501-1000 contacts 501-699 and 0-300, and so on: every
    // chunk shares contacts with the one before it, and none of them exists yet.
    for (let i = 1; i <= rows; i++) csv += `Shared deal ${i},${phoneOf(i % contacts)}\n`;
    const { id } = await env.domain.imports.start(
      ctx,
      { entityType: "DEAL", mapping: { Title: "title", Phone: "contact.PHONE" } },
      { content: bytesOf(csv) },
    );
    await env.domain.imports.run(ctx.projectId, id);
    expect(await env.domain.imports.get(ctx, id)).toMatchObject({ status: "DONE", processed: rows, created: rows, failed: 0 });
    expect(await contactCount(ctx)).toBe(contacts);
    expect((await env.domain.deals.list(ctx, all, { count: true })).total).toBe(rows);
  }, 120_000);

  it("keeps a unique value for the earlier row when a later chunk holds it too", async () => {
    const ctx = await env.project("Unique across chunks");
    const group = await env.domain.fieldGroups.create(ctx, { name: "Refs" });
    const ref = (await env.domain.fields.create(ctx, { fieldGroupId: group.id, label: "Ref", type: "TEXT", config: { unique: true } })).id;
    const rows = 1_100;
    let csv = "Name,Ref\n";
    // Row 499 and row 501 hold one value; so do rows 900 and 1001 (each pair in neighbouring chunks).
    const refOf = (i: number) => (i === 501 ? "ref-499" : i === 1001 ? "ref-900" : `ref-${i}`);
    for (let i = 1; i <= rows; i++) csv += `Unique ${i},${refOf(i)}\n`;
    const { id } = await env.domain.imports.start(
      ctx,
      { entityType: "CONTACT", mapping: { Name: "NAME", Ref: ref } },
      { content: bytesOf(csv) },
    );
    await env.domain.imports.run(ctx.projectId, id);
    expect(await env.domain.imports.get(ctx, id)).toMatchObject({ status: "DONE", processed: rows, created: rows - 2, failed: 2 });
    const errors = await env.domain.imports.errors(ctx, id);
    expect(errors.data.map((e) => [e.row, e.code, e.column])).toEqual([
      [501, "DUPLICATE", "Ref"],
      [1001, "DUPLICATE", "Ref"],
    ]);
  }, 120_000);
});
