import type { Model } from "mongoose";
import type { EventDoc } from "../events/event.model";
import type { EventRecord } from "../events/event.record";
import { filterQuery, type WebhookFilter } from "./webhook-filter";

/**
 * A window of the change feed to deliver again to one endpoint, fixed when it is requested: the
 * types and filter the endpoint had then, and the feed's last position then (`untilSequence`), so
 * the count answered is the count delivered. `afterSequence` is also the cursor of the job walking it.
 */
export interface RecoveryWindow {
  projectId: string;
  webhookId: string;
  /** The `webhook.recovery` event's id: the delivery jobs' ids derive from it. */
  recoveryId: string;
  afterSequence: number;
  untilSequence: number;
  /** ISO time: only events created at or after it. */
  since?: string | undefined;
  events: string[];
  filter?: WebhookFilter | undefined;
}

/** The `data` of a `webhook.recovery` event. */
export type RecoveryEventData = Omit<RecoveryWindow, "projectId" | "webhookId" | "recoveryId"> & { id: string; count: number };

/** Events sent to one named webhook (or none), never by subscription: a recovery leaves them out. */
const TARGETED_TYPES = ["webhook.ping", "webhook.redelivery", "webhook.recovery"];

/** The events of a window, as a query on the events collection (indexed by project and sequence). */
export function recoveryQuery(window: Omit<RecoveryWindow, "recoveryId">): Record<string, unknown> {
  return {
    projectId: window.projectId,
    sequence: { $gt: window.afterSequence, $lte: window.untilSequence },
    ...(window.since !== undefined ? { createdAt: { $gte: new Date(window.since) } } : {}),
    type: window.events.includes("*") ? { $nin: TARGETED_TYPES } : { $in: window.events.filter((type) => !TARGETED_TYPES.includes(type)) },
    ...filterQuery(window.filter),
  };
}

/** Events of the window read per page by the recovery job. */
export const RECOVERY_PAGE_SIZE = 500;

/** The worker's side of a recovery: the window an event asks for, and its events page by page in sequence order. */
export function createWebhookRecovery(deps: { events: Model<EventDoc> }) {
  return {
    /** The window a `webhook.recovery` event asks for. */
    windowOf(event: EventRecord): RecoveryWindow {
      const { id, count: _count, ...rest } = event.data as RecoveryEventData;
      return { ...rest, projectId: event.projectId, webhookId: id, recoveryId: event.id };
    },

    /** The ids of the window's next events after its cursor, in sequence order, and the cursor after them. */
    async page(window: RecoveryWindow, limit = RECOVERY_PAGE_SIZE): Promise<{ eventIds: string[]; next: number; done: boolean }> {
      const docs = await deps.events
        .find(recoveryQuery(window), { _id: 1, sequence: 1 })
        .sort({ sequence: 1 })
        .limit(limit)
        .session(null)
        .lean<Array<Pick<EventDoc, "_id" | "sequence">>>();
      const next = docs.at(-1)?.sequence ?? window.untilSequence;
      return { eventIds: docs.map((doc) => doc._id), next, done: docs.length < limit };
    },
  };
}
export type WebhookRecovery = ReturnType<typeof createWebhookRecovery>;
