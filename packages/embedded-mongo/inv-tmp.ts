import { SortedList } from "./src/storage/sorted-list.ts";
let seed = 3; const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const list = new SortedList<number>((a, b) => a - b); const ref = new Set<number>(); const arr: number[] = []; let bad = 0;
for (let r = 0; r < 1000; r++) {
  const n = Math.floor(rnd() * 600);
  const base = Math.floor(rnd() * 50) * 1e6;
  for (let i = 0; i < n; i++) { let v; do { v = r % 2 ? base + Math.floor(rnd() * 1e6) : Math.floor(rnd() * 5e7); } while (ref.has(v)); ref.add(v); arr.push(v); list.insert(v); }
  for (let i = 0; i < 100 && arr.length; i++) { const j = Math.floor(rnd() * arr.length); const v = arr[j]!; arr[j] = arr[arr.length - 1]!; arr.pop(); ref.delete(v); if (!list.remove(v)) bad++; }
  if (r % 50 === 0) {
    list.first(() => true);
    const l = list as unknown as { chunks: number[][]; maxes: number[] };
    l.chunks.forEach((c, i) => { if (c.length === 0 || c.length > 256 || l.maxes[i] !== c[c.length - 1]) bad++; for (let k = 1; k < c.length; k++) if (c[k - 1]! >= c[k]!) bad++; });
    if (l.maxes.length !== l.chunks.length) bad++;
    const t = Math.floor(rnd() * 5e7);
    const p = list.first((x) => x >= t);
    if (list.countBetween(list.start(), p) !== arr.filter((x) => x < t).length) bad++;
  }
}
console.log("bad", bad, "size", list.size, ref.size);
