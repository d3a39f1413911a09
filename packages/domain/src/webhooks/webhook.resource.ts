import { defineAction } from "../resources/define-action";
import { defineResource } from "../resources/define-resource";
import { webhookListSpec } from "./webhook.list";
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveryRetrySchema,
  webhookPingSchema,
  webhookRecoverSchema,
  webhookRecoverySchema,
  webhookRecordSchema,
  webhookSecretSchema,
  webhookUpdateSchema,
} from "./webhook.schema";

export const webhookResource = defineResource({
  one: "webhook",
  many: "webhooks",
  description:
    "Endpoints that receive the project's events as signed POSTs (Standard Webhooks `webhook-signature`, and `x-webhook-signature`), retried with backoff, with a delivery log, manual retry and a test ping.",
  schemas: {
    record: webhookRecordSchema,
    create: webhookCreateSchema,
    update: webhookUpdateSchema,
    created: webhookCreatedSchema,
  },
  list: { spec: webhookListSpec, format: "envelope" },
  service: (domain) => domain.webhooks,
  actions: {
    rotateSecret: defineAction({
      scope: "write",
      ids: ["id"],
      output: webhookSecretSchema,
      run: (domain, ctx, { id }) => domain.webhooks.rotateSecret(ctx, id),
      rest: { method: "post", path: "/secret", operationId: "rotateWebhookSecret", status: 201 },
      graphql: {
        field: "rotateWebhookSecret",
        output: "WebhookSecret",
        description: "A new signing secret, shown once; every delivery from now on (retries included) is signed with it.",
      },
    }),
    ping: defineAction({
      scope: "write",
      ids: ["id"],
      output: webhookPingSchema,
      run: (domain, ctx, { id }) => domain.webhooks.ping(ctx, id),
      rest: { method: "post", path: "/ping", operationId: "pingWebhook", status: 202 },
      graphql: {
        field: "pingWebhook",
        output: "WebhookPing",
        description: "Raises a `webhook.ping` event delivered to this endpoint only (even while disabled); answers the event id.",
      },
    }),
    recover: defineAction({
      scope: "write",
      ids: ["id"],
      input: webhookRecoverSchema,
      output: webhookRecoverySchema,
      run: (domain, ctx, { id }, input) => domain.webhooks.recover(ctx, id, input),
      rest: { method: "post", path: "/recover", operationId: "recoverWebhook", status: 202 },
      graphql: {
        field: "recoverWebhook",
        output: "WebhookRecovery",
        input: "WebhookRecover",
        description:
          "Delivers a window of the change feed again (`since` a time or `afterSequence`, exactly one): every matching event, in sequence order, with its original id. Answers how many.",
      },
    }),
    retryDelivery: defineAction({
      scope: "write",
      ids: ["webhookId", "deliveryId"],
      output: webhookDeliveryRetrySchema,
      run: (domain, ctx, { webhookId, deliveryId }) => domain.webhooks.retryDelivery(ctx, webhookId, deliveryId),
      rest: { method: "post", path: "/deliveries/{deliveryId}/retry", operationId: "retryWebhookDelivery", status: 202 },
      graphql: {
        field: "retryWebhookDelivery",
        output: "WebhookDeliveryRetry",
        description:
          "Sends the delivery's event again as a new run of attempts. DELIVERY_PENDING while attempts remain, WEBHOOK_DISABLED for a disabled endpoint.",
      },
    }),
  },
});
