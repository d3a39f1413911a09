/** An event's webhook body and type, as built once for all of its endpoints. */
export interface EventBody {
  type: string;
  body: string;
}

/**
 * The bodies of the events this process fanned out or read lately, so the deliveries of an event
 * to its endpoints (and their retries) build and read it once. Bounded by the characters held:
 * the oldest entries go first; a body not found here is read again (events are immutable).
 */
export function recentEventBodies(budgetChars: number) {
  const kept = new Map<string, EventBody>();
  let held = 0;
  return {
    get: (key: string): EventBody | undefined => kept.get(key),
    set(key: string, value: EventBody): void {
      if (kept.has(key) || value.body.length > budgetChars) return;
      kept.set(key, value);
      held += value.body.length;
      for (const [oldKey, old] of kept) {
        if (held <= budgetChars) break;
        kept.delete(oldKey);
        held -= old.body.length;
      }
    },
  };
}
