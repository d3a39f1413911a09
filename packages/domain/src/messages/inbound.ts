import { z } from "zod";
import type { ChannelDoc, ChannelProvider } from "../channels/channel.model";
import { phoneSchema } from "../channels/channel.schema";
import { channelSecretMatches } from "../channels/channel.secret";
import type { ChatService } from "../chats/chat.service";
import { systemContext } from "../core/context";
import { AppError, unauthorized, validationError } from "../core/errors";
import { parseInput } from "../core/validate";
import { contentMediaId, messageContentSchemas } from "./message-content";
import { newId } from "../core/ids";
import { MEDIA_KINDS, type MediaKind } from "../media/media-type";
import type { MediaService } from "../media/media.service";
import type { MessageDelivery } from "./message-delivery";
import { MESSAGE_TYPES, type MessageType } from "./message.model";
import { MESSAGE_ERROR_CODES, type MessageFailure } from "./message-failure";
import type { AppendMessage } from "./message-writer";
import type { Models } from "../models";

/** A provider webhook reduced to what the domain acts on. */
export type InboundEvent =
  | {
      kind: "message";
      externalId: string;
      from: string;
      type: MessageType;
      content: unknown;
      /** Media the provider keeps (WhatsApp sends media ids): recorded PENDING, copied by the worker; the content names our mediaId. */
      media?: { providerMediaId: string; mimeType?: string; filename?: string };
    }
  | ({ kind: "status"; externalId: string; status: "SENT" | "DELIVERED" | "READ" | "FAILED" } & Partial<MessageFailure>);

export interface WebhookRequest {
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  /** The exact bytes, which provider signatures cover. */
  rawBody: Buffer;
  /**
   * The body read as JSON by the host, throwing its 400 for malformed JSON. A reader calls it
   * once the request is authenticated, so a stranger's garbage is a 401, never a parse error.
   */
  json(): unknown;
}

/**
 * Authenticates a provider's webhook request for a channel and reads its events; null when the
 * request is not the provider's (wrong secret or signature). Throws a 400 AppError for a body it
 * cannot read. DEV is built in; real providers are plugged in by the host (openDomain options).
 */
export type ChannelWebhookReader = (channel: ChannelDoc, request: WebhookRequest) => InboundEvent[] | null;

const externalId = z.string().trim().min(1).max(256);
/** The DEV provider's webhook body (decisions.md "Chats and messages"): an inbound message or a status of one of our messages. */
export const devChannelWebhookSchema = z
  .discriminatedUnion("event", [
    z
      .strictObject({
        event: z.literal("message"),
        messageId: externalId.describe("The provider's id of the message: a repeat of it is stored once."),
        from: phoneSchema.describe("The sender's number (digits with the country code, or formatted)."),
        type: z.enum(MESSAGE_TYPES),
        content: z.record(z.string(), z.unknown()).describe("The content of its type, as `sendChatMessage` documents it."),
      })
      .meta({ id: "DevChannelInboundMessage", description: "An inbound message from the chat's contact." }),
    z
      .strictObject({
        event: z.literal("status"),
        messageId: externalId.describe("The provider's id of one of our sent messages (`dev-<message id>` for the DEV provider)."),
        status: z.enum(["SENT", "DELIVERED", "READ", "FAILED"]).describe("Applied only when it moves the message forward."),
        error: z.string().max(1000).optional().describe("The provider's reason, kept on a FAILED message."),
        errorCode: z.enum(MESSAGE_ERROR_CODES).optional().describe("Why it FAILED (default PROVIDER_ERROR)."),
        providerCode: z
          .number()
          .int()
          .min(0)
          .max(2 ** 31)
          .optional()
          .describe("The provider's numeric code, kept on a FAILED message."),
      })
      .meta({ id: "DevChannelStatus", description: "A delivery status of an outbound message." }),
  ])
  .meta({
    id: "DevChannelWebhook",
    description: "The DEV provider's webhook body, authenticated by the channel's secret in `x-channel-secret`.",
    examples: [
      { event: "message", messageId: "dev-in-0001", from: "+55 11 99999-0001", type: "TEXT", content: { text: "Is the quote ready?" } },
    ],
  });

/** The dev provider's webhook, authenticated by `x-channel-secret`. */
export const devWebhookReader: ChannelWebhookReader = (channel, request) => {
  const secret = request.headers["x-channel-secret"];
  if (!secret || !channelSecretMatches(secret, channel.secretHash)) return null;
  const body = parseInput(devChannelWebhookSchema, request.json());
  return [
    body.event === "message"
      ? { kind: "message", externalId: body.messageId, from: body.from, type: body.type, content: body.content }
      : {
          kind: "status",
          externalId: body.messageId,
          status: body.status,
          ...(body.error !== undefined ? { error: body.error } : {}),
          ...(body.errorCode !== undefined ? { errorCode: body.errorCode } : {}),
          ...(body.providerCode !== undefined ? { providerCode: body.providerCode } : {}),
        },
  ];
};

