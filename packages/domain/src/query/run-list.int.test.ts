import mongoose, { Schema, type Connection, type Model } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listQuery } from "../../test/list-query";
import { z } from "zod";
import { testMongo, type TestMongo } from "@crm/testing";
import { compileListQuery } from "./compile-list-query";
import type { ListQuery } from "./list-query";
import type { CustomFieldRef, ListSpec } from "./list-spec";
import { runList } from "./run-list";

/**
 * run-list against a real wire engine (embedded, or the MongoDB of MONGODB_URI): proves the
 * compiled plans mean on a server what the unit tests say they look like.
 */
const P = "a".repeat(24);
const OTHER = "b".repeat(24);
const id = (n: number) => n.toString(16).padStart(24, "0");

interface DealDoc {
  _id: string;
  projectId: string;
  title: string;
  amount: number;
  contactId?: string;
  tagIds: string[];
  fields: Array<{ fieldId: string; value: unknown }>;
  createdAt: Date;
  updatedAt: Date;
}
interface DealDto {
  id: string;
  title: string;
  amount: number;
  contactId: string | null;
  createdAt: string;
}
interface Named {
  _id: string;
  projectId: string;
  name: string;
}
const toDto = (d: DealDoc): DealDto => ({
  id: d._id,
  title: d.title,
  amount: d.amount,
  contactId: d.contactId ?? null,
  createdAt: d.createdAt.toISOString(),
});

const spec: ListSpec = {
  resource: "deals",
  fields: {
    id: { kind: "id", path: "_id" },
    title: { kind: "string" },
    amount: { kind: "number" },
    contactId: { kind: "id" },
    createdAt: { kind: "date" },
  },
  relations: {
    contact: {
      collection: "contacts",
      localField: "contactId",
      many: false,
      toDto: (d) => ({ id: d._id, name: d.name }),
      schema: z.unknown(),
    },
    tags: { collection: "tags", localField: "tagIds", many: true, toDto: (d) => ({ id: d._id, name: d.name }), schema: z.unknown() },
  },
  customFields: true,
  limits: { default: 20, max: 100 },
  defaultSort: [{ field: "createdAt", direction: -1 }],
};
const refs: Record<string, CustomFieldRef> = {
  PRICE: { fieldId: "f-price", type: "CURRENCY" },
  COLORS: { fieldId: "f-colors", type: "MULTI_SELECT" },
};
const ctx = { projectId: P, resolveCustomField: async (ref: string) => refs[ref] ?? null };

let mongo: TestMongo;
let conn: Connection;
let Deal: Model<DealDoc>;

beforeAll(async () => {
  mongo = await testMongo("run-list");
  conn = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
  Deal = conn.model<DealDoc>(
    "Deal",
    new Schema<DealDoc>(
      {
        _id: String,
        projectId: String,
        title: String,
        amount: Number,
        contactId: String,
        tagIds: [String],
        fields: [{ _id: false, fieldId: String, value: Schema.Types.Mixed }],
      },
      { timestamps: true, versionKey: false },
    ),
    "deals",
  );
  const t0 = Date.UTC(2024, 0, 1);
  const rows: Array<[title: string, amount: number]> = [
    ["Alpha", 10],
    ["beta", 20],
    ["Gamma", 30],
    ["alpha two", 40],
    ["Delta", 50],
    ["a.c", 60],
    ["Epsilon", 70],
  ];
  const prices = [5, 15, 10];
  const deals: DealDoc[] = rows.map(([title, amount], i) => ({
    _id: id(i + 1),
    projectId: P,
    title,
    amount,
    contactId: i === 0 ? id(100) : i === 1 ? id(101) : undefined,
    tagIds: i === 0 ? [id(200), id(201)] : [],
    fields:
      i < 3
        ? [
            { fieldId: "f-price", value: prices[i] },
            { fieldId: "f-colors", value: i === 0 ? ["red", "blue"] : ["blue"] },
          ]
        : [],
    // Records 6 and 7 share a createdAt so the _id tie-break is visible.
    createdAt: new Date(t0 + Math.min(i, 5) * 60_000),
    updatedAt: new Date(t0),
  }));
  const alpha = deals[0] as DealDoc;
  await conn.collection<DealDoc>("deals").insertMany([...deals, { ...alpha, _id: id(50), projectId: OTHER, title: "Alpha other" }]);
  await conn.collection<Named>("contacts").insertMany([
    { _id: id(100), projectId: P, name: "Ann" },
    // Same id space, another project: must never be populated.
    { _id: id(101), projectId: OTHER, name: "Intruder" },
  ]);
  await conn.collection<Named>("tags").insertMany([
    { _id: id(200), projectId: P, name: "hot" },
    { _id: id(201), projectId: OTHER, name: "foreign" },
  ]);
});

afterAll(async () => {
  await conn?.close();
  await mongo?.drop();
});

const list = async (q: ListQuery, count = true) => runList(Deal, await compileListQuery(q, spec, ctx), toDto, { count });
const ids = (page: { data: Array<Partial<DealDto>> }) => page.data.map((d) => d.id);

