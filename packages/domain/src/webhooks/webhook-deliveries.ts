import type { mongo } from "mongoose";
import { allFulfilled, createBatcher } from "../core/batcher";
import { systemContext } from "../core/context";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import type { EventDoc } from "../events/event.model";
import { toEventRecord, type EventRecord } from "../events/event.record";
import { MAX_LOGGED_ATTEMPTS, type DeliveryAttempt, type DeliveryStatus, type WebhookDeliveryDoc } from "./webhook-delivery.model";
import { changesEndpoints, FANOUT_SLACK_MS, type WebhookEndpoint, type WebhookEndpoints } from "./webhook-endpoints";
import { recentEventBodies, type EventBody } from "./recent-event-bodies";
import { afterDelivery, DEFAULT_DISABLE_AFTER_FAILED_DELIVERIES } from "./webhook-failures";
import { passesFilter } from "./webhook-filter";
import { signingKeysOf, standardSecretsOf, type SigningKeys, type WebhookKey } from "./webhook-signature";
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
  secret: WebhookKey;
  /** Key `webhook-signature`: the current secret, then the previous one during the 24 h after a rotation. */
  standardSecrets: WebhookKey[];
  /** The UTF-8 bytes sent and signed, shared by the event's deliveries to all of its endpoints. */
  body: Buffer;
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

/**
 * The webhook body: the event's envelope, without the actor (receivers get who changed what from
 * the records). The same bytes from the relayed record as from the stored event.
 */
const bodyOf = (event: EventRecord): Buffer =>
  Buffer.from(
    JSON.stringify({
      id: event.id,
      type: event.type,
      createdAt: event.createdAt,
      projectId: event.projectId,
      sequence: event.sequence,
      data: event.data,
    }),
  );

/** Events meant for one webhook (or walked by their own job): never fanned out over the project's endpoints. */
const SENT_TO_ONE_WEBHOOK = new Set(["webhook.redelivery", "webhook.recovery", "webhook.ping"]);

const matches = (webhook: Pick<WebhookDoc, "events">, type: string) => webhook.events.includes("*") || webhook.events.includes(type);

/** Bodies kept between the fan-out of an event and its deliveries (and their retries), in bytes. */
const RECENT_BODIES_BUDGET = 16 * 1024 * 1024;

export interface LoggedAttempt {
  prepared: PreparedDelivery;
  outcome: AttemptOutcome;
}

const statusOf = (outcome: AttemptOutcome): DeliveryStatus => (outcome.ok ? "SUCCEEDED" : outcome.final ? "FAILED" : "PENDING");

/**
 * The domain steps of webhook delivery, run by the worker under the system context: which
 * endpoints an event goes to, what to send, and what an attempt did (the delivery log, the
 * run of failures and automatic disabling).
 *
 * Attempts run many at once, so their reads and writes are batched (core/batcher.ts): endpoints
 * come from the worker's cache (fan-out and attempts alike), with each endpoint's signing keys
 * derived once; an event's body is built once, when the relay fans it out in this process (else the
 * events of concurrent attempts are read in one query), for all its endpoints; the log entries of
 * concurrent attempts are written in one bulk write. An attempt still resolves only once its own
 * write is acknowledged, so nothing is reported done before it is stored.
 */
