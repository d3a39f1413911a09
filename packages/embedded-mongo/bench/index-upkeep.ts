/**
 * The engine's index upkeep at search-key scale, in process: a `{projectId, searchKeys}` index
 * over BENCH_DOCS documents shaped like the search bench's contacts (about 30 string keys each:
 * name words, the phone's digit suffixes, the email and its words, tails of its word with digits,
 * a few text words), then BENCH_NEW new documents added one at a time, ids ascending as ObjectIds
 * are, reading the index (which merges its buffered inserts) every BENCH_READ_EVERY documents as
 * a search would.
 *
 *   pnpm --filter @crm/embedded-mongo bench:index-upkeep    # 1,000,000 documents, 30,000 new
 *
 * Prints the CPU time per added document and per entry: the index's share of what the search keys
 * add to a create (apps/api/bench/search.bench.ts measures the whole create, through the driver).
 */
import { cpuUsage } from "node:process";
import { SecondaryIndex } from "../src/storage/secondary-index.js";

const N = Number(process.env.BENCH_DOCS ?? 1_000_000);
const NEW = Number(process.env.BENCH_NEW ?? 30_000);
const READ_EVERY = Number(process.env.BENCH_READ_EVERY ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const FIRST = ["ana", "barbara", "carlos", "debora", "eduardo", "fatima", "gustavo", "helena", "iris", "joao"];
const LAST = ["silva", "santos", "oliveira", "souza", "rodrigues", "ferreira", "alves", "pereira", "lima", "gomes", "costa"];
const WORDS = ["proposal", "invoice", "delivery", "contract", "renewal", "meeting", "discount", "payment", "shipping", "quote"];
const COMPANIES = ["acme", "globex", "initech", "umbrella"];
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** A contact's keys as the domain makes them (packages/domain/src/search/search-text.ts), for the bench contact `i`. */
function keysOf(i: number): string[] {
  const keys = new Set<string>();
  for (const word of [pick(FIRST, i), pick(LAST, Math.floor(i / 10)), pick(LAST, Math.floor(i / 400) + 7)]) keys.add(`n:${word}`);
  const phone = `55119${String(10_000_000 + i * 7).slice(-8)}`;
  keys.add(`x:${phone}`);
  for (let k = 0; k <= phone.length - 3; k++) keys.add(`p:${phone.slice(k)}`);
  const user = `user${i}`;
  const company = pick(COMPANIES, i);
  keys.add(`x:${user}@${company}.example`);
  for (const word of [user, company, "example"]) keys.add(`w:${word}`);
  for (let k = 1; k <= user.length - 3; k++) keys.add(`s:${user.slice(k)}`);
  for (const word of [pick(WORDS, i), pick(WORDS, Math.floor(i / 7))]) keys.add(`w:${word}`);
  return [...keys];
}

let counter = 0;
/** Hex ids that ascend like ObjectIds made one after another. */
const nextId = () => (0x6500000000 + counter++).toString(16).padStart(24, "0");

const index = new SecondaryIndex({ name: "projectId_1_searchKeys_1", key: { projectId: 1, searchKeys: 1 } }, undefined);
const projectId = "project-0001";
const docOf = (i: number) => ({ _id: nextId(), projectId, searchKeys: keysOf(i) });

const started = Date.now();
for (let i = 0; i < N; i++) {
  const doc = docOf(i);
  index.add(doc, doc._id);
}
index.list.start();
console.log(`built: ${N} documents, ${index.list.size} entries in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const read = () => index.list.start();
let next = N;
for (let round = 0; round < ROUNDS; round++) {
  const entriesBefore = index.list.size;
  const before = cpuUsage();
  for (let k = 0; k < NEW; k++) {
    const doc = docOf(next++);
    index.add(doc, doc._id);
    if ((k + 1) % READ_EVERY === 0) read();
  }
  read();
  const used = cpuUsage(before);
  const ms = (used.user + used.system) / 1000;
  const entries = index.list.size - entriesBefore;
  console.log(
    `round ${round + 1}: ${NEW} documents, ${entries} entries: ${((ms * 1000) / NEW).toFixed(1)} µs per document, ${((ms * 1e6) / entries).toFixed(0)} ns per entry`,
  );
}
