import { DEFAULT_LIST_LIMITS, recordListFields, type ListSpec } from "../query";
import { DELIVERY_STATUSES } from "./webhook-delivery.model";

export const webhookListSpec = {
  resource: "webhooks",
  fields: recordListFields({
    url: { kind: "string" },
    enabled: { kind: "boolean" },
    events: { kind: "string", filterable: false, sortable: false },
    disabledReason: { kind: "string", filterable: false, sortable: false },
  }),
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: 1 }],
} satisfies ListSpec;

export const webhookDeliveryListSpec = {
  resource: "webhook deliveries",
  fields: recordListFields({
    webhookId: { kind: "id", filterable: false },
    eventId: { kind: "id" },
    eventType: { kind: "string" },
    status: { kind: "enum", values: DELIVERY_STATUSES },
    attemptCount: { kind: "number" },
    attempts: { kind: "string", filterable: false, sortable: false },
  }),
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: -1 }],
} satisfies ListSpec;
