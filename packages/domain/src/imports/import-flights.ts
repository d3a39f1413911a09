/**
 * Chunks of a create import written at once: the worker builds one chunk's records while the
 * database writes another's, instead of the two taking turns (docs/import-export.md). Measured at
 * 100,000 contacts: 2 left the engine idle a quarter of the time (35-40 s), 3 and 4 took 29-30 s.
 */
export const IMPORT_CHUNKS_IN_FLIGHT = 3;

interface Flight {
  keys: ReadonlySet<string>;
  landed: Promise<void>;
}

const shares = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const key of small) if (large.has(key)) return true;
  return false;
};

/**
 * Starts writes in the order they are added, with at most `limit` in flight. A write whose keys
 * meet those of one in flight (a contact both would create, a unique value both would claim)
 * starts only after it has landed, so the earlier row of the file wins as it would one chunk at a
 * time. After a write fails, no other starts: the next `add`, or `drain`, waits for the writes in
 * flight to settle and throws the first failure, so nothing of the run is still writing when it ends.
 */
export function importFlights(limit: number) {
  const flying: Flight[] = [];
  let failure: { error: unknown } | undefined;

  async function drain(): Promise<void> {
    while (flying.length > 0) await flying[0]!.landed;
    if (failure) throw failure.error;
  }

  async function add(keys: ReadonlySet<string>, write: () => Promise<void>): Promise<void> {
    for (const flight of [...flying]) if (shares(flight.keys, keys)) await flight.landed;
    while (flying.length >= limit) await flying[0]!.landed;
    if (failure) return drain();
    const flight: Flight = {
      keys,
      landed: write()
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => flying.splice(flying.indexOf(flight), 1)),
    };
    flying.push(flight);
  }

  return { add, drain };
}
