/**
 * Runs one call of `flush` for every call made while the previous flush ran (at most `maxBatch`
 * at once), so that N concurrent callers cost one round trip instead of N. An idle caller waits
 * only for the end of the current turn of the event loop; under load batches grow by themselves.
 * `flush` answers each input in order; if it throws, every caller of that batch gets the error.
 */
export function createBatcher<I, O>(
  flush: (inputs: I[]) => Promise<Array<PromiseSettledResult<O>>>,
  options: { maxBatch?: number } = {},
): (input: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 500;
  interface Waiting {
    input: I;
    resolve(value: O): void;
    reject(error: unknown): void;
  }
  let queue: Waiting[] = [];
  let flushing = false;

  async function run(): Promise<void> {
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    try {
      const results = await flush(batch.map((waiting) => waiting.input));
      batch.forEach((waiting, i) => {
        const result = results[i];
        if (result?.status === "fulfilled") waiting.resolve(result.value);
        else waiting.reject(result ? result.reason : new Error("The batch gave no answer for this input."));
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      flushing = false;
      schedule();
    }
  }

  function schedule(): void {
    if (flushing || queue.length === 0) return;
    flushing = true;
    // After the current I/O callbacks, so the callers woken by the same network read join one batch.
    setImmediate(() => void run());
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}

/** `flush` answers for the common case where every input of a batch succeeds or fails together. */
export const allFulfilled = <O>(values: readonly O[]): Array<PromiseSettledResult<O>> =>
  values.map((value) => ({ status: "fulfilled", value }));
