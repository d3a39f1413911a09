/**
 * A command's `readConcern`, checked as a replica-set member checks it: `afterClusterTime` and
 * `atClusterTime` may not name a time after the current one (72 InvalidOptions), a standalone
 * refuses both (20), `atClusterTime` needs level "snapshot", and outside transactions level
 * "snapshot" is for find, aggregate and distinct only (MongoDB 5.0+). On one node every
 * acknowledged write is already visible, so a valid `afterClusterTime` needs no waiting.
 */
import { Timestamp } from "bson";
import type { Document } from "bson";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import type { ClusterClock } from "./cluster-time.js";

/** Commands that may read at a snapshot outside a transaction (and their cursor follow-ups). */
const SNAPSHOT_READS = new Set(["find", "aggregate", "distinct", "getMore", "killCursors"]);

export interface ReadConcern {
  /** Level "snapshot" was asked for. */
  snapshot: boolean;
  /** The write sequence `atClusterTime` names, when given. */
  atSeq?: number;
}

export interface ClockView {
  clock: ClusterClock;
  /** The current write sequence. */
  seq: number;
  standalone: boolean;
}

function clusterTimeArg(rc: Document, field: "afterClusterTime" | "atClusterTime", view: ClockView): number | undefined {
  const ts: unknown = rc[field];
  if (ts === undefined) return undefined;
  if (view.standalone) throw new MongoServerError(20, `Cannot specify ${field} readConcern without replication enabled`);
  if (!(ts instanceof Timestamp)) throw new MongoServerError(14, `${field} must be a timestamp`);
  const seq = view.clock.seqOf(ts);
  if (seq > view.seq) {
    throw new MongoServerError(
      72,
      `readConcern ${field} value must not be greater than the current clusterTime. Requested clusterTime: ${ts.toString()}; current clusterTime: ${view.clock.timeOf(view.seq).toString()}`,
    );
  }
  return seq;
}

export function parseReadConcern(commandName: string, body: Document, view: ClockView): ReadConcern {
  const rc: unknown = body.readConcern;
  if (!isPlainDocument(rc)) return { snapshot: false };
  const snapshot = rc.level === "snapshot";
  clusterTimeArg(rc, "afterClusterTime", view);
  if (rc.atClusterTime !== undefined && !snapshot) {
    throw new MongoServerError(72, "readConcern atClusterTime is only valid with readConcern level snapshot");
  }
  if (rc.atClusterTime !== undefined && rc.afterClusterTime !== undefined) {
    throw new MongoServerError(72, "Can not specify both afterClusterTime and atClusterTime");
  }
  const atSeq = clusterTimeArg(rc, "atClusterTime", view);
  const inTransaction = body.autocommit === false;
  if (snapshot && !inTransaction && !SNAPSHOT_READS.has(commandName)) {
    throw new MongoServerError(72, `Command ${commandName} does not support { readConcern: { level: "snapshot" } }`);
  }
  return { snapshot, atSeq };
}
