import { RateLimitedError } from "./errors";

/** How many long-lived holds (live subscriptions, streaming exports) one API process allows at once. */
export interface ConcurrencyLimits {
  /** Per API key. */
  perKey: number;
  /** For the whole process, every key together. */
  perProcess: number;
}

/**
 * Slots counted per API key and per process, for what holds a cursor or a socket for as long as
 * its client wants: `acquire` throws 429 `RATE_LIMITED` (with `Retry-After`) when a cap is
 * reached, before anything is held; the release it returns frees the slot once, however often it
 * is called. In-process counts: each API process guards its own memory and cursors.
 */
export function concurrencySlots(limits: ConcurrencyLimits, refusal: { perKey: string; perProcess: string }) {
  const byKey = new Map<string, number>();
  let total = 0;

  return {
    acquire(key: string): () => void {
      const held = byKey.get(key) ?? 0;
      if (held >= limits.perKey) throw new RateLimitedError(1, limits.perKey, 0, refusal.perKey);
      if (total >= limits.perProcess) throw new RateLimitedError(1, limits.perProcess, 0, refusal.perProcess);
      byKey.set(key, held + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byKey.get(key) ?? 1) - 1;
        if (left > 0) byKey.set(key, left);
        else byKey.delete(key);
      };
    },
  };
}

/** A stream's items that give their slot back when read to the end, failed, or closed early by the consumer. */
export function releasingWhenDone<T>(items: AsyncIterable<T>, release: () => void): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const inner = items[Symbol.asyncIterator]();
      return {
        async next() {
          try {
            const step = await inner.next();
            if (step.done) release();
            return step;
          } catch (error) {
            release();
            throw error;
          }
        },
        async return(value?: unknown) {
          release();
          return inner.return ? inner.return(value) : { done: true as const, value: undefined };
        },
      };
    },
  };
}
