import { requireScope, type Context } from "../core/context";
import { AppError, conflict, notFound, unprocessable, validationError } from "../core/errors";
import { newId } from "../core/ids";
import { loadInProject, referenceCheck } from "../core/references";
import { createResourceService, insertOne, type Writable } from "../core/resource-service";
import type { InTransaction } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import { isEventType } from "../events/event-catalogue";
import { compileListQuery, runList, type ListQuery } from "../query";
import { scopedList } from "../stages/scoped-list";
import type { WebhookDeliveryDoc } from "./webhook-delivery.model";
import { webhookDeliveryListSpec, webhookListSpec } from "./webhook.list";
import type { WebhookDoc } from "./webhook.model";
import { deliveryToRecord, webhookToRecord } from "./webhook.record";
import { webhookCreateSchema, webhookRecoverSchema, webhookUpdateSchema, type WebhookCreated } from "./webhook.schema";
import { filterReferences, normalFilter, type WebhookFilter } from "./webhook-filter";
import { recoveryQuery, type RecoveryEventData } from "./webhook-recovery";
import { generateWebhookSecret, PREVIOUS_SECRET_GRACE_MS } from "./webhook-signature";
import type { Models } from "../models";

/**
 * The host's rule for outbound URLs (SSRF: in production, loopback, private and link-local
 * addresses after DNS resolution are refused unless allowed). Throws to refuse.
 */
export type UrlGuard = (url: string) => Promise<void>;
export const allowAnyUrl: UrlGuard = async () => {};

export interface WebhookServiceDeps {
  models: Pick<Models, "webhooks" | "webhookDeliveries" | "events" | "pipelines" | "stages" | "channels" | "contacts">;
  inTransaction: InTransaction;
  /** How long events stay in the feed: a recovery cannot start before that. */
  retentionMs: number;
  urlGuard?: UrlGuard;
}

/** `["*"]` alone, or catalogue types; an unknown type is a 400 naming it. */
function checkEventSelection(events: readonly string[]): string[] {
  if (events.includes("*")) {
    if (events.length > 1)
      throw validationError("The request is invalid.", [
        { field: "events", code: "invalid_value", message: '"*" subscribes to every event; list it alone.' },
      ]);
    return ["*"];
  }
  const errors = events.flatMap((type, i) =>
    isEventType(type) ? [] : [{ field: `events.${i}`, code: "unknown_event_type", message: `Unknown event type '${type}'.` }],
  );
  if (errors.length > 0) throw validationError("The request is invalid.", errors);
  return [...new Set(events)];
}

