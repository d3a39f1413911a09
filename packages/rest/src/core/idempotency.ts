import { requestFingerprint, type Context, type IdempotencyService } from "@crm/domain";
import { toErrorBody, toHttpError } from "./http-errors";
import { headerOf, type HttpRequest } from "./http-types";
import type { DownloadBody } from "./download";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** The answer of a route: a status and, unless 204, a JSON body, or a file to stream (GET routes only, never stored). */
export interface RouteAnswer {
  status: number;
  body?: unknown;
  download?: DownloadBody;
}

/**
 * Maps the Idempotency-Key header onto the domain's rule: without the header the route just
 * runs; with it, the domain either lets the request run (and keeps its answer: successes and
 * 4xx errors, not 5xx, which the client should retry) or gives the answer to replay.
 */
export async function runIdempotent(
  idempotency: Pick<IdempotencyService, "begin" | "complete" | "release">,
  ctx: Context,
  req: HttpRequest,
  body: unknown,
  run: () => Promise<RouteAnswer>,
): Promise<RouteAnswer & { replayed?: boolean }> {
  const key = headerOf(req, IDEMPOTENCY_HEADER);
  if (key === undefined) return run();
  const begun = await idempotency.begin(ctx, { key, fingerprint: requestFingerprint(req.method ?? "", req.url ?? "", body) });
  if (begun.replay) return { status: begun.status, body: begun.body, replayed: true };
  let answer: RouteAnswer;
  try {
    answer = await run();
  } catch (error) {
    const { error: mapped } = toHttpError(error, 0);
    if (mapped.status >= 500) await idempotency.release(ctx, key);
    else await idempotency.complete(ctx, key, { status: mapped.status, body: toErrorBody(mapped) });
    throw error;
  }
  await idempotency.complete(ctx, key, answer);
  return answer;
}
