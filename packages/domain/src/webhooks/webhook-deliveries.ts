import type { mongo } from "mongoose";
import { allFulfilled, createBatcher } from "../core/batcher";
import { systemContext } from "../core/context";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import type { EventDoc } from "../events/event.model";
import type { EventRecord } from "../events/event.record";
import { MAX_LOGGED_ATTEMPTS, type DeliveryAttempt, type DeliveryStatus, type WebhookDeliveryDoc } from "./webhook-delivery.model";
import type { WebhookEndpoints } from "./webhook-endpoints";
import { afterDelivery, DEFAULT_DISABLE_AFTER_FAILED_DELIVERIES } from "./webhook-failures";
import { passesFilter } from "./webhook-filter";
import { standardSecretsOf } from "./webhook-signature";
import type { WebhookDoc } from "./webhook.model";
import { deliveryIdOf, webhookToRecord } from "./webhook.record";
import type { Models } from "../models";

/** One event to one endpoint: what the worker turns into a delivery job. */
export interface DeliveryTarget {
  projectId: string;
  webhookId: string;
  eventId: string;
}

/** Everything one attempt needs: where, the signing secret, and the body (the same bytes on every attempt). */
export interface PreparedDelivery extends DeliveryTarget {
  deliveryId: string;
  eventType: string;
  url: string;
  /** Keys `x-webhook-signature`. */
  secret: string;
  /** Key `webhook-signature`: the current secret, then the previous one during the 24 h after a rotation. */
  standardSecrets: string[];
  body: string;
}

export interface AttemptOutcome {
  attempt: DeliveryAttempt;
  ok: boolean;
  /** No retry follows (the last attempt, or a refusal retrying cannot fix). */
  final: boolean;
  /** The receiver answered 410 Gone: the endpoint is disabled at once. */
  gone?: boolean;
}

/** `disabledReason` of an endpoint whose receiver answered 410 Gone. */
export const GONE_REASON = "GONE";

export interface WebhookDeliveryDeps {
  models: Pick<Models, "webhooks" | "webhookDeliveries" | "events">;
  /** The endpoints as the worker keeps them (webhook-endpoints.ts). */
  endpoints: WebhookEndpoints;
  inTransaction: InTransaction;
  retentionMs: number;
  disableAfterFailedDeliveries?: number;
}

/** The webhook body: the event's envelope, without the actor (receivers get who changed what from the records). */
const bodyOf = (event: EventDoc): string =>
  JSON.stringify({
    id: event._id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    projectId: event.projectId,
    sequence: event.sequence,
    data: event.data,
  });

const matches = (webhook: Pick<WebhookDoc, "events">, type: string) => webhook.events.includes("*") || webhook.events.includes(type);

interface LoggedAttempt {
  prepared: PreparedDelivery;
  outcome: AttemptOutcome;
}

const statusOf = (outcome: AttemptOutcome): DeliveryStatus => (outcome.ok ? "SUCCEEDED" : outcome.final ? "FAILED" : "PENDING");

/**
 * The domain steps of webhook delivery, run by the worker under the system context: which
 * endpoints an event goes to, what to send, and what an attempt did (the delivery log, the
 * run of failures and automatic disabling).
 *
 * Attempts run many at once, so their reads and writes are batched (core/batcher.ts): the events
 * of concurrent attempts are read in one query, their log entries written in one bulk write, and
 * endpoints come from the worker's cache. An attempt still resolves only once its own write is
 * acknowledged, so nothing is reported done before it is stored.
 */
