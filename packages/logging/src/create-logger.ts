import { createRequire } from "node:module";
import { pino, type Logger } from "pino";

/** Secrets that arrive in headers never reach the logs. */
const redactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'req.headers["x-admin-token"]',
  'res.headers["set-cookie"]',
];

export interface LoggerOptions {
  /** `service` field of every line (api, worker). */
  service: string;
  level: string;
  /** Human-readable lines; default: when stdout is a terminal. Otherwise JSON lines for collectors. */
  pretty?: boolean;
}

/** The one logger setup of every process: JSON lines when piped or collected, pino-pretty in a terminal. */
export function createLogger(options: LoggerOptions): Logger {
  const settings = {
    level: options.level,
    base: { service: options.service, pid: process.pid },
    redact: { paths: redactPaths, censor: "[redacted]" },
  };
  if (!(options.pretty ?? process.stdout.isTTY === true)) return pino(settings);
  // Loaded only for a terminal (it is a fair part of a process's start-up otherwise). In-process
  // and synchronous, so a line logged right before process.exit is not lost and lines keep their
  // order with the plain console lines of `pnpm start`.
  const { PinoPretty } = createRequire(import.meta.url)("pino-pretty") as typeof import("pino-pretty");
  return pino(
    settings,
    PinoPretty({ sync: true, ignore: "pid,hostname,service", messageFormat: "{service}: {msg}", translateTime: "SYS:HH:MM:ss.l" }),
  );
}
