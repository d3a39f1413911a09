/**
 * The engine in its own process for the benchmark, so memory numbers are the server's alone
 * (not the driver's or the benchmark's buffers) and the driver does not share its event loop.
 * Talks to bench/run.ts over IPC: sends {type:"ready", uri}; answers "mem" with
 * process.memoryUsage() after a full GC (run with --expose-gc); "profile-start" /
 * "profile-stop" {file} record a CPU profile; exits on "stop".
 * BENCH_DB_PATH enables persistence.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

interface EngineHandle {
  uri?: string;
  url?: string;
  port?: number;
  close?: () => Promise<void>;
  stop?: () => Promise<void>;
}
interface EngineModule {
  startEmbeddedMongo(options?: { dbPath?: string; port?: number }): Promise<EngineHandle>;
}

const send = (msg: unknown): void => {
  process.send?.(msg);
};
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

// A variable specifier: src/index.ts is written by the engine owner and may not exist yet.
const specifier = "../src/index.js";
const engine = (await import(specifier)) as EngineModule;
const dbPath = process.env.BENCH_DB_PATH || undefined;
const started = performance.now();
const handle = await engine.startEmbeddedMongo(dbPath ? { dbPath } : {});
const startMs = performance.now() - started;
const uri = handle.uri ?? handle.url ?? (handle.port ? `mongodb://127.0.0.1:${handle.port}/` : undefined);
if (!uri) throw new Error("startEmbeddedMongo() returned no uri/url/port");
send({ type: "ready", uri, startMs });

// Per-phase CPU profiles on request (BENCH_PROFILE_DIR in run.ts): a whole-run --cpu-prof
// mixes the load with the queries, which hides where each query's time goes.
const profiler = new Session();
profiler.connect();

process.on("message", (msg: { type?: string; file?: string }) => {
  if (msg.type === "profile-start") {
    void profiler
      .post("Profiler.enable")
      .then(() => profiler.post("Profiler.start"))
      .then(() => send({ type: "profiling" }));
  } else if (msg.type === "profile-stop" && msg.file) {
    const file = msg.file;
    void profiler.post("Profiler.stop").then(({ profile }) => {
      writeFileSync(file, JSON.stringify(profile));
      send({ type: "profiled" });
    });
  } else if (msg.type === "mem") {
    gc();
    gc();
    send({ type: "mem", mem: process.memoryUsage() });
  } else if (msg.type === "stop") {
    void (handle.close ?? handle.stop ?? (async () => undefined))().finally(() => process.exit(0));
  }
});
