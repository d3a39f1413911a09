/**
 * Write concern on one node: `w: 1` and `"majority"` are satisfied by the write itself; a
 * numeric `w` above the set's one member can never be, so the write happens and the reply says
 * so with a writeConcernError (100 UnsatisfiableWriteConcern), as a one-node replica set does.
 */
import type { Document } from "bson";
import { isPlainDocument } from "../bson/values.js";

export function unsatisfiedWriteConcern(body: Document): Document | undefined {
  const wc: unknown = body.writeConcern;
  if (!isPlainDocument(wc) || typeof wc.w !== "number" || wc.w <= 1) return undefined;
  return {
    code: 100,
    codeName: "UnsatisfiableWriteConcern",
    errmsg: "Not enough data-bearing nodes",
    errInfo: { writeConcern: { w: wc.w, wtimeout: wc.wtimeout ?? 0, provenance: "clientSupplied" } },
  };
}
