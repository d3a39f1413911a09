import { describe, expect, it } from "vitest";
import { addIndexTo } from "../commands/indexes.js";
import { Store } from "./store.js";
import { expireDocuments } from "./ttl.js";

describe("TTL", () => {
  it("deletes documents whose indexed date is older than expireAfterSeconds", () => {
    const store = new Store();
    const { coll } = store.ensureCollection("db", "sessions");
    addIndexTo(coll, { v: 2, key: { at: 1 }, name: "at_1", expireAfterSeconds: 60 });
    const now = Date.now();
    coll.rawPut("a", { _id: "a", at: new Date(now - 120_000) });
    coll.rawPut("b", { _id: "b", at: new Date(now - 10_000) });
    coll.rawPut("c", { _id: "c", at: "not a date" });
    expireDocuments(store, now);
    expect([...coll.docs.keys()].sort()).toEqual(["b", "c"]);
  });
});