const unknownChannel = () => unauthorized("Unknown channel or invalid webhook credentials.");

export interface InboundDeps {
  models: Pick<Models, "channels" | "messages">;
  chatService: Pick<ChatService, "inOpenChat">;
  delivery: Pick<MessageDelivery, "applyProviderStatus">;
  media: Pick<MediaService, "assertFits" | "pendingInbound">;
  append: AppendMessage;
  readers: Partial<Record<ChannelProvider, ChannelWebhookReader>>;
}

export function createInbound(deps: InboundDeps) {
  const { channels, messages } = deps.models;

  /**
   * An inbound message: stored once per provider message id (a repeat changes nothing), in the
   * open chat of the channel and sender (started, with the contact found by phone or created, if
   * none); it cancels the agent's pending follow-up and raises `message.received`.
   */
  async function receiveMessage(channel: ChannelDoc, event: Extract<InboundEvent, { kind: "message" }>): Promise<void> {
    const ctx = systemContext(channel.projectId);
    const kind = MEDIA_KINDS.find((k) => k === event.type);
    const pendingMediaId = event.media && kind ? newId() : undefined;
    const given = pendingMediaId ? { ...(event.content as Record<string, unknown>), mediaId: pendingMediaId } : event.content;
    const content = parseInput(messageContentSchemas[event.type], given, "content") as Record<string, unknown>;
    // A simulated inbound message (DEV) may name media already uploaded to the project.
    const named = pendingMediaId ? undefined : contentMediaId(content);
    // The webhook documents no 404: a media id the project does not have is a bad body. Checked
    // again inside the transaction below, where the read is a guarded reference (media-release.ts).
    const checkNamed = () =>
      named
        ? deps.media.assertFits(ctx, event.type, named).catch((error: unknown) => {
            throw error instanceof AppError && error.status === 404
              ? validationError(`Media '${named}' is not in the channel's project.`, [
                  { field: "content.mediaId", code: "not_found", message: "Upload the file first (POST /v1/media)." },
                ])
              : error;
          })
        : Promise.resolve();
    await checkNamed();
    const known = () => messages.exists({ projectId: channel.projectId, channelId: channel._id, externalId: event.externalId });
    if (await known()) return;
    await deps.chatService.inOpenChat(ctx, { channelId: channel._id, phone: event.from }, async (chat, uow) => {
      if (await known()) return;
      await checkNamed();
      if (pendingMediaId && event.media)
        await deps.media.pendingInbound(channel.projectId, {
          id: pendingMediaId,
          kind: kind as MediaKind,
          mimeType: event.media.mimeType,
          filename: event.media.filename,
          source: {
            channelId: channel._id,
            provider: channel.provider,
            ...(channel.externalId ? { externalId: channel.externalId } : {}),
            providerMediaId: event.media.providerMediaId,
          },
        });
      const message = {
        direction: "INBOUND",
        type: event.type,
        content,
        status: "DELIVERED",
        author: { type: "CONTACT", id: chat.contactId },
        externalId: event.externalId,
      } as const;
      await deps.append(ctx, chat._id, message, uow, { pendingFollowUpId: null });
    });
  }

  return {
    /** `POST /webhooks/channels/{channelId}`: 401 for an unknown channel or a request its provider did not sign. */
    async receiveWebhook(channelId: string, request: WebhookRequest): Promise<void> {
      const channel = await channels.findOne({ _id: String(channelId) }).lean<ChannelDoc>();
      const reader = channel ? deps.readers[channel.provider] : undefined;
      const events = channel && reader ? reader(channel, request) : null;
      if (!channel || !events) throw unknownChannel();
      try {
        for (const event of events) {
          if (event.kind === "message") await receiveMessage(channel, event);
          else {
            const { kind: _kind, externalId, status, ...failure } = event;
            await deps.delivery.applyProviderStatus(channel.projectId, channel._id, externalId, status, failure);
          }
        }
      } catch (error) {
        // A channel deleted while its webhook is handled (its chat start found it gone) answers like an unknown channel.
        if (error instanceof AppError && error.status === 404 && !(await channels.exists({ _id: channel._id }))) throw unknownChannel();
        throw error;
      }
    },
  };
}
export type Inbound = ReturnType<typeof createInbound>;
