import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** An incoming id is honoured only if it is short and plain, so it cannot forge log lines or headers. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** pino-http's genReqId: reuse the caller's `x-request-id` (from a proxy or client), else a UUID; echo it. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("x-request-id", id);
  return id;
}
