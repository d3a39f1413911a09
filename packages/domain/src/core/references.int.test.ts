import { testMongo, type TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineModels, type Models } from "../models";
import { systemContext } from "./context";
import { conflict } from "./errors";
import { newId } from "./ids";
import { assertExistIn, existsInProject, loadInProject, loadReference } from "./references";
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
  const referTo = (tagId: string) => models.deals.updateOne({ _id: newId(), projectId: ctx.projectId }, { $set: { tagIds: [tagId] } }, { upsert: true });

  it("a delete that read before a reference committed conflicts, is retried, and then sees the reference (409)", async () => {
    const tag = await newTag();
    const checked = signal();
    const referenced = signal();
    let deleteAttempts = 0;

    const remove = inTransaction(ctx, async () => {
      deleteAttempts++;
      const used = await dealsWith(tag._id);
      checked.resolve();
      if (used) throw conflict("TAG_IN_USE", "referenced");
      await referenced.promise;
      await models.tags.deleteOne({ _id: tag._id, projectId: ctx.projectId });
    });
    await checked.promise;
    await inTransaction(ctx, async () => {
      await assertExistIn(models.tags, ctx, [tag._id], "Tag");
      await referTo(tag._id);
    });
    referenced.resolve();

    await expect(remove).rejects.toMatchObject({ status: 409, errorCode: "TAG_IN_USE" });
    expect(deleteAttempts).toBeGreaterThan(1);
    expect(await models.tags.exists({ _id: tag._id })).not.toBeNull();
  });

  it("a reference whose record is deleted before it commits answers 404 and leaves nothing behind", async () => {
    const tag = await newTag();
    const checked = signal();
    const deleted = signal();

    const reference = inTransaction(ctx, async () => {
      await loadReference(models.tags, ctx, tag._id, "Tag");
      checked.resolve();
      await deleted.promise;
      await referTo(tag._id);
    });
    await checked.promise;
    await inTransaction(ctx, async () => {
      expect(await dealsWith(tag._id)).toBeNull();
      await models.tags.deleteOne({ _id: tag._id, projectId: ctx.projectId });
    });
    deleted.resolve();

    await expect(reference).rejects.toMatchObject({ status: 404, errorCode: "NOT_FOUND" });
    expect(await dealsWith(tag._id)).toBeNull();
  });

  it("a reference to a record a running delete holds conflicts (WriteConflict) and is retried until it can answer 404", async () => {
    const tag = await newTag();
    const deletedUncommitted = signal();
    const retried = signal();
    let referenceAttempts = 0;

    const remove = inTransaction(ctx, async () => {
      await models.tags.deleteOne({ _id: tag._id, projectId: ctx.projectId });
      deletedUncommitted.resolve();
      await retried.promise;
    });
    await deletedUncommitted.promise;
    const reference = inTransaction(ctx, async () => {
      referenceAttempts++;
      if (referenceAttempts > 1) retried.resolve();
      await assertExistIn(models.tags, ctx, [tag._id], "Tag");
      await referTo(tag._id);
    });

    await remove;
    await expect(reference).rejects.toMatchObject({ status: 404, errorCode: "NOT_FOUND" });
    expect(referenceAttempts).toBeGreaterThan(1);
    expect(await dealsWith(tag._id)).toBeNull();
  });

  it("the guard changes nothing a reader sees (not the record, not updatedAt), is written once per unit of work, and not at all outside one", async () => {
    const tag = await newTag();
    const before = await models.tags.findById(tag._id).lean();
    await assertExistIn(models.tags, ctx, [tag._id], "Tag");
    expect(await models.tags.findById(tag._id).lean()).toEqual(before);

    await inTransaction(ctx, async () => {
      await assertExistIn(models.tags, ctx, [tag._id, tag._id], "Tag");
      await loadReference(models.tags, ctx, tag._id, "Tag");
    });
    const after = await models.tags.findById(tag._id).lean();
    expect(after).toEqual({ ...before, refGuard: 1 });
    expect(after!.updatedAt).toEqual(before!.updatedAt);

    // The immediate forms write at once (a record a change is about may be deleted by it later).
    await inTransaction(ctx, async () => {
      expect(await existsInProject(models.tags)(ctx, tag._id)).toBe(true);
      await loadInProject(models.tags, ctx, tag._id, "Tag");
      await models.tags.deleteOne({ _id: tag._id });
    });
    expect(await models.tags.exists({ _id: tag._id })).toBeNull();
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
