import { calculateObjectSize } from "bson";
import type { Document } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;

beforeAll(async () => {
  t = await startTarget("conformance_collections_fidelity");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  await t.db.dropDatabase();
});

const schema = {
  $jsonSchema: {
    bsonType: "object",
    required: ["name"],
    properties: {
      name: { bsonType: "string", minLength: 2 },
      age: { bsonType: "number", minimum: 0 },
      tags: { bsonType: "array", items: { enum: ["a", "b"] } },
    },
  },
};

describe("validators", () => {
  it("refuse invalid inserts and updates with 121 DocumentValidationFailure", async () => {
    const c = await t.db.createCollection("people", { validator: schema });
    await c.insertOne({ _id: 1, name: "Ann", age: 3, tags: ["a"] } as Document);
    const e1 = await caught(() => c.insertOne({ age: 5 }));
    expect(e1.code).toBe(121);
    expect(e1.message).toMatch(/Document failed validation/);
    expect((await caught(() => c.insertOne({ name: "Bo", tags: ["c"] }))).code).toBe(121);
    expect((await caught(() => c.updateOne({ _id: 1 } as Document, { $set: { age: -1 } }))).code).toBe(121);
    expect((await caught(() => c.replaceOne({ _id: 1 } as Document, { age: 1 }))).code).toBe(121);
    expect((await caught(() => c.updateOne({ name: "new" }, { $set: { age: "x" } }, { upsert: true }))).code).toBe(121);
    expect((await caught(() => c.findOneAndUpdate({ _id: 1 } as Document, { $unset: { name: 1 } }))).code).toBe(121);
    expect(await c.find().toArray()).toEqual([{ _id: 1, name: "Ann", age: 3, tags: ["a"] }]);
  });

  it("follow collMod, validationAction warn and bypassDocumentValidation", async () => {
    const c = await t.db.createCollection("things");
    await c.insertOne({ x: 1 });
    await t.db.command({ collMod: "things", validator: { x: { $type: "string" } } });
    expect((await caught(() => c.insertOne({ x: 2 }))).code).toBe(121);
    await c.insertOne({ x: 3 }, { bypassDocumentValidation: true });
    await t.db.command({ collMod: "things", validationAction: "warn" });
    await c.insertOne({ x: 4 });
    expect(await c.countDocuments()).toBe(3);
  });
});

describe("collection metadata", () => {
  it("lists a time-series collection with type timeseries", async () => {
    await t.db.createCollection("metrics", { timeseries: { timeField: "ts", metaField: "m" } });
    const info = (await t.db.listCollections({ name: "metrics" }).toArray())[0] as Document | undefined;
    expect(info?.type).toBe("timeseries");
    expect(info?.options?.timeseries).toMatchObject({ timeField: "ts", metaField: "m" });
  });

  it("hides and unhides an index through collMod", async () => {
    const c = t.db.collection("hidden");
    await c.createIndex({ a: 1 });
    await t.db.command({ collMod: "hidden", index: { name: "a_1", hidden: true } });
    expect((await c.listIndexes().toArray()).find((i) => i.name === "a_1")?.hidden).toBe(true);
    await t.db.command({ collMod: "hidden", index: { keyPattern: { a: 1 }, hidden: false } });
    expect((await c.listIndexes().toArray()).find((i) => i.name === "a_1")?.hidden).toBeFalsy();
  });

  it("refuses a capped collection without a size", async () => {
    expect((await caught(() => t.db.createCollection("capped", { capped: true }))).code).toBe(72);
  });
});

describe("document size", () => {
  it("refuses a document over 16 MiB with 10334 BSONObjectTooLarge", async () => {
    const c = t.db.collection("big");
    const err = await caught(() => c.insertOne({ data: "x".repeat(16 * 1024 * 1024) }));
    expect(err.code).toBe(10334);
    expect(await c.countDocuments()).toBe(0);
  });

  it("refuses an update whose result exceeds 16 MiB with 10334 too", async () => {
    const c = t.db.collection("big");
    await c.insertOne({ _id: 1, a: "x".repeat(9 * 1024 * 1024) } as Document);
    const err = await caught(() => c.updateOne({ _id: 1 } as Document, { $set: { b: "y".repeat(9 * 1024 * 1024) } }));
    expect(err.code).toBe(10334);
  });

  it("refuses the update that crosses 16 MiB after several that grew the document, and keeps the document", async () => {
    const c = t.db.collection("big");
    const MiB = 1024 * 1024;
    await c.insertOne({ _id: 2, a: "x".repeat(6 * MiB), n: 1, list: [] } as Document);
    await c.updateOne({ _id: 2 } as Document, { $set: { b: "y".repeat(4 * MiB) }, $inc: { n: 1 } });
    await c.updateOne({ _id: 2 } as Document, { $push: { list: { $each: ["z".repeat(2 * MiB), "z".repeat(2 * MiB)] } } } as Document);
    const err = await caught(() => c.updateOne({ _id: 2 } as Document, { $push: { list: "w".repeat(2 * MiB) } } as Document));
    expect(err.code).toBe(10334);
    const kept = await c.findOne({ _id: 2 } as Document, { projection: { n: 1, count: { $size: "$list" } } });
    expect(kept).toEqual({ _id: 2, n: 2, count: 2 });
    // Near the limit, an update that does not grow the document still passes.
    await c.updateOne({ _id: 2 } as Document, { $inc: { n: 1 }, $unset: { missing: "" } });
    expect((await c.findOne({ _id: 2 } as Document, { projection: { n: 1 } }))?.n).toBe(3);
  });

  it("refuses exactly the small update that crosses 16 MiB, after many that did not", async () => {
    const c = t.db.collection("big");
    const doc: Document = { _id: 4, a: "x".repeat(16 * 1024 * 1024 - 400) };
    await c.insertOne(doc);
    let refusedAt: number | undefined;
    let crossesAt: number | undefined;
    for (let i = 0; i < 40 && refusedAt === undefined; i++) {
      const field = `field${i}`;
      if (crossesAt === undefined && calculateObjectSize({ ...doc, [field]: "0123456789" }) > 16 * 1024 * 1024) crossesAt = i;
      try {
        await c.updateOne({ _id: 4 } as Document, { $set: { [field]: "0123456789" } });
        doc[field] = "0123456789";
      } catch (err) {
        expect((err as { code?: number }).code).toBe(10334);
        refusedAt = i;
      }
    }
    expect(crossesAt).toBeDefined();
    expect(refusedAt).toBe(crossesAt);
  });

  it("refuses a $set of an array index whose padding passes 16 MiB", async () => {
    const c = t.db.collection("big");
    await c.insertOne({ _id: 5, a: "x".repeat(12 * 1024 * 1024), list: [] } as Document);
    const err = await caught(() => c.updateOne({ _id: 5 } as Document, { $set: { "list.600000": 1 } }));
    expect(err.code).toBe(10334);
  });

  it("refuses an update whose array-wide path repeats a value past 16 MiB", async () => {
    const c = t.db.collection("big");
    await c.insertOne({ _id: 3, items: [{}, {}, {}, {}, {}] } as Document);
    const err = await caught(() => c.updateOne({ _id: 3 } as Document, { $set: { "items.$[].text": "t".repeat(4 * 1024 * 1024) } }));
    expect(err.code).toBe(10334);
    expect(await c.findOne({ _id: 3 } as Document)).toEqual({ _id: 3, items: [{}, {}, {}, {}, {}] });
  });
});
