import * as d from "@crm/domain";
import { builder } from "./builder";
import { defineNestedList, recordTypeOf } from "./resources";
import { inputTypeOf } from "./zod-types";

/**
 * Webhook actions beyond CRUD (CRUD is in RESOURCES; create shows the signing secret once): a new
 * secret, a test ping, the delivery log, a manual retry of a delivery and the recovery of a window of the feed, as on REST.
 */
export function defineWebhookActions(): void {
  defineNestedList({
    field: "webhookDeliveries",
    typeName: "WebhookDelivery",
    type: recordTypeOf(d.webhookDeliverySchema, "WebhookDelivery"),
    parent: "webhookId",
    spec: d.webhookDeliveryListSpec,
    description: "A webhook's deliveries, newest first, each with its attempts. Filter with `status`, `eventType`, `eventId`.",
    list: (domain, auth, webhookId, query) => domain.webhooks.listDeliveries(auth, webhookId, query),
  });

  builder.mutationFields((t) => ({
    rotateWebhookSecret: t.field({
      type: recordTypeOf(d.webhookSecretSchema, "WebhookSecret"),
      description: "A new signing secret, shown once; every delivery from now on (retries included) is signed with it.",
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => ctx.domain.webhooks.rotateSecret(ctx.auth, String(id)),
    }),
    pingWebhook: t.field({
      type: recordTypeOf(d.webhookPingSchema, "WebhookPing"),
      description: "Raises a `webhook.ping` event delivered to this endpoint only (even while disabled); answers the event id.",
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => ctx.domain.webhooks.ping(ctx.auth, String(id)),
    }),
    recoverWebhook: t.field({
      type: recordTypeOf(d.webhookRecoverySchema, "WebhookRecovery"),
      description:
        "Delivers a window of the change feed again (`since` a time or `afterSequence`, exactly one): every matching event, in sequence order, with its original id. Answers how many.",
      args: {
        id: t.arg.id({ required: true }),
        input: t.arg({ type: inputTypeOf(d.webhookRecoverSchema, "WebhookRecover"), required: true }),
      },
      resolve: (_root, { id, input }, ctx) => ctx.domain.webhooks.recover(ctx.auth, String(id), input),
    }),
    retryWebhookDelivery: t.field({
      type: recordTypeOf(d.webhookDeliveryRetrySchema, "WebhookDeliveryRetry"),
      description:
        "Sends the delivery's event again as a new run of attempts. DELIVERY_PENDING while attempts remain, WEBHOOK_DISABLED for a disabled endpoint.",
      args: { webhookId: t.arg.id({ required: true }), deliveryId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => ctx.domain.webhooks.retryDelivery(ctx.auth, String(args.webhookId), String(args.deliveryId)),
    }),
  }));
}
