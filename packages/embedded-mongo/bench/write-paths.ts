/**
 * The engine's CPU time on the two write paths an import leans on, through the real driver, the
 * engine in its own process (its CPU read from /proc, so the driver's work is not counted):
 *
 * 1. contacts: `insertMany` of 500 contact-shaped documents at a time (three custom field values
 *    in a `fields` array) into a collection with the contacts' indexes, among them
 *    `{projectId, fields.fieldId, fields.value}`; the engine's resident memory afterwards.
 * 2. relay: the outbox relay's rounds over events with the outbox's five indexes: 500 events
 *    inserted, then rounds of reading the oldest 200 undispatched, numbering them in a transaction
 *    (counter, one `updateOne` per event while its sequence is null) and marking them dispatched
 *    (`updateMany`).
 *
 *   pnpm --filter @crm/embedded-mongo bench:write-paths     # BENCH_DOCS (30,000) of each
 *
 * Prints engine CPU ms per 1,000 documents. Compare runs made back to back: CPU time depends far
 * less on the machine's other load than wall time, but still somewhat.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { MongoClient, type Document } from "mongodb";

const N = Number(process.env.BENCH_DOCS ?? 30_000);
const BATCH = 500;
const RELAY_BATCH = 200;
const pkgDir = join(dirname(fileURLToPath(import.meta.url)), "..");

const engine = spawn(process.execPath, ["--conditions=@crm/source", "--import", "tsx", "src/cli.ts", "--port", "0"], {
  cwd: pkgDir,
  stdio: ["ignore", "pipe", "inherit"],
});
const uri = await new Promise<string>((resolve) => engine.stdout.once("data", (line: Buffer) => resolve(String(line).trim())));
const stat = (file: string): string => readFileSync(`/proc/${engine.pid}/${file}`, "utf8");
/** User + system CPU ms of the engine process (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
const engineCpuMs = (): number => {
  const fields = stat("stat").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const engineRssMb = (): number => Number(/VmRSS:\s+(\d+)/.exec(stat("status"))![1]) / 1024;
const per1k = (cpuMs: number, docs: number): string => ((cpuMs * 1000) / docs).toFixed(1);

const client = await new MongoClient(uri).connect();
const db = client.db("bench_write_paths");
const projectId = "project-0001";
try {
  const contacts = db.collection<Document>("contacts");
  await contacts.createIndex({ projectId: 1, createdAt: -1, _id: -1 });
  await contacts.createIndex({ projectId: 1, updatedAt: -1, _id: -1 });
  await contacts.createIndex({ projectId: 1, "fields.fieldId": 1, "fields.value": 1 });
  const rssBefore = engineRssMb();
  let cpu = engineCpuMs();
  for (let i = 0; i < N; i += BATCH) {
    const now = new Date();
    await contacts.insertMany(
      Array.from({ length: BATCH }, (_, k) => ({
        _id: `contact-${i + k}`,
        fields: [
          { fieldId: "field-name", value: `Bench contact ${i + k}` },
          { fieldId: "field-phone", value: String(5511910000000 + i + k) },
          { fieldId: "field-email", value: `bench${i + k}@example.com` },
        ],
        projectId,
        createdAt: now,
        updatedAt: now,
      })) as Document[],
    );
  }
  const contactCpu = engineCpuMs() - cpu;
  const found = await contacts.countDocuments({ projectId, fields: { $elemMatch: { fieldId: "field-phone", value: "5511910000007" } } });
  if (found !== 1) throw new Error(`wrong result: ${found} contacts with one phone`);
  console.log(
    `contacts: ${N} inserted, engine CPU ${per1k(contactCpu, N)} ms per 1,000, RSS +${(engineRssMb() - rssBefore).toFixed(0)} MB`,
  );

  const events = db.collection<Document>("events");
  const sequences = db.collection<Document>("event_sequences");
  await events.createIndex({ projectId: 1, createdAt: -1 });
  await events.createIndex(
    { dispatchedAt: 1, createdAt: 1, _id: 1 },
    { name: "pending_events", partialFilterExpression: { dispatchedAt: null } },
  );
  await events.createIndex({ projectId: 1, sequence: 1 });
  await events.createIndex({ projectId: 1, type: 1, sequence: 1 });
  await events.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  let insertCpu = 0;
  let relayCpu = 0;
  for (let i = 0; i < N; i += BATCH) {
    cpu = engineCpuMs();
    const now = new Date();
    await events.insertMany(
      Array.from({ length: BATCH }, (_, k) => ({
        _id: `event-${String(i + k).padStart(8, "0")}`,
        projectId,
        type: "contact.created",
        data: { record: { id: `contact-${i + k}`, fields: [{ fieldId: "field-name", value: `Bench contact ${i + k}` }] } },
        actor: { type: "SYSTEM", id: "import" },
        createdAt: now,
        dispatchedAt: null,
        sequence: null,
        expiresAt: new Date(now.getTime() + 86_400_000),
      })) as Document[],
    );
    insertCpu += engineCpuMs() - cpu;
    cpu = engineCpuMs();
    for (;;) {
      const batch = await events
        .find({ dispatchedAt: null })
        .sort({ createdAt: 1, _id: 1 })
        .limit(RELAY_BATCH)
        .batchSize(RELAY_BATCH)
        .toArray();
      if (batch.length === 0) break;
      const ids = batch.map((event) => String(event._id));
      await client.withSession((session) =>
        session.withTransaction(async () => {
          const counter = await sequences.findOneAndUpdate(
            { _id: projectId as never },
            { $inc: { value: ids.length } },
            { upsert: true, returnDocument: "after", session },
          );
          const first = (counter!.value as number) - ids.length + 1;
          await events.bulkWrite(
            ids.map((_id, k) => ({
              updateOne: { filter: { _id: _id as never, sequence: null }, update: { $set: { sequence: first + k } } },
            })),
            { session },
          );
        }),
      );
      await events.updateMany({ _id: { $in: ids as never[] }, dispatchedAt: null }, { $set: { dispatchedAt: new Date() } });
    }
    relayCpu += engineCpuMs() - cpu;
  }
  const unnumbered = await events.countDocuments({ sequence: null });
  if (unnumbered !== 0) throw new Error(`wrong result: ${unnumbered} events left unnumbered`);
  console.log(`relay: ${N} events, engine CPU per 1,000: insert ${per1k(insertCpu, N)} ms, read + number + mark ${per1k(relayCpu, N)} ms`);
  console.log(
    `(load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")})`,
  );
} finally {
  await client.close();
  engine.kill("SIGTERM");
}
