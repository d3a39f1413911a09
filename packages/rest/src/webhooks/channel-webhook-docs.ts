import { devChannelWebhookSchema } from "@crm/domain";
import { whatsAppWebhookSchema } from "@crm/providers";
import { z } from "zod";
import { errorResponseFor } from "../openapi/error-responses";
import { exampleOf } from "../openapi/examples";
import type { DocumentedPaths } from "../openapi/build-openapi";
import type { OpenApiDocument, SecuritySchemeObject } from "../openapi/openapi-types";
import type { SchemaCollector } from "../openapi/schema-collector";

/** The channel webhook's path as the document writes it (the router mounts the same path). */
export const CHANNEL_WEBHOOK_PATH = "/webhooks/channels/{channelId}";

/** What the webhook answers once every event of the body is stored or applied. */
export const channelWebhookAckSchema = z.strictObject({ ok: z.literal(true) }).meta({
  id: "ChannelWebhookAck",
  description: "The events of the body were stored or applied (repeats change nothing).",
  examples: [{ ok: true }],
});

const TAG = {
  name: "Channel webhooks",
  description:
    "Where channel providers post inbound messages and delivery statuses for a channel (outside /v1, no API key). The DEV provider authenticates with the channel's secret (`x-channel-secret`), WhatsApp Cloud with Meta's `X-Hub-Signature-256`.",
};

const SECURITY_SCHEMES: Record<string, SecuritySchemeObject> = {
  ChannelSecret: {
    type: "apiKey",
    in: "header",
    name: "x-channel-secret",
    description: "DEV channels: the channel's `webhookSecret`, shown once when the channel was created.",
  },
  WhatsAppSignature: {
    type: "apiKey",
    in: "header",
    name: "X-Hub-Signature-256",
    description:
      "WHATSAPP_CLOUD channels: `sha256=<hex HMAC-SHA256 of the raw body with the Meta app secret>` (the operator's `WHATSAPP_APP_SECRET`), as Meta signs its webhooks.",
  },
};

const channelId = {
  name: "channelId",
  in: "path" as const,
  required: true,
  description: "The channel's id.",
  schema: { type: "string", minLength: 1 },
};
const hubParameter = (name: string, description: string) => ({
  name,
  in: "query" as const,
  required: true,
  description,
  schema: { type: "string" },
});

/** The channel webhook's operations, described beside its router (channel-webhooks.ts). */
export const channelWebhookDocs: DocumentedPaths = {
  tags: [TAG],
  securitySchemes: SECURITY_SCHEMES,
  /** Error statuses whose shared response components the operations refer to. */
  errorStatuses: [400, 401, 403, 413, 500],
  paths(schemas: SchemaCollector): OpenApiDocument["paths"] {
    return {
      [CHANNEL_WEBHOOK_PATH]: {
        get: {
          operationId: "verifyChannelWebhook",
          summary: "Answer WhatsApp Cloud's subscription check",
          description:
            "Meta's GET challenge when the callback URL is configured: answers `hub.challenge` as plain text when `hub.mode` is `subscribe` and `hub.verify_token` is the operator's `WHATSAPP_VERIFY_TOKEN`; 403 otherwise (and always while no verify token is configured).",
          tags: [TAG.name],
          security: [],
          parameters: [
            channelId,
            hubParameter("hub.mode", "`subscribe`."),
            hubParameter("hub.verify_token", "The verify token entered in Meta's console."),
            hubParameter("hub.challenge", "Echoed back on success."),
          ],
          responses: {
            "200": { description: "The `hub.challenge`, as plain text.", content: { "text/plain": { schema: { type: "string" } } } },
            "403": errorResponseFor(403, undefined),
            "500": errorResponseFor(500, undefined),
          },
        },
        post: {
          operationId: "receiveChannelWebhook",
          summary: "Receive a channel provider's messages and statuses",
          description:
            "Stores inbound messages (once per provider message id) in the open chat of the channel and sender (started, with its contact found by phone or created, when none), raising `message.received` (the chat's ACTIVE agent answers); applies delivery statuses that move an outbound message forward, raising `message.status`. The body is read raw, since the signature covers its exact bytes; its shape is the channel's provider's. 401 for an unknown channel or a request its provider did not authenticate.",
          tags: [TAG.name],
          security: [{ ChannelSecret: [] }, { WhatsAppSignature: [] }],
          parameters: [channelId],
          requestBody: {
            required: true,
            description: "JSON in the channel provider's format (any Content-Type is read as JSON).",
            content: {
              "application/json": {
                schema: { oneOf: [schemas.convert(devChannelWebhookSchema, "input"), schemas.convert(whatsAppWebhookSchema, "input")] },
                // The DEV provider's body: the one a reader of /docs can send (with the channel's secret).
                example: exampleOf(devChannelWebhookSchema),
              },
            },
          },
          responses: {
            "200": {
              description: "Stored or applied.",
              content: {
                "application/json": {
                  schema: schemas.convert(channelWebhookAckSchema, "output"),
                  example: exampleOf(channelWebhookAckSchema),
                },
              },
            },
            ...Object.fromEntries([400, 401, 413, 500].map((status) => [String(status), errorResponseFor(status, undefined)])),
          },
        },
      },
    };
  },
};
