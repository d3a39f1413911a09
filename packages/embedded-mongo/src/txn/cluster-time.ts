/**
 * The replica set's logical clock. MongoDB's cluster time is the timestamp of the last oplog
 * entry; ours is the store's write sequence, which every document write advances, so one
 * timestamp names one state of the data: `Timestamp(<server start second>, <seq> + 1)`. The
 * increment part never reaches 2^32 in practice (four billion writes in one run); a restarted
 * server starts at a later second, so its times stay after the previous run's.
 */
import { Binary, Long, Timestamp } from "bson";
import type { Document } from "bson";

/** Unsigned `$clusterTime` (no auth, so no key to sign with): keyId 0 and an all-zero hash. */
const SIGNATURE = { hash: new Binary(Buffer.alloc(20), 0), keyId: Long.ZERO };

export class ClusterClock {
  private readonly startSecond = Math.floor(Date.now() / 1000);

  /** The cluster time of the state after write `seq`. */
  timeOf(seq: number): Timestamp {
    return new Timestamp({ t: this.startSecond, i: seq + 1 });
  }

  /**
   * The write sequence a cluster time names: -1 for times before this server's first state
   * (an earlier run, or a time from elsewhere), so callers can tell "too old" from "future".
   */
  seqOf(ts: Timestamp): number {
    if (ts.t < this.startSecond) return -1;
    if (ts.t > this.startSecond) return Number.MAX_SAFE_INTEGER;
    return ts.i - 1;
  }

  /** The fields a replica-set member adds to every reply. */
  gossip(seq: number): Document {
    const clusterTime = this.timeOf(seq);
    return { $clusterTime: { clusterTime, signature: SIGNATURE }, operationTime: clusterTime };
  }
}
