import { describe, expect, it } from "vitest";
import { listQuery } from "../../test/list-query";
import { z } from "zod";
import { AppError, validationError } from "../core/errors";
import { compileListQuery, type CompileContext, type MongoDoc } from "./compile-list-query";
import type { ListQuery } from "./list-query";
import type { CustomFieldRef, ListSpec } from "./list-spec";

const P = "p".repeat(24);

/** A deal-like resource with every field kind, two endpoint params and three relations. */
const spec: ListSpec = {
  resource: "deals",
  fields: {
    id: { kind: "id", path: "_id" },
    title: { kind: "string" },
    contactId: { kind: "id" },
    amount: { kind: "number" },
    archived: { kind: "boolean" },
    closedAt: { kind: "date" },
    createdAt: { kind: "date" },
    status: { kind: "enum", values: ["OPEN", "WON", "LOST"] },
    secret: { kind: "string", filterable: false, sortable: false, projectable: false },
    fields: { kind: "string", filterable: false, sortable: false },
  },
  params: {
    chatbotId: { toFilter: (value) => ({ sourceId: value }) },
    clickId: {
      toFilter: (value) => {
        if (value === "all") return null;
        if (value === "google") return { clickSource: "google" };
        throw validationError("bad clickId", [{ field: "clickId", code: "invalid_enum", message: "bad clickId" }]);
      },
    },
  },
  relations: {
    contact: { collection: "contacts", localField: "contactId", many: false, toDto: (d) => d, schema: z.unknown() },
    tags: { collection: "tags", localField: "tagIds", many: true, toDto: (d) => d, schema: z.unknown() },
  },
  customFields: true,
  limits: { default: 20, max: 100 },
  defaultSort: [{ field: "createdAt", direction: -1 }],
};

const customFields: Record<string, CustomFieldRef> = {
  EMAIL: { fieldId: "f-email", type: "EMAIL" },
  PRICE: { fieldId: "f-price", type: "CURRENCY" },
  "f-price": { fieldId: "f-price", type: "CURRENCY" },
  "f-due": { fieldId: "f-due", type: "DATE" },
  "f-at": { fieldId: "f-at", type: "DATETIME" },
  "f-vip": { fieldId: "f-vip", type: "BOOLEAN" },
  "f-tags": { fieldId: "f-tags", type: "MULTI_SELECT" },
};
const ctx: CompileContext = { projectId: P, resolveCustomField: async (ref) => customFields[ref] ?? null };

const compile = (q: ListQuery, s: ListSpec = spec) => compileListQuery(q, s, ctx);
/** The filter part of the match (what the query adds to the project scope). */
const where = async (q: ListQuery) => (await compile(q)).match;

/** The AND-ed conditions of a match, wherever they sit (flattened into the document or in `$and`). */
function conditionsOf(match: MongoDoc): MongoDoc[] {
  const { projectId: _projectId, $and, ...flat } = match;
  return [...Object.entries(flat).map(([k, v]) => ({ [k]: v })), ...(($and as MongoDoc[] | undefined) ?? [])];
}

function expectConditions(match: MongoDoc, expected: MongoDoc[]): void {
  const key = (c: MongoDoc) => JSON.stringify(c);
  expect(conditionsOf(match).map(key).sort()).toEqual(expected.map(key).sort());
}

