/**
 * The floor of `pnpm bench:rest`: a bare node:http server answering the benchmarked routes with
 * the same driver queries the list engine compiles and JSON.stringify, nothing else (no express,
 * auth, rate limit, mongoose, validation or mapping). The API's distance to it is what those cost.
 * Configured by BENCH_FLOOR (JSON: mongoUri, dbName, projectId, stageId, emailFieldId); prints its URL.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { compileListQuery, contactListSpec, dealListSpec } from "@crm/domain";
import { parseRestQuery } from "@crm/rest";
import { MongoClient } from "mongodb";

interface FloorConfig {
  mongoUri: string;
  dbName: string;
  projectId: string;
  stageId: string;
  emailFieldId: string;
}

const config = JSON.parse(process.env.BENCH_FLOOR ?? "{}") as FloorConfig;
const client = await MongoClient.connect(config.mongoUri);
const db = client.db(config.dbName);
const contacts = db.collection("contacts");
const deals = db.collection("deals");

const dealsQuery = await compileListQuery(
  parseRestQuery(`stageId=${config.stageId}&createdAt[sort]=desc&[limit]=20&[with]=contact`),
  dealListSpec,
  {
    projectId: config.projectId,
  },
);
const emailQuery = await compileListQuery(parseRestQuery("fields.EMAIL[regex]=acme&[limit]=20"), contactListSpec, {
  projectId: config.projectId,
  resolveCustomField: async () => ({ fieldId: config.emailFieldId, type: "EMAIL" }),
});

async function page(collection: typeof deals, query: typeof dealsQuery) {
  const [data, total] = await Promise.all([collection.aggregate(query.pipeline()).toArray(), collection.countDocuments(query.match)]);
  return { data, hasMore: total > 20, limit: 20, offset: 0, total };
}

const server = createServer((req, res) => {
  const url = req.url ?? "/";
  let answer: Promise<unknown>;
  if (url.startsWith("/v1/contacts/")) {
    answer = contacts.findOne({ _id: url.slice("/v1/contacts/".length) as never, projectId: config.projectId });
  } else if (url.startsWith("/v1/deals?")) {
    answer = page(deals, dealsQuery);
  } else if (url.startsWith("/v1/contacts?")) {
    answer = page(contacts, emailQuery);
  } else {
    res.writeHead(404).end();
    return;
  }
  answer.then(
    (body) => {
      const json = JSON.stringify(body);
      res.writeHead(body ? 200 : 404, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(json) });
      res.end(json);
    },
    (error: unknown) => {
      res.writeHead(500).end(String(error));
    },
  );
});
server.listen(0, "127.0.0.1", () => {
  console.log(`floor listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on("SIGTERM", () => {
  server.close();
  void client.close().then(() => process.exit(0));
});
