/**
 * Runs the functions given the same key one after another, in this process (other keys run
 * freely). For writes that would conflict anyway: concurrent transactions taking one chat's
 * sequence number fail each other with WriteConflict and retry whole, so n of them cost about
 * n²/2 attempts; queued here they cost n. Writers in other processes still conflict and retry,
 * which keeps this an optimisation, never a correctness rule.
 */
export function createKeyedSerial() {
  const tails = new Map<string, Promise<unknown>>();
  return function serially<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const run = (tails.get(key) ?? Promise.resolve()).then(fn, fn);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
