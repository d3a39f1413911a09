/**
 * Search benchmark (`pnpm bench:search`, docs/search.md): the embedded engine in its own process,
 * one project seeded straight through the driver (BENCH_CONTACTS contacts with name, phone, email
 * and a text custom field; a fifth as many deals; half as many chat messages), its search keys and
 * vocabulary built by the backfill (timed, with their sizes), then, once the engine is idle,
 * GET /v1/search and the `[regex]` filter through the API process, one request at a time, and
 * contact creates in this process with the index on and off (throughput and CPU per create of both
 * processes, after a round of each, in rounds that swap which goes first). `BENCH_ONLY=upkeep`
 * runs only the seed, the backfill and the creates; `BENCH_PROFILE=<dir>` profiles this process
 * over the first round of each.
 */
import { openDomain, type Context, type Domain } from "@crm/domain";
import { ensureRedis } from "@crm/jobs";
import { BSON, MongoClient, ObjectId, type Db } from "mongodb";
import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import { apiUrlOf, startBenchApi, startTs, type Child } from "./processes";
import { quantile } from "./latency";

/** Seeded documents carry our string ids, not ObjectIds. */
type StringIdDoc = { _id: string } & Record<string, unknown>;

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const CREATE_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/** `upkeep`: seed, backfill and the create comparison only (no API process, no queries). */
const ONLY = process.env.BENCH_ONLY;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Extra Node flags for the engine process (e.g. `--cpu-prof`, to see where its time goes). */
const ENGINE_NODE_ARGS = (process.env.BENCH_ENGINE_NODE_ARGS ?? "").split(" ").filter(Boolean);
/** A directory: CPU profiles of this process (the domain) over the first round of creates, index on and off. */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const BATCH = 2_000;

