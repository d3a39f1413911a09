import { compareValues } from "../src/bson/values.js";
import { SortedList } from "./_sl-list.js";
interface E { vals: unknown[]; id: string }
const dirs = [1, 1, -1];
const list = new SortedList<E>((a, b) => {
  for (let i = 0; i < 3; i++) { const c = compareValues(a.vals[i], b.vals[i]); if (c !== 0) return c * dirs[i]!; }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
});
const S = ["open", "in_progress", "won", "lost"];
const N = 1_000_000;
const t = performance.now();
for (let i = 0; i < N; i++) {
  list.insert({ vals: [`project-${String(i % 20).padStart(2, "0")}`, S[Math.floor(i / 20) % 4], new Date(1.7e12 + i * 37000)], id: "\0o" + i.toString(16).padStart(24, "0") });
}
console.log(`MAX_CHUNK=${process.env.MAX_CHUNK ?? 512}: 1M inserts ${(performance.now() - t).toFixed(0)} ms`);
