/**
 * `pnpm bench:rest-cpu`: the CPU one request costs the API's request listener (createApp) and the
 * floor's handler, measured in one process with in-memory sockets: no HTTP parsing, no socket
 * syscalls, no scheduling between processes, so the result barely moves with the machine's load
 * (which `pnpm bench:rest` cannot promise on a shared machine). Both answer the same requests
 * against the same engine, alternating in rounds; the median round is printed.
 */
import { IncomingMessage, ServerResponse, type RequestListener } from "node:http";
import { Duplex } from "node:stream";
import { compileListQuery, dealListSpec, openDomain } from "@crm/domain";
import { parseRestQuery } from "@crm/rest";
import { Redis } from "ioredis";
import { MongoClient } from "mongodb";
import pino from "pino";
import { createApp } from "../src/app";
import { startBenchStack } from "./stack";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = 10;

/** A socket that accepts and drops whatever the response writes. */
class NullSocket extends Duplex {
  remoteAddress = "127.0.0.1";
  override _write(_chunk: unknown, _encoding: unknown, done: () => void): void {
    done();
  }
  override _read(): void {}
  setTimeout(): this {
    return this;
  }
}

/** One GET through `listener`, resolved with the status once the response is finished. */
function inject(listener: RequestListener, path: string, headers: Record<string, string>): Promise<number> {
  const socket = new NullSocket();
  const req = new IncomingMessage(socket as never);
  Object.assign(req, {
    method: "GET",
    url: path,
    headers: { host: "localhost", ...headers },
    httpVersion: "1.1",
    httpVersionMajor: 1,
    httpVersionMinor: 1,
    complete: true,
  });
  req.push(null);
  const res = new ServerResponse(req);
  res.assignSocket(socket as never);
  return new Promise((resolve) => {
    res.on("finish", () => resolve(res.statusCode));
    listener(req, res);
  });
}

/** CPU ms per request of `listener` over REQUESTS requests, CONCURRENCY at a time. */
async function cpuPerRequest(listener: RequestListener, path: () => string, headers: Record<string, string>): Promise<number> {
  let left = REQUESTS;
  const before = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) {
        const status = await inject(listener, path(), headers);
        if (status !== 200) throw new Error(`answered ${status}`);
      }
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / REQUESTS;
}

const stack = await startBenchStack({ rows: Number(process.env.BENCH_ROWS ?? 100_000) });
const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
const client = await MongoClient.connect(stack.mongoUri);
try {
  const s = stack.seeded;
  const domain = await openDomain({
    mongoUri: stack.mongoUri,
    dbName: stack.dbName,
    redis,
    rateLimit: { requests: 100_000_000, windowSeconds: 60 },
  });
  const app = createApp({ domain, redis, logger: pino({ level: "silent" }) });
  const db = client.db(stack.dbName);
  const send = (res: ServerResponse, body: unknown) => {
    const json = JSON.stringify(body);
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(json) });
    res.end(json);
  };
  const dealsQuery = `stageId=${s.stageId}&createdAt[sort]=desc&[limit]=20&[with]=contact`;
  const compiled = await compileListQuery(parseRestQuery(dealsQuery), dealListSpec, { projectId: s.projectId });
  let next = 0;
  const routes = [
    {
      name: "GET /v1/contacts/{id}",
      path: () => `/v1/contacts/${s.contactIds[next++ % s.contactIds.length]}`,
      floor: ((req, res) => {
        const id = (req.url ?? "").slice("/v1/contacts/".length);
        void db
          .collection("contacts")
          .findOne({ _id: id as never, projectId: s.projectId })
          .then((doc) => send(res, doc));
      }) as RequestListener,
    },
    {
      name: "GET /v1/deals?stageId&createdAt[sort]=desc&[limit]=20&[with]=contact",
      path: () => `/v1/deals?${dealsQuery}`,
      floor: ((_req, res) => {
        const deals = db.collection("deals");
        void Promise.all([deals.aggregate(compiled.pipeline()).toArray(), deals.countDocuments(compiled.match)]).then(([data, total]) =>
          send(res, { data, hasMore: total > 20, limit: 20, offset: 0, total }),
        );
      }) as RequestListener,
    },
  ];
  const headers = { "x-api-key": s.apiKey };
  console.log("\n| query | API CPU ms/req | floor CPU ms/req | API / floor |\n|---|---|---|---|");
  for (const route of routes) {
    const api: number[] = [];
    const floor: number[] = [];
    await cpuPerRequest(app, route.path, headers); // warm-up
    await cpuPerRequest(route.floor, route.path, {});
    for (let round = 0; round < ROUNDS; round++) {
      api.push(await cpuPerRequest(app, route.path, headers));
      floor.push(await cpuPerRequest(route.floor, route.path, {}));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(
      `| ${route.name} | ${median(api).toFixed(3)} | ${median(floor).toFixed(3)} | ${(median(api) / median(floor)).toFixed(2)}x |`,
    );
  }
  await domain.close();
} finally {
  await client.close();
  redis.disconnect();
  await stack.stop();
}
