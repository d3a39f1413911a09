import type { Document } from "bson";
import { Aggregator } from "mingo/aggregator";
import { describe, expect, it } from "vitest";
import { Collection } from "../storage/collection.js";
import { findDocuments } from "./execute.js";
import { aggregationContext } from "./mingo-context.js";
import { planQuery } from "./planner.js";

/** A foreign collection shaped like the product's: every index leads with `projectId`. */
function deals(): Collection {
  const c = new Collection("db", "deals", {});
  c.addIndex({ v: 2, key: { projectId: 1, contactId: 1, createdAt: 1, _id: 1 }, name: "p_c" }, undefined);
  let n = 0;
  for (const projectId of ["p1", "p2"]) {
    for (const contactId of ["a", "b", "c", null]) {
      for (let i = 0; i < 3; i++) {
        const _id = `d${n++}`;
        c.rawInsert(_id, { _id, projectId, contactId, createdAt: new Date(n) });
      }
    }
  }
  return c;
}

function run(pipeline: Document[], input: Document[]) {
  const coll = deals();
  const queries: Document[] = [];
  const context = aggregationContext((from, filter) => {
    queries.push(filter);
    return from === "deals" ? findDocuments(coll, { filter }) : [];
  });
  const out = new Aggregator(pipeline, { context, useStrictMode: true }).run<Document>(input);
  return { out, queries, coll };
}

describe("$lookup concise correlated form", () => {
  const rows = [{ _id: 1, ref: "a" }, { _id: 2, ref: ["b", "c"] }, { _id: 3 }, { _id: 4, ref: "zz" }];

  it("fetches the batch with one {projectId, foreignField} query the compound index serves", () => {
    const stage = {
      $lookup: { from: "deals", localField: "ref", foreignField: "contactId", pipeline: [{ $match: { projectId: "p1" } }], as: "d" },
    };
    const { out, queries, coll } = run([stage], rows);
    expect(queries).toEqual([{ $and: [{ contactId: { $in: ["a", "b", "c", null, "zz"] } }, { projectId: "p1" }] }]);
    expect(planQuery(coll, queries[0] as Document, undefined, undefined, undefined).describe).toBe("IXSCAN p_c");
    const ids = out.map((r) => (r.d as Document[]).map((d) => d._id));
    expect(ids).toEqual([["d0", "d1", "d2"], ["d3", "d4", "d5", "d6", "d7", "d8"], ["d9", "d10", "d11"], []]);
    expect(out.every((r) => (r.d as Document[]).every((d) => d.projectId === "p1"))).toBe(true);
  });

  it("runs the rest of the sub-pipeline on each row's candidates only, with let", () => {
    const stage = {
      $lookup: {
        from: "deals",
        localField: "ref",
        foreignField: "contactId",
        let: { row: "$_id" },
        pipeline: [{ $match: { projectId: "p2" } }, { $group: { _id: "$$row", n: { $sum: 1 } } }],
        as: "d",
      },
    };
    const { out, queries } = run([stage], rows);
    expect(queries).toHaveLength(1);
    expect(out.map((r) => r.d)).toEqual([[{ _id: 1, n: 3 }], [{ _id: 2, n: 6 }], [{ _id: 3, n: 3 }], []]);
  });
});
