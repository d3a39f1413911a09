import { testMongo, type TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineModels, type Models } from "../models";
import { systemContext } from "./context";
import { conflict } from "./errors";
import { newId } from "./ids";
import { GUARD_SLOTS } from "./guard-slots";
import { assertExistIn, excludeReferences, existsInProject, loadInProject } from "./references";
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
    for (const model of [models.tags, models.deals, models.events, models.referenceGuards]) await model.createCollection();
    inTransaction = createUnitOfWork(conn, models.events);
  });
  afterAll(async () => {
    await conn?.close();
    await mongo?.drop();
  });

  const newTag = async () => (await models.tags.create({ projectId: ctx.projectId, name: `t-${newId()}` })).toObject();
  const dealsWith = (tagId: string) => models.deals.exists({ projectId: ctx.projectId, tagIds: tagId });
  /** What every delete does (core/resource-service.ts): exclude references, then delete. */
  const deleteTag = async (tagId: string) => {
    await excludeReferences(models.tags, ctx, [tagId]);
    await models.tags.deleteOne({ _id: tagId, projectId: ctx.projectId });
  };
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
        await deleteTag(tag._id);
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
      await deleteTag(tag._id);
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

  it("references to one record in overlapping transactions do not conflict with each other; a later delete sees them all", async () => {
    const tag = await newTag();
    const writers = 10;
    const allTried = Array.from({ length: writers }, signal);
    const attempts = Array.from({ length: writers }, () => 0);
    // Every writer takes its reference, then waits until all the others have tried to take theirs: all ten are open at once.
    const references = allTried.map((tried, i) =>
      inTransaction(ctx, async () => {
        attempts[i]!++;
        try {
          await assertExistIn(models.tags, ctx, [tag._id], "Tag");
        } finally {
          tried.resolve();
        }
        await Promise.all(allTried.map((other) => other.promise));
        await referTo(tag._id);
      }),
    );
    await Promise.all(references);
    expect(attempts).toEqual(Array.from({ length: writers }, () => 1));

    await expect(
      inTransaction(ctx, async () => {
        if (await dealsWith(tag._id)) throw conflict("TAG_IN_USE", "referenced");
        await deleteTag(tag._id);
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("the guard changes nothing a reader sees (not the record, not updatedAt); a delete leaves its slots to expire; outside a transaction nothing is written", async () => {
    const tag = await newTag();
    const slots = () => models.referenceGuards.find({ projectId: ctx.projectId, _id: { $regex: `^tags:${tag._id}:` } }).lean();
    const before = await models.tags.findById(tag._id).lean();
    await assertExistIn(models.tags, ctx, [tag._id], "Tag");
    expect(await models.tags.findById(tag._id).lean()).toEqual(before);
    expect(await slots()).toEqual([]);

    await inTransaction(ctx, async () => {
      await assertExistIn(models.tags, ctx, [tag._id], "Tag");
      expect(await existsInProject(models.tags)(ctx, tag._id)).toBe(true);
      await loadInProject(models.tags, ctx, tag._id, "Tag");
    });
    expect(await models.tags.findById(tag._id).lean()).toEqual(before);
    // One transaction, one slot, however often it names the record.
    expect(await slots()).toHaveLength(1);

    await inTransaction(ctx, () => deleteTag(tag._id));
    const left = await slots();
    expect(left).toHaveLength(GUARD_SLOTS);
    for (const slot of left) expect(slot.expiresAt.getTime()).toBeGreaterThan(Date.now());
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
