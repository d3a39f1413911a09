import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { MongoClient } from "mongodb";
import { describe, expect, it } from "vitest";
import { startEmbeddedMongo } from "../index.js";
import { withTempDir } from "./testing.js";

const child = fileURLToPath(new URL("./engine-crash-child.fixture.ts", import.meta.url));

interface Acked {
  inserted: string[];
  updated: string[];
  txns: string[];
}

/** Runs the engine + driver child until `killAfter` acknowledgements, then kill -9s it. */
function runAndKill(dir: string, killAfter: number): Promise<Acked> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--conditions=@crm/source", "--import", "tsx", child, dir], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const acked: Acked = { inserted: [], updated: [], txns: [] };
    let lines = 0;
    let stderr = "";
    proc.stderr.on("data", (b: Buffer) => (stderr += b.toString()));
    createInterface({ input: proc.stdout }).on("line", (line) => {
      const [kind, id = ""] = line.split(" ");
      if (kind === "i") acked.inserted.push(id);
      else if (kind === "u") acked.updated.push(id);
      else if (kind === "t") acked.txns.push(id);
      else return;
      if (++lines === killAfter) proc.kill("SIGKILL");
    });
    proc.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve(acked);
      else reject(new Error(`child exited on its own (${String(code)}): ${stderr}`));
    });
  });
}

describe("engine with dbPath: kill -9 and restart", () => {
  it(
    "keeps every write the driver saw acknowledged",
    () =>
      withTempDir(async (dir) => {
        for (const killAfter of [1500, 800]) {
          const acked = await runAndKill(dir, killAfter);
          expect(acked.inserted.length).toBeGreaterThan(0);

          const mongo = await startEmbeddedMongo({ dbPath: dir });
          const client = new MongoClient(mongo.uri);
          try {
            const db = client.db("e2e");
            const docs = await db.collection<{ _id: string; n: number; u?: number }>("docs").find({}).toArray();
            const byId = new Map(docs.map((d) => [d._id, d]));
            const lost = acked.inserted.filter((id) => !byId.has(id));
            expect(lost, "acknowledged inserts missing after restart").toEqual([]);
            const notUpdated = acked.updated.filter((id) => byId.get(id)?.u !== 1);
            expect(notUpdated, "acknowledged updates missing after restart").toEqual([]);
            const tx = new Set((await db.collection<{ _id: string }>("tx").find({}).toArray()).map((d) => d._id));
            for (const t of acked.txns) expect(tx.has(`${t}-a`) && tx.has(`${t}-b`), `transaction ${t}`).toBe(true);
            // Transactions are all-or-nothing, acknowledged or not.
            for (const id of tx) expect(tx.has(id.replace(/-[ab]$/, id.endsWith("-a") ? "-b" : "-a"))).toBe(true);
            const indexes = await db.collection("docs").listIndexes().toArray();
            expect(indexes.find((i) => i.name === "n_1")).toMatchObject({ key: { n: 1 }, unique: true });
          } finally {
            await client.close();
            await mongo.stop();
          }
        }
      }),
    90_000,
  );
});
