import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { idSchema, recordBase } from "../core/schema-helpers";
import { phoneSchema } from "../channels/channel.schema";
import { messageContentSchemas } from "./message-content";
import { MESSAGE_ERROR_CODES } from "./message-failure";
import { AUTHOR_TYPES, MESSAGE_DIRECTIONS, MESSAGE_STATUSES, MESSAGE_TYPES, type MessageType } from "./message.model";

export const messageAuthorSchema = z
  .object({
    type: z.enum(AUTHOR_TYPES).describe("USER: the API key's user; AGENT: the chat's AI agent; CONTACT: inbound; SYSTEM."),
    id: z.string().optional(),
  })
  .meta({ id: "MessageAuthor" });

export const messageRecordSchema = z
  .object({
    ...recordBase,
    chatId: z.string(),
    direction: z.enum(MESSAGE_DIRECTIONS),
    type: z.enum(MESSAGE_TYPES),
    content: z.record(z.string(), z.unknown()).describe("The type's content object (see the send body)."),
    status: z.enum(MESSAGE_STATUSES).describe("Outbound: QUEUED -> SENT -> DELIVERED -> READ, or FAILED. Inbound: DELIVERED."),
    editedId: z.string().optional(),
    repliedId: z.string().optional(),
    forwardedId: z.string().optional(),
    author: messageAuthorSchema,
    error: z.string().optional().describe("The provider's reason, when FAILED."),
    errorCode: z
      .enum(MESSAGE_ERROR_CODES)
      .optional()
      .describe(
        "Why it FAILED, machine-readable: OUTSIDE_SERVICE_WINDOW, RECIPIENT_UNREACHABLE, TEMPLATE_PARAMS_MISMATCH, TEMPLATE_UNAVAILABLE, MEDIA_REJECTED, UNSUPPORTED_MESSAGE, AGENT_CHANGED, PROVIDER_NOT_CONFIGURED or PROVIDER_ERROR.",
      ),
    providerCode: z
      .number()
      .int()
      .optional()
      .describe("The provider's numeric error code, when it gave one (WhatsApp: 131047, 132000...)."),
  })
  .meta({
    id: "Message",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.message),
        chatId: EXAMPLE_IDS.chat,
        direction: "OUTBOUND",
        type: "TEXT",
        content: { text: "Hi Ada, your quote is on its way." },
        status: "DELIVERED",
        author: { type: "USER", id: EXAMPLE_IDS.user },
      },
    ],
  });
export type MessageRecord = z.infer<typeof messageRecordSchema>;

const links = {
  editedId: idSchema.optional().describe("The message of this chat this one edits."),
  repliedId: idSchema.optional().describe("The message of this chat this one replies to."),
  forwardedId: idSchema.optional().describe("The message of this chat this one forwards."),
};

const variant = <T extends MessageType>(type: T) =>
  z
    .strictObject({ type: z.literal(type), content: messageContentSchemas[type], ...links })
    .meta({ id: `SendMessage${type[0]}${type.slice(1).toLowerCase()}` });

/** `POST /v1/chats/{chatId}/messages`: one body variant per type, each with its own content schema. */
export const messageSendSchema = z
  .discriminatedUnion("type", [
    variant("TEXT"),
    variant("IMAGE"),
    variant("AUDIO"),
    variant("VIDEO"),
    variant("DOCUMENT"),
    variant("STICKER"),
    variant("LOCATION"),
    variant("CONTACT"),
    variant("TEMPLATE"),
    variant("REACTION"),
    variant("BUTTONS"),
    variant("LIST"),
  ])
  .meta({ examples: [{ type: "TEXT", content: { text: "Hi Ada, your quote is on its way." } }] });
export type MessageSend = z.infer<typeof messageSendSchema>;

export const messageCreatedSchema = z.object({ id: z.string().describe("The queued message's id.") }).meta({
  id: "MessageCreated",
  examples: [{ id: EXAMPLE_IDS.message }],
});

export const SEND_BY_PHONE_METHODS = ["MESSAGES", "TEMPLATE"] as const;

export const sendByPhoneSchema = z
  .strictObject({
    phone: phoneSchema,
    channelId: idSchema,
    method: z
      .enum(SEND_BY_PHONE_METHODS)
      .default("MESSAGES")
      .describe("MESSAGES: each item is a TEXT message. TEMPLATE: each item is a template name, sent in `language`."),
    messages: z
      .array(z.string().trim().min(1).max(4096))
      .min(1)
      .max(10)
      .describe("1 to 10 non-empty texts (or template names), queued in this order."),
    language: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/)
      .default("en")
      .describe("Template language (method TEMPLATE)."),
    contactId: idSchema.optional().describe("The contact to write to; else the contact with this phone, created if none."),
  })
  .superRefine((input, ctx) => {
    if (input.method !== "TEMPLATE") return;
    input.messages.forEach((name, i) => {
      const checked = messageContentSchemas.TEMPLATE.shape.name.safeParse(name);
      if (!checked.success)
        ctx.addIssue({
          code: "custom",
          path: ["messages", i],
          message: "with method TEMPLATE each item is a template name (lowercase letters, digits, underscores)",
        });
    });
  })
  .meta({ examples: [{ phone: "+55 11 99999-0001", channelId: EXAMPLE_IDS.channel, messages: ["Hi Ada!", "Your quote is on its way."] }] });
export type SendByPhone = z.infer<typeof sendByPhoneSchema>;

export const sendByPhoneResultSchema = z
  .object({ chatId: z.string() })
  .meta({ id: "SendByPhoneResult", examples: [{ chatId: EXAMPLE_IDS.chat }] });
