import { defineResource } from "../resources/define-resource";
import { webhookListSpec } from "./webhook.list";
import { webhookCreatedSchema, webhookCreateSchema, webhookRecordSchema, webhookUpdateSchema } from "./webhook.schema";

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
});
