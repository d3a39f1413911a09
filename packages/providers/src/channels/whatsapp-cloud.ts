import { createHmac, timingSafeEqual } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { z } from "zod";
import type { FetchedMedia, MessageErrorCode, OutboundMedia, TemplateCatalog } from "@crm/domain";
import { multipartBody, type MultipartBody } from "../http/multipart-body";
import { ChannelSendError, ChannelThrottledError, type ChannelProvider, type ChannelSendRequest } from "./channel-provider";
import { DEFAULT_GRAPH_URL } from "./graph-url";
import { WHATSAPP_THROTTLE_CODES, whatsAppFailure } from "./whatsapp-errors";
import { createWhatsAppTemplateCatalog } from "./whatsapp-templates";

/**
 * WhatsApp Cloud API (Meta Graph): sends with `POST {graphUrl}/{phone-number-id}/messages` and a
 * bearer token; webhooks signed with `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the
 * app secret); subscription checked by a GET challenge with the verify token. One Meta app (token,
 * app secret, verify token) serves every WHATSAPP_CLOUD channel; each channel's `externalId` is its
 * phone-number-id.
 */
export interface WhatsAppCloudOptions {
  accessToken: string;
  /** Default https://graph.facebook.com/v21.0 (tests point it at a local fake server). */
  graphUrl?: string;
  timeoutMs?: number;
}

export { DEFAULT_GRAPH_URL };

type Content = Record<string, unknown>;
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const optional = (key: string, value: unknown) => (value === undefined ? {} : { [key]: value });

/** A TEMPLATE message's `{name, language, parameters: {header?, body}}` as the Cloud API's `template` object (text parameters). */
function toWhatsAppTemplate(c: Content): Record<string, unknown> {
  const parameters = (c.parameters ?? {}) as { header?: string[]; body?: string[] };
  const component = (type: "header" | "body", values: string[] | undefined) =>
    values && values.length > 0 ? [{ type, parameters: values.map((text) => ({ type: "text", text })) }] : [];
  const components = [...component("header", parameters.header), ...component("body", parameters.body)];
  return { name: c.name, language: { code: c.language }, ...optional("components", components.length > 0 ? components : undefined) };
}

/**
 * Our message `content` as the Cloud API's type-specific object; media by `link` (a `url`
 * content) or by the id WhatsApp gave our uploaded file (`uploadedMediaId`, for `mediaId` content).
 */
export function toWhatsAppMessage(request: ChannelSendRequest, uploadedMediaId?: string): Record<string, unknown> {
  const c = request.content as Content;
  const media = (kind: string, extra: Content = {}) => ({
    type: kind,
    [kind]: { ...(uploadedMediaId ? { id: uploadedMediaId } : { link: c.url }), ...extra },
  });
  const interactiveText = {
    ...optional("header", c.header !== undefined ? { type: "text", text: c.header } : undefined),
    body: { text: c.text },
    ...optional("footer", c.footer !== undefined ? { text: c.footer } : undefined),
  };
  const byType: Record<string, () => Record<string, unknown>> = {
    TEXT: () => ({ type: "text", text: { body: c.text, preview_url: false } }),
    IMAGE: () => media("image", optional("caption", c.caption)),
    VIDEO: () => media("video", optional("caption", c.caption)),
    AUDIO: () => media("audio"),
    STICKER: () => media("sticker"),
    DOCUMENT: () => media("document", { ...optional("caption", c.caption), ...optional("filename", c.filename) }),
    LOCATION: () => ({
      type: "location",
      location: { latitude: c.latitude, longitude: c.longitude, ...optional("name", c.name), ...optional("address", c.address) },
    }),
    CONTACT: () => ({
      type: "contacts",
      contacts: (c.contacts as Content[]).map((person) => ({
        name: { formatted_name: person.name, first_name: person.name },
        phones: person.phones,
        ...optional("emails", person.emails),
        ...optional("org", person.organization !== undefined ? { company: person.organization } : undefined),
      })),
    }),
    TEMPLATE: () => ({ type: "template", template: toWhatsAppTemplate(c) }),
    REACTION: () => ({ type: "reaction", reaction: { message_id: request.context?.reactedExternalId, emoji: c.emoji } }),
    BUTTONS: () => ({
      type: "interactive",
      interactive: {
        type: "button",
        ...interactiveText,
        action: { buttons: (c.buttons as Content[]).map((b) => ({ type: "reply", reply: { id: b.id, title: b.title } })) },
      },
    }),
    LIST: () => ({
      type: "interactive",
      interactive: { type: "list", ...interactiveText, action: { button: c.buttonText, sections: c.sections } },
    }),
  };
  const build = byType[request.type];
  if (!build) throw new ChannelSendError(`WhatsApp Cloud cannot send ${request.type} messages.`, false);
  if (request.type === "REACTION" && !request.context?.reactedExternalId) {
    throw new ChannelSendError("The message reacted to never went through WhatsApp, so WhatsApp cannot address it.", false);
  }
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: request.to,
    ...optional("context", request.context?.repliedExternalId ? { message_id: request.context.repliedExternalId } : undefined),
    // Our id travels with the message and comes back in its status webhooks (WhatsApp has no idempotency key).
    biz_opaque_callback_data: request.messageId,
    ...build(),
  };
}

