import { pino, type Logger } from "pino";

/** Secrets that arrive in headers never reach the logs. */
const redactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'req.headers["x-admin-token"]',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string, service = "api"): Logger {
  return pino({ level, base: { service, pid: process.pid }, redact: { paths: redactPaths, censor: "[redacted]" } });
}
