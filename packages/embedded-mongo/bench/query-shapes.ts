/**
 * Micro-benchmark of the product's read shapes through the real driver (server in a child
 * process, bench/server.ts), so query-engine changes can be measured without the REST stack:
 *
 *   pnpm --filter @crm/embedded-mongo exec tsx bench/query-shapes.ts     # 100,000 rows
 *   QUERY_BENCH_ROWS=20000 QUERY_BENCH_RUNS=30 ... tsx bench/query-shapes.ts
 *
 * Seeds one project with ROWS contacts and ROWS deals in the shapes apps/api/bench/seed.ts
 * writes (string `_id`s, custom values in `fields: [{fieldId, value}]`, 1% of emails "acme"),
 * with the product's indexes, plus ROWS ObjectId-keyed items for the `$in` shape. Prints p50 /
 * p95 per shape. Exits 1 if a shape returns a wrong result.
 */
import { fork } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { MongoClient, ObjectId } from "mongodb";

const ROWS = Number(process.env.QUERY_BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.QUERY_BENCH_RUNS ?? 50);
const PROJECT = "project-big";
const NAME_FIELD = "field-name";
const EMAIL_FIELD = "field-email";
const STAGES = ["stage-0", "stage-1", "stage-2", "stage-3", "stage-4"];
const pkgDir = join(dirname(fileURLToPath(import.meta.url)), "..");

interface Server {
  uri: string;
  /** A full GC in the server (its "mem" request), so one shape's garbage is not billed to the next. */
  gc: () => Promise<void>;
  stop: () => void;
}

function startServer(): Promise<Server> {
  const proc = fork(join(pkgDir, "bench/server.ts"), [], {
    cwd: pkgDir,
    execArgv: ["--expose-gc", "--conditions=@crm/source", "--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    proc.once("exit", (code) => reject(new Error(`server exited (${String(code)})`)));
    proc.on("message", (m: { type?: string; uri?: string }) => {
      if (m.type !== "ready" || !m.uri) return;
      const gc = (): Promise<void> =>
        new Promise((done) => {
          const onMem = (r: { type?: string }): void => {
            if (r.type !== "mem") return;
            proc.off("message", onMem);
            done();
          };
          proc.on("message", onMem);
          proc.send({ type: "mem" });
        });
      resolve({ uri: m.uri, gc, stop: () => proc.send({ type: "stop" }) });
    });
  });
}

const hex = (i: number): string => i.toString(16).padStart(24, "0");
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
function check(cond: boolean, what: string): void {
  if (!cond) {
    console.error(`wrong result: ${what}`);
    process.exit(1);
  }
}

async function time(name: string, fn: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 5; i++) await fn(); // warm-up (JIT, first-call caches)
  await server.gc();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  console.log(`${name.padEnd(78)} p50 ${pct(out, 50).toFixed(2).padStart(8)} ms   p95 ${pct(out, 95).toFixed(2).padStart(8)} ms`);
}