export function createWhatsAppCloudProvider(options: WhatsAppCloudOptions): ChannelProvider {
  const graphUrl = (options.graphUrl ?? DEFAULT_GRAPH_URL).replace(/\/$/, "");
  const authorization = `Bearer ${options.accessToken}`;
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 15_000);

  /** A Graph API call as a send sees it: unreachable and 429/5xx are worth another try, other refusals carry WhatsApp's code. */
  async function graphPost<T>(path: string, body: string | MultipartBody, headers: Record<string, string> = {}): Promise<T> {
    let response: Response;
    const request =
      typeof body === "string"
        ? { body, headers }
        : {
            // Node's fetch takes an async iterable as a streamed body; the DOM typings a web app's
            // package compiles this file with do not list it.
            body: body.body as unknown as RequestInit["body"],
            // A streamed body: fetch sends it as it is read (`duplex: "half"`), with the length known up front.
            duplex: "half" as const,
            headers: { ...headers, "content-type": body.contentType, "content-length": String(body.length) },
          };
    try {
      response = await fetch(`${graphUrl}/${path}`, {
        method: "POST",
        ...request,
        headers: { authorization, ...request.headers },
        signal: timeout(),
      });
    } catch (error) {
      throw new ChannelSendError(`WhatsApp Cloud unreachable: ${error instanceof Error ? error.message : String(error)}`, true);
    }
    const answer = (await response.json().catch(() => ({}))) as T & { error?: { message?: string; code?: number } };
    if (!response.ok) {
      const reason = `WhatsApp Cloud ${response.status}: ${answer.error?.message ?? response.statusText}`;
      const code = answer.error?.code;
      if (response.status === 429 || code === WHATSAPP_THROTTLE_CODES.channel || code === WHATSAPP_THROTTLE_CODES.recipient) {
        const scope = code === WHATSAPP_THROTTLE_CODES.recipient ? "recipient" : "channel";
        throw new ChannelThrottledError(reason, retryAfterMs(response.headers.get("retry-after")), scope, code);
      }
      throw new ChannelSendError(reason, response.status >= 500, whatsAppFailure(code));
    }
    return answer;
  }

  /** `POST /{phone-number-id}/media` (multipart): WhatsApp keeps the file and answers its media id. */
  async function uploadMedia(phoneNumberId: string, media: OutboundMedia): Promise<string> {
    // Streamed from storage as WhatsApp reads it: the file (up to 100 MiB) is never all in memory.
    const form = multipartBody(
      { messaging_product: "whatsapp", type: media.mimeType },
      { name: "file", filename: media.filename ?? "file", contentType: media.mimeType, size: media.size, open: () => media.open() },
    );
    const body = await graphPost<{ id?: string }>(`${encodeURIComponent(phoneNumberId)}/media`, form);
    if (!body.id) throw new ChannelSendError("WhatsApp Cloud answered a media upload without an id.", true);
    return body.id;
  }

  /** A Graph GET with the token; throws (the caller retries a bounded number of times) on anything but 2xx. */
  async function graphGet(url: string): Promise<Response> {
    const response = await fetch(url, { headers: { authorization }, signal: timeout() });
    if (!response.ok) throw new Error(`WhatsApp Cloud ${response.status} for ${new URL(url).pathname}`);
    return response;
  }

  return {
    info: { service: "channel:WHATSAPP_CLOUD", adapter: "whatsapp-cloud", simulated: false },
    async send(request) {
      const phoneNumberId = request.channel.externalId;
      if (!phoneNumberId) throw new ChannelSendError("The channel has no externalId (its WhatsApp phone-number-id).", false);
      const uploaded = request.media ? await uploadMedia(phoneNumberId, request.media) : undefined;
      const body = await graphPost<{ messages?: Array<{ id?: string }> }>(
        `${encodeURIComponent(phoneNumberId)}/messages`,
        JSON.stringify(toWhatsAppMessage(request, uploaded)),
        { "content-type": "application/json" },
      );
      const id = body.messages?.[0]?.id;
      if (!id) throw new ChannelSendError("WhatsApp Cloud answered without a message id.", true);
      return { providerMessageId: id };
    },
    /** Inbound media: `GET /{media-id}` answers a short-lived URL, downloaded with the same token. */
    async fetchMedia({ providerMediaId }): Promise<FetchedMedia> {
      const meta = (await (await graphGet(`${graphUrl}/${encodeURIComponent(providerMediaId)}`)).json()) as {
        url?: string;
        mime_type?: string;
      };
      if (!meta.url) throw new Error("WhatsApp Cloud answered a media id without its url.");
      const file = await graphGet(meta.url);
      if (!file.body) throw new Error("WhatsApp Cloud answered a media download without a body.");
      return {
        ...(meta.mime_type ? { mimeType: meta.mime_type } : {}),
        content: Readable.fromWeb(file.body as WebReadableStream<Uint8Array>) as AsyncIterable<Buffer>,
      };
    },
  };
}

