/**
 * Field names with periods and dollar signs, from MongoDB's manual, "Field Names with Periods (.)
 * and Dollar Signs ($)" (https://www.mongodb.com/docs/manual/core/dot-dollar-considerations/,
 * MongoDB 5.0+): "Dollar ($) prefixed fields are permitted as top level and nested field names
 * for inserts"; in a replacement "dollar ($) prefixed fields are not permitted as top level field
 * names", while field names containing periods are stored; "Updates Using Aggregation
 * Pipelines" reach such fields with `$setField`, `$getField` and `$literal`; and `_id` may not
 * contain `$`-prefixed fields (52 DollarPrefixedFieldName).
 */
import type { Collection, Document } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_field_names");
  c = t.db.collection("inventory");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  await c.deleteMany({});
  await c.insertOne({ _id: 1, item: "sweatshirt", qty: 300 } as never);
});

const one = () => c.findOne({ _id: 1 } as never);

describe("Updates Using Aggregation Pipelines: $setField and $replaceWith", () => {
  it("$setField adds a field whose name contains a period", async () => {
    const res = await c.updateOne({ _id: 1 } as never, [
      { $replaceWith: { $setField: { field: "price.usd", input: "$$ROOT", value: 45.99 } } },
    ]);
    expect(res.modifiedCount).toBe(1);
    expect(await one()).toEqual({ _id: 1, item: "sweatshirt", qty: 300, "price.usd": 45.99 });
  });

  it("$setField adds, then removes ($$REMOVE) a $-prefixed field, named through $literal", async () => {
    await c.updateOne({ _id: 1 } as never, [{ $replaceWith: { $setField: { field: { $literal: "$price" }, input: "$$ROOT", value: 9 } } }]);
    expect(await one()).toEqual({ _id: 1, item: "sweatshirt", qty: 300, $price: 9 });
    const found = await c.find({ $expr: { $eq: [{ $getField: { $literal: "$price" } }, 9] } }).toArray();
    expect(found.map((d) => d._id)).toEqual([1]);
    await c.updateOne({ _id: 1 } as never, [
      { $replaceWith: { $setField: { field: { $literal: "$price" }, input: "$$ROOT", value: "$$REMOVE" } } },
    ]);
    expect(await one()).toEqual({ _id: 1, item: "sweatshirt", qty: 300 });
  });

  it("$unsetField removes a field whose name contains a period", async () => {
    await c.insertOne({ _id: 2, "a.b": 1, a: { b: 2 } } as never);
    await c.updateOne({ _id: 2 } as never, [{ $replaceWith: { $unsetField: { field: "a.b", input: "$$ROOT" } } }]);
    expect(await c.findOne({ _id: 2 } as never)).toEqual({ _id: 2, a: { b: 2 } });
  });

  it("stages other than $addFields/$set/$project/$unset/$replaceRoot/$replaceWith are refused", async () => {
    const err = await caught(() => c.updateOne({ _id: 1 } as never, [{ $match: { qty: 300 } }]));
    expect(err.code).toBe(72);
  });
});

describe("Inserts and replacements", () => {
  it("an insert stores $-prefixed and dotted field names, top level and nested", async () => {
    await c.insertOne({ _id: 3, $price: 50, "a.b": 1, location: { $db: "novels", $inc: true } } as never);
    expect(await c.findOne({ _id: 3 } as never)).toEqual({ _id: 3, $price: 50, "a.b": 1, location: { $db: "novels", $inc: true } });
  });

  it("a replacement with a top-level dotted field name is stored as that field", async () => {
    const res = await c.replaceOne({ _id: 1 } as never, { "size.uk": "M", qty: 1 });
    expect(res.modifiedCount).toBe(1);
    expect(await one()).toEqual({ _id: 1, "size.uk": "M", qty: 1 });
  });

  it("an _id containing a $-prefixed field is refused with 52, on insert and upsert", async () => {
    const err = await caught(() => c.insertOne({ _id: { $a: 1 } } as never));
    expect(err.code).toBe(52);
    const upsert = await caught(() => c.replaceOne({ x: 1 }, { _id: { k: { $b: 1 } }, x: 1 }, { upsert: true }));
    expect(upsert.code).toBe(52);
    expect(await c.countDocuments()).toBe(1);
  });
});

describe("Document Modifying Updates: $-prefixed field names", () => {
  it("an upsert's insert may $set a top-level $-prefixed field; the same update on the existing document fails with 52", async () => {
    const filter = { date: "2021-07-07" };
    const update = { $set: { phone: 25.17, $hotel: 320.1 } };
    const res = await c.updateOne(filter, update, { upsert: true });
    expect(res.upsertedCount).toBe(1);
    expect(await c.findOne(filter)).toMatchObject({ phone: 25.17, $hotel: 320.1 });
    const err = await caught(() => c.updateOne(filter, update, { upsert: true }));
    expect(err.code).toBe(52);
  });

  it("a nested $-prefixed field (address.$street) may be set on an existing document, and a top-level one unset", async () => {
    await c.insertOne({ _id: "E123", address: { $number: 123, $street: "Elm Road" }, $rooms: { br: 2 } } as never);
    await c.updateOne({ _id: "E123" } as never, { $set: { "address.$street": "Elm Rd" } });
    expect((await c.findOne({ _id: "E123" } as never))?.address).toEqual({ $number: 123, $street: "Elm Rd" });
    const err = await caught(() => c.updateOne({ _id: "E123" } as never, { $set: { "$rooms.br": 3 } }));
    expect(err.code).toBe(52);
    await c.updateOne({ _id: "E123" } as never, { $unset: { $rooms: "" } });
    expect(await c.findOne({ _id: "E123" } as never)).toEqual({ _id: "E123", address: { $number: 123, $street: "Elm Rd" } });
  });
});
