import { parseArgs } from "node:util";
import { openDomain } from "@crm/domain";
import { pino } from "pino";
import { ConfigError, loadConfig } from "./config";
import { startMongo } from "./infra/mongo";

/**
 * Operator commands against the same configuration as the api (MONGODB_URI, else the embedded
 * data under DATA_DIR; a running `pnpm start` is reused). Output is JSON on stdout; logs go to stderr.
 *
 *   pnpm crm project:create --name Acme
 *   pnpm crm search:backfill --project <projectId>   (docs/search.md)
 */
const usage = "usage: pnpm crm project:create --name <name> | pnpm crm search:backfill --project <projectId>";

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command !== "project:create" && command !== "search:backfill")
    throw new UsageError(command ? `unknown command "${command}"` : "no command");
  const { values } = parseArgs({ args: rest, options: { name: { type: "string" }, project: { type: "string" } }, strict: true });
  if (command === "project:create" && !values.name?.trim()) throw new UsageError("--name is required");
  if (command === "search:backfill" && !values.project?.trim()) throw new UsageError("--project is required");

  const config = loadConfig();
  const logger = pino({ level: config.logLevel === "info" ? "warn" : config.logLevel }, pino.destination(2));
  const mongo = await startMongo({ mongoUri: config.mongoUri, dataDir: config.dataDir, logger, reuseRunningEngine: true });
  try {
    const domain = await openDomain({ mongoUri: mongo.uri });
    try {
      const answer =
        command === "project:create"
          ? await domain.admin.createProject({ name: values.name!.trim() })
          : await timedBackfill(() => domain.searchBackfill.backfill(values.project!.trim()));
      process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
    } finally {
      await domain.close();
    }
  } finally {
    await mongo.stop();
  }
}

/** The backfill's counts and how long it took. */
async function timedBackfill(run: () => Promise<Record<string, number>>): Promise<Record<string, number>> {
  const started = Date.now();
  const counts = await run();
  return { ...counts, seconds: (Date.now() - started) / 1000 };
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const isParseArgsError = error instanceof Error && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS");
    if (error instanceof UsageError || isParseArgsError) console.error(`${error.message}\n${usage}`);
    else if (error instanceof ConfigError) console.error(error.message);
    else if (error instanceof Error && error.name === "AppError") console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
