import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export const CHANNEL_TYPES = ["WHATSAPP", "SMS"] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
/** DEV simulates delivery (the embedded default); the others are real messaging providers. */
export const CHANNEL_PROVIDERS = ["DEV", "WHATSAPP_CLOUD", "TWILIO"] as const;
export type ChannelProvider = (typeof CHANNEL_PROVIDERS)[number];

export interface ChannelDoc extends TenantDoc {
  type: ChannelType;
  name: string;
  /** Digits only, country code included, like the phone parties of calls. */
  phone: string;
  provider: ChannelProvider;
  /** The number's id at the provider (WHATSAPP_CLOUD: Meta's phone-number-id), which sends are addressed to. */
  externalId?: string;
  /** SHA-256 of the inbound-webhook secret: the plaintext is shown once at creation and never stored. */
  secretHash: string;
  /** Refuse free-form sends outside the 24 h customer-service window; unset on older channels means the provider's default. */
  enforceServiceWindow?: boolean;
  /** WHATSAPP_CLOUD: the WhatsApp Business Account id that owns the number's message templates. */
  businessAccountId?: string;
  /** Sends per second the number may make (the worker paces to it); unset on older channels means the default. */
  throughputPerSecond?: number;
  /** Seconds between two sends to one recipient; unset on older channels means the provider's default. */
  recipientGapSeconds?: number;
}

/** WhatsApp Cloud refuses free-form messages outside the window (error 131047); DEV simulates it only when asked. */
export const enforcesServiceWindowByDefault = (provider: ChannelProvider): boolean => provider === "WHATSAPP_CLOUD";

/** WhatsApp Cloud's default business-number throughput (messages per second). */
export const DEFAULT_THROUGHPUT_PER_SECOND = 80;
/** WhatsApp Cloud throttles more than about one message every 6 s to one recipient (131056); DEV paces only when asked. */
export const defaultRecipientGapSeconds = (provider: ChannelProvider): number => (provider === "WHATSAPP_CLOUD" ? 6 : 0);

const channelSchema = tenantSchema<ChannelDoc>({
  type: { type: String, enum: CHANNEL_TYPES, required: true, immutable: true },
  name: { type: String, required: true },
  phone: { type: String, required: true },
  provider: { type: String, enum: CHANNEL_PROVIDERS, required: true, immutable: true },
  externalId: { type: String },
  secretHash: { type: String, required: true },
  enforceServiceWindow: { type: Boolean },
  businessAccountId: { type: String },
  throughputPerSecond: { type: Number },
  recipientGapSeconds: { type: Number },
});
channelSchema.index({ projectId: 1, createdAt: -1 });
// One channel per number and type in a project: inbound messages must resolve to exactly one channel.
channelSchema.index({ projectId: 1, type: 1, phone: 1 }, { unique: true });

export const defineChannelModel = (conn: Connection): Model<ChannelDoc> => conn.model<ChannelDoc>("Channel", channelSchema, "channels");
