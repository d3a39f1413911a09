import type { Collection, Document } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<{ _id: string } & Document>;

beforeAll(async () => {
  t = await startTarget("conformance_elem_match_count");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  c = t.db.collection<{ _id: string } & Document>("records");
  await c.drop().catch(() => undefined);
  await c.createIndex({ projectId: 1, "fields.fieldId": 1, "fields.value": 1 });
});

/** Records whose custom field values trip the cases a count from index entries could get wrong. */
const records: Array<{ _id: string } & Document> = [
  { _id: "plain", projectId: "p1", fields: [{ fieldId: "email", value: "ada@initech.example" }] },
  // Two elements of the field both matching: counted once.
  {
    _id: "twice",
    projectId: "p1",
    fields: [
      { fieldId: "email", value: "ada@INITECH.example" },
      { fieldId: "email", value: "bob@initech.example" },
    ],
  },
  // The text under another field, and the field with other text: no match for an element of both.
  {
    _id: "apart",
    projectId: "p1",
    fields: [
      { fieldId: "email", value: "carol@acme.example" },
      { fieldId: "company", value: "Initech" },
    ],
  },
  { _id: "number", projectId: "p1", fields: [{ fieldId: "email", value: 42 }] },
  { _id: "null", projectId: "p1", fields: [{ fieldId: "email", value: null }] },
  { _id: "object", projectId: "p1", fields: [{ fieldId: "email", value: { initech: true } }] },
  { _id: "none", projectId: "p1" },
  { _id: "empty", projectId: "p1", fields: [] },
  { _id: "other project", projectId: "p2", fields: [{ fieldId: "email", value: "dan@initech.example" }] },
  { _id: "extra keys", projectId: "p1", fields: [{ fieldId: "email", value: "eve@initech.example", note: "x" }] },
];

const filters: Document[] = [
  { projectId: "p1", fields: { $elemMatch: { fieldId: { $eq: "email" }, value: { $regex: "initech", $options: "i" } } } },
  { projectId: "p1", fields: { $elemMatch: { fieldId: "email", value: /^ada@/ } } },
  { projectId: "p1", fields: { $elemMatch: { fieldId: "email", value: { $ne: "ada@initech.example" } } } },
  { projectId: "p1", fields: { $elemMatch: { fieldId: "email", value: { $in: [42, null] } } } },
  { projectId: "p1", fields: { $elemMatch: { fieldId: "email", value: { $type: "object" } } } },
  { projectId: "p1", fields: { $elemMatch: { fieldId: "email", value: { $gt: "b" } } } },
  { projectId: "p1", fields: { $elemMatch: { fieldId: "email", value: { $not: /initech/i } } } },
  { projectId: "p1", fields: { $elemMatch: { fieldId: "company", value: { $regex: "INIT", $options: "i" } } } },
  { projectId: "p2", fields: { $elemMatch: { fieldId: "email", value: { $regex: "initech" } } } },
  { projectId: "p3", fields: { $elemMatch: { fieldId: "email", value: { $regex: "initech" } } } },
];

/** The count, against what a scan finds and what a count forced to scan answers. */
async function expectCountsAgree(filter: Document): Promise<void> {
  const found = (await c.find(filter).toArray()).length;
  const scanned = await c.countDocuments(filter, { hint: { $natural: 1 } });
  expect({ filter, count: await c.countDocuments(filter) }).toEqual({ filter, count: found });
  expect({ filter, scanned }).toEqual({ filter, scanned: found });
}

