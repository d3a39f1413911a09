import type { RedisClient } from "../core/redis-client";
import type { Model, mongo } from "mongoose";
import { createKeyedCache, type KeyedCache } from "../core/keyed-cache";
import type { EventDoc } from "../events/event.model";
import type { WebhookDoc } from "./webhook.model";

/**
 * What fan-out and a delivery attempt need of an endpoint, and its run of failures (counted in the
 * database; the copy only says whether a success has a run to end).
 */
export type WebhookEndpoint = Pick<
  WebhookDoc,
  | "_id"
  | "projectId"
  | "url"
  | "secret"
  | "previousSecret"
  | "previousSecretExpiresAt"
  | "enabled"
  | "events"
  | "filter"
  | "failedDeliveries"
>;

/**
 * Every endpoint of each project (enabled or not: a ping goes to a disabled one), kept by the
 * worker so neither the fan-out of an event nor an attempt reads its endpoints. Any change to an
 * endpoint (create, update, rotated secret, delete, automatic disabling) raises a `webhook.*`
 * event, and every commit of such an event announces it (`endpointsChangedBy`), as does a change
 * of its run of failures, so the next attempt in any process reads the new state; if that
 * announcement is lost, within the TTL (5 s). Fan-out reads it again without waiting for the
 * announcement for a batch holding the change, or events more than FANOUT_SLACK_MS newer than the
 * copy; a job finding its endpoint missing or disabled, when the copy is older than the job
 * (webhook-deliveries.ts). An attempt already under way when the change commits still completes
 * with what it read.
 */
export type WebhookEndpoints = KeyedCache<ReadonlyMap<string, WebhookEndpoint>>;

export const WEBHOOK_ENDPOINT_TTL_MS = 5_000;

/**
 * How much newer than the worker's copy of a project's endpoints the events it fans out may be
 * before it reads them again: a change's announcement normally arrives within milliseconds, so
 * under a steady stream the copy is read once a second rather than on every round of the relay.
 */
export const FANOUT_SLACK_MS = 1_000;

const CHANGES = new Set(["webhook.created", "webhook.updated", "webhook.deleted", "webhook.disabled"]);

export function createWebhookEndpoints(
  webhooks: Model<WebhookDoc>,
  options: { redis?: RedisClient | undefined; ttlMs?: number | undefined } = {},
): Promise<WebhookEndpoints> {
  // Through the driver, typed with our string ids: mongoose's query building cost more than the read. No session: never inside a caller's transaction.
  const collection = webhooks.collection as unknown as mongo.Collection<WebhookDoc>;
  const load = async (projectId: string): Promise<ReadonlyMap<string, WebhookEndpoint>> => {
    const docs = await collection
      .find(
        { projectId },
        {
          projection: {
            url: 1,
            secret: 1,
            previousSecret: 1,
            previousSecretExpiresAt: 1,
            enabled: 1,
            events: 1,
            filter: 1,
            projectId: 1,
            failedDeliveries: 1,
          },
        },
      )
      .toArray();
    return new Map(docs.map((doc) => [doc._id, doc]));
  };
  const { redis } = options;
  return createKeyedCache({
    channel: "crm:webhooks:changed",
    ttlMs: options.ttlMs ?? WEBHOOK_ENDPOINT_TTL_MS,
    maxKeys: 5_000,
    load,
    ...(redis ? { redis } : {}),
  });
}

/** Whether an event is a change of its project's endpoints. */
export const changesEndpoints = (event: Pick<EventDoc, "type">): boolean => CHANGES.has(event.type);

/** The projects whose endpoints a batch of committed events changed. */
export const endpointsChangedBy = (committed: readonly Pick<EventDoc, "type" | "projectId">[]): string[] => [
  ...new Set(committed.filter(changesEndpoints).map((event) => event.projectId)),
];