const FIRST = [
  "Ana",
  "Bárbara",
  "Carlos",
  "Débora",
  "Eduardo",
  "Fátima",
  "Gustavo",
  "Helena",
  "Íris",
  "João",
  "Karina",
  "Lúcia",
  "Marcos",
  "Natália",
  "Otávio",
  "Paula",
  "Renata",
  "Sérgio",
  "Tânia",
  "Vinícius",
];
const LAST = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Soares",
  "Fernandes",
  "Vieira",
  "Barbosa",
];
const WORDS = [
  "proposal",
  "invoice",
  "delivery",
  "contract",
  "renewal",
  "meeting",
  "discount",
  "payment",
  "shipping",
  "quote",
  "support",
  "upgrade",
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const nameOf = (i: number) => `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / FIRST.length))} ${pick(LAST, Math.floor(i / 400) + 7)}`;
const phoneOf = (i: number) => `55119${String(10_000_000 + i * 7).slice(-8)}`;
const emailOf = (i: number) => `user${i}@${pick(["acme", "globex", "initech", "umbrella"], i)}.example`;

async function seed(domain: Domain, db: Db, ctx: Context): Promise<{ textFieldId: string }> {
  const fields = await db.collection("fields").find({ projectId: ctx.projectId, entityType: "CONTACT" }).toArray();
  const fieldId = (key: string) => String(fields.find((f) => f.key === key)!._id);
  const group = await db.collection("field_groups").findOne({ projectId: ctx.projectId, entityType: "CONTACT" });
  const text = await domain.fields.create(ctx, { label: "Company", type: "TEXT", fieldGroupId: String(group!._id) });
  const stage = await db.collection("stages").findOne({ projectId: ctx.projectId });
  const channel = await domain.channels.create(ctx, { type: "WHATSAPP", name: "Line", phone: "+336100000001" });
  const now = new Date();
  const chatIds: string[] = [];
  for (let offset = 0; offset < CONTACTS; offset += BATCH) {
    const contacts = [];
    const deals = [];
    const chats = [];
    const messages = [];
    for (let i = offset; i < Math.min(CONTACTS, offset + BATCH); i++) {
      const _id = new ObjectId().toHexString();
      contacts.push({
        _id,
        projectId: ctx.projectId,
        fields: [
          { fieldId: fieldId("NAME"), value: nameOf(i) },
          { fieldId: fieldId("PHONE"), value: phoneOf(i) },
          { fieldId: fieldId("EMAIL"), value: emailOf(i) },
          { fieldId: text.id, value: `${pick(WORDS, i)} team ${pick(LAST, i + 3)} Ltda` },
        ],
        createdAt: now,
        updatedAt: now,
      });
      if (i % 5 === 0)
        deals.push({
          _id: new ObjectId().toHexString(),
          projectId: ctx.projectId,
          title: `${pick(WORDS, i)} for ${pick(LAST, i)} ${i}`,
          contactId: _id,
          pipelineId: stage!.pipelineId,
          stageId: stage!._id,
          status: "OPEN",
          tagIds: [],
          fields: [],
          createdAt: now,
          updatedAt: now,
        });
      if (i % 50 === 0) {
        const chatId = new ObjectId().toHexString();
        chatIds.push(chatId);
        chats.push({
          _id: chatId,
          projectId: ctx.projectId,
          channelId: channel.id,
          contactId: _id,
          phone: phoneOf(i),
          agentStatus: "OFF",
          isTest: false,
          createdAt: now,
          updatedAt: now,
        });
      }
      if (i % 2 === 0)
        messages.push({
          _id: new ObjectId().toHexString(),
          projectId: ctx.projectId,
          chatId: chatIds[chatIds.length - 1]!,
          seq: i,
          direction: "INBOUND",
          type: "TEXT",
          content: { text: `Hello, about the ${pick(WORDS, i)} for order ${i}: ${pick(WORDS, i + 5)} please` },
          status: "DELIVERED",
          author: { type: "CONTACT" },
          createdAt: now,
          updatedAt: now,
        });
    }
    await db.collection<StringIdDoc>("contacts").insertMany(contacts);
    if (deals.length > 0) await db.collection<StringIdDoc>("deals").insertMany(deals);
    if (chats.length > 0) await db.collection<StringIdDoc>("chats").insertMany(chats);
    if (messages.length > 0) await db.collection<StringIdDoc>("messages").insertMany(messages);
  }
  return { textFieldId: text.id };
}

async function timed(baseUrl: string, key: string, paths: string[]): Promise<{ p50: number; p99: number; empty: number }> {
  const times: number[] = [];
  let empty = 0;
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(baseUrl + path, { headers: { "x-api-key": key } });
    const body = (await res.json()) as { data?: unknown[] };
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    if ((body.data ?? []).length === 0) empty++;
  }
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), empty };
}

interface CreateRun {
  perSecond: number;
  /** CPU per create, in ms: this process (the domain) and the engine's process. */
  domainCpuMs: number;
  engineCpuMs: number;
}

type ContactFieldIds = { name: string; phone: string; email: string };

/** A contact as a user would create it: one of a million others than the seeded ones, with a name, a phone and an email. */
async function createContact(domain: Domain, ctx: Context, fieldIds: ContactFieldIds): Promise<void> {
  const i = 5_000_000 + Math.floor(Math.random() * 1_000_000);
  await domain.contacts.create(ctx, {
    fields: [
      { fieldId: fieldIds.name, value: nameOf(i) },
      { fieldId: fieldIds.phone, value: `+${phoneOf(i)}` },
      { fieldId: fieldIds.email, value: emailOf(i) },
    ],
  });
}

