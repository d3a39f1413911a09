import {
  RESOURCES,
  webhookDeliveryListSpec,
  webhookDeliveryRetrySchema,
  webhookDeliverySchema,
  webhookPingSchema,
  webhookRecoverSchema,
  webhookRecoverySchema,
  webhookSecretSchema,
  type Domain,
} from "@crm/domain";
import { idParams, pathIds } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";
import { resourceTag } from "./crud-routes";

const tag = resourceTag(RESOURCES.webhook);

const deliveryParams = pathIds({ id: "Webhook id.", deliveryId: "Delivery id (`<eventId>.<webhookId>`)." });

/** A webhook endpoint's routes beyond CRUD: a new secret, a test ping, recovery, the delivery log and a retry (README "Webhooks and the change feed"). */
export const webhookRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/webhooks/{id}/secret",
      operationId: "rotateWebhookSecret",
      summary: "Rotate a webhook's signing secret",
      description:
        "Issues a new secret, shown once; every delivery from now on (retries included) is signed with it. For 24 h " +
        "`webhook-signature` also carries a signature with the previous secret (space-separated), so receivers can switch over.",
      tag,
      params: idParams,
      success: { status: 201, schema: webhookSecretSchema, description: "The new secret." },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.webhooks.rotateSecret(ctx, params.id),
    }),
    defineRoute({
      method: "post",
      path: "/webhooks/{id}/ping",
      operationId: "pingWebhook",
      summary: "Send a test event",
      description:
        "Raises a `webhook.ping` event delivered to this endpoint only (even while it is disabled); see its delivery in the log.",
      tag,
      params: idParams,
      success: { status: 202, schema: webhookPingSchema, description: "The ping event's id." },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.webhooks.ping(ctx, params.id),
    }),
    defineRoute({
      method: "post",
      path: "/webhooks/{id}/recover",
      operationId: "recoverWebhook",
      summary: "Deliver a window of the feed again",
      description:
        "`{since: <ISO time>}` or `{afterSequence: n}` (exactly one): every event of the change feed in that window, up to " +
        "its last event now, that matches the webhook's types and filter is delivered again, enqueued in sequence order, " +
        "each with its original `webhook-id` and body (receivers de-duplicate on it). Answers how many. `since` in the " +
        "future or older than the event retention, a negative `afterSequence`, both or neither: 400. A disabled webhook: " +
        "409 `WEBHOOK_DISABLED`. The worker walks the window as one job that resumes where it stopped after a restart.",
      tag,
      params: idParams,
      body: webhookRecoverSchema,
      success: { status: 202, schema: webhookRecoverySchema, description: "How many events are delivered again." },
      errors: [403, 404, 409],
      handler: ({ ctx, params, body }) => domain.webhooks.recover(ctx, params.id, body),
    }),
    defineRoute({
      method: "get",
      path: "/webhooks/{id}/deliveries",
      operationId: "listWebhookDeliveries",
      summary: "List a webhook's deliveries",
      description:
        "Newest first; each delivery with its attempts (time, status code, duration, error). Filter with `status=FAILED`, `eventType=...`, `eventId=...`.",
      tag,
      params: idParams,
      list: { spec: webhookDeliveryListSpec, format: "envelope" },
      success: { status: 200, schema: webhookDeliverySchema },
      errors: [403, 404],
      handler: ({ ctx, params, query, listOptions }) => domain.webhooks.listDeliveries(ctx, params.id, query, listOptions),
    }),
    defineRoute({
      method: "post",
      path: "/webhooks/{id}/deliveries/{deliveryId}/retry",
      operationId: "retryWebhookDelivery",
      summary: "Retry a delivery",
      description:
        "Sends the delivery's event again (same body and `x-webhook-id`), as a new run of attempts. 409 `DELIVERY_PENDING` while attempts are still scheduled, 409 `WEBHOOK_DISABLED` for a disabled endpoint.",
      tag,
      params: deliveryParams,
      success: { status: 202, schema: webhookDeliveryRetrySchema, description: "The delivery id." },
      errors: [403, 404, 409],
      handler: ({ ctx, params }) => domain.webhooks.retryDelivery(ctx, params.id, params.deliveryId),
    }),
  );
