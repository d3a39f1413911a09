import { Schema, type Connection, type Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import type { WebhookFilter } from "./webhook-filter";

export interface WebhookDoc extends TenantDoc {
  url: string;
  /** Catalogue event types, or ["*"]. */
  events: string[];
  enabled: boolean;
  /**
   * The signing secret. Unlike API keys it cannot be stored as a hash: every delivery is signed
   * with it. It is never part of a record or an event, and is shown once (create, rotate).
   */
  secret: string;
  /** The secret before the last rotation: deliveries are also signed with it (`webhook-signature`) until `previousSecretExpiresAt`. */
  previousSecret?: string;
  previousSecretExpiresAt?: Date;
  disabledReason?: string;
  /** Only events whose record has these values are delivered (webhook-filter.ts). */
  filter?: WebhookFilter;
  /** Consecutive deliveries that failed for good (every attempt); a success resets it. */
  failedDeliveries: number;
}

const webhookSchema = tenantSchema<WebhookDoc>({
  url: { type: String, required: true },
  events: { type: [String], required: true },
  enabled: { type: Boolean, required: true },
  secret: { type: String, required: true },
  previousSecret: { type: String },
  previousSecretExpiresAt: { type: Date },
  disabledReason: { type: String },
  filter: {
    type: new Schema({ pipelineId: String, stageId: String, channelId: String, contactId: String }, { _id: false }),
    default: undefined,
  },
  failedDeliveries: { type: Number, default: 0 },
});
// The workers' endpoint cache reads all of a project's endpoints (by its projectId prefix).
webhookSchema.index({ projectId: 1, enabled: 1 });
webhookSchema.index({ projectId: 1, createdAt: -1 });

export const defineWebhookModel = (conn: Connection): Model<WebhookDoc> => conn.model<WebhookDoc>("Webhook", webhookSchema, "webhooks");