export function createWebhookDeliveries(deps: WebhookDeliveryDeps) {
  const { webhooks, webhookDeliveries: deliveries, events } = deps.models;
  const { inTransaction } = deps;
  // The driver's collections, typed with our string ids (mongoose types them with ObjectIds).
  const deliveryLog = deliveries.collection as unknown as mongo.Collection<WebhookDeliveryDoc>;
  const eventLog = events.collection as unknown as mongo.Collection<EventDoc>;
  const webhookCounters = webhooks.collection as unknown as mongo.Collection<WebhookDoc>;
  const disableAfter = deps.disableAfterFailedDeliveries ?? DEFAULT_DISABLE_AFTER_FAILED_DELIVERIES;

  /** Events are immutable: the body is built once per event, whatever the number of its endpoints. */
  const bodies = recentEventBodies(RECENT_BODIES_BUDGET);
  const bodyKey = (projectId: string, eventId: string) => `${projectId}:${eventId}`;
  /** The bodies of events not fanned out in this process lately (another worker's relay, a retry hours later, a redelivery). */
  const readBodies = createBatcher(async (targets: Array<Pick<DeliveryTarget, "projectId" | "eventId">>) => {
    const byProject = new Map<string, string[]>();
    for (const { projectId, eventId } of targets) {
      const ids = byProject.get(projectId);
      if (ids) ids.push(eventId);
      else byProject.set(projectId, [eventId]);
    }
    // Through the driver: mongoose's query building cost more than the read.
    await Promise.all(
      [...byProject].map(async ([projectId, ids]) => {
        const found = await eventLog.find({ projectId, _id: { $in: [...new Set(ids)] } }).toArray();
        for (const event of found) bodies.set(bodyKey(projectId, event._id), { type: event.type, body: bodyOf(toEventRecord(event)) });
      }),
    );
    return allFulfilled(targets.map((target) => bodies.get(bodyKey(target.projectId, target.eventId)) ?? null));
  });
  /** The bodies of a project's events, in order (null for an expired event): from memory, else read (one query for all). */
  const eventBodies = async (projectId: string, eventIds: readonly string[]): Promise<Array<EventBody | null>> => {
    const kept = eventIds.map((eventId) => bodies.get(bodyKey(projectId, eventId)));
    if (!kept.includes(undefined)) return kept as EventBody[];
    return Promise.all(kept.map((body, i) => (body ? Promise.resolve(body) : readBodies({ projectId, eventId: eventIds[i]! }))));
  };

  /**
   * The endpoints of each project of a relayed batch, from the worker's cache unless the batch
   * holds a change of them (read again, once per project per batch), or its events are more than
   * FANOUT_SLACK_MS newer than the copy: a change applies to the events after it once its
   * announcement arrives (milliseconds), and to those created a second after it, announcement or
   * not. A backlog of older events is fanned out without a read.
   */
  async function fanOutEndpoints(relayed: readonly EventRecord[]): Promise<Map<string, ReadonlyMap<string, WebhookEndpoint>>> {
    // The batch's changes are committed (the relay read them): a copy loaded from now on holds them.
    const now = Date.now();
    const loadedAfter = new Map<string, number>();
    for (const event of relayed) {
      const { projectId } = event;
      const after = changesEndpoints(event) ? now : Date.parse(event.createdAt) - FANOUT_SLACK_MS;
      loadedAfter.set(projectId, Math.max(loadedAfter.get(projectId) ?? -Infinity, after));
    }
    return new Map(
      await Promise.all(
        [...loadedAfter].map(async ([projectId, after]) => [projectId, await deps.endpoints.get(projectId, after)] as const),
      ),
    );
  }

  /**
   * The endpoints an event goes to: the project's enabled webhooks subscribed to its type whose filter it passes;
   * a ping goes to its webhook only; a redelivery sends its original event to its webhook.
   */
  function targetsIn(event: EventRecord, endpoints: ReadonlyMap<string, WebhookEndpoint> | undefined): DeliveryTarget[] {
    const { projectId } = event;
    if (event.type === "webhook.redelivery") {
      const data = event.data as { id: string; eventId: string };
      return [{ projectId, webhookId: data.id, eventId: data.eventId }];
    }
    // A recovery is walked by its own job (webhook-recovery.ts).
    if (event.type === "webhook.recovery") return [];
    if (event.type === "webhook.ping") {
      bodies.set(bodyKey(projectId, event.id), { type: event.type, body: bodyOf(event) });
      return [{ projectId, webhookId: (event.data as { id: string }).id, eventId: event.id }];
    }
    const targets: DeliveryTarget[] = [];
    for (const webhook of endpoints?.values() ?? [])
      if (webhook.enabled && matches(webhook, event.type) && passesFilter(webhook.filter, event))
        targets.push({ projectId, webhookId: webhook._id, eventId: event.id });
    if (targets.length > 0) bodies.set(bodyKey(projectId, event.id), { type: event.type, body: bodyOf(event) });
    return targets;
  }

  /** Each endpoint's keys, derived once per loaded endpoint (a change loads a new one). */
  const keysByEndpoint = new WeakMap<WebhookEndpoint, SigningKeys>();
  const keysOf = (webhook: WebhookEndpoint): SigningKeys => {
    let keys = keysByEndpoint.get(webhook);
    if (!keys) keysByEndpoint.set(webhook, (keys = signingKeysOf(webhook)));
    return keys;
  };

  /**
   * A success ends its endpoint's run of failures: one bulk write for those whose copy (cached)
   * shows a run, or is not there; the others' runs are 0 (a run's every change is announced), so
   * a batch of successes writes nothing. Each run ended is announced, so no copy keeps showing it.
   */
  async function endFailureRuns(logged: readonly LoggedAttempt[]): Promise<void> {
    const succeeded = new Map(logged.filter(({ outcome }) => outcome.ok).map(({ prepared }) => [prepared.webhookId, prepared.projectId]));
    const running = await Promise.all(
      [...succeeded].map(async ([webhookId, projectId]) =>
        (await deps.endpoints.get(projectId)).get(webhookId)?.failedDeliveries === 0 ? [] : [[webhookId, projectId] as const],
      ),
    );
    const resets = running.flat();
    if (resets.length === 0) return;
    const { modifiedCount } = await webhookCounters.bulkWrite(
      resets.map(([webhookId, projectId]) => ({
        updateOne: { filter: { _id: webhookId, projectId, failedDeliveries: { $gt: 0 } }, update: { $set: { failedDeliveries: 0 } } },
      })),
      { ordered: false },
    );
    if (modifiedCount > 0)
      await Promise.all([...new Set(resets.map(([, projectId]) => projectId))].map((projectId) => deps.endpoints.changed(projectId)));
  }

  /**
   * One bulk write of the log entries of concurrent attempts, through the driver: mongoose's
   * casting of each update cost more than the write. The successes end their endpoints' runs of
   * failures alongside (endFailureRuns).
   */
  async function writeLog(logged: readonly LoggedAttempt[]): Promise<Array<PromiseSettledResult<undefined>>> {
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
    const [written, reset] = await Promise.allSettled([
      deliveryLog.bulkWrite(entries, { ordered: false, ignoreUndefined: true }),
      endFailureRuns(logged),
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
  }
  const logAttempts = createBatcher(writeLog);

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
    // The run grew: copies showing none would let the next success leave it standing.
    await deps.endpoints.changed(prepared.projectId);
  }

  /**
   * What to send for each of one endpoint's deliveries (events of one project), in order: null
   * where there is nothing to do any more (endpoint deleted or disabled, event expired). The
   * endpoint, its keys and its URL are looked up once for all of them, and the bodies come from
   * memory (those not there are read in one query). `enqueuedAt` (ms): when the deliveries were
   * enqueued, for an endpoint that was enabled then.
   */
  async function prepareAll(
    projectId: string,
    webhookId: string,
    eventIds: readonly string[],
    enqueuedAt?: number,
  ): Promise<Array<PreparedDelivery | null>> {
    const [endpoints, events] = await Promise.all([deps.endpoints.get(projectId), eventBodies(projectId, eventIds)]);
    let webhook = endpoints.get(webhookId);
    // Missing or disabled in a copy older than the job: the endpoint may be newer than the copy (its announcement late).
    if (!webhook?.enabled && enqueuedAt !== undefined) webhook = (await deps.endpoints.get(projectId, enqueuedAt)).get(webhookId);
    if (!webhook) return eventIds.map(() => null);
    const { url, enabled } = webhook;
    const keys = keysOf(webhook);
    // The rule decides which keys sign (the previous one only during its grace).
    const standardSecrets = standardSecretsOf(webhook).length > 1 ? [keys.standard, keys.previousStandard!] : [keys.standard];
    return eventIds.map((eventId, i): PreparedDelivery | null => {
      const event = events[i];
      if (!event || (!enabled && event.type !== "webhook.ping")) return null;
      return {
        projectId,
        webhookId,
        eventId,
        deliveryId: deliveryIdOf(eventId, webhookId),
        eventType: event.type,
        url,
        secret: keys.secret,
        standardSecrets,
        body: event.body,
      };
    });
  }

  /** What follows a logged attempt: a 410 Gone disables the endpoint; a final failure extends its run of failures. */
  async function afterLogged(prepared: PreparedDelivery, outcome: AttemptOutcome): Promise<void> {
    if (outcome.gone)
      await inTransaction(systemContext(prepared.projectId), (uow) =>
        disable(uow, { _id: prepared.webhookId, projectId: prepared.projectId }, GONE_REASON),
      );
    else if (!outcome.ok && outcome.final) await extendFailureRun(prepared);
  }

  /**
   * Logs each of the attempts (a batch's), in one bulk write with the attempts logged at the same
   * time (other endpoints' batches of the same events: at a steady trickle of events, one write
   * per event instead of one per endpoint); then a 410 Gone disables the endpoint at once, another
   * final outcome ends or extends the endpoint's run of failures (which may disable it). Fails
   * (after the rest for the attempts that were logged) when any could not be logged.
   */
  async function recordAll(logged: readonly LoggedAttempt[]): Promise<void> {
    const written = await Promise.allSettled(logged.map((one) => logAttempts(one)));
    await Promise.all(
      logged.flatMap(({ prepared, outcome }, i) => (written[i]!.status === "fulfilled" ? [afterLogged(prepared, outcome)] : [])),
    );
    const failed = written.find((one) => one.status === "rejected");
    if (failed) throw failed.reason;
  }

  return {
    /** Where each event of a relayed batch goes (targetsIn), in order: each project's endpoints looked up once for the batch. */
    async targetsOfAll(relayed: readonly EventRecord[]): Promise<DeliveryTarget[][]> {
      const endpoints = await fanOutEndpoints(relayed.filter((event) => !SENT_TO_ONE_WEBHOOK.has(event.type)));
      return relayed.map((event) => targetsIn(event, endpoints.get(event.projectId)));
    },

    /** What to send, or null when there is nothing to do any more (endpoint deleted or disabled, event expired): as prepareAll. */
    async prepare(target: DeliveryTarget, enqueuedAt?: number): Promise<PreparedDelivery | null> {
      const [prepared] = await prepareAll(target.projectId, target.webhookId, [target.eventId], enqueuedAt);
      return prepared ?? null;
    },

    prepareAll,

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

    recordAll,

    /** One attempt, as recordAll. */
    record: (prepared: PreparedDelivery, outcome: AttemptOutcome): Promise<void> => recordAll([{ prepared, outcome }]),
  };
}
export type WebhookDeliveries = ReturnType<typeof createWebhookDeliveries>;