/** A `Retry-After` header in seconds or as an HTTP date, in milliseconds (undefined when absent or unreadable). */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, compared in constant time. */
export function whatsAppSignatureValid(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type WhatsAppInbound =
  | {
      kind: "message";
      externalId: string;
      from: string;
      type: "TEXT" | "LOCATION" | WhatsAppMediaType;
      content: Record<string, unknown>;
      /** Media WhatsApp keeps: its media id, copied into our storage by the worker. */
      media?: { providerMediaId: string; mimeType?: string; filename?: string };
    }
  | {
      kind: "status";
      externalId: string;
      status: "SENT" | "DELIVERED" | "READ" | "FAILED";
      error?: string;
      errorCode?: MessageErrorCode;
      providerCode?: number;
    };

const STATUSES = { sent: "SENT", delivered: "DELIVERED", read: "READ", failed: "FAILED" } as const;

const mediaObject = z.looseObject({
  id: z.string().describe("WhatsApp's media id (`GET /{media-id}` answers its download URL)."),
  mime_type: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
});
type WhatsAppMediaType = "IMAGE" | "AUDIO" | "VIDEO" | "DOCUMENT" | "STICKER";
/** WhatsApp's inbound media kinds and ours (a voice note is `audio` too). */
const MEDIA_MESSAGE_TYPES: Record<string, WhatsAppMediaType> = {
  image: "IMAGE",
  audio: "AUDIO",
  video: "VIDEO",
  document: "DOCUMENT",
  sticker: "STICKER",
};
const webhookMessageSchema = z.looseObject({
  id: z.string().describe("Meta's message id (`wamid...`): repeats of it are stored once."),
  from: z.string().describe("The sender's number, digits with the country code."),
  type: z.string().describe("text, location, button, interactive, image, video, document, ..."),
  text: z.looseObject({ body: z.string().optional() }).optional(),
  location: z
    .looseObject({ latitude: z.number(), longitude: z.number(), name: z.string().optional(), address: z.string().optional() })
    .optional(),
  button: z.looseObject({ text: z.string().optional() }).optional(),
  interactive: z
    .looseObject({
      button_reply: z.looseObject({ title: z.string().optional() }).optional(),
      list_reply: z.looseObject({ title: z.string().optional() }).optional(),
    })
    .optional(),
  image: mediaObject.optional(),
  audio: mediaObject.optional(),
  video: mediaObject.optional(),
  document: mediaObject.optional(),
  sticker: mediaObject.optional(),
});
const webhookStatusSchema = z.looseObject({
  id: z.string().describe("Meta's id of one of our sent messages."),
  status: z.string().describe("sent, delivered, read or failed (others are ignored)."),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() })).optional(),
});

/**
 * The Cloud API's webhook body (Meta's "messages" field notification), as far as we read it: extra
 * properties are allowed, since Meta adds fields over time.
 */
export const whatsAppWebhookSchema = z
  .looseObject({
    object: z.string().optional().describe("`whatsapp_business_account`."),
    entry: z.array(
      z.looseObject({
        id: z.string().optional(),
        changes: z
          .array(
            z.looseObject({
              field: z.string().optional().describe("`messages`."),
              value: z
                .looseObject({ messages: z.array(webhookMessageSchema).optional(), statuses: z.array(webhookStatusSchema).optional() })
                .optional(),
            }),
          )
          .optional(),
      }),
    ),
  })
  .meta({
    id: "WhatsAppCloudWebhook",
    description: "A WhatsApp Cloud API webhook (Meta), signed with `X-Hub-Signature-256`: inbound `messages` and outbound `statuses`.",
  });
type WhatsAppWebhook = z.infer<typeof whatsAppWebhookSchema>;

/**
 * The events of a Cloud API webhook body (`entry[].changes[].value.messages[] / statuses[]`).
 * Text, location and button/list replies keep their meaning; media (image, audio, video, document,
 * sticker) arrive as media messages naming WhatsApp's media id, for the worker to copy; other
 * kinds (contacts, unsupported...) arrive as a TEXT naming the kind.
 */
