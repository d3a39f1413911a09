import type { Model } from "mongoose";
import { systemContext } from "../core/context";
import type { InTransaction } from "../core/unit-of-work";
import type { EventDoc } from "../events/event.model";
import type { EventRecord } from "../events/event.record";
import { MAX_LOGGED_ATTEMPTS, type DeliveryAttempt, type WebhookDeliveryDoc } from "./webhook-delivery.model";
import { afterDelivery, DEFAULT_DISABLE_AFTER_FAILED_DELIVERIES } from "./webhook-failures";
import type { WebhookDoc } from "./webhook.model";
import { deliveryIdOf, webhookToRecord } from "./webhook.record";

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
  secret: string;
  body: string;
  /** The endpoint's current run of failed deliveries (a success only writes when it is not 0). */
  failedDeliveries: number;
}

export interface AttemptOutcome {
  attempt: DeliveryAttempt;
  ok: boolean;
  /** No retry follows (the last attempt, or a refusal retrying cannot fix). */
  final: boolean;
}

export interface WebhookDeliveryDeps {
  webhooks: Model<WebhookDoc>;
  deliveries: Model<WebhookDeliveryDoc>;
  events: Model<EventDoc>;
  inTransaction: InTransaction;
  retentionMs: number;
  disableAfterFailedDeliveries?: number;
}

/** The webhook body: the event's envelope, without the actor (receivers get who changed what from the records). */
const bodyOf = (event: EventDoc): string =>
  JSON.stringify({ id: event._id, type: event.type, createdAt: event.createdAt.toISOString(), projectId: event.projectId, sequence: event.sequence, data: event.data });

const matches = (webhook: Pick<WebhookDoc, "events">, type: string) => webhook.events.includes("*") || webhook.events.includes(type);

/**
 * The domain steps of webhook delivery, run by the worker under the system context: which
 * endpoints an event goes to, what to send, and what an attempt did (the delivery log, the
 * run of failures and automatic disabling).
 */
export function createWebhookDeliveries(deps: WebhookDeliveryDeps) {
  const { webhooks, deliveries, events, inTransaction } = deps;
  const disableAfter = deps.disableAfterFailedDeliveries ?? DEFAULT_DISABLE_AFTER_FAILED_DELIVERIES;

  async function endFailureRun(prepared: PreparedDelivery, outcome: "SUCCEEDED" | "FAILED"): Promise<void> {
    if (outcome === "SUCCEEDED") {
      if (prepared.failedDeliveries > 0) await webhooks.updateOne({ _id: prepared.webhookId, projectId: prepared.projectId }, { $set: { failedDeliveries: 0 } });
      return;
    }
    const ctx = systemContext(prepared.projectId);
    await inTransaction(ctx, async (uow) => {
      const webhook = await webhooks
        .findOneAndUpdate({ _id: prepared.webhookId, projectId: prepared.projectId }, { $inc: { failedDeliveries: 1 } }, { returnDocument: "before" })
        .lean<WebhookDoc>();
      if (!webhook) return;
      const next = afterDelivery(webhook, "FAILED", disableAfter);
      if (!next.disable) return;
      const reason = `${next.failedDeliveries} deliveries in a row failed after every retry.`;
      const after = await webhooks
        .findOneAndUpdate({ _id: webhook._id, projectId: webhook.projectId, enabled: true }, { $set: { enabled: false, disabledReason: reason } }, { returnDocument: "after" })
        .lean<WebhookDoc>();
      if (!after) return;
      const record = webhookToRecord(after);
      uow.emit({ type: "webhook.updated", data: { id: after._id, changes: ["enabled", "disabledReason"], record } });
      uow.emit({ type: "webhook.disabled", data: { id: after._id, reason, record } });
    });
  }

  return {
    /**
     * The endpoints an event goes to: the project's enabled webhooks subscribed to its type;
     * a ping goes to its webhook only; a redelivery sends its original event to its webhook.
     */
    async targetsOf(event: EventRecord): Promise<DeliveryTarget[]> {
      const { projectId } = event;
      if (event.type === "webhook.redelivery") {
        const data = event.data as { id: string; eventId: string };
        return [{ projectId, webhookId: data.id, eventId: data.eventId }];
      }
      if (event.type === "webhook.ping") return [{ projectId, webhookId: (event.data as { id: string }).id, eventId: event.id }];
      const enabled = await webhooks.find({ projectId, enabled: true }, { _id: 1, events: 1 }).lean<Array<Pick<WebhookDoc, "_id" | "events">>>();
      return enabled.filter((webhook) => matches(webhook, event.type)).map((webhook) => ({ projectId, webhookId: webhook._id, eventId: event.id }));
    },

    /** What to send, or null when there is nothing to do any more (endpoint deleted or disabled, event expired). */
    async prepare(target: DeliveryTarget): Promise<PreparedDelivery | null> {
      const [webhook, event] = await Promise.all([
        webhooks.findOne({ _id: target.webhookId, projectId: target.projectId }).lean<WebhookDoc>(),
        events.findOne({ _id: target.eventId, projectId: target.projectId }).lean<EventDoc>(),
      ]);
      if (!webhook || !event) return null;
      if (!webhook.enabled && event.type !== "webhook.ping") return null;
      return {
        ...target,
        deliveryId: deliveryIdOf(event._id, webhook._id),
        eventType: event.type,
        url: webhook.url,
        secret: webhook.secret,
        body: bodyOf(event),
        failedDeliveries: webhook.failedDeliveries ?? 0,
      };
    },

    /**
     * Nothing will be sent (the endpoint was disabled or deleted): a delivery left waiting for its
     * next attempt is closed as FAILED, so its log is final and a manual retry can send it later.
     */
    async abandon(target: DeliveryTarget): Promise<void> {
      await deliveries.updateOne({ _id: deliveryIdOf(target.eventId, target.webhookId), projectId: target.projectId, status: "PENDING" }, { $set: { status: "FAILED" } });
    },

    /** Logs one attempt; a final outcome ends or extends the endpoint's run of failures (which may disable it). */
    async record(prepared: PreparedDelivery, outcome: AttemptOutcome): Promise<void> {
      const status = outcome.ok ? "SUCCEEDED" : outcome.final ? "FAILED" : "PENDING";
      await deliveries.updateOne(
        { _id: prepared.deliveryId, projectId: prepared.projectId },
        {
          $push: { attempts: { $each: [outcome.attempt], $slice: -MAX_LOGGED_ATTEMPTS } },
          $inc: { attemptCount: 1 },
          $set: { status },
          $setOnInsert: {
            webhookId: prepared.webhookId,
            eventId: prepared.eventId,
            eventType: prepared.eventType,
            expiresAt: new Date(Date.now() + deps.retentionMs),
          },
        },
        { upsert: true },
      );
      if (outcome.ok || outcome.final) await endFailureRun(prepared, outcome.ok ? "SUCCEEDED" : "FAILED");
    },
  };
}
export type WebhookDeliveries = ReturnType<typeof createWebhookDeliveries>;
