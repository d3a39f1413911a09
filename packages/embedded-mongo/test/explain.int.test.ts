import type { Collection, Document } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_explain");
  c = t.db.collection("items");
  await c.deleteMany({});
  await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: i, qty: i % 10, name: `n${String(i).padStart(2, "0")}` })) as Document[]);
  await c.createIndex({ qty: 1 });
  await c.createIndex({ name: -1 });
});
afterAll(async () => {
  await t.stop();
});

/** Every stage of a plan tree (inputStage / inputStages; `queryPlan` where MongoDB's SBE nests it). */
function stages(plan: Document | undefined): Document[] {
  if (!plan) return [];
  const subs = [
    plan.queryPlan as Document | undefined,
    plan.inputStage as Document | undefined,
    ...((plan.inputStages as Document[] | undefined) ?? []),
  ];
  return [plan, ...subs.flatMap((s) => stages(s))];
}

describe("explain", () => {
  it("names the winning index and counts what it examined", async () => {
    const res = await c.find({ qty: 3 }).explain("executionStats");
    const ixscan = stages(res.queryPlanner.winningPlan).find((s) => s.stage === "IXSCAN");
    expect(ixscan?.indexName).toBe("qty_1");
    expect(ixscan?.keyPattern).toEqual({ qty: 1 });
    expect(res.executionStats.nReturned).toBe(5);
    expect(res.executionStats.totalDocsExamined).toBe(5);
    expect(res.executionStats.totalKeysExamined).toBe(5);
    expect(res.queryPlanner.namespace).toBe("conformance_explain.items");
  });

  it("serves $elemMatch on an array of sub-documents from an index on their fields", async () => {
    const arrays = t.db.collection("element_items");
    await arrays.deleteMany({});
    await arrays.insertMany(
      Array.from({ length: 40 }, (_, i) => ({
        _id: i,
        fields: [
          { fieldId: "phone", value: `p${i}` },
          { fieldId: "name", value: `p${i + 1}` },
        ],
      })) as Document[],
    );
    await arrays.createIndex({ "fields.fieldId": 1, "fields.value": 1 });
    const res = await arrays.find({ fields: { $elemMatch: { fieldId: "phone", value: "p7" } } }).explain("executionStats");
    expect(stages(res.queryPlanner.winningPlan).find((s) => s.stage === "IXSCAN")?.indexName).toBe("fields.fieldId_1_fields.value_1");
    expect(res.executionStats.nReturned).toBe(1);
    expect(res.executionStats.totalDocsExamined).toBeLessThan(5);
    // Both values held, but by different elements: the re-check drops it.
    expect(await arrays.countDocuments({ fields: { $elemMatch: { fieldId: "name", value: "p7" } } })).toBe(1);
    expect(await arrays.countDocuments({ fields: { $elemMatch: { fieldId: "phone", value: "p1" } } })).toBe(1);
    expect(await arrays.find({ fields: { $elemMatch: { fieldId: "name", value: "p0" } } }).toArray()).toEqual([]);
    // `$in` and ranges inside the $elemMatch bound the index too (an import finding contacts by 500 phones).
    const byList = { fields: { $elemMatch: { fieldId: "phone", value: { $in: ["p3", "p9", "p11", "nobody"] } } } };
    const listed = await arrays.find(byList).sort({ _id: 1 }).explain("executionStats");
    expect(stages(listed.queryPlanner.winningPlan).find((s) => s.stage === "IXSCAN")?.indexName).toBe("fields.fieldId_1_fields.value_1");
    expect(listed.executionStats.totalDocsExamined).toBeLessThan(8);
    expect((await arrays.find(byList).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([3, 9, 11]);
    // p10 is held by element "name" of 9 and element "phone" of 10: only 10 matches.
    expect(
      (await arrays.find({ fields: { $elemMatch: { fieldId: "phone", value: { $gte: "p10", $lte: "p10" } } } }).toArray()).map(
        (d) => d._id,
      ),
    ).toEqual([10]);
  });

  it("walks the sort's index, stopping at the limit, when the filter's index would hold every document", async () => {
    const contacts = t.db.collection("sorted_contacts");
    await contacts.deleteMany({});
    await contacts.insertMany(
      Array.from({ length: 200 }, (_, i) => ({
        _id: i,
        projectId: "p",
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)),
        fields: [
          { fieldId: "email", value: `user${i}@${i % 4 === 0 ? "initech" : "acme"}.example` },
          { fieldId: "name", value: `Name ${i}` },
        ],
      })) as Document[],
    );
    await contacts.createIndex({ projectId: 1, createdAt: -1, _id: -1 });
    await contacts.createIndex({ projectId: 1, "fields.fieldId": 1, "fields.value": 1 });
    // A regex bounds the fields index to every contact's email entries only: it cannot beat a scan.
    const filter = { projectId: "p", fields: { $elemMatch: { fieldId: "email", value: { $regex: "INITECH", $options: "i" } } } };
    const query = () => contacts.find(filter).sort({ createdAt: -1, _id: -1 }).limit(5);
    const res = await query().explain("executionStats");
    expect(stages(res.queryPlanner.winningPlan).find((s) => s.stage === "IXSCAN")?.indexName).toBe("projectId_1_createdAt_-1__id_-1");
    expect(res.executionStats.totalDocsExamined).toBeLessThan(30);
    expect((await query().toArray()).map((d) => d._id)).toEqual([196, 192, 188, 184, 180]);
    expect(await contacts.countDocuments(filter)).toBe(50);
  });

  it("uses a partial index for a filter that pins its partial filter's equality, and only then", async () => {
    const outbox = t.db.collection<Document>("outbox");
    await outbox.drop().catch(() => undefined);
    await outbox.insertMany(
      Array.from({ length: 40 }, (_, i) => ({ _id: i, at: 40 - i, sentAt: i < 30 ? new Date(Date.UTC(2024, 0, 1)) : null })) as Document[],
    );
    await outbox.createIndex({ sentAt: 1, at: 1 }, { name: "pending", partialFilterExpression: { sentAt: null } });
    const plan = async (filter: Document) => {
      const res = await outbox.find(filter).sort({ at: 1 }).explain("executionStats");
      return {
        index: stages(res.queryPlanner.winningPlan).find((s) => s.stage === "IXSCAN")?.indexName,
        returned: res.executionStats.nReturned,
      };
    };
    expect(await plan({ sentAt: null })).toEqual({ index: "pending", returned: 10 });
    expect((await outbox.find({ sentAt: null }).sort({ at: 1 }).toArray()).map((d) => d._id)).toEqual([
      39, 38, 37, 36, 35, 34, 33, 32, 31, 30,
    ]);
    expect(await outbox.countDocuments({ sentAt: null })).toBe(10);
    // Not implied (other documents match too): the index would miss them, so it is not used.
    expect(await plan({ sentAt: { $in: [null, new Date(Date.UTC(2024, 0, 1))] } })).toEqual({ index: undefined, returned: 40 });
    await outbox.updateMany({ _id: { $in: [30, 31] } } as Document, { $set: { sentAt: new Date() } });
    expect(await plan({ sentAt: null })).toEqual({ index: "pending", returned: 8 });
  });

  it("shows a collection scan when no index serves the filter", async () => {
    const res = await c.find({ other: 1 }).explain("executionStats");
    expect(stages(res.queryPlanner.winningPlan).some((s) => s.stage === "COLLSCAN")).toBe(true);
    expect(res.executionStats.totalDocsExamined).toBe(50);
    expect(res.executionStats.nReturned).toBe(0);
  });

  it("answers queryPlanner verbosity without executionStats, and explains aggregations", async () => {
    const res = await c.find({ qty: 1 }).explain("queryPlanner");
    expect(res.queryPlanner.winningPlan).toBeDefined();
    expect(res.executionStats).toBeUndefined();
    const agg = await c.aggregate([{ $match: { qty: 2 } }, { $group: { _id: null, n: { $sum: 1 } } }]).explain("queryPlanner");
    const planner = (agg.queryPlanner ?? agg.stages?.[0]?.$cursor?.queryPlanner) as Document | undefined;
    expect(stages(planner?.winningPlan as Document).some((s) => s.stage === "IXSCAN")).toBe(true);
  });
});

