import { ObjectId } from "bson";
const N = 1_000_000;
const ids: ObjectId[] = Array.from({ length: N }, () => new ObjectId());
const scratch = Buffer.alloc(14); scratch[0] = 0; scratch[1] = 0x6f;
const kinds: Record<string, (o: ObjectId) => string> = {
  cons: (o) => "\0o" + o.toHexString(),
  latin1: (o) => { scratch.set(o.id, 2); return scratch.toString("latin1"); },
  hexOnly: (o) => o.toHexString(),
};
for (const [name, key] of Object.entries(kinds)) {
  const m = new Map<string, object>();
  let t = performance.now();
  for (let i = 0; i < N; i++) m.set(key(ids[i]!), { i });
  const tSet = performance.now() - t;
  const res: string[] = [];
  for (let r = 0; r < 5; r++) {
    const pick = Array.from({ length: 1000 }, () => new ObjectId(ids[Math.floor(Math.random() * N)]!.toHexString()));
    t = performance.now();
    let found = 0;
    for (const p of pick) if (m.get(key(p))) found++;
    res.push((performance.now() - t).toFixed(2));
    if (found !== 1000) throw new Error("miss");
  }
  console.log(name.padEnd(8), "1M sets ms", tSet.toFixed(0), "| 1000 random gets ms", res.join(" "));
}
