import mongoose from "mongoose";
import type { Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let conn: Connection;

const authorSchema = new mongoose.Schema({ name: { type: String, required: true, unique: true }, age: Number }, { timestamps: true });
const bookSchema = new mongoose.Schema({
  title: String,
  author: { type: mongoose.Schema.Types.ObjectId, ref: "Author" },
  tags: [String],
  status: { type: String, enum: ["draft", "published"], default: "draft" },
});
bookSchema.index({ author: 1, status: 1 });

beforeAll(async () => {
  t = await startTarget("conformance_mongoose");
  conn = await mongoose.createConnection(t.uri, { dbName: "conformance_mongoose" }).asPromise();
});
afterAll(async () => {
  await conn.close();
  await t.stop();
});

describe("mongoose", () => {
  it("models: init indexes, create, find, update, delete, populate, aggregate $lookup", async () => {
    const Author = conn.model("Author", authorSchema);
    const Book = conn.model("Book", bookSchema);
    await Author.init();
    await Book.init();
    const idx = await Book.listIndexes();
    expect(idx.map((i) => i.name)).toEqual(["_id_", "author_1_status_1"]);
    expect(await Book.diffIndexes()).toEqual({ toDrop: [], toCreate: [] });

    const ann = await Author.create({ name: "Ann", age: 30 });
    const bob = await Author.create({ name: "Bob", age: 40 });
    expect(ann.createdAt).toBeInstanceOf(Date);
    await Book.create([
      { title: "A1", author: ann._id, tags: ["x"] },
      { title: "A2", author: ann._id, status: "published" },
      { title: "B1", author: bob._id },
    ]);
    const books = await Book.find().populate<{ author: { name: string } }>("author").sort({ title: 1 });
    expect(books.map((b) => [b.title, b.author.name])).toEqual([
      ["A1", "Ann"],
      ["A2", "Ann"],
      ["B1", "Bob"],
    ]);
    const agg = await Author.aggregate<{ name: string; n: number }>([
      { $lookup: { from: "books", localField: "_id", foreignField: "author", as: "books" } },
      { $project: { _id: 0, name: 1, n: { $size: "$books" } } },
      { $sort: { name: 1 } },
    ]);
    expect(agg).toEqual([
      { name: "Ann", n: 2 },
      { name: "Bob", n: 1 },
    ]);

    await Author.updateOne({ _id: ann._id }, { $inc: { age: 1 } });
    expect((await Author.findById(ann._id).lean())?.age).toBe(31);
    const upserted = await Author.findOneAndUpdate({ name: "Cid" }, { $set: { age: 9 } }, { upsert: true, returnDocument: "after" }).lean();
    expect(upserted?.age).toBe(9);
    await Book.deleteMany({ author: bob._id });
    expect(await Book.countDocuments()).toBe(2);
    expect(await Book.exists({ title: "B1" })).toBeNull();
    expect((await Book.distinct("status")).sort()).toEqual(["draft", "published"]);
  });

  it("unique violations surface as MongoServerError 11000 with keyValue", async () => {
    const Author = conn.model("Author");
    await Author.create({ name: "Dup" });
    const err = await caught(() => Author.create({ name: "Dup" }));
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ name: "Dup" });
    const many = await caught(() => Author.insertMany([{ name: "New1" }, { name: "Dup" }]));
    expect(many.code).toBe(11000);
    const fam = await caught(() => Author.findOneAndUpdate({ name: "New1" }, { name: "Dup" }));
    expect(fam.code).toBe(11000);
  });

  it("connection.transaction commits, and rolls back on throw", async () => {
    const Author = conn.model("Author");
    await conn.transaction(async (session) => {
      await Author.create([{ name: "InTx" }], { session });
      await Author.updateOne({ name: "Ann" }, { $set: { age: 50 } }, { session });
    });
    expect(await Author.exists({ name: "InTx" })).not.toBeNull();
    expect((await Author.findOne({ name: "Ann" }).lean<{ age?: number }>())?.age).toBe(50);
    const err = await caught(() =>
      conn.transaction(async (session) => {
        await Author.create([{ name: "Rolled" }], { session });
        await Author.updateOne({ name: "Ann" }, { $set: { age: 1 } }, { session });
        throw new Error("boom");
      }),
    );
    expect(err.message).toBe("boom");
    expect(await Author.exists({ name: "Rolled" })).toBeNull();
    expect((await Author.findOne({ name: "Ann" }).lean<{ age?: number }>())?.age).toBe(50);
  });

  it("syncIndexes drops and creates to match the schema", async () => {
    const schema = new mongoose.Schema({ a: String, b: String });
    schema.index({ a: 1 });
    const M = conn.model("Synced", schema);
    await M.init();
    await M.collection.createIndex({ b: 1 });
    const dropped = await M.syncIndexes();
    expect(dropped).toEqual(["b_1"]);
    expect((await M.listIndexes()).map((i) => i.name)).toEqual(["_id_", "a_1"]);
  });
});
