import mongoose from "mongoose";
import { startEmbeddedMongo } from "../src/index.js";

const srv = await startEmbeddedMongo();
const conn = await mongoose.createConnection(srv.uri, { dbName: "m" }).asPromise();
const Author = conn.model("Author", new mongoose.Schema({ name: { type: String, unique: true }, age: Number }));
const Book = conn.model("Book", new mongoose.Schema({ title: String, author: { type: mongoose.Schema.Types.ObjectId, ref: "Author" }, tags: [String] }, { timestamps: true }));
await Author.init(); await Book.init();
const a = await Author.create({ name: "Ann", age: 30 });
const b = await Author.create({ name: "Bob", age: 40 });
await Book.create([{ title: "T1", author: a._id, tags: ["x"] }, { title: "T2", author: b._id }, { title: "T3", author: a._id }]);
console.log((await Book.find().populate("author").sort({ title: 1 })).map((x) => [x.title, (x.author as unknown as { name: string }).name]));
console.log(await Author.aggregate([{ $lookup: { from: "books", localField: "_id", foreignField: "author", as: "books" } }, { $project: { name: 1, n: { $size: "$books" } } }, { $sort: { name: 1 } }]));
console.log(await Author.aggregate([{ $lookup: { from: "books", let: { a: "$_id" }, pipeline: [{ $match: { $expr: { $eq: ["$author", "$$a"] } } }, { $count: "c" }], as: "cnt" } }, { $sort: { name: 1 } }]).then((r) => r.map((x) => x.cnt)));
await Author.updateOne({ name: "Ann" }, { $set: { age: 31 } });
console.log(await Author.findOne({ name: "Ann" }).lean());
console.log(await Author.findOneAndUpdate({ name: "Cid" }, { $setOnInsert: { age: 5 } }, { upsert: true, new: true }).lean());
try { await Author.create({ name: "Ann" }); } catch (e) { console.log("dup:", (e as { code?: number }).code); }
await conn.transaction(async (session) => {
  await Author.create([{ name: "Tx" }], { session });
});
console.log(await Author.countDocuments());
try {
  await conn.transaction(async (session) => {
    await Author.create([{ name: "Tx2" }], { session });
    throw new Error("boom");
  });
} catch (e) { console.log((e as Error).message); }
console.log(await Author.countDocuments(), await Author.exists({ name: "Tx2" }));
await Book.deleteMany({ author: a._id });
console.log(await Book.countDocuments());
console.log(await Author.listIndexes());
console.log(await Author.syncIndexes());
await conn.close();
await srv.stop();
