import { spawn, type ChildProcess } from "node:child_process";
import { Agent, request } from "node:http";
import { connect, type Socket } from "node:net";
import { once } from "node:events";
import { testMongo, testRedis, type TestMongo, type TestRedis } from "@crm/testing";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../src/repo-root";
import { runApiScript, type RunningProcess } from "./run-process";
import { sseMessages, type SseMessage } from "./support/sse";

interface Outcome {
  name: string;
  status?: number;
  /** The client-side error code when no response came (ECONNREFUSED, ECONNRESET...). */
  error?: string;
  headers?: Record<string, string | string[] | undefined>;
  body?: string;
}

/** POST /v1/tags {name} over `agent` (a keep-alive agent reuses its connection). */
function createTag(url: string, key: string, name: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ name });
    const req = request(
      `${url}/v1/tags`,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-api-key": key },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ name, status: res.statusCode!, headers: res.headers, body: text }));
        res.on("error", (error: NodeJS.ErrnoException) => resolve({ name, error: error.code ?? error.message }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ name, error: error.code ?? error.message }));
    req.end(body);
  });
}

/** The test database's URI (its name as the path), for a process configured by MONGODB_URI. */
function databaseUri(mongo: TestMongo): string {
  const [base, query] = mongo.uri.split("?");
  return `${base!.replace(/\/$/, "")}/${mongo.dbName}${query ? `?${query}` : ""}`;
}

/** Reads a raw socket until `pattern` appears in what it received. */
async function readUntil(socket: Socket, received: { text: string }, pattern: RegExp): Promise<void> {
  while (!pattern.test(received.text)) await once(socket, "data");
}

/**
 * SIGTERM under keep-alive load, on the real entry point in a child process: clients keep
 * writing on keep-alive connections, one request is in flight (its body half sent), one
 * connection sits idle. The in-flight request must finish (201, `Connection: close`), a new
 * request on the idle connection gets 503 with the Error body and `Retry-After`, the process
 * exits as soon as the in-flight request is done (far before SHUTDOWN_TIMEOUT_MS), and no client
 * sees a reset for a write that was committed.
 */
