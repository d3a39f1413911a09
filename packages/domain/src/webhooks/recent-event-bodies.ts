/** An event's webhook body (its UTF-8 bytes, as sent and signed) and type, as built once for all of its endpoints. */
export interface EventBody {
  type: string;
  body: Buffer;
}

/**
 * The bodies of the events this process fanned out or read lately, so the deliveries of an event
 * to its endpoints (and their retries) build and read it once. Bounded by the bytes held:
 * the oldest entries go first; a body not found here is read again (events are immutable).
 */
export function recentEventBodies(budgetBytes: number) {
  const kept = new Map<string, EventBody>();
  let held = 0;
  return {
    get: (key: string): EventBody | undefined => kept.get(key),
    set(key: string, value: EventBody): void {
      if (kept.has(key) || value.body.length > budgetBytes) return;
      kept.set(key, value);
      held += value.body.length;
      for (const [oldKey, old] of kept) {
        if (held <= budgetBytes) break;
        kept.delete(oldKey);
        held -= old.body.length;
      }
    },
  };
}
