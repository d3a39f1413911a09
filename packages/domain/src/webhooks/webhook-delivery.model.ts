import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export const DELIVERY_STATUSES = ["PENDING", "SUCCEEDED", "FAILED"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface DeliveryAttempt {
  at: Date;
  /** The receiver's HTTP status; absent when no response came (refused, timeout, blocked URL). */
  statusCode?: number;
  durationMs: number;
  error?: string;
}

/** One event to one endpoint: `_id` is `<eventId>.<webhookId>`, so every retry and redelivery lands on the same log. */
export interface WebhookDeliveryDoc extends TenantDoc {
  webhookId: string;
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  attemptCount: number;
  expiresAt: Date;
}

/** The log keeps the latest attempts of a delivery; `attemptCount` counts them all. */
export const MAX_LOGGED_ATTEMPTS = 50;

const deliverySchema = tenantSchema<WebhookDeliveryDoc>({
  webhookId: { type: String, required: true },
  eventId: { type: String, required: true },
  eventType: { type: String, required: true },
  status: { type: String, enum: DELIVERY_STATUSES, required: true },
  attempts: [
    { _id: false, at: { type: Date, required: true }, statusCode: Number, durationMs: { type: Number, required: true }, error: String },
  ],
  attemptCount: { type: Number, default: 0 },
  expiresAt: { type: Date, required: true },
});
deliverySchema.index({ projectId: 1, webhookId: 1, createdAt: -1 });
// Kept as long as the events they deliver.
deliverySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const defineWebhookDeliveryModel = (conn: Connection): Model<WebhookDeliveryDoc> =>
  conn.model<WebhookDeliveryDoc>("WebhookDelivery", deliverySchema, "webhook_deliveries");