const server = await startServer();
const client = await MongoClient.connect(server.uri);
try {
  const db = client.db("query_shapes");
  const contacts = db.collection<{ _id: string } & Record<string, unknown>>("contacts");
  const deals = db.collection<{ _id: string } & Record<string, unknown>>("deals");
  const items = db.collection("items");
  // The product's indexes (packages/domain/src/contacts|deals/*.model.ts).
  await contacts.createIndexes([
    { key: { projectId: 1, createdAt: -1, _id: -1 } },
    { key: { projectId: 1, updatedAt: -1, _id: -1 } },
    { key: { projectId: 1, "fields.fieldId": 1, "fields.value": 1 } },
  ]);
  await deals.createIndexes([
    ...["stageId", "pipelineId", "contactId", "status", "tagIds"].map((f) => ({ key: { projectId: 1, [f]: 1, createdAt: -1, _id: -1 } })),
    { key: { projectId: 1, createdAt: -1, _id: -1 } },
    { key: { projectId: 1, "fields.fieldId": 1, "fields.value": 1 } },
  ]);

  const t0 = performance.now();
  const start = Date.UTC(2024, 0, 1);
  const contactIds: string[] = [];
  const itemIds: ObjectId[] = [];
  for (let off = 0; off < ROWS; off += 5000) {
    const cs = [];
    const ds = [];
    const is = [];
    for (let i = off; i < Math.min(ROWS, off + 5000); i++) {
      const createdAt = new Date(start + i * 1000);
      const contactId = hex(i);
      contactIds.push(contactId);
      cs.push({
        _id: contactId,
        projectId: PROJECT,
        fields: [
          { fieldId: NAME_FIELD, value: `Person ${i}` },
          { fieldId: EMAIL_FIELD, value: i % 100 === 0 ? `person${i}@acme.example` : `person${i}@mail.example` },
        ],
        createdAt,
        updatedAt: createdAt,
      });
      const stageId = STAGES[i % STAGES.length] as string;
      ds.push({
        _id: hex(ROWS + i),
        projectId: PROJECT,
        title: `Deal ${i}`,
        contactId,
        pipelineId: "pipeline-0",
        stageId,
        status: "OPEN",
        tagIds: [],
        fields: [],
        createdAt,
        updatedAt: createdAt,
      });
      const id = new ObjectId();
      itemIds.push(id);
      is.push({ _id: id, projectId: PROJECT, n: i });
    }
    await contacts.insertMany(cs, { ordered: false });
    await deals.insertMany(ds, { ordered: false });
    await items.insertMany(is, { ordered: false });
  }
  console.log(`seeded ${ROWS} contacts, deals and items in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${RUNS} runs per shape`);

  // 1. GET /v1/contacts?fields.EMAIL[regex]=acme&[limit]=20: aggregate page + countDocuments.
  const emailMatch = {
    projectId: PROJECT,
    fields: { $elemMatch: { fieldId: { $eq: EMAIL_FIELD }, value: { $regex: "acme", $options: "i" } } },
  };
  const sort = { createdAt: -1, _id: -1 } as const;
  const expectedAcme = Math.ceil(ROWS / 100);
  await time("contacts $elemMatch+$regex: find.sort.limit(20)", async () => {
    const page = await contacts.find(emailMatch).sort(sort).limit(20).toArray();
    check(page.length === Math.min(20, expectedAcme), "regex page size");
  });
  await time("contacts $elemMatch+$regex: countDocuments", async () => {
    check((await contacts.countDocuments(emailMatch)) === expectedAcme, "regex count");
  });
  await time("contacts $elemMatch+$regex: aggregate page + countDocuments (REST shape)", async () => {
    const [page, n] = await Promise.all([
      contacts.aggregate([{ $match: emailMatch }, { $sort: sort }, { $limit: 21 }]).toArray(),
      contacts.countDocuments(emailMatch),
    ]);
    check(page.length === Math.min(21, expectedAcme) && n === expectedAcme, "regex aggregate");
  });

  // 2. GET /v1/deals?stageId=<id>&createdAt[sort]=desc&[limit]=20&[with]=contact (compile-list-query's pipeline).
  const dealMatch = { projectId: PROJECT, stageId: "stage-1" };
  const stageOneDeals = Math.floor((ROWS - 2) / STAGES.length) + 1; // i % 5 === 1 for i < ROWS
  const dealPipeline = [
    { $match: dealMatch },
    { $sort: sort },
    { $limit: 21 },
    {
      $lookup: {
        from: "contacts",
        localField: "contactId",
        foreignField: "_id",
        pipeline: [{ $match: { projectId: PROJECT } }],
        as: "__with_contact",
      },
    },
    { $addFields: { __with_contact: { $arrayElemAt: ["$__with_contact", 0] } } },
  ];
  await time("deals {projectId, stageId} sort+limit 21 + $lookup contact (aggregate)", async () => {
    const page = await deals.aggregate(dealPipeline).toArray();
    check(page.length === 21 && page.every((d) => (d.__with_contact as { _id?: string } | undefined)?._id === d.contactId), "deals page");
  });
  await time("deals same with {$skip: 20} before $limit", async () => {
    const [m, s, l, ...rest] = dealPipeline;
    const page = await deals.aggregate([m, s, { $skip: 20 }, l, ...rest] as never[]).toArray();
    check(page.length === 21, "deals skip page");
  });
  await time("deals countDocuments({projectId, stageId})", async () => {
    check((await deals.countDocuments(dealMatch)) === stageOneDeals, "deals count");
  });
  await time("deals REST shape: aggregate page + countDocuments in parallel", async () => {
    await Promise.all([deals.aggregate(dealPipeline).toArray(), deals.countDocuments(dealMatch)]);
  });

  // 3. find({_id: {$in: [1,000 ids]}}): string ids (the product's) and driver ObjectIds.
  const pick = <T>(xs: T[]): T[] => Array.from({ length: 1000 }, () => xs[Math.floor(Math.random() * xs.length)] as T);
  await time("contacts find({_id: {$in: [1,000 string ids]}})", async () => {
    const ids = [...new Set(pick(contactIds))];
    check((await contacts.find({ _id: { $in: ids } }).toArray()).length === ids.length, "string $in");
  });
  await time("items find({_id: {$in: [1,000 ObjectIds]}})", async () => {
    const ids = pick(itemIds);
    const unique = new Set(ids.map((x) => x.toHexString())).size;
    check((await items.find({ _id: { $in: ids } }).toArray()).length === unique, "ObjectId $in");
  });
} finally {
  await client.close();
  server.stop();
}
