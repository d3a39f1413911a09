import { createQueue, queueNames, type QueueName, type TypedQueue } from "@crm/jobs";
import { adminTokenMatcher } from "@crm/rest";
import { Router, type RequestHandler } from "express";
import type { RedisClient } from "@crm/jobs";
import type { ErrorBody } from "./error-body";

export const QUEUE_BOARD_PATH = "/admin/queues";

export interface QueueBoardOptions {
  /** Shared with the host; the board's queues leave it open when they close. */
  connection: RedisClient;
  /** QUEUE_PREFIX: the worker's queues, not a copy. */
  prefix: string;
  adminToken: string | undefined;
}

export interface QueueBoard {
  router: Router;
  close(): Promise<void>;
}

/**
 * Bull Board over every queue of packages/jobs, behind the admin token: `x-admin-token` for
 * programs, HTTP Basic auth (any user name, the token as password) for a browser, which then
 * prompts once and resends it on the board's own API calls. No token in URLs, so none in logs.
 * Bull Board is loaded on the first authorised request: it takes seconds to import on a busy
 * machine, and most API processes never serve it.
 */
export function queueBoard(options: QueueBoardOptions): QueueBoard {
  let board: Promise<LoadedBoard> | undefined;
  const router = Router();
  router.use(QUEUE_BOARD_PATH, adminOnly(options.adminToken), (req, res, next) => {
    (board ??= loadBoard(options)).then((loaded) => loaded.handler(req, res, next), next);
  });
  return {
    router,
    close: async () => {
      const loaded = await board?.catch(() => undefined);
      await Promise.all((loaded?.queues ?? []).map((queue) => queue.close()));
    },
  };
}

interface LoadedBoard {
  handler: RequestHandler;
  queues: Array<TypedQueue<QueueName>>;
}

async function loadBoard(options: QueueBoardOptions): Promise<LoadedBoard> {
  const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
    import("@bull-board/api"),
    import("@bull-board/api/bullMQAdapter"),
    import("@bull-board/express"),
  ]);
  const queues = queueNames.map((name) => createQueue(name, options.connection, { prefix: options.prefix }));
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: queues.map(({ queue }) => new BullMQAdapter(queue)), serverAdapter });
  return { handler: serverAdapter.getRouter() as RequestHandler, queues };
}

function adminOnly(adminToken: string | undefined): RequestHandler {
  const matches = adminTokenMatcher(adminToken);
  return (req, res, next) => {
    if (matches(req.get("x-admin-token")) || matches(basicPassword(req.get("authorization")))) {
      next();
      return;
    }
    const body: ErrorBody = { errorCode: "UNAUTHORIZED", message: "Missing or invalid admin token.", status: 401 };
    res.set("WWW-Authenticate", 'Basic realm="CRM queues", charset="UTF-8"').status(401).json(body);
  };
}

function basicPassword(header: string | undefined): string | undefined {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon === -1 ? undefined : decoded.slice(colon + 1);
}
