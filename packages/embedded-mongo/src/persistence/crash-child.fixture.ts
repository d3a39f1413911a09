/**
 * Child process for crash.test.ts: appends units as fast as it can and prints each
 * acknowledged sequence number on its own line, until the parent kill -9s it.
 *
 * Unit s = put c:{_id:s} + put m:{_id:"m"+s} (atomicity: both or neither) + put d:{_id:s} +
 * del d:{_id:s-100} (so d always holds the last 100 ids: deletes must replay too).
 * Every 300 units it compacts and prints "compact" first; a few MB of ballast make each
 * compaction take long enough for the parent to kill the child in the middle of it.
 */
import { Persistence } from "./index.js";
import { MiniStore } from "./testing.js";

const dir = process.argv[2];
if (!dir) throw new Error("usage: crash-child <dir>");
const { persistence, recovered } = await Persistence.open(dir);
const store = new MiniStore(recovered);
if (store.coll("t.ballast").docs.size === 0) {
  const ballast = Array.from({ length: 20_000 }, (_, i) => ({ _id: i, text: "b".repeat(200) }));
  for (const b of ballast) store.put("t.ballast", b);
  await persistence.append(ballast.map((doc) => ({ op: "put", db: "t", coll: "ballast", doc })));
}
let next = store.coll("t.c").docs.size;
process.stdout.write(`start ${next}\n`);

const WINDOW = 100;
async function worker(): Promise<never> {
  for (;;) {
    const s = next++;
    const c = { _id: s, pad: "p".repeat(s % 64), at: new Date() };
    const m = { _id: `m${s}`, s };
    const d = { _id: s };
    store.put("t.c", c);
    store.put("t.m", m);
    store.put("t.d", d);
    store.del("t.d", s - WINDOW);
    await persistence.append([
      { op: "put", db: "t", coll: "c", doc: c },
      { op: "put", db: "t", coll: "m", doc: m },
      { op: "put", db: "t", coll: "d", doc: d },
      { op: "del", db: "t", coll: "d", id: s - WINDOW },
    ]);
    process.stdout.write(`${s}\n`);
    if (s % 300 === 299) {
      process.stdout.write("compact\n");
      void persistence.compact(store.snapshot);
    }
  }
}
// Several writers in flight so group commit batches several units per fdatasync.
await Promise.all(Array.from({ length: 8 }, worker));