export function createWebhookService(deps: WebhookServiceDeps) {
  const { webhooks: model, webhookDeliveries: deliveries, events } = deps.models;
  const { inTransaction } = deps;
  const { pipelines, stages, channels, contacts } = deps.models;
  const references = {
    pipeline: referenceCheck(pipelines, "Pipeline"),
    stage: referenceCheck(stages, "Stage"),
    channel: referenceCheck(channels, "Channel"),
    contact: referenceCheck(contacts, "Contact"),
  };

  /** The filter as stored (empty keys dropped); each id must be a record of the project, like any reference (404). */
  async function checkFilter(ctx: Context, filter: WebhookFilter | undefined): Promise<WebhookFilter | undefined> {
    const kept = normalFilter(filter);
    if (kept) for (const { resource, id } of filterReferences(kept)) await references[resource](ctx, [id]);
    return kept;
  }
  const urlGuard = deps.urlGuard ?? allowAnyUrl;

  async function checkUrl(url: string): Promise<void> {
    try {
      await urlGuard(url);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unprocessable("URL_NOT_ALLOWED", `Webhooks cannot be delivered to ${url}.`, [
        { field: "url", code: "url_not_allowed", message: error instanceof Error ? error.message : "This address is not allowed." },
      ]);
    }
  }

  const base = createResourceService(
    {
      event: "webhook",
      label: "Webhook",
      model,
      list: webhookListSpec,
      toRecord: webhookToRecord,
      createSchema: webhookCreateSchema,
      updateSchema: webhookUpdateSchema,
      buildUpdate: async (ctx, existing, input) => {
        const changes: Writable<WebhookDoc> = {};
        if (input.url !== undefined) {
          await checkUrl(input.url);
          changes.url = input.url;
        }
        if (input.events !== undefined) changes.events = checkEventSelection(input.events);
        if (input.filter !== undefined) changes.filter = await checkFilter(ctx, input.filter);
        if (input.enabled !== undefined) {
          changes.enabled = input.enabled;
          // Enabling again starts a fresh run: the reason and the failure count go.
          if (input.enabled && !existing.enabled) Object.assign(changes, { disabledReason: undefined, failedDeliveries: 0 });
        }
        return changes;
      },
    },
    inTransaction,
  );

  const loadDelivery = async (ctx: Context, webhookId: string, deliveryId: string): Promise<WebhookDeliveryDoc> => {
    const delivery = await loadInProject(deliveries, ctx, deliveryId, "Webhook delivery");
    if (delivery.webhookId !== webhookId) throw notFound("Webhook delivery", deliveryId);
    return delivery;
  };

  return {
    ...base,

    /** Not the generic create: the answer carries the signing secret, shown only here. */
    async create(ctx: Context, input: unknown): Promise<WebhookCreated> {
      requireScope(ctx, "write");
      const parsed = parseInput(webhookCreateSchema, input);
      const events = checkEventSelection(parsed.events);
      await checkUrl(parsed.url);
      const secret = generateWebhookSecret();
      return inTransaction(ctx, async (uow) => {
        const filter = await checkFilter(ctx, parsed.filter);
        const doc = await insertOne(model, {
          projectId: ctx.projectId,
          url: parsed.url,
          events,
          enabled: parsed.enabled,
          secret,
          failedDeliveries: 0,
          ...(filter ? { filter } : {}),
        });
        const record = webhookToRecord(doc);
        uow.emit({ type: "webhook.created", data: { record } });
        return { ...record, secret };
      });
    },

    /**
     * A new signing secret, shown once; deliveries signed from now on use it (retries included).
     * For 24 h they also carry a `webhook-signature` with the previous one, so receivers switch over without losing deliveries.
     */
    async rotateSecret(ctx: Context, id: string): Promise<{ secret: string }> {
      requireScope(ctx, "write");
      const secret = generateWebhookSecret();
      await inTransaction(ctx, async (uow) => {
        const existing = await base.load(ctx, id);
        const after = await model
          .findOneAndUpdate(
            { _id: existing._id, projectId: ctx.projectId },
            { $set: { secret, previousSecret: existing.secret, previousSecretExpiresAt: new Date(Date.now() + PREVIOUS_SECRET_GRACE_MS) } },
            { returnDocument: "after" },
          )
          .lean<WebhookDoc>();
        if (after) uow.emit({ type: "webhook.updated", data: { id: existing._id, changes: ["secret"], record: webhookToRecord(after) } });
      });
      return { secret };
    },

    /** Sends a `webhook.ping` event to this endpoint only (even while disabled, to test it before enabling). */
    async ping(ctx: Context, id: string): Promise<{ eventId: string }> {
      requireScope(ctx, "write");
      return inTransaction(ctx, async (uow) => {
        const webhook = await base.load(ctx, id);
        const eventId = newId();
        uow.emit({ id: eventId, type: "webhook.ping", data: { id: webhook._id } });
        return { eventId };
      });
    },

    /**
     * Delivers a window of the change feed again (`since` a time, or `afterSequence`): every event of
     * it that matches the endpoint's types and filter, in sequence order, with its original id. The
     * window ends at the feed's last event now; the worker walks it as one resumable job.
     */
    async recover(ctx: Context, id: string, input: unknown): Promise<{ count: number }> {
      requireScope(ctx, "write");
      const parsed = parseInput(webhookRecoverSchema, input);
      const since = parsed.since === undefined ? undefined : new Date(parsed.since);
      const now = Date.now();
      if (since && since.getTime() > now)
        throw validationError("The request is invalid.", [{ field: "since", code: "in_future", message: "since is in the future." }]);
      if (since && since.getTime() < now - deps.retentionMs)
        throw validationError("The request is invalid.", [
          {
            field: "since",
            code: "beyond_retention",
            message: `Events are kept ${Math.round(deps.retentionMs / 86_400_000)} days; since must be within them.`,
          },
        ]);
      return inTransaction(ctx, async (uow) => {
        const webhook = await base.load(ctx, id);
        if (!webhook.enabled)
          throw conflict("WEBHOOK_DISABLED", "The webhook is disabled; enable it (PATCH enabled: true) before recovering its events.");
        const last = await events
          .findOne({ projectId: ctx.projectId }, { sequence: 1 })
          .sort({ sequence: -1 })
          .lean<{ sequence: number | null }>();
        const data: RecoveryEventData = {
          id: webhook._id,
          afterSequence: parsed.afterSequence ?? 0,
          untilSequence: last?.sequence ?? 0,
          ...(since ? { since: since.toISOString() } : {}),
          events: webhook.events,
          ...(webhook.filter ? { filter: normalFilter(webhook.filter) } : {}),
          count: 0,
        };
        data.count = await events.countDocuments(recoveryQuery({ ...data, projectId: ctx.projectId, webhookId: webhook._id }));
        if (data.count > 0) uow.emit({ type: "webhook.recovery", data });
        return { count: data.count };
      });
    },

    /** `GET /v1/webhooks/{id}/deliveries`: the delivery log of one endpoint, newest first. */
    async listDeliveries(ctx: Context, webhookId: string, query: ListQuery, options: { count?: boolean } = {}) {
      requireScope(ctx, "read");
      await base.load(ctx, webhookId);
      const compiled = await compileListQuery(query, webhookDeliveryListSpec, { projectId: ctx.projectId });
      return runList(deliveries, scopedList(compiled, { webhookId }), (doc) => deliveryToRecord(doc as unknown as WebhookDeliveryDoc), {
        count: options.count ?? true,
      });
    },

    /**
     * Sends a delivery's event to its endpoint again, as a fresh run of attempts (same body and
     * `x-webhook-id`). 409 while the delivery still has attempts scheduled.
     */
    async retryDelivery(ctx: Context, webhookId: string, deliveryId: string): Promise<{ id: string }> {
      requireScope(ctx, "write");
      await inTransaction(ctx, async (uow) => {
        const webhook = await base.load(ctx, webhookId);
        const delivery = await loadDelivery(ctx, webhookId, deliveryId);
        if (!webhook.enabled)
          throw conflict("WEBHOOK_DISABLED", "The webhook is disabled; enable it (PATCH enabled: true) before retrying its deliveries.");
        const claimed = await deliveries.findOneAndUpdate(
          { _id: delivery._id, projectId: ctx.projectId, status: { $ne: "PENDING" } },
          { $set: { status: "PENDING" } },
        );
        if (!claimed)
          throw conflict("DELIVERY_PENDING", "This delivery still has attempts scheduled; retry it once it has succeeded or failed.");
        uow.emit({ type: "webhook.redelivery", data: { id: webhookId, deliveryId, eventId: delivery.eventId } });
      });
      return { id: deliveryId };
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