async function rejection(q: ListQuery, s: ListSpec = spec): Promise<AppError> {
  try {
    await compileListQuery(q, s, ctx);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error(`expected ${JSON.stringify(q)} to be rejected`);
}
const codes = async (q: ListQuery) => (await rejection(q)).errors?.map((e) => [e.field, e.code]);

describe("compileListQuery: match", () => {
  it("always scopes by projectId, also without filters", async () => {
    expect(await where(listQuery([]))).toEqual({ projectId: P });
  });

  it("compiles every operator on typed fields, coercing by kind", async () => {
    const m = await where(
      listQuery([
        ["title", "eq", "Big"],
        ["amount", "ne", "5"],
        ["amount", "gt", "1.5"],
        ["closedAt", "gte", "2024-01-02"],
        ["closedAt", "lt", "1700000000000"],
        ["amount", "lte", "-3e2"],
        ["status", "in", ["OPEN", "WON"]],
        ["status", "nin", ["LOST"]],
        ["archived", "exists", "false"],
        ["title", "regex", "a.c"],
        ["archived", "eq", "true"],
        ["id", "eq", "abc"],
      ]),
    );
    expect(m.projectId).toBe(P);
    expectConditions(m, [
      { title: { $eq: "Big" } },
      { amount: { $ne: 5 } },
      { amount: { $gt: 1.5 } },
      { closedAt: { $gte: new Date("2024-01-02T00:00:00.000Z") } },
      { closedAt: { $lt: new Date(1700000000000) } },
      { amount: { $lte: -300 } },
      { status: { $in: ["OPEN", "WON"] } },
      { status: { $nin: ["LOST"] } },
      { archived: { $exists: false } },
      { title: { $regex: "a\\.c", $options: "i" } },
      { archived: { $eq: true } },
      { _id: { $eq: "abc" } },
    ]);
  });

  it("reads dates as ISO with or without offset (no offset = UTC)", async () => {
    const m = await where(
      listQuery([
        ["closedAt", "gt", "2024-03-01T10:00:00+02:00"],
        ["closedAt", "lt", "2024-03-01T10:00"],
      ]),
    );
    expectConditions(m, [
      { closedAt: { $gt: new Date("2024-03-01T08:00:00.000Z") } },
      { closedAt: { $lt: new Date("2024-03-01T10:00:00.000Z") } },
    ]);
  });

  it("combines filters with OR", async () => {
    expect(
      await where(
        listQuery(
          [
            ["title", "eq", "a"],
            ["amount", "gt", "2"],
          ],
          { logic: "OR" },
        ),
      ),
    ).toEqual({
      projectId: P,
      $or: [{ title: { $eq: "a" } }, { amount: { $gt: 2 } }],
    });
  });

  it("applies endpoint params; a null param drops out of AND and makes OR unrestricted", async () => {
    expect(
      await where(
        listQuery([
          ["chatbotId", "eq", "bot1"],
          ["clickId", "eq", "all"],
        ]),
      ),
    ).toEqual({ projectId: P, sourceId: "bot1" });
    expect(
      await where(
        listQuery(
          [
            ["chatbotId", "eq", "bot1"],
            ["clickId", "eq", "all"],
          ],
          { logic: "OR" },
        ),
      ),
    ).toEqual({ projectId: P });
    expect(await where(listQuery([["clickId", "eq", "google"]]))).toEqual({ projectId: P, clickSource: "google" });
    expect(await codes(listQuery([["clickId", "eq", "bing"]]))).toEqual([["clickId", "invalid_enum"]]);
  });

  it("rejects values that do not fit the kind, all in one error", async () => {
    expect(
      await codes(
        listQuery([
          ["amount", "eq", "12abc"],
          ["amount", "gt", "0x10"],
          ["archived", "eq", "yes"],
          ["closedAt", "gt", "2024-02-30"],
          ["closedAt", "lt", "soon"],
          ["status", "eq", "PENDING"],
          ["title", "exists", "maybe"],
          ["amount", "regex", "1"],
          ["archived", "gt", "true"],
          ["status", "in", ["OPEN", "NOPE"]],
          ["amount", "in", []],
        ]),
      ),
    ).toEqual([
      ["amount", "invalid_number"],
      ["amount", "invalid_number"],
      ["archived", "invalid_boolean"],
      ["closedAt", "invalid_date"],
      ["closedAt", "invalid_date"],
      ["status", "invalid_enum"],
      ["title", "invalid_boolean"],
      ["amount", "unsupported_operator"],
      ["archived", "unsupported_operator"],
      ["status", "invalid_enum"],
      ["amount", "empty_list"],
    ]);
  });

  it("rejects unknown and non-filterable fields by name", async () => {
    const e = await rejection(
      listQuery([
        ["nope", "eq", "1"],
        ["secret", "eq", "x"],
        ["__proto__", "eq", "1"],
        ["constructor", "eq", "1"],
      ]),
    );
    expect(e.status).toBe(400);
    expect(e.errorCode).toBe("VALIDATION_ERROR");
    expect(e.errors?.map((x) => [x.field, x.code])).toEqual([
      ["nope", "unknown_field"],
      ["secret", "not_filterable"],
      ["__proto__", "unknown_field"],
      ["constructor", "unknown_field"],
    ]);
    expect(e.errors?.[0]?.message).toContain("nope");
  });

  it("accepts in/nin lists given as one comma-separated string (typed transports)", async () => {
    const q: ListQuery = { filters: [{ field: "amount", op: "in", value: "1, 2" }], logic: "AND", sort: [] };
    expectConditions((await compileListQuery(q, spec, ctx)).match, [{ amount: { $in: [1, 2] } }]);
    expect(await codes({ filters: [{ field: "title", op: "eq", value: ["a", "b"] }], logic: "AND", sort: [] })).toEqual([
      ["title", "invalid_value"],
    ]);
  });
});

describe("compileListQuery: injection attempts", () => {
  it("rejects operator-named keys and unknown operators", async () => {
    expect(await codes(listQuery([["$where", "eq", "1"]]))).toEqual([["$where", "unknown_field"]]);
  });

  it("keeps operator-looking values as text", async () => {
    expectConditions(await where(listQuery([["title", "eq", '{"$gt":""}']])), [{ title: { $eq: '{"$gt":""}' } }]);
    expectConditions(await where(listQuery([["title", "in", ["$where", "$ne"]]])), [{ title: { $in: ["$where", "$ne"] } }]);
  });

  it("escapes regex text and caps its length", async () => {
    expectConditions(await where(listQuery([["title", "regex", ".*"]])), [{ title: { $regex: "\\.\\*", $options: "i" } }]);
    expectConditions(await where(listQuery([["title", "regex", "(a+)+$"]])), [{ title: { $regex: "\\(a\\+\\)\\+\\$", $options: "i" } }]);
    expect(
      await codes(
        listQuery([
          [
            "title",
            "regex",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
          ],
        ]),
      ),
    ).toEqual([["title", "too_long"]]);
    expect(
      conditionsOf(
        await where(
          listQuery([
            [
              "title",
              "regex",
              "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            ],
          ]),
        ),
      ),
    ).toHaveLength(1);
  });

  it("never sends a malformed custom field reference to the resolver", async () => {
    let calls = 0;
    const counting: CompileContext = { projectId: P, resolveCustomField: async () => (calls++, null) };
    await expect(
      compileListQuery(
        listQuery([
          ["fields.$where", "eq", "1"],
          ["fields.a.b", "eq", "1"],
        ]),
        spec,
        counting,
      ),
    ).rejects.toThrow(AppError);
    expect(calls).toBe(0);
  });
});

describe("compileListQuery: custom fields", () => {
  const elem = (fieldId: string, value: unknown) => ({ fields: { $elemMatch: { fieldId: { $eq: fieldId }, value } } });
  const not = (fieldId: string, value: unknown) => ({ fields: { $not: { $elemMatch: { fieldId: { $eq: fieldId }, value } } } });

  it("addresses fields by KEY and by id, coercing by the field's type", async () => {
    const m = await where(
      listQuery([
        ["fields.EMAIL", "regex", "acme"],
        ["fields.PRICE", "gt", "10"],
        ["fields.f-price", "lte", "99.5"],
        ["fields.f-due", "gte", "2024-05-01T23:30:00Z"],
        ["fields.f-at", "lt", "2024-05-01T10:00+02:00"],
        ["fields.f-vip", "eq", "true"],
        ["fields.f-tags", "in", ["o1", "o2"]],
      ]),
    );
    expectConditions(m, [
      elem("f-email", { $regex: "acme", $options: "i" }),
      elem("f-price", { $gt: 10 }),
      elem("f-price", { $lte: 99.5 }),
      elem("f-due", { $gte: "2024-05-01" }),
      elem("f-at", { $lt: "2024-05-01T08:00:00.000Z" }),
      elem("f-vip", { $eq: true }),
      elem("f-tags", { $in: ["o1", "o2"] }),
    ]);
  });

  it("expresses ne, nin and exists=false as the negation of the positive element match", async () => {
    const m = await where(
      listQuery([
        ["fields.EMAIL", "ne", "a@b.c"],
        ["fields.f-tags", "nin", ["o1"]],
        ["fields.PRICE", "exists", "false"],
        ["fields.f-vip", "exists", "true"],
      ]),
    );
    expectConditions(m, [
      not("f-email", { $eq: "a@b.c" }),
      not("f-tags", { $in: ["o1"] }),
      not("f-price", { $ne: null }),
      elem("f-vip", { $ne: null }),
    ]);
  });

  it("rejects unknown custom fields by name and values that do not fit the type", async () => {
    expect(
      await codes(
        listQuery([
          ["fields.NOPE", "eq", "1"],
          ["fields.PRICE", "eq", "cheap"],
          ["fields.f-vip", "gt", "true"],
          ["fields.f-tags", "regex", "o"],
        ]),
      ),
    ).toEqual([
      ["fields.NOPE", "unknown_field"],
      ["fields.PRICE", "invalid_number"],
      ["fields.f-vip", "unsupported_operator"],
      ["fields.f-tags", "unsupported_operator"],
    ]);
  });

  it("is not available on resources without custom fields", async () => {
    expect((await rejection(listQuery([["fields.EMAIL", "eq", "a"]]), { ...spec, customFields: false })).errors?.[0]).toMatchObject({
      field: "fields.EMAIL",
      code: "unknown_field",
    });
  });

  it("sorts on a computed key and removes it from the output", async () => {
    const c = await compile(
      listQuery([], {
        sort: [
          { field: "fields.PRICE", direction: -1 },
          { field: "title", direction: 1 },
        ],
      }),
    );
    expect(c.sort).toEqual({ __sort_0: -1, title: 1, _id: 1 });
    expect(c.addFields?.__sort_0).toMatchObject({ $arrayElemAt: [{ $map: { in: "$$f.value" } }, 0] });
    expect(JSON.stringify(c.addFields)).toContain('{"$literal":"f-price"}');
    expect(c.pipeline().map((s) => Object.keys(s)[0])).toEqual(["$match", "$addFields", "$sort", "$limit", "$project"]);
    expect(c.pipeline().at(-1)).toEqual({ $project: { __sort_0: 0 } });
  });
});

describe("compileListQuery: sort", () => {
  it("keeps query order as precedence with _id last, first occurrence winning", async () => {
    const c = await compile(
      listQuery([], {
        sort: [
          { field: "amount", direction: -1 },
          { field: "title", direction: 1 },
          { field: "amount", direction: 1 },
        ],
      }),
    );
    expect(Object.entries(c.sort)).toEqual([
      ["amount", -1],
      ["title", 1],
      ["_id", 1],
    ]);
  });

  it("uses the default sort when none is given, tie-breaking in its direction", async () => {
    expect(Object.entries((await compile(listQuery([]))).sort)).toEqual([
      ["createdAt", -1],
      ["_id", -1],
    ]);
  });

  it("does not repeat _id when the query sorts on id", async () => {
    expect(Object.entries((await compile(listQuery([], { sort: [{ field: "id", direction: -1 }] }))).sort)).toEqual([["_id", -1]]);
  });

  it("rejects unknown, non-sortable and param sorts", async () => {
    expect(
      await codes(
        listQuery([], {
          sort: [
            { field: "nope", direction: 1 },
            { field: "secret", direction: 1 },
            { field: "clickId", direction: 1 },
          ],
        }),
      ),
    ).toEqual([
      ["nope", "unknown_field"],
      ["secret", "not_sortable"],
      ["clickId", "not_sortable"],
    ]);
  });
});

describe("compileListQuery: paging", () => {
  it("defaults and clamps limit to [1, max] and offset to >= 0", async () => {
    expect(await compile(listQuery([]))).toMatchObject({ limit: 20, skip: 0 });
    expect(await compile(listQuery([], { limit: 1000, offset: 40 }))).toMatchObject({ limit: 100, skip: 40 });
    expect(await compile(listQuery([], { limit: 0, offset: -3 }))).toMatchObject({ limit: 1, skip: 0 });
    expect(await compile(listQuery([], { limit: -7 }))).toMatchObject({ limit: 1 });
    expect(await compile(listQuery([], { limit: 7 }), { ...spec, limits: { default: 5, max: 5 } })).toMatchObject({ limit: 5 });
  });

  it("rejects non-finite numbers from typed transports", async () => {
    expect(await codes({ filters: [], logic: "AND", sort: [], limit: Number.NaN })).toEqual([["[limit]", "invalid_integer"]]);
  });

  it("puts skip and limit after the sort, and lets run-list fetch one more row", async () => {
    const c = await compile(listQuery([], { limit: 5, offset: 10 }));
    expect(c.pipeline({ limit: 6 })).toEqual([
      { $match: { projectId: P } },
      { $sort: { createdAt: -1, _id: -1 } },
      { $skip: 10 },
      { $limit: 6 },
    ]);
  });
});

describe("compileListQuery: projection and relations", () => {
  it("projects the requested keys plus id, mapped to Mongo paths", async () => {
    const c = await compile(listQuery([], { project: ["title", "amount"] }));
    expect(c.project).toEqual(["id", "title", "amount"]);
    expect(c.projection).toEqual({ _id: 1, title: 1, amount: 1 });
    expect(c.pipeline().some((s) => "$project" in s)).toBe(false);
    expect(c.pipeline({ projectInDb: true }).at(-1)).toEqual({ $project: { _id: 1, title: 1, amount: 1 } });
  });

  it("rejects unknown and non-projectable keys", async () => {
    expect(await codes(listQuery([], { project: ["title", "nope", "secret", "toString"] }))).toEqual([
      ["[project]", "unknown_field"],
      ["[project]", "unknown_field"],
      ["[project]", "unknown_field"],
    ]);
  });

  it("builds project-scoped $lookup stages after the page limit", async () => {
    const c = await compile(listQuery([], { project: ["title"], with: ["contact", "tags"] }));
    const sameProject = [{ $match: { projectId: P } }];
    expect(c.lookups).toEqual([
      { $lookup: { from: "contacts", localField: "contactId", foreignField: "_id", pipeline: sameProject, as: "__with_contact" } },
      { $lookup: { from: "tags", localField: "tagIds", foreignField: "_id", pipeline: sameProject, as: "__with_tags" } },
      { $addFields: { __with_contact: { $arrayElemAt: ["$__with_contact", 0] } } },
    ]);
    expect(c.pipeline().map((s) => Object.keys(s)[0])).toEqual(["$match", "$sort", "$limit", "$lookup", "$lookup", "$addFields"]);
    // Only to-many relations: no reshaping stage.
    const many = await compile(listQuery([], { with: ["tags"] }));
    expect(many.lookups).toEqual([
      { $lookup: { from: "tags", localField: "tagIds", foreignField: "_id", pipeline: sameProject, as: "__with_tags" } },
    ]);
    expect(c.relations.map((r) => r.name)).toEqual(["contact", "tags"]);
    expect(c.projection).toEqual({ _id: 1, title: 1, __with_contact: 1, __with_tags: 1 });
  });

  it("rejects unknown relations by name", async () => {
    const e = await rejection(listQuery([], { with: ["contact", "owner", "__proto__"] }));
    expect(e.errors?.map((x) => [x.field, x.code])).toEqual([
      ["[with]", "unknown_relation"],
      ["[with]", "unknown_relation"],
    ]);
    expect(e.errors?.[0]?.message).toContain("owner");
  });
});

describe("compileListQuery: date reading", () => {
  it("checks calendar dates and reads a space before the offset as + (unencoded + in a query string)", async () => {
    expectConditions(await where(listQuery([["closedAt", "gt", "2024-02-29T10:00:00 02:00"]])), [
      { closedAt: { $gt: new Date("2024-02-29T08:00:00.000Z") } },
    ]);
    expect(
      await codes(
        listQuery([
          ["closedAt", "gt", "2023-02-29"],
          ["closedAt", "lt", "2024-13-01"],
          ["closedAt", "gte", "2024-01-01T24:00"],
        ]),
      ),
    ).toEqual([
      ["closedAt", "invalid_date"],
      ["closedAt", "invalid_date"],
      ["closedAt", "invalid_date"],
    ]);
    expectConditions(await where(listQuery([["closedAt", "gt", "0050-01-01"]])), [
      { closedAt: { $gt: new Date("0050-01-01T00:00:00.000Z") } },
    ]);
  });
});
