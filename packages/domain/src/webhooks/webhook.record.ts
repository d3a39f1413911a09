import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { WebhookDeliveryDoc } from "./webhook-delivery.model";
import type { WebhookDoc } from "./webhook.model";
import type { WebhookDeliveryRecord, WebhookRecord } from "./webhook.schema";

/** The secret and the failure counter are never part of a record (nor of the events built from records). */
export const webhookToRecord = (doc: WebhookDoc): WebhookRecord =>
  toRecord(doc, [...RECORD_KEYS, "url", "events", "enabled", "disabledReason", "filter"]);

export const deliveryToRecord = (doc: WebhookDeliveryDoc): WebhookDeliveryRecord =>
  toRecord(doc, [...RECORD_KEYS, "webhookId", "eventId", "eventType", "status", "attemptCount", "attempts"]);

/** A delivery's id: one log per (event, endpoint), whatever the number of attempts. */
export const deliveryIdOf = (eventId: string, webhookId: string): string => `${eventId}.${webhookId}`;
