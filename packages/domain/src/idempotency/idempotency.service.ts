import { createHash } from "node:crypto";
import { requireScope, type Context } from "../core/context";
import { AppError, isDuplicateKey, unprocessable, validationError } from "../core/errors";
import type { IdempotencyKeyDoc } from "./idempotency-key.model";
import type { Models } from "../models";

export interface IdempotencyOptions {
  /** How long a key answers with its first response; default 24 h. */
  ttlMs?: number;
  /** How long a first request may run before a retry may take the key over (it crashed); default 60 s. */
  leaseMs?: number;
}

export interface IdempotencyServiceDeps extends IdempotencyOptions {
  models: Pick<Models, "idempotencyKeys">;
}

/** The request a key was first used for: method, path and body, hashed by the adapter. */
export interface IdempotentRequest {
  key: string;
  fingerprint: string;
}

export type IdempotencyBegin = { replay: false } | { replay: true; status: number; body?: unknown };

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The stable fingerprint of a request: adapters pass the method, the path with its query, and the parsed body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return sha256(JSON.stringify([method.toUpperCase(), path, canonical(body)]));
}

/** Key order does not make two bodies different. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * Idempotency-Key (Stripe's rules): per project, API key and Idempotency-Key, the first request's
 * response is kept for 24 h and replayed to a repeat with the same fingerprint; another request
 * under the same key is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first still runs is 409
 * IDEMPOTENCY_KEY_IN_USE. Stored in MongoDB next to the records (no second store to keep
 * available); the unique `_id` settles concurrent first uses.
 *
 * A stored answer may hold what only its caller may see (a webhook's signing secret is shown once,
 * in the create answer): another API key repeating the same Idempotency-Key makes its own request,
 * and the caller is authorised before anything is claimed or replayed.
 */
export function createIdempotencyService({ models: { idempotencyKeys: keys }, ...options }: IdempotencyServiceDeps) {
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  // Keys without an API key (system contexts) share one namespace per project.
  const idOf = (ctx: Context, key: string) => `${ctx.projectId}:${ctx.keyId ?? ""}:${sha256(key)}`;

  function checkKey(key: string): void {
    if (!KEY_PATTERN.test(key)) {
      throw validationError("The Idempotency-Key header is invalid.", [
        { field: "Idempotency-Key", code: "invalid_idempotency_key", message: "1 to 255 printable ASCII characters, no spaces." },
      ]);
    }
  }

  function answerExisting(existing: IdempotencyKeyDoc, request: IdempotentRequest): IdempotencyBegin {
    if (existing.fingerprint !== request.fingerprint) {
      throw unprocessable(
        "IDEMPOTENCY_KEY_REUSED",
        "This Idempotency-Key was used for another request (method, path or body) in the last 24 hours.",
      );
    }
    if (existing.state === "DONE" && existing.response) {
      return existing.response.body === undefined
        ? { replay: true, status: existing.response.status }
        : { replay: true, status: existing.response.status, body: existing.response.body };
    }
    throw new AppError("IDEMPOTENCY_KEY_IN_USE", 409, "A request with this Idempotency-Key is still being processed; retry later.");
  }

  /** Claims the key for this request, or answers how to respond instead (replay, 409, 422). */
  async function begin(ctx: Context, request: IdempotentRequest, tries = 0): Promise<IdempotencyBegin> {
    // Only writes take an Idempotency-Key (every POST of /v1): a key without the scope learns nothing from a replay.
    requireScope(ctx, "write");
    checkKey(request.key);
    const _id = idOf(ctx, request.key);
    const now = new Date();
    const claim = {
      projectId: ctx.projectId,
      ...(ctx.keyId !== undefined ? { keyId: ctx.keyId } : {}),
      fingerprint: request.fingerprint,
      state: "IN_FLIGHT" as const,
      leaseUntil: new Date(now.getTime() + leaseMs),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    };
    try {
      await keys.create({ _id, ...claim });
      return { replay: false };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    // Taken: a first request that crashed (its lease is over) may be taken over by its retry.
    const takenOver = await keys
      .findOneAndUpdate({ _id, state: "IN_FLIGHT", leaseUntil: { $lt: now }, fingerprint: request.fingerprint }, { $set: claim })
      .lean<IdempotencyKeyDoc>();
    if (takenOver) return { replay: false };
    const existing = await keys.findOne({ _id }).lean<IdempotencyKeyDoc>();
    // Gone meanwhile (released, or expired and not yet swept by the TTL monitor): claim it afresh.
    if ((!existing || existing.expiresAt < now) && tries < 3) {
      await keys.deleteOne({ _id, expiresAt: { $lt: now } });
      return begin(ctx, request, tries + 1);
    }
    if (!existing)
      throw new AppError("IDEMPOTENCY_KEY_IN_USE", 409, "A request with this Idempotency-Key is still being processed; retry later.");
    return answerExisting(existing, request);
  }

  return {
    begin,

    /** Stores the response the key replays from now on. */
    async complete(ctx: Context, key: string, response: { status: number; body?: unknown }): Promise<void> {
      await keys.updateOne({ _id: idOf(ctx, key), state: "IN_FLIGHT" }, { $set: { state: "DONE", response } });
    },

    /** Frees the key after a failure worth retrying (5xx), so the retry runs instead of replaying it. */
    async release(ctx: Context, key: string): Promise<void> {
      await keys.deleteOne({ _id: idOf(ctx, key), state: "IN_FLIGHT" });
    },
  };
}
export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