describe("hint", () => {
  it("walks the hinted index in its order", async () => {
    const docs = await c
      .find({ qty: { $lt: 2 } })
      .hint({ name: -1 })
      .limit(3)
      .toArray();
    expect(docs.map((d) => d.name)).toEqual(["n41", "n40", "n31"]);
    const res = await c.find({ qty: 3 }).hint("name_-1").explain("executionStats");
    expect(stages(res.queryPlanner.winningPlan).find((s) => s.stage === "IXSCAN")?.indexName).toBe("name_-1");
    expect(res.executionStats.totalDocsExamined).toBe(50);
  });

  it("refuses a hint that names no index with code 2", async () => {
    const err = await caught(() => c.find({ qty: 1 }).hint({ nope: 1 }).toArray());
    expect(err.code).toBe(2);
    expect(err.message).toMatch(/hint provided does not correspond to an existing index/);
  });
});

describe("maxTimeMS", () => {
  it("fails a query that runs past it with 50 MaxTimeMSExpired", async () => {
    const find = await caught(() => c.find({ $where: "sleep(5) || true" }).maxTimeMS(30).toArray());
    expect(find.code).toBe(50);
    const count = await caught(() => t.db.command({ count: "items", query: { $where: "sleep(5) || true" }, maxTimeMS: 30 }));
    expect(count.code).toBe(50);
  });
});
