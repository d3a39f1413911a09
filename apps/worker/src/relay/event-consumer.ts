import type { EventData, EventRecord, EventType } from "@crm/domain";
import type { OutboxConsumer } from "./outbox-relay";

/** An outbox event of one catalogued type: `data` typed by the domain's event catalogue. */
export type CataloguedEvent<T extends EventType> = EventRecord & { type: T; data: EventData<T> };

/** The outbox holds only what the domain's `uow.emit` accepted (a DomainEvent), so an event's type says the shape of its data. */
const isOfType = <T extends EventType>(event: EventRecord, type: T): event is CataloguedEvent<T> => event.type === type;

/**
 * An outbox consumer of one event type. `select` reads what the job needs from the typed event,
 * or undefined when this event needs no job; the relay then calls `enqueue` with it.
 */
export function eventConsumer<T extends EventType, S>(spec: {
  name: string;
  type: T;
  select(event: CataloguedEvent<T>): S | undefined;
  enqueue(selected: S, event: CataloguedEvent<T>, jobId: string): Promise<unknown>;
  /** See OutboxConsumer.coalesceKey. */
  coalesceKey?(selected: S): string;
}): OutboxConsumer {
  const selectFrom = (event: EventRecord) => (isOfType(event, spec.type) ? spec.select(event) : undefined);
  const { coalesceKey } = spec;
  return {
    name: spec.name,
    matches: (event) => selectFrom(event) !== undefined,
    async enqueue(event, jobId) {
      const selected = selectFrom(event);
      // The relay enqueues only the events this consumer matched.
      if (selected === undefined || !isOfType(event, spec.type)) return;
      await spec.enqueue(selected, event, jobId);
    },
    ...(coalesceKey
      ? {
          coalesceKey(event: EventRecord) {
            // Asked only for matched events; an unmatched one would be a group of its own.
            const selected = selectFrom(event);
            return selected === undefined ? event.id : coalesceKey(selected);
          },
        }
      : {}),
  };
}
