import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { nameSchema, recordBase } from "../core/schema-helpers";
import { CHANNEL_PROVIDERS, CHANNEL_TYPES } from "./channel.model";

const channelExample = {
  ...exampleRecordBase(EXAMPLE_IDS.channel),
  type: "WHATSAPP",
  name: "Support line",
  phone: "5511999990000",
  provider: "DEV",
  enforceServiceWindow: false,
  throughputPerSecond: 80,
  recipientGapSeconds: 0,
} as const;

export const channelRecordSchema = z
  .object({
    ...recordBase,
    type: z.enum(CHANNEL_TYPES),
    name: z.string(),
    phone: z.string().describe("Digits only, country code included."),
    provider: z.enum(CHANNEL_PROVIDERS).describe("DEV simulates delivery; the others are real providers."),
    externalId: z.string().optional().describe("The number's id at the provider (WHATSAPP_CLOUD: the phone-number-id)."),
    businessAccountId: z.string().optional().describe("WHATSAPP_CLOUD: the WhatsApp Business Account id whose templates the channel uses."),
    enforceServiceWindow: z
      .boolean()
      .describe(
        "Free-form messages (anything but TEMPLATE) are refused with 422 OUTSIDE_SERVICE_WINDOW unless the contact wrote in the last 24 h.",
      ),
    throughputPerSecond: z.number().int().describe("At most this many sends per second through the channel (the worker paces them)."),
    recipientGapSeconds: z.number().int().describe("At least this many seconds between two sends to one recipient (0: no gap)."),
  })
  .meta({
    id: "Channel",
    examples: [channelExample],
  });
export type ChannelRecord = z.infer<typeof channelRecordSchema>;

export const channelCreatedSchema = channelRecordSchema
  .extend({
    webhookSecret: z.string().describe("Secret the provider's inbound webhook presents. Shown once; only its hash is stored."),
  })
  .meta({
    id: "ChannelCreated",
    examples: [{ ...channelExample, webhookSecret: "chs_6xq1Zr0bT8sWm4Kp2Yd9Lf3N" }],
  });
export type ChannelCreated = z.infer<typeof channelCreatedSchema>;

/** Rotating takes no options; the body is still read like every other body (malformed JSON 400, other media types 415, over the limit 413). */
export const channelSecretRotateSchema = z
  .strictObject({})
  .meta({ id: "ChannelSecretRotate", description: "No options: send `{}` or no body at all. Unknown keys are a 400.", examples: [{}] });

export const channelSecretSchema = z
  .object({ webhookSecret: z.string().describe("The new secret. Shown once; the previous one stops working.") })
  .meta({ id: "ChannelSecret", examples: [{ webhookSecret: "chs_P0k7Tq2Vn5Rw8Ye1Ua4Ic6Ox" }] });

/** Written as people write numbers ("+55 (11) 9999-0000"), stored as its digits. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]+$/, "phone may contain only digits, spaces, ( ) . - and a leading +")
  .transform((raw) => raw.replace(/\D/g, ""))
  .pipe(z.string().regex(/^\d{8,15}$/, "phone must have 8 to 15 digits, country code included"));

const externalIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,128}$/)
  .describe("The number's id at the provider: for WHATSAPP_CLOUD the phone-number-id from Meta's WhatsApp Manager (sends go to it).");

const businessAccountIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,128}$/)
  .describe("WHATSAPP_CLOUD: the WhatsApp Business Account (WABA) id; template sync and submission address it.");
const enforceServiceWindowSchema = z
  .boolean()
  .describe("Refuse free-form messages outside the 24 h window (default: true for WHATSAPP_CLOUD, false for DEV and TWILIO).");

export const THROUGHPUT_LIMITS = { min: 1, max: 1000 } as const;
export const RECIPIENT_GAP_LIMITS = { min: 0, max: 86_400 } as const;
const throughputSchema = z
  .number()
  .int()
  .min(THROUGHPUT_LIMITS.min)
  .max(THROUGHPUT_LIMITS.max)
  .describe("Sends per second the worker allows through the channel, 1-1000 (default 80, WhatsApp Cloud's business-number rate).");
const recipientGapSchema = z
  .number()
  .int()
  .min(RECIPIENT_GAP_LIMITS.min)
  .max(RECIPIENT_GAP_LIMITS.max)
  .describe("Seconds the worker leaves between two sends to one recipient, 0-86400 (default: 6 for WHATSAPP_CLOUD, 0 for DEV and TWILIO).");

export const channelCreateSchema = z
  .strictObject({
    type: z.enum(CHANNEL_TYPES),
    name: nameSchema,
    phone: phoneSchema,
    provider: z.enum(CHANNEL_PROVIDERS).default("DEV"),
    externalId: externalIdSchema.optional(),
    businessAccountId: businessAccountIdSchema.optional(),
    enforceServiceWindow: enforceServiceWindowSchema.optional(),
    throughputPerSecond: throughputSchema.optional(),
    recipientGapSeconds: recipientGapSchema.optional(),
  })
  .meta({ examples: [{ type: "WHATSAPP", name: "Support line", phone: "+55 11 99999-0000", provider: "DEV" }] });
export type ChannelCreate = z.infer<typeof channelCreateSchema>;

/** type and provider are fixed at creation: a different provider is a different channel. */
export const channelUpdateSchema = z
  .strictObject({
    name: nameSchema.optional(),
    phone: phoneSchema.optional(),
    externalId: externalIdSchema.optional(),
    businessAccountId: businessAccountIdSchema.optional(),
    enforceServiceWindow: enforceServiceWindowSchema.optional(),
    throughputPerSecond: throughputSchema.optional(),
    recipientGapSeconds: recipientGapSchema.optional(),
  })
  .meta({ examples: [{ name: "Support line (BR)" }] });
