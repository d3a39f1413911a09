import { z } from "zod";
import { idSchema } from "../core/schema-helpers";
import type { MessageType } from "./message.model";
import { templateLanguageSchema, templateNameSchema } from "../templates/template.schema";

/**
 * One content schema per message type, shaped like WhatsApp's (the most demanding channel):
 * media by URL or by our media id, interactive buttons (at most 3) and lists (at most 10 rows), templates by name
 * and language. Every schema is closed: unknown keys are a 400.
 */
const url = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .describe("Public http(s) address the provider downloads the file from.");
const caption = z.string().trim().min(1).max(1024).optional();
const mediaId = idSchema.describe("A media file of the project (`POST /v1/media`) of the message's type, instead of `url`.");
const exactlyOneSource = (value: { url?: unknown; mediaId?: unknown }) => (value.url === undefined) !== (value.mediaId === undefined);
/** Media by `url` or by `mediaId`, exactly one of the two. */
const media = <S extends z.ZodRawShape>(extra: S) =>
  z
    .strictObject({ url: url.optional(), mediaId: mediaId.optional(), ...extra })
    .refine((value) => exactlyOneSource(value as { url?: unknown; mediaId?: unknown }), {
      message: "give exactly one of url and mediaId",
      path: ["mediaId"],
    });

const text = z.strictObject({ text: z.string().trim().min(1).max(4096) });
const image = media({ caption });
const audio = media({});
const video = media({ caption });
const document = media({ caption, filename: z.string().trim().min(1).max(240).optional() });
const sticker = media({});
const location = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  name: z.string().trim().min(1).max(1000).optional(),
  address: z.string().trim().min(1).max(1000).optional(),
});
const sharedContact = z.strictObject({
  name: z.string().trim().min(1).max(200),
  phones: z
    .array(z.strictObject({ phone: z.string().trim().min(3).max(32), type: z.string().trim().max(40).optional() }))
    .min(1)
    .max(10),
  emails: z
    .array(z.strictObject({ email: z.email(), type: z.string().trim().max(40).optional() }))
    .max(10)
    .optional(),
  organization: z.string().trim().min(1).max(200).optional(),
});
const contact = z.strictObject({ contacts: z.array(sharedContact).min(1).max(10) });
const templateParameter = z.string().trim().min(1).max(1024);
const template = z.strictObject({
  name: templateNameSchema.describe("A template of the chat's channel (GET /v1/channels/{id}/templates)."),
  language: templateLanguageSchema,
  parameters: z
    .strictObject({
      header: z.array(templateParameter).max(1).optional().describe("The value of the header's {{1}}, if it has one."),
      body: z.array(templateParameter).max(100).describe("Values of the body's {{1}}, {{2}}... in order."),
    })
    .optional()
    .describe("One value per placeholder (a count mismatch is a 400); omit for a template without placeholders."),
});
const reaction = z.strictObject({
  messageId: idSchema.describe("A message of the same chat."),
  emoji: z.string().max(16).describe("One emoji; an empty string removes the reaction."),
});
const header = z.string().trim().min(1).max(60).optional();
const footer = z.string().trim().min(1).max(60).optional();
const buttons = z.strictObject({
  text: z.string().trim().min(1).max(1024),
  header,
  footer,
  buttons: z
    .array(z.strictObject({ id: z.string().trim().min(1).max(256), title: z.string().trim().min(1).max(20) }))
    .min(1)
    .max(3),
});
const listRow = z.strictObject({
  id: z.string().trim().min(1).max(200),
  title: z.string().trim().min(1).max(24),
  description: z.string().trim().min(1).max(72).optional(),
});
const list = z
  .strictObject({
    text: z.string().trim().min(1).max(4096),
    header,
    footer,
    buttonText: z.string().trim().min(1).max(20).describe("Label of the button that opens the list."),
    sections: z
      .array(z.strictObject({ title: z.string().trim().min(1).max(24).optional(), rows: z.array(listRow).min(1).max(10) }))
      .min(1)
      .max(10),
  })
  .refine((value) => value.sections.reduce((n, s) => n + s.rows.length, 0) <= 10, {
    message: "a list has at most 10 rows in all",
    path: ["sections"],
  });

export const messageContentSchemas = {
  TEXT: text,
  IMAGE: image,
  AUDIO: audio,
  VIDEO: video,
  DOCUMENT: document,
  STICKER: sticker,
  LOCATION: location,
  CONTACT: contact,
  TEMPLATE: template,
  REACTION: reaction,
  BUTTONS: buttons,
  LIST: list,
} as const satisfies Record<MessageType, z.ZodType>;

export type MessageContent<T extends MessageType = MessageType> = z.output<(typeof messageContentSchemas)[T]>;

/** The media id a message's content names (media messages sent or received by `mediaId`). */
export function contentMediaId(content: Record<string, unknown>): string | undefined {
  return typeof content.mediaId === "string" ? content.mediaId : undefined;
}

/** A one-line text of any message, for the agent's history and logs. */
export function contentSummary(type: MessageType, content: Record<string, unknown>): string {
  const text = content.text ?? content.caption ?? content.name;
  if (typeof text === "string") return type === "TEXT" ? text : `[${type}] ${text}`;
  if (type === "REACTION") return `[REACTION] ${String(content.emoji)}`;
  return `[${type}]`;
}
