/**
 * `maxTimeMS`: the deadline of the command running now. Query execution is synchronous (one
 * command at a time on the event loop), so a module-level deadline set around it is exact;
 * long loops and `$where` call `checkDeadline`, which fails with MongoDB's 50 MaxTimeMSExpired.
 */
import { MongoServerError } from "../errors.js";

let current = Infinity;

export function maxTimeExpired(): MongoServerError {
  return new MongoServerError(50, "operation exceeded time limit");
}

/** Milliseconds left (Infinity without a deadline). */
export function timeLeft(): number {
  return current === Infinity ? Infinity : current - Date.now();
}

export function checkDeadline(): void {
  if (current !== Infinity && Date.now() > current) throw maxTimeExpired();
}

/** Runs `fn` under `maxTimeMS` (0 or undefined: no limit). */
export function withDeadline<T>(maxTimeMS: unknown, fn: () => T): T {
  const ms = Number(maxTimeMS ?? 0);
  if (!Number.isFinite(ms) || ms < 0) throw new MongoServerError(2, "maxTimeMS must be a non-negative integer");
  if (ms === 0) return fn();
  const outer = current;
  current = Math.min(outer, Date.now() + ms);
  try {
    const out = fn();
    checkDeadline();
    return out;
  } finally {
    current = outer;
  }
}