export function parseWhatsAppWebhook(body: unknown): WhatsAppInbound[] {
  // Read leniently (a shape it does not know yields no events), typed by the documented schema.
  const entries = (body as Partial<WhatsAppWebhook> | null)?.entry ?? [];
  const events: WhatsAppInbound[] = [];
  for (const change of entries.flatMap((entry) => entry.changes ?? [])) {
    for (const m of change.value?.messages ?? []) {
      if (m.type === "location" && m.location) {
        events.push({ kind: "message", externalId: m.id, from: m.from, type: "LOCATION", content: { ...m.location } });
        continue;
      }
      const mediaType = MEDIA_MESSAGE_TYPES[m.type];
      const media = mediaType ? m[m.type as "image"] : undefined;
      if (mediaType && media) {
        const caption = mediaType === "IMAGE" || mediaType === "VIDEO" || mediaType === "DOCUMENT" ? str(media.caption)?.trim() : undefined;
        const filename = mediaType === "DOCUMENT" ? str(media.filename)?.trim() : undefined;
        events.push({
          kind: "message",
          externalId: m.id,
          from: m.from,
          type: mediaType,
          content: { ...(caption ? { caption: caption.slice(0, 1024) } : {}), ...(filename ? { filename: filename.slice(0, 240) } : {}) },
          media: {
            providerMediaId: media.id,
            ...(media.mime_type ? { mimeType: media.mime_type } : {}),
            ...(filename ? { filename } : {}),
          },
        });
        continue;
      }
      const text =
        str(m.text?.body) ??
        str(m.button?.text) ??
        str(m.interactive?.button_reply?.title) ??
        str(m.interactive?.list_reply?.title) ??
        `[${m.type}]`;
      events.push({ kind: "message", externalId: m.id, from: m.from, type: "TEXT", content: { text } });
    }
    for (const s of change.value?.statuses ?? []) {
      const status = STATUSES[s.status as keyof typeof STATUSES];
      if (!status) continue;
      const first = s.errors?.[0];
      const error = first?.message ?? first?.title;
      events.push({
        kind: "status",
        externalId: s.id,
        status,
        ...(error ? { error } : {}),
        ...(status === "FAILED" ? whatsAppFailure(typeof first?.code === "number" ? first.code : undefined) : {}),
      });
    }
  }
  return events;
}

const blankAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** The WhatsApp Cloud sender in the worker's environment; published in docs/configuration.md (`pnpm docs:config`). */
export const whatsAppCloudEnvSchema = z.object({
  WHATSAPP_ACCESS_TOKEN: z
    .preprocess(blankAsUndefined, z.string().trim().optional())
    .describe(
      "The Cloud API access token (a system user's permanent token). Unset: sends through WHATSAPP_CLOUD channels fail, and their templates cannot be synced or submitted (422 PROVIDER_NOT_CONFIGURED).",
    ),
  WHATSAPP_GRAPH_URL: z
    .preprocess(blankAsUndefined, z.string().optional())
    .describe(`The Graph API address. Unset: \`${DEFAULT_GRAPH_URL}\`.`),
});

/** `WHATSAPP_ACCESS_TOKEN` set: WhatsApp Cloud's template catalogue (sync and submission, in the API); else none. */
export function whatsAppTemplatesFromEnv(env: NodeJS.ProcessEnv = process.env): { WHATSAPP_CLOUD?: TemplateCatalog } {
  const c = whatsAppCloudEnvSchema.parse(env);
  return c.WHATSAPP_ACCESS_TOKEN
    ? {
        WHATSAPP_CLOUD: createWhatsAppTemplateCatalog({
          accessToken: c.WHATSAPP_ACCESS_TOKEN,
          ...(c.WHATSAPP_GRAPH_URL ? { graphUrl: c.WHATSAPP_GRAPH_URL } : {}),
        }),
      }
    : {};
}

/** `WHATSAPP_ACCESS_TOKEN` set: the WhatsApp Cloud adapter (`WHATSAPP_GRAPH_URL` to override the Graph API address); else none. */
export function whatsAppCloudFromEnv(env: NodeJS.ProcessEnv = process.env): { WHATSAPP_CLOUD?: ChannelProvider } {
  const c = whatsAppCloudEnvSchema.parse(env);
  return c.WHATSAPP_ACCESS_TOKEN
    ? {
        WHATSAPP_CLOUD: createWhatsAppCloudProvider({
          accessToken: c.WHATSAPP_ACCESS_TOKEN,
          ...(c.WHATSAPP_GRAPH_URL ? { graphUrl: c.WHATSAPP_GRAPH_URL } : {}),
        }),
      }
    : {};
}