describe("counting an $elemMatch on an array of field values", () => {
  it("counts each record once, as find and a scan do, for every kind of value test", async () => {
    await c.insertMany(records);
    for (const filter of filters) await expectCountsAgree(filter);
    expect(await c.countDocuments(filters[0])).toBe(3);
  });

  it("stays exact once a record's values no longer pair element by element (an array value, an element without a value)", async () => {
    await c.insertMany(records);
    await c.insertMany([
      { _id: "array value", projectId: "p1", fields: [{ fieldId: "email", value: ["x@initech.example", "y"] }] },
      {
        _id: "crossed",
        projectId: "p1",
        fields: [{ fieldId: "email" }, { fieldId: "company", value: "initech" }],
      },
    ]);
    for (const filter of filters) await expectCountsAgree(filter);
    expect(await c.countDocuments(filters[0])).toBe(4);
  });

  it("sees a transaction's own uncommitted records, and no other's", async () => {
    await c.insertMany(records);
    const session = t.client.startSession();
    try {
      session.startTransaction();
      await c.insertOne({ _id: "in flight", projectId: "p1", fields: [{ fieldId: "email", value: "zed@initech.example" }] }, { session });
      await c.deleteOne({ _id: "plain" }, { session });
      expect(await c.countDocuments(filters[0], { session })).toBe(3);
      expect(await c.countDocuments(filters[0])).toBe(3);
      expect(await c.countDocuments(filters[1], { session })).toBe(1);
      expect(await c.countDocuments(filters[1])).toBe(2);
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect(await c.countDocuments(filters[1])).toBe(1);
  });
  it("counts a case-insensitive literal exactly over thousands of records, as writes change them", async () => {
    // Enough records that whole chunks of the index hold one field's values (searched as one string).
    const companies = ["acme", "Initech", "INITECH", "globex", "init-ech", "a.b+c"];
    const email = (i: number, company: string) => ({ fieldId: "email", value: `user${i}@${company}.example` });
    const many: Array<{ _id: string } & Document> = Array.from({ length: 3000 }, (_, i) => ({
      _id: `r${String(i).padStart(5, "0")}`,
      projectId: i % 10 === 9 ? "p2" : "p1",
      fields: [email(i, companies[i % companies.length] as string), { fieldId: "company", value: `Initech ${i}` }],
    }));
    // A value holding the literal twice, text lower-casing could mistake (a Kelvin sign, an accent),
    // NUL inside a value, and values that are not strings.
    many[50] = { _id: "repeated", projectId: "p1", fields: [{ fieldId: "email", value: "user50-initech@initech.example" }] };
    many[100] = { _id: "kelvin", projectId: "p1", fields: [{ fieldId: "email", value: "\u212Aitten@initech.example" }] };
    many[700] = { _id: "accent", projectId: "p1", fields: [{ fieldId: "email", value: "jöe@İNITECH.example" }] };
    many[1400] = { _id: "nul", projectId: "p1", fields: [{ fieldId: "email", value: "initech\u0000initech@initech.example" }] };
    many[2100] = { _id: "number", projectId: "p1", fields: [{ fieldId: "email", value: 7 }] };
    await c.insertMany(many);
    const literals: Document[] = [
      { $regex: "initech", $options: "i" },
      { $regex: "A\\.B\\+C", $options: "i" },
      { $regex: "kitten", $options: "i" },
      { $regex: "ech@", $options: "i" },
      { $regex: "\\-", $options: "i" },
      /INITECH\.example/i,
      // Not literals: tested on each entry.
      { $regex: "init.ch", $options: "i" },
      { $regex: "initech" },
    ];
    const byLiteral = (value: Document) => ({ projectId: "p1", fields: { $elemMatch: { fieldId: "email", value } } });
    const countAll = async () => {
      for (const value of literals) await expectCountsAgree(byLiteral(value));
    };
    await countAll();
    // 900 of p1's records name Initech in any case, and the Kelvin sign's record holds "initech" too.
    expect(await c.countDocuments(byLiteral(literals[0] as Document))).toBe(901);

    // Writes into counted chunks: their strings are made again; the others are reused.
    await c.updateMany({ _id: { $in: ["r00001", "r00007", "r00013"] } }, { $set: { fields: [email(1, "umbrella")] } });
    await c.deleteMany({ _id: { $in: ["r00002", "r00020", "r02990"] } });
    await c.insertMany([
      { _id: "r00001a", projectId: "p1", fields: [email(9001, "initech")] },
      { _id: "r99999", projectId: "p1", fields: [email(9002, "INITECH")] },
    ]);
    await countAll();
    expect(await c.countDocuments(byLiteral(literals[0] as Document))).toBe(901 - 6 + 2);

    // A record with two matching values of the field is still one record.
    await c.insertOne({ _id: "twice", projectId: "p1", fields: [email(1, "initech"), email(2, "initech")] });
    await countAll();
    expect(await c.countDocuments(byLiteral(literals[0] as Document))).toBe(898);
  });
});
