import { RESOURCES } from "@crm/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultFieldGroupIds } from "../support/fixtures/crm";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { useTestApi } from "../support/test-api";
import { withoutNulls, type Outcome, type Row } from "./adapters";
import {
  graphqlCrud,
  graphqlSchemaOf,
  restCrud,
  trpcCrud,
  type CrudAdapter,
  type GraphQLSchemaView,
  type ListOutcomeValue,
} from "./crud-adapters";
import { RESOURCE_CASES, type ProjectRefs } from "./resource-cases";

/**
 * Every resource of the domain registry (RESOURCES), through REST, GraphQL and tRPC over real HTTP:
 * each adapter creates its own record, and every adapter reads every record the same; a listing
 * with a filter (a field's own, `id` in, a date as epoch milliseconds and as a plain date), a
 * sort, a projection and a `[with]` relation answers the same rows and the same total; updates
 * and deletes answer and read back the same; and the same inputs fail the same way (400 naming
 * the same fields, 403 for a read-only key, 404 for another project's record). GraphQL answers
 * null where REST leaves an optional key out: values are compared without null-valued keys.
 */
describe("CRUD parity of every resource through REST, GraphQL and tRPC (real HTTP)", () => {
  const api = useTestApi({ name: "resource-parity" });
  let schema: GraphQLSchemaView;
  const adapters: CrudAdapter[] = [restCrud(api), graphqlCrud(api, () => schema), trpcCrud(api)];
  let p: SalesProject;
  let other: SalesProject;
  let refs: ProjectRefs;
  let otherRefs: ProjectRefs;
  // Epoch milliseconds a little before the records: the date filter every listing carries.
  const since = String(Date.now() - 60_000);

  const refsOf = async (project: SalesProject): Promise<ProjectRefs> => {
    const deal = await project.deal({ title: "Parity host deal" });
    return { contactId: deal.contactId, dealId: deal.id, dealFieldGroupId: (await defaultFieldGroupIds(api, project.key)).DEAL };
  };

  beforeAll(async () => {
    p = await salesProject(api, "Resource parity");
    other = await salesProject(api, "Resource parity other");
    [refs, otherRefs] = await Promise.all([refsOf(p), refsOf(other)]);
    schema = await graphqlSchemaOf(api, p.key);
  });

  /** Each adapter's outcome, by adapter name (run one after the other: unique values stay in order). */
  const each = async (scenario: (a: CrudAdapter) => Promise<Outcome>): Promise<Record<string, Outcome>> => {
    const out: Record<string, Outcome> = {};
    for (const a of adapters) out[a.name] = await scenario(a);
    return out;
  };
  const valueOf = (outcome: Outcome | undefined): Row => {
    if (!outcome?.ok) throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
    return withoutNulls(outcome.value) as Row;
  };
  /** The same outcome through every adapter (values without null-valued keys); answers it. */
  const same = (outcomes: Record<string, Outcome>): unknown => {
    const [first, ...rest] = Object.values(outcomes).map((o) => (o.ok ? withoutNulls(o.value) : o));
    for (const other of rest) expect(other).toEqual(first);
    return first;
  };
  /** Every adapter reads each record as `expected` answers it. */
  const expectReadsAs = async (names: Parameters<CrudAdapter["get"]>[1], ids: Record<string, string>, expected: Record<string, Row>) => {
    for (const [writer, id] of Object.entries(ids)) {
      const reads = await each((a) => a.get(p.key, names, id));
      expect(same(reads)).toEqual(expected[writer]);
    }
  };
  // A create may answer more than the record (a channel's or webhook's secret, shown once).
  const recordOf = (created: Row): Row => Object.fromEntries(Object.entries(created).filter(([key]) => !/secret/i.test(key)));

  for (const [resource, def] of Object.entries(RESOURCES) as Array<[keyof typeof RESOURCES, (typeof RESOURCES)[keyof typeof RESOURCES]]>) {
    const c = RESOURCE_CASES[resource];
    const names = { rest: c.rest, router: c.router, type: def.type, one: def.one, many: def.many };

    it(`${def.type}: create, get, list, update and delete answer the same records, totals and errors`, async () => {
      // Create: one record per adapter, read back the same by all three.
      const created = await each((a) => a.create(p.key, names, c.create(refs, a.name)));
      const records = Object.fromEntries(Object.entries(created).map(([name, o]) => [name, recordOf(valueOf(o))]));
      const keySets = Object.values(created).map((o) => Object.keys(valueOf(o)).sort());
      for (const keys of keySets.slice(1)) expect(keys).toEqual(keySets[0]);
      const ids = Object.fromEntries(Object.entries(records).map(([name, record]) => [name, String(record.id)]));
      await expectReadsAs(names, ids, records);
      const related = c.relate ? await Promise.all(Object.values(ids).map((id) => c.relate!(p.call, id))) : [];

      // List: a filter of the resource's own, ids, dates as epoch ms and as a plain date; a sort; a projection; a relation.
      const listed = await each((a) =>
        a.list(p.key, names, {
          filters: [
            { field: "id", op: "in", value: Object.values(ids) },
            { field: "createdAt", op: "gte", value: since },
            { field: "createdAt", op: "lte", value: "2999-12-31" },
            ...(c.filter ? [c.filter] : []),
          ],
          sort: { field: c.sort, direction: "desc" },
          project: c.project,
          ...(c.with ? { with: c.with } : {}),
          limit: 3,
        }),
      );
      const rows = (same(
        Object.fromEntries(Object.entries(listed).map(([n, o]) => [n, o.ok ? { ok: true, value: (o.value as ListOutcomeValue).rows } : o])),
      ) ?? []) as Row[];
      expect(rows.map((row) => row.id).sort()).toEqual(Object.values(ids).sort());
      for (const row of rows) {
        expect(Object.keys(row).every((key) => ["id", c.project, c.with].includes(key))).toBe(true);
        // The relation is there, and not empty: each case's records have one.
        if (c.with) expect([row[c.with]].flat().length).toBeGreaterThan(0);
      }
      // The real total where the adapter answers one: REST's envelope, GraphQL's and tRPC's page (REST's `{data}` and bare array have none).
      const totals = Object.values(listed).map((o) => (o.ok ? (o.value as ListOutcomeValue).total : undefined));
      expect(totals.slice(1)).toEqual([3, 3]);
      expect([3, undefined]).toContain(totals[0]);

      // Update: each adapter changes its own record; all three read the change.
      const updated = await each((a) => a.update(p.key, names, ids[a.name]!, c.update(a.name)));
      const afterUpdate = Object.fromEntries(Object.entries(updated).map(([name, o]) => [name, valueOf(o)]));
      await expectReadsAs(names, ids, afterUpdate);

      // Errors: the same codes and field paths.
      const bad = c.invalid(refs);
      const invalid = same(await each((a) => a.create(p.key, names, bad.input))) as Outcome & { fields: string[] };
      expect({ ...invalid, fields: [...invalid.fields].sort() }).toEqual({
        ok: false,
        errorCode: "VALIDATION_ERROR",
        status: 400,
        fields: [...bad.fields].sort(),
      });
      const badDate = await each((a) =>
        a.list(p.key, names, {
          filters: [{ field: "createdAt", op: "gte", value: "2024-02-30" }],
          sort: { field: c.sort, direction: "asc" },
          project: c.project,
          limit: 3,
        }),
      );
      expect(same(badDate)).toEqual({
        ok: false,
        errorCode: "VALIDATION_ERROR",
        status: 400,
        fields: [expect.stringContaining("createdAt")],
      });
      const readOnlyCreate = await each((a) => a.create(p.readKey, names, c.create(refs, `ro${a.name}`)));
      expect(same(readOnlyCreate)).toMatchObject({ ok: false, errorCode: "FORBIDDEN", status: 403 });
      const readOnlyUpdate = await each((a) => a.update(p.readKey, names, ids[a.name]!, c.update(a.name)));
      expect(same(readOnlyUpdate)).toMatchObject({ ok: false, errorCode: "FORBIDDEN", status: 403 });
      const readOnlyDelete = await each((a) => a.remove(p.readKey, names, ids[a.name]!));
      expect(same(readOnlyDelete)).toMatchObject({ ok: false, errorCode: "FORBIDDEN", status: 403 });

      const theirs = valueOf(await adapters[0]!.create(other.key, names, c.create(otherRefs, "theirs")));
      const theirId = String(theirs.id);
      for (const outcomes of [
        await each((a) => a.get(p.key, names, theirId)),
        await each((a) => a.update(p.key, names, theirId, c.update(a.name))),
        await each((a) => a.remove(p.key, names, theirId)),
      ])
        expect(same(outcomes)).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });

      // Delete: refused alike while the record has related ones (a contact's deals); then each adapter deletes its own
      // record, and none of the three finds any of them after.
      if (related[0]) {
        const refused = await each((a) => a.remove(p.key, names, ids[a.name]!));
        expect(same(refused)).toMatchObject({ ok: false, ...related[0].deleteFails });
        for (const relation of related) await relation.undo();
      }
      const removed = await each((a) => a.remove(p.key, names, ids[a.name]!));
      for (const [name, outcome] of Object.entries(removed)) expect(outcome).toEqual({ ok: true, value: { id: ids[name] } });
      for (const id of Object.values(ids))
        expect(same(await each((a) => a.get(p.key, names, id)))).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });
    });
  }
});