describe("graceful shutdown under keep-alive load", () => {
  let mongo: TestMongo;
  let redis: TestRedis;
  let api: RunningProcess | undefined;
  const adminToken = `admin-${crypto.randomUUID()}`;

  beforeAll(async () => {
    mongo = await testMongo("shutdown");
    redis = await testRedis("shutdown");
  });
  afterAll(async () => {
    if (api && api.child.exitCode === null) api.child.kill("SIGKILL");
    await redis?.cleanup();
    await mongo?.drop();
  });

  it("finishes in-flight requests, answers 503 on open connections, exits at once, loses no acknowledged write", async () => {
    const mongoUri = databaseUri(mongo);
    const { MONGODB_URI: _unused, ...env } = process.env;
    api = runApiScript("src/main.ts", [], {
      ...env,
      MONGODB_URI: mongoUri,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: redis.prefix,
      ADMIN_TOKEN: adminToken,
      START_WORKER: "false",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      // Far beyond this test's own timeout: an exit that waited for it would fail the test.
      SHUTDOWN_TIMEOUT_MS: "600000",
    });
    const [, url] = await api.waitFor(/API listening on (http:\/\/127\.0\.0\.1:\d+)/, 60_000);
    const created = await fetch(`${url}/admin/v1/projects`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-admin-token": adminToken },
      body: JSON.stringify({ name: "Shutdown" }),
    });
    expect(created.status).toBe(201);
    const { project, apiKey } = (await created.json()) as { project: { id: string }; apiKey: { key: string } };
    const { port } = new URL(url!);

    // One connection left idle after a first request.
    const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const warmUp = await createTag(url!, apiKey.key, "idle-0", idleAgent);
    expect(warmUp.status).toBe(201);
    expect(warmUp.headers!.connection).toBe("keep-alive");

    // One request in flight: headers sent and dispatched (100 Continue), body held back.
    const slow = connect(Number(port), "127.0.0.1");
    const slowReceived = { text: "" };
    slow.setEncoding("utf8").on("data", (chunk: string) => (slowReceived.text += chunk));
    const slowBody = JSON.stringify({ name: "in-flight" });
    slow.write(
      `POST /v1/tags HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nx-api-key: ${apiKey.key}\r\n` +
        `Content-Length: ${Buffer.byteLength(slowBody)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await readUntil(slow, slowReceived, /100 Continue\r\n\r\n/);

    // Keep-alive load: each client writes one tag after another on its own connection until refused.
    const outcomes: Outcome[] = [];
    let sent = 0;
    const load = Array.from({ length: 6 }, async (_, client) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; ; n++) {
        sent++;
        const outcome = await createTag(url!, apiKey.key, `load-${client}-${n}`, agent);
        outcomes.push(outcome);
        if (outcome.status !== 201) break;
      }
      agent.destroy();
    });
    while (sent < 60) await new Promise((resolve) => setTimeout(resolve, 10));

    api.child.kill("SIGTERM");
    await api.waitFor(/"msg":"shutting down"/);

    // A new request on the idle keep-alive connection: 503, the Error body, Retry-After, Connection: close.
    const refused = await createTag(url!, apiKey.key, "idle-1", idleAgent);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body!)).toEqual({ errorCode: "SERVICE_UNAVAILABLE", message: expect.any(String), status: 503 });
    expect(refused.headers!["retry-after"]).toMatch(/^\d+$/);
    expect(refused.headers!.connection).toBe("close");
    await Promise.all(load);
    expect(api.child.exitCode).toBeNull();

    // The in-flight request completes normally, and says the connection closes.
    slow.write(slowBody);
    await readUntil(slow, slowReceived, /\r\n\r\n\{.*\}$/s);
    expect(slowReceived.text).toMatch(/HTTP\/1\.1 201 Created\r\n/);
    expect(slowReceived.text).toMatch(/\r\nConnection: close\r\n/i);
    // Exits as soon as that request is done, long before SHUTDOWN_TIMEOUT_MS.
    expect(await api.exit()).toBe(0);
    idleAgent.destroy();
    slow.destroy();

    // Every outcome is an acknowledged write, a clean refusal, or a connection that was never accepted.
    const acknowledged = new Set(["idle-0", "in-flight", ...outcomes.filter((o) => o.status === 201).map((o) => o.name)]);
    for (const outcome of outcomes.filter((o) => o.status !== 201)) {
      if (outcome.status !== undefined) {
        expect(outcome.status).toBe(503);
        expect(JSON.parse(outcome.body!)).toMatchObject({ errorCode: "SERVICE_UNAVAILABLE", status: 503 });
      }
    }
    const client = await MongoClient.connect(mongo.uri);
    try {
      const stored = await client.db(mongo.dbName).collection("tags").find({ projectId: project.id }).toArray();
      const names = new Set(stored.map((tag) => tag.name as string));
      // Committed writes are exactly the acknowledged ones: no client saw an error for a write that was kept.
      expect([...names].sort()).toEqual([...acknowledged].sort());
    } finally {
      await client.close();
    }
  });
});

/**
 * Ctrl-C under `pnpm start`: the terminal sends SIGINT to the whole foreground process group
 * (pnpm, node). After a clean stop the command ends with exit code 0 and pnpm prints no error: the
 * script `exec`s node (no shell to die of the signal), and the API handles SIGINT from before it
 * starts listening, so a Ctrl-C right after the "listening" line is not met by Node's default.
 */
describe("pnpm start stopped by Ctrl-C", () => {
  let mongo: TestMongo;
  let redis: TestRedis;
  let pnpm: ChildProcess | undefined;

  beforeAll(async () => {
    mongo = await testMongo("ctrl-c");
    redis = await testRedis("ctrl-c");
  });
  afterAll(async () => {
    if (pnpm?.pid && pnpm.exitCode === null && pnpm.signalCode === null) process.kill(-pnpm.pid, "SIGKILL");
    await redis?.cleanup();
    await mongo?.drop();
  });

  it("exits 0 without an error message", async () => {
    const { MONGODB_URI: _unused, ...env } = process.env;
    // Its own process group, as a terminal's foreground job; the group gets the signal, as from Ctrl-C.
    pnpm = spawn("pnpm", ["start"], {
      cwd: repoRoot,
      detached: true,
      env: { ...env, MONGODB_URI: databaseUri(mongo), REDIS_URL: redis.url, QUEUE_PREFIX: redis.prefix, START_WORKER: "false", PORT: "0" },
    });
    let output = "";
    for (const stream of [pnpm.stdout!, pnpm.stderr!]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(pnpm, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    while (!/API listening on/.test(output)) await Promise.race([once(pnpm.stdout!, "data"), exited]);

    process.kill(-pnpm.pid!, "SIGINT");
    expect(await exited).toEqual([0, null]);
    expect(output).toMatch(/stopped/);
    expect(output).not.toMatch(/ERR_PNPM|ELIFECYCLE|failed/i);
  });
});

/** An open live stream must not hold shutdown until SHUTDOWN_TIMEOUT_MS: it ends at once, telling the client to reconnect. */
describe("shutdown with an open subscription", () => {
  let mongo: TestMongo;
  let redis: TestRedis;
  let api: RunningProcess | undefined;
  const adminToken = `admin-${crypto.randomUUID()}`;
  const shutdownTimeoutMs = 20_000;

  beforeAll(async () => {
    mongo = await testMongo("shutdown-live");
    redis = await testRedis("shutdown-live");
  });
  afterAll(async () => {
    if (api && api.child.exitCode === null) api.child.kill("SIGKILL");
    await redis?.cleanup();
    await mongo?.drop();
  });

  it("ends the stream with a reconnect message and exits well before SHUTDOWN_TIMEOUT_MS", async () => {
    const { MONGODB_URI: _unused, ...env } = process.env;
    api = runApiScript("src/main.ts", [], {
      ...env,
      MONGODB_URI: databaseUri(mongo),
      REDIS_URL: redis.url,
      QUEUE_PREFIX: redis.prefix,
      ADMIN_TOKEN: adminToken,
      START_WORKER: "false",
      PORT: "0",
      HOST: "127.0.0.1",
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    });
    const [, url] = await api.waitFor(/API listening on (http:\/\/127\.0\.0\.1:\d+)/, 60_000);
    const created = await fetch(`${url}/admin/v1/projects`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-admin-token": adminToken },
      body: JSON.stringify({ name: "Live shutdown" }),
    });
    const { project, apiKey } = (await created.json()) as { project: { id: string }; apiKey: { key: string } };
    const trpc = sseMessages(
      await fetch(`${url}/trpc/events.live?input=${encodeURIComponent("{}")}`, {
        headers: { accept: "text/event-stream", "x-api-key": apiKey.key },
      }),
    );
    expect((await trpc.next()).value).toMatchObject({ event: "connected" });
    const graphql = sseMessages(
      await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream", "x-api-key": apiKey.key },
        body: JSON.stringify({ query: "subscription { events { sequence } }" }),
      }),
    );
    const graphqlFinal = graphql.next();
    // The API process listens to the project's channel (a condition, not a retry). A GraphQL stream that
    // would only start after shutdown began gets the same final message.
    const admin = redis.connection();
    while (Number(((await admin.pubsub("NUMSUB", `crm:live:${project.id}`)) as [string, number])[1]) < 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const startedAt = Date.now();
    api.child.kill("SIGTERM");
    const rest: SseMessage[] = [];
    for await (const message of trpc) rest.push(message);
    expect(await api.exit()).toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(shutdownTimeoutMs / 4);
    // The final message of each: SERVICE_UNAVAILABLE, reconnect.
    expect(rest).toContainEqual(
      expect.objectContaining({
        event: "serialized-error",
        data: expect.objectContaining({ data: expect.objectContaining({ errorCode: "SERVICE_UNAVAILABLE" }) }),
      }),
    );
    expect((await graphqlFinal).value).toMatchObject({
      event: "next",
      data: { errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: "SERVICE_UNAVAILABLE" }) })] },
    });
  });
});
