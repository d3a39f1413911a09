import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import { MEDIA_KINDS, MEDIA_TYPES, type MediaKind, type MediaMimeType } from "./media-type";

export const MEDIA_STATUSES = ["STORED", "PENDING", "FAILED"] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/**
 * A media file of a project; its bytes are in the media store under the same id. Uploads are
 * STORED at once; inbound media starts PENDING (the provider's copy is fetched by the worker) and
 * ends STORED, or FAILED with `error` once the tries are used up.
 */
export interface MediaSource {
  channelId: string;
  provider: string;
  /** The channel's provider id (WhatsApp's phone-number-id). */
  externalId?: string;
  providerMediaId: string;
}

export interface MediaDoc extends TenantDoc {
  kind: MediaKind;
  mimeType: MediaMimeType;
  status: MediaStatus;
  size?: number;
  sha256?: string;
  filename?: string;
  /** Inbound media: where the provider keeps it (its media id, on the channel that received it). */
  source?: MediaSource;
  error?: string;
  /**
   * An upload no message has named yet is deleted at this time (MEDIA_UPLOAD_EXPIRY_DAYS after
   * its upload); the expiry sweep drops it once a message names the media, which from then on
   * lives as long as a message names it (media-release.ts).
   */
  expiresAt?: Date;
}

const mediaSchema = tenantSchema<MediaDoc>({
  kind: { type: String, enum: MEDIA_KINDS, required: true },
  mimeType: { type: String, enum: Object.keys(MEDIA_TYPES), required: true },
  status: { type: String, enum: MEDIA_STATUSES, required: true },
  size: { type: Number },
  sha256: { type: String },
  filename: { type: String },
  source: { channelId: { type: String }, provider: { type: String }, externalId: { type: String }, providerMediaId: { type: String } },
  error: { type: String },
  expiresAt: { type: Date },
});
// The expiry sweep's queue, across projects (as the call sweeper's): only uploads not yet named carry it.
mediaSchema.index({ expiresAt: 1 }, { partialFilterExpression: { expiresAt: { $exists: true } } });

export const defineMediaModel = (conn: Connection): Model<MediaDoc> => conn.model<MediaDoc>("Media", mediaSchema, "media");