export function createWebhookDeliveries(deps: WebhookDeliveryDeps) {
  const { webhooks, webhookDeliveries: deliveries, events } = deps.models;
  const { inTransaction } = deps;
  // The driver's collections, typed with our string ids (mongoose types them with ObjectIds).
  const deliveryLog = deliveries.collection as unknown as mongo.Collection<WebhookDeliveryDoc>;
  const webhookCounters = webhooks.collection as unknown as mongo.Collection<WebhookDoc>;
  const disableAfter = deps.disableAfterFailedDeliveries ?? DEFAULT_DISABLE_AFTER_FAILED_DELIVERIES;

  /**
   * The enabled endpoints of a project as stored now (not cached: an endpoint created just before
   * an event must get it). The relay fans out a batch of events at once: one query per project.
   */
  const enabledEndpoints = createBatcher(async (projectIds: string[]) => {
    const found = new Map(
      await Promise.all(
        [...new Set(projectIds)].map(
          async (projectId) =>
            [
              projectId,
              await webhooks
                .find({ projectId, enabled: true }, { _id: 1, events: 1, filter: 1 })
                .session(null)
                .lean<Array<Pick<WebhookDoc, "_id" | "events" | "filter">>>(),
            ] as const,
        ),
      ),
    );
    return allFulfilled(projectIds.map((projectId) => found.get(projectId) ?? []));
  });

  /** Events are immutable: the body is built once per event, whatever the number of its endpoints. */
  const eventBody = createBatcher(async (targets: DeliveryTarget[]) => {
    const byProject = new Map<string, string[]>();
    for (const { projectId, eventId } of targets) {
      const ids = byProject.get(projectId);
      if (ids) ids.push(eventId);
      else byProject.set(projectId, [eventId]);
    }
    const bodies = new Map<string, { type: string; body: string }>();
    await Promise.all(
      [...byProject].map(async ([projectId, ids]) => {
        const found = await events
          .find({ projectId, _id: { $in: [...new Set(ids)] } })
          .session(null)
          .lean<EventDoc[]>();
        for (const event of found) bodies.set(`${projectId}:${event._id}`, { type: event.type, body: bodyOf(event) });
      }),
    );
    return allFulfilled(targets.map((target) => bodies.get(`${target.projectId}:${target.eventId}`) ?? null));
  });

  /**
   * One bulk write of the log entries of concurrent attempts, through the driver: mongoose's
   * casting of each update cost more than the write. The successes end their endpoints' runs of
   * failures in a second bulk write (a no-op for an endpoint whose run is already 0).
   */
  const logAttempts = createBatcher(async (logged: LoggedAttempt[]) => {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + deps.retentionMs);
    const entries = logged.map(({ prepared, outcome }): mongo.AnyBulkWriteOperation<WebhookDeliveryDoc> => ({
      updateOne: {
        filter: { _id: prepared.deliveryId, projectId: prepared.projectId },
        update: {
          $push: { attempts: { $each: [outcome.attempt], $slice: -MAX_LOGGED_ATTEMPTS } },
          $inc: { attemptCount: 1 },
          $set: { status: statusOf(outcome), updatedAt: now },
          $setOnInsert: {
            webhookId: prepared.webhookId,
            eventId: prepared.eventId,
            eventType: prepared.eventType,
            expiresAt,
            createdAt: now,
          },
        },
        upsert: true,
      },
    }));
    const succeeded = new Map(logged.filter(({ outcome }) => outcome.ok).map(({ prepared }) => [prepared.webhookId, prepared.projectId]));
    const resets = [...succeeded].map(([webhookId, projectId]) => ({
      updateOne: { filter: { _id: webhookId, projectId, failedDeliveries: { $gt: 0 } }, update: { $set: { failedDeliveries: 0 } } },
    }));
    const [written, reset] = await Promise.allSettled([
      deliveryLog.bulkWrite(entries, { ordered: false, ignoreUndefined: true }),
      resets.length > 0 ? webhookCounters.bulkWrite(resets, { ordered: false }) : Promise.resolve(),
    ]);
    // As when the log write fails: the batch's attempts run again (at least once) rather than leave a run of failures standing.
    if (reset.status === "rejected") throw reset.reason;
    if (written.status === "fulfilled") return allFulfilled(logged.map(() => undefined));
    // An unordered bulk write applies what it can: only the entries it names as failed fail.
    const failedAt = new Set(((written.reason as { writeErrors?: Array<{ index: number }> }).writeErrors ?? []).map((e) => e.index));
    if (failedAt.size === 0) throw written.reason;
    return logged.map((_, i): PromiseSettledResult<undefined> =>
      failedAt.has(i) ? { status: "rejected", reason: written.reason } : { status: "fulfilled", value: undefined },
    );
  });

  /** Disables an enabled endpoint (only once) with its `webhook.updated` and `webhook.disabled` events. */
  async function disable(uow: UnitOfWork, webhook: Pick<WebhookDoc, "_id" | "projectId">, reason: string) {
    const after = await webhooks
      .findOneAndUpdate(
        { _id: webhook._id, projectId: webhook.projectId, enabled: true },
        { $set: { enabled: false, disabledReason: reason } },
        { returnDocument: "after" },
      )
      .lean<WebhookDoc>();
    if (!after) return;
    const record = webhookToRecord(after);
    uow.emit({ type: "webhook.updated", data: { id: after._id, changes: ["enabled", "disabledReason"], record } });
    uow.emit({ type: "webhook.disabled", data: { id: after._id, reason, record } });
  }

  async function extendFailureRun(prepared: PreparedDelivery): Promise<void> {
    const ctx = systemContext(prepared.projectId);
    await inTransaction(ctx, async (uow) => {
      const webhook = await webhooks
        .findOneAndUpdate(
          { _id: prepared.webhookId, projectId: prepared.projectId },
          { $inc: { failedDeliveries: 1 } },
          { returnDocument: "before" },
        )
        .lean<WebhookDoc>();
      if (!webhook) return;
      const next = afterDelivery(webhook, "FAILED", disableAfter);
      if (next.disable) await disable(uow, webhook, `${next.failedDeliveries} deliveries in a row failed after every retry.`);
    });
  }

  return {
    /**
     * The endpoints an event goes to: the project's enabled webhooks subscribed to its type whose filter it passes;
     * a ping goes to its webhook only; a redelivery sends its original event to its webhook.
     */
    async targetsOf(event: EventRecord): Promise<DeliveryTarget[]> {
      const { projectId } = event;
      if (event.type === "webhook.redelivery") {
        const data = event.data as { id: string; eventId: string };
        return [{ projectId, webhookId: data.id, eventId: data.eventId }];
      }
      // A recovery is walked by its own job (webhook-recovery.ts).
      if (event.type === "webhook.recovery") return [];
      if (event.type === "webhook.ping") return [{ projectId, webhookId: (event.data as { id: string }).id, eventId: event.id }];
      const enabled = await enabledEndpoints(projectId);
      return enabled
        .filter((webhook) => matches(webhook, event.type) && passesFilter(webhook.filter, event))
        .map((webhook) => ({ projectId, webhookId: webhook._id, eventId: event.id }));
    },

    /** What to send, or null when there is nothing to do any more (endpoint deleted or disabled, event expired). */
    async prepare(target: DeliveryTarget): Promise<PreparedDelivery | null> {
      const [endpoints, event] = await Promise.all([deps.endpoints.get(target.projectId), eventBody(target)]);
      const webhook = endpoints.get(target.webhookId);
      if (!webhook || !event) return null;
      if (!webhook.enabled && event.type !== "webhook.ping") return null;
      return {
        ...target,
        deliveryId: deliveryIdOf(target.eventId, webhook._id),
        eventType: event.type,
        url: webhook.url,
        secret: webhook.secret,
        standardSecrets: standardSecretsOf(webhook),
        body: event.body,
      };
    },

    /**
     * Nothing will be sent (the endpoint was disabled or deleted): a delivery left waiting for its
     * next attempt is closed as FAILED, so its log is final and a manual retry can send it later.
     */
    async abandon(target: DeliveryTarget): Promise<void> {
      await deliveries.updateOne(
        { _id: deliveryIdOf(target.eventId, target.webhookId), projectId: target.projectId, status: "PENDING" },
        { $set: { status: "FAILED" } },
      );
    },

    /**
     * Logs one attempt; a 410 Gone disables the endpoint at once; another final outcome ends or
     * extends the endpoint's run of failures (which may disable it).
     */
    async record(prepared: PreparedDelivery, outcome: AttemptOutcome): Promise<void> {
      await logAttempts({ prepared, outcome });
      if (outcome.gone)
        await inTransaction(systemContext(prepared.projectId), (uow) =>
          disable(uow, { _id: prepared.webhookId, projectId: prepared.projectId }, GONE_REASON),
        );
      else if (!outcome.ok && outcome.final) await extendFailureRun(prepared);
    },
  };
}
export type WebhookDeliveries = ReturnType<typeof createWebhookDeliveries>;
