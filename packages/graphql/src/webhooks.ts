import * as d from "@crm/domain";
import { defineNestedList, recordTypeOf } from "./resources";

/** A webhook's delivery log, a listing of a sub-collection (its other actions are declared in the domain's registry). */
export function defineWebhookDeliveries(): void {
  defineNestedList({
    field: "webhookDeliveries",
    typeName: "WebhookDelivery",
    type: recordTypeOf(d.webhookDeliverySchema, "WebhookDelivery"),
    parent: "webhookId",
    spec: d.webhookDeliveryListSpec,
    description: "A webhook's deliveries, newest first, each with its attempts. Filter with `status`, `eventType`, `eventId`.",
    list: (domain, auth, webhookId, query) => domain.webhooks.listDeliveries(auth, webhookId, query),
  });
}