describe("runList", () => {
  it("pages within the project with total and hasMore, newest first with the _id tie-break", async () => {
    const first = await list(listQuery([], { limit: 3 }));
    expect(first).toMatchObject({ total: 7, limit: 3, offset: 0, hasMore: true });
    expect(ids(first)).toEqual([id(7), id(6), id(5)]);
    const last = await list(listQuery([], { limit: 3, offset: 6 }));
    expect(last).toMatchObject({ total: 7, offset: 6, hasMore: false });
    expect(ids(last)).toEqual([id(1)]);
    expect(last.data[0]).toEqual({ id: id(1), title: "Alpha", amount: 10, contactId: id(100), createdAt: "2024-01-01T00:00:00.000Z" });
  });

  it("learns hasMore without counting by fetching one more row", async () => {
    const page = await list(listQuery([], { limit: 6 }), false);
    expect(page.total).toBeUndefined();
    expect(page).toMatchObject({ hasMore: true, limit: 6 });
    expect(page.data).toHaveLength(6);
    expect(await list(listQuery([], { limit: 7 }), false)).toMatchObject({ hasMore: false });
  });

  it("filters with operators, OR logic and escaped regex, sorting by query precedence", async () => {
    expect(ids(await list(listQuery([["title", "regex", "ALPHA"]], { sort: [{ field: "amount", direction: -1 }] })))).toEqual([
      id(4),
      id(1),
    ]);
    expect(ids(await list(listQuery([["title", "regex", "a.c"]])))).toEqual([id(6)]);
    expect(ids(await list(listQuery([["title", "regex", ".*"]])))).toEqual([]);
    expect(ids(await list(listQuery([["title", "eq", '{"$gt":""}']])))).toEqual([]);
    expect(
      ids(
        await list(
          listQuery(
            [
              ["amount", "lte", "10"],
              ["title", "in", ["Delta", "beta"]],
            ],
            { logic: "OR", sort: [{ field: "amount", direction: 1 }] },
          ),
        ),
      ),
    ).toEqual([id(1), id(2), id(5)]);
    expect(
      ids(
        await list(
          listQuery(
            [
              ["createdAt", "gte", "2024-01-01T00:04:00Z"],
              ["amount", "nin", ["60", "70"]],
            ],
            { sort: [{ field: "createdAt", direction: 1 }] },
          ),
        ),
      ),
    ).toEqual([id(5)]);
    expect((await list(listQuery([["amount", "gt", "35"]]))).total).toBe(4);
  });

  it("filters and sorts on custom fields by KEY", async () => {
    expect(ids(await list(listQuery([["fields.PRICE", "gte", "10"]], { sort: [{ field: "fields.PRICE", direction: -1 }] })))).toEqual([
      id(2),
      id(3),
    ]);
    expect(ids(await list(listQuery([["fields.COLORS", "eq", "red"]])))).toEqual([id(1)]);
    expect(
      ids(
        await list(
          listQuery(
            [
              ["fields.COLORS", "nin", ["red"]],
              ["amount", "lte", "30"],
            ],
            { sort: [{ field: "amount", direction: 1 }] },
          ),
        ),
      ),
    ).toEqual([id(2), id(3)]);
    expect(
      ids(await list(listQuery([["fields.PRICE", "exists", "false"]], { sort: [{ field: "amount", direction: 1 }], limit: 2 }))),
    ).toEqual([id(4), id(5)]);
    // Records without the field sort first ascending (missing < numbers); no helper key leaks.
    const sorted = await list(listQuery([], { sort: [{ field: "fields.PRICE", direction: 1 }], limit: 7 }));
    expect(ids(sorted).slice(-3)).toEqual([id(1), id(3), id(2)]);
    expect(Object.keys(sorted.data[0] ?? {})).not.toContain("__sort_0");
  });

  it("populates a to-many relation through its foreignField with its newest `limit` records, within the project", async () => {
    const children: ListSpec = {
      ...spec,
      relations: {
        children: {
          collection: "children",
          localField: "_id",
          foreignField: "parentId",
          many: true,
          limit: 2,
          toDto: (d) => d._id,
          schema: z.unknown(),
        },
      },
    };
    const at = (minute: number) => new Date(Date.UTC(2024, 1, 1, 0, minute));
    await conn.collection<{ _id: string; projectId: string; parentId: string; createdAt: Date }>("children").insertMany([
      { _id: "c1", projectId: P, parentId: id(1), createdAt: at(1) },
      { _id: "c2", projectId: P, parentId: id(1), createdAt: at(3) },
      { _id: "c3", projectId: P, parentId: id(1), createdAt: at(2) },
      { _id: "c4", projectId: P, parentId: id(2), createdAt: at(4) },
      { _id: "c5", projectId: OTHER, parentId: id(1), createdAt: at(9) },
    ]);
    const query = listQuery([["id", "in", `${id(1)},${id(2)}`]], { project: ["title"], with: ["children"] });
    const page = await runList(Deal, await compileListQuery(query, children, ctx), toDto, { count: false });
    expect(page.data).toEqual([
      { id: id(2), title: "beta", children: ["c4"] },
      { id: id(1), title: "Alpha", children: ["c2", "c3"] },
    ]);
  });

  it("projects DTO keys (id always) and populates relations within the project only", async () => {
    const page = await list(
      listQuery([["amount", "lte", "20"]], { sort: [{ field: "amount", direction: 1 }], project: ["title"], with: ["contact", "tags"] }),
    );
    expect(page.data).toEqual([
      { id: id(1), title: "Alpha", contact: { id: id(100), name: "Ann" }, tags: [{ id: id(200), name: "hot" }] },
      { id: id(2), title: "beta", contact: null, tags: [] },
    ]);
  });
});
