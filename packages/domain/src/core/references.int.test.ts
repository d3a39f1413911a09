import { testMongo, type TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineModels, type Models } from "../models";
import { systemContext } from "./context";
import { conflict } from "./errors";
import { newId } from "./ids";
import { assertExistIn, existsInProject, loadInProject } from "./references";
import { createUnitOfWork, type InTransaction } from "./unit-of-work";

/** A promise with its resolve, to order two transactions step by step. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The reference guard on the wire (embedded engine, or MONGODB_URI): two transactions are
 * interleaved by hand so that each one's snapshot misses the other's write, the situation in
 * which a read-only reference check lets both commit.
 */
describe("reference guard (core/references.ts)", () => {
  let mongo: TestMongo;
  let conn: Connection;
  let models: Models;
  let inTransaction: InTransaction;
  const ctx = systemContext(`p-${newId()}`);

  beforeAll(async () => {
    mongoose.set("transactionAsyncLocalStorage", true);
    mongo = await testMongo("references");
    conn = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
    models = defineModels(conn);
    for (const model of [models.tags, models.deals, models.events]) await model.createCollection();
    inTransaction = createUnitOfWork(conn, models.events);
  });
  afterAll(async () => {
    await conn?.close();
    await mongo?.drop();
  });

  const newTag = async () => (await models.tags.create({ projectId: ctx.projectId, name: `t-${newId()}` })).toObject();
  const dealsWith = (tagId: string) => models.deals.exists({ projectId: ctx.projectId, tagIds: tagId });
  /** Stands in for a deal write taking the tag (a mongoose query: it joins the running transaction). */
  const referTo = (tagId: string) =>
    models.deals.updateOne({ _id: newId(), projectId: ctx.projectId }, { $set: { tagIds: [tagId] } }, { upsert: true });

  it("a delete racing a reference taken first conflicts (WriteConflict), is retried and then sees the reference", async () => {
    const tag = await newTag();
    const guarded = signal();
    const deleteTried = signal();
    let deleteAttempts = 0;

    const reference = inTransaction(ctx, async () => {
      await assertExistIn(models.tags, ctx, [tag._id], "Tag");
      guarded.resolve();
      await deleteTried.promise;
      await referTo(tag._id);
    });
    await guarded.promise;
    const remove = inTransaction(ctx, async () => {
      deleteAttempts++;
      if (await dealsWith(tag._id)) throw conflict("TAG_IN_USE", "referenced");
      try {
        await models.tags.deleteOne({ _id: tag._id, projectId: ctx.projectId });
      } finally {
        deleteTried.resolve();
      }
    });

    await reference;
    await expect(remove).rejects.toMatchObject({ status: 409, errorCode: "TAG_IN_USE" });
    expect(deleteAttempts).toBeGreaterThan(1);
    expect(await models.tags.exists({ _id: tag._id })).not.toBeNull();
  });

  it("a reference racing a delete taken first conflicts, is retried and then answers 404", async () => {
    const tag = await newTag();
    const deleted = signal();
    const referenceTried = signal();
    let referenceAttempts = 0;

    const remove = inTransaction(ctx, async () => {
      expect(await dealsWith(tag._id)).toBeNull();
      await models.tags.deleteOne({ _id: tag._id, projectId: ctx.projectId });
      deleted.resolve();
      await referenceTried.promise;
    });
    await deleted.promise;
    const reference = inTransaction(ctx, async () => {
      referenceAttempts++;
      try {
        await loadInProject(models.tags, ctx, tag._id, "Tag");
      } finally {
        referenceTried.resolve();
      }
      await referTo(tag._id);
    });

    await remove;
    await expect(reference).rejects.toMatchObject({ status: 404, errorCode: "NOT_FOUND" });
    expect(referenceAttempts).toBeGreaterThan(1);
    expect(await dealsWith(tag._id)).toBeNull();
  });

  it("the guard write changes nothing a reader sees (not the record, not updatedAt); outside a transaction nothing is written", async () => {
    const tag = await newTag();
    const before = await models.tags.findById(tag._id).lean();
    await assertExistIn(models.tags, ctx, [tag._id], "Tag");
    expect(await models.tags.findById(tag._id).lean()).toEqual(before);

    await inTransaction(ctx, async () => {
      await assertExistIn(models.tags, ctx, [tag._id], "Tag");
      expect(await existsInProject(models.tags)(ctx, tag._id)).toBe(true);
      await loadInProject(models.tags, ctx, tag._id, "Tag");
    });
    const after = await models.tags.findById(tag._id).lean();
    expect(after).toEqual({ ...before, refGuard: 3 });
    expect(after!.updatedAt).toEqual(before!.updatedAt);
  });

  it("inside a transaction a missing id is still a 404 naming the first one missing", async () => {
    const tag = await newTag();
    await expect(inTransaction(ctx, () => assertExistIn(models.tags, ctx, [tag._id, "nope-1", "nope-2"], "Tag"))).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining("nope-1"),
    });
    await expect(inTransaction(ctx, () => existsInProject(models.tags)(ctx, "nope"))).resolves.toBe(false);
  });
});