/** `n` contacts, 10 at a time. */
async function createContacts(domain: Domain, ctx: Context, fieldIds: ContactFieldIds, n: number): Promise<void> {
  let left = n;
  const worker = async () => {
    while (left-- > 0) await createContact(domain, ctx, fieldIds);
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

async function createRate(domain: Domain, ctx: Context, fieldIds: ContactFieldIds, seconds: number, engine: Child): Promise<CreateRun> {
  const cpuBefore = process.cpuUsage();
  const engineBefore = engine.cpuMs();
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < until) {
      await createContact(domain, ctx, fieldIds);
      done++;
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  return {
    perSecond: done / seconds,
    domainCpuMs: (cpu.user + cpu.system) / 1000 / done,
    engineCpuMs: (engine.cpuMs() - engineBefore) / done,
  };
}

/**
 * Waits until the engine's process is idle (under a tenth of a core for 3 s in a row, at most
 * 3 min), and prints how long that took: a guard, so that work left from the backfill (its
 * collector marking a heap of several GB) cannot land on what is measured next.
 */
async function engineIdle(engine: Child, before: string): Promise<void> {
  const started = Date.now();
  const cpuStart = engine.cpuMs();
  let quiet = 0;
  let last = cpuStart;
  while (quiet < 3 && Date.now() - started < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = engine.cpuMs();
    quiet = now - last < 100 ? quiet + 1 : 0;
    last = now;
  }
  console.log(
    `engine idle before ${before} after ${((Date.now() - started) / 1000).toFixed(0)} s (its CPU meanwhile ${((last - cpuStart) / 1000).toFixed(1)} s)`,
  );
}

/** Runs `fn` under the CPU profiler when given a file to write the profile to. */
async function profiled<T>(file: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!file) return fn();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  const result = await fn();
  const { profile } = await session.post("Profiler.stop");
  await writeFile(file, JSON.stringify(profile));
  session.disconnect();
  return result;
}

/**
 * GET /v1/search and `[regex]` latencies, one request at a time through the API process.
 * `createContacts`: n contact creates between requests, so a `[regex]` count meets index chunks
 * changed since the last one.
 */
async function queryLatencies(baseUrl: string, key: string, createContacts: (n: number) => Promise<void>): Promise<void> {
  const rnd = (n: number) => Math.floor(Math.random() * n);
  const n = Array.from({ length: QUERIES }, (_, k) => k);
  const typo = (word: string) => {
    const at = 1 + rnd(word.length - 2);
    return word.slice(0, at) + (word[at] === "x" ? "y" : "x") + word.slice(at + 1);
  };
  const cases: Array<[string, string[]]> = [
    ["3-letter prefix (`q=mar`)", n.map((k) => `/v1/search?q=${encodeURIComponent(pick([...FIRST, ...LAST], k).slice(0, 3))}`)],
    [
      "phone fragment (`99999-0001` style)",
      n.map(() => {
        const p = phoneOf(rnd(CONTACTS));
        return `/v1/search?q=${encodeURIComponent(`${p.slice(5, 9)}-${p.slice(9)}`)}`;
      }),
    ],
    ["full email", n.map(() => `/v1/search?q=${encodeURIComponent(emailOf(rnd(CONTACTS)))}`)],
    [
      "one-typo name (`Rodrixues`)",
      n.map(
        (k) =>
          `/v1/search?q=${encodeURIComponent(
            typo(
              pick(
                LAST.filter((l) => l.length >= 5),
                k,
              ),
            ),
          )}`,
      ),
    ],
    ["two words (`ana silva`)", n.map((k) => `/v1/search?q=${encodeURIComponent(`${pick(FIRST, k)} ${pick(LAST, k + 3)}`)}`)],
  ];
  console.log(`\n| GET /v1/search, ${CONTACTS} contacts (${QUERIES} sequential requests) | p50 ms | p99 ms | empty answers |`);
  console.log("|---|---|---|---|");
  for (const [name, paths] of cases) {
    await timed(baseUrl, key, paths.slice(0, 10));
    const r = await timed(baseUrl, key, paths);
    console.log(`| ${name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.empty} |`);
  }
  // A common literal: a quarter of the contacts match each company. The engine counts its total
  // from one string per index chunk, made by the first count that reads the chunk and again after
  // a write changes it: the first request, then the companies in turn, then each after creates.
  const company = (k: number) => `/v1/contacts?fields.EMAIL[regex]=${pick(["initech", "acme", "globex", "umbrella"], k)}&[limit]=20`;
  const first = await timed(baseUrl, key, [company(0)]);
  console.log(`| \`GET /v1/contacts?fields.EMAIL[regex]=initech\`, the first such request | ${first.p50.toFixed(1)} | | ${first.empty} |`);
  const regex = await timed(
    baseUrl,
    key,
    Array.from({ length: 20 }, (_, k) => company(k)),
  );
  console.log(
    `| \`GET /v1/contacts?fields.EMAIL[regex]=<company>\` (20 requests, 4 companies in turn; a quarter of the contacts match each) | ${regex.p50.toFixed(1)} | ${regex.p99.toFixed(1)} | ${regex.empty} |`,
  );
  const afterWrites: number[] = [];
  let emptyAfterWrites = 0;
  for (let k = 0; k < 20; k++) {
    await createContacts(100);
    const r = await timed(baseUrl, key, [company(k)]);
    afterWrites.push(r.p50);
    emptyAfterWrites += r.empty;
  }
  console.log(
    `| the same, each after 100 contact creates | ${quantile(afterWrites, 0.5).toFixed(1)} | ${quantile(afterWrites, 0.99).toFixed(1)} | ${emptyAfterWrites} |`,
  );
  const selective = await timed(
    baseUrl,
    key,
    Array.from({ length: 50 }, () => `/v1/contacts?fields.EMAIL[regex]=${encodeURIComponent(`user${rnd(CONTACTS)}@`)}&[limit]=20`),
  );
  console.log(
    `| \`GET /v1/contacts?fields.EMAIL[regex]=user<n>@\` (50 requests; a few contacts match) | ${selective.p50.toFixed(1)} | ${selective.p99.toFixed(1)} | ${selective.empty} |`,
  );
}

async function main(): Promise<void> {
  // A million contacts with their search keys outgrow Node's default heap (about 4 GB): the engine keeps everything in memory.
  const engine = await startTs("../../packages/embedded-mongo/src/cli.ts", ["--port", "0"], {}, /^mongodb:\/\//, [
    "--max-old-space-size=16384",
    ...ENGINE_NODE_ARGS,
  ]);
  const mongoUri = engine.line.trim();
  const redisInfo = await ensureRedis({ ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) });
  const dbName = `bench_search_${Date.now()}`;
  const domain = await openDomain({ mongoUri, dbName });
  const client = await MongoClient.connect(mongoUri);
  const db = client.db(dbName);
  let api: Awaited<ReturnType<typeof startTs>> | undefined;
  try {
    const { project, apiKey } = await domain.admin.createProject({ name: "Search bench" });
    const ctx: Context = { projectId: project.id, scopes: ["read", "write"], actor: { type: "SYSTEM", id: "bench" } };
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    // The engine keeps every document and index entry in its heap: what a million contacts would need.
    const resident = () => `engine resident ${(engine.rssBytes() / 2 ** 20).toFixed(0)} MiB`;
    console.log(resident());
    let started = Date.now();
    await seed(domain, db, ctx);
    console.log(
      `seeded ${CONTACTS} contacts, ${CONTACTS / 5} deals, ${CONTACTS / 2} messages in ${((Date.now() - started) / 1000).toFixed(1)} s; ${resident()}`,
    );
    started = Date.now();
    const counts = await domain.searchBackfill.backfill(project.id);
    const backfillS = (Date.now() - started) / 1000;
    const sizeOf = async (name: string) => {
      const count = await db.collection(name).countDocuments({ projectId: project.id });
      // A random sample: the first documents found are of one kind (all contacts, or all messages).
      const sample = await db
        .collection(name)
        .aggregate([{ $match: { projectId: project.id } }, { $sample: { size: 2000 } }])
        .toArray();
      const avg = sample.reduce((sum, doc) => sum + BSON.calculateObjectSize(doc), 0) / Math.max(1, sample.length);
      return `${count} documents, ~${((count * avg) / 2 ** 20).toFixed(0)} MiB (avg ${avg.toFixed(0)} B)`;
    };
    // Contacts and deals carry their keys: the size of the `searchKeys` arrays alone.
    const keysOn = async (name: string) => {
      const sample = await db
        .collection(name)
        .aggregate([{ $match: { projectId: project.id } }, { $sample: { size: 2000 } }, { $project: { _id: 0, searchKeys: 1 } }])
        .toArray();
      const avg = sample.reduce((sum, doc) => sum + BSON.calculateObjectSize(doc), 0) / Math.max(1, sample.length);
      const keys =
        sample.reduce((sum, doc) => sum + ((doc.searchKeys as unknown[] | undefined)?.length ?? 0), 0) / Math.max(1, sample.length);
      const count = await db.collection(name).countDocuments({ projectId: project.id });
      return `${name} ~${((count * avg) / 2 ** 20).toFixed(0)} MiB (avg ${avg.toFixed(0)} B, ${keys.toFixed(1)} keys) + 1 index`;
    };
    console.log(
      `backfill: ${JSON.stringify(counts)} in ${backfillS.toFixed(1)} s; ${resident()}; keys on ${await keysOn("contacts")}, on ${await keysOn("deals")}; search_terms (notes, calls, messages) ${await sizeOf("search_terms")} + 3 indexes; search_words ${await sizeOf("search_words")} + 2 indexes`,
    );

    const fields = await db.collection("fields").find({ projectId: project.id, entityType: "CONTACT" }).toArray();
    const fieldId = (key: string) => String(fields.find((f) => f.key === key)!._id);
    const ids = { name: fieldId("NAME"), phone: fieldId("PHONE"), email: fieldId("EMAIL") };
    if (ONLY !== "upkeep") {
      api = await startBenchApi({ mongoUri, dbName, redisUrl: redisInfo.url, adminToken: "bench-admin-token" });
      await engineIdle(engine, "the queries");
      await queryLatencies(apiUrlOf(api), apiKey.key, (n) => createContacts(domain, ctx, ids, n));
    }
    await engineIdle(engine, "the creates");
    const off = await openDomain({ mongoUri, dbName, searchIndex: false });
    const runs: Record<"on" | "off", CreateRun[]> = { on: [], off: [] };
    // A round of each first, so neither measured round pays for what runs for the first time (the
    // create path's compilation, the collection of the seed's and backfill's garbage).
    await createRate(domain, ctx, ids, CREATE_SECONDS, engine);
    await createRate(off, ctx, ids, CREATE_SECONDS, engine);
    const run = (name: "on" | "off", round: number) =>
      profiled(round === 0 && PROFILE_DIR ? join(PROFILE_DIR, `${name}.cpuprofile`) : undefined, () =>
        createRate(name === "on" ? domain : off, ctx, ids, CREATE_SECONDS, engine),
      );
    // Each round swaps which goes first (on, off, off, on, ...): a drift over the run (the machine's
    // load, the heap growing) then weighs on both alike rather than on whichever always runs first.
    for (let round = 0; round < ROUNDS; round++)
      for (const name of round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const)) runs[name].push(await run(name, round));
    await off.close();
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const of = (list: CreateRun[], pick: (run: CreateRun) => number) => mean(list.map(pick));
    const row = (name: string, list: CreateRun[]) =>
      `| ${name} | ${of(list, (r) => r.perSecond).toFixed(0)} (${list.map((r) => r.perSecond.toFixed(0)).join(", ")}) | ${of(list, (r) => r.domainCpuMs).toFixed(2)} | ${of(list, (r) => r.engineCpuMs).toFixed(2)} |`;
    console.log(
      `\n| contact create, in process, 10 concurrent, ${CREATE_SECONDS} s x ${ROUNDS} rounds each | creates/s | domain CPU ms/create | engine CPU ms/create |`,
    );
    console.log("|---|---|---|---|");
    console.log(row("search index on", runs.on));
    console.log(row("search index off", runs.off));
    const cpu = (list: CreateRun[]) => of(list, (r) => r.domainCpuMs + r.engineCpuMs);
    console.log(
      `| upkeep cost | ${((1 - of(runs.on, (r) => r.perSecond) / of(runs.off, (r) => r.perSecond)) * 100).toFixed(0)}% | CPU per create +${((cpu(runs.on) / cpu(runs.off) - 1) * 100).toFixed(0)}% | |`,
    );
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await api?.stop();
    await client.close();
    await domain.close();
    await redisInfo.stop();
    await engine.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
