import {
  channelCreatedSchema,
  channelCreateSchema,
  channelListSpec,
  channelRecordSchema,
  channelSecretRotateSchema,
  channelSecretSchema,
  channelUpdateSchema,
  type Domain,
} from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Channels",
  description:
    "Messaging channels (e.g. a WhatsApp number) through which chats send and receive messages; the webhook secret is shown once.",
};

/** Messaging channels: CRUD, envelope listing, a webhook secret shown once. */
export const channelRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/channels",
      operationId: "createChannel",
      summary: "Create a channel",
      description:
        "`provider` defaults to DEV (simulated delivery). `phone` is stored as digits, country code included; one channel " +
        "per type and number (409 DUPLICATE). The answer carries `webhookSecret`, the secret the provider's inbound " +
        "webhook presents: it is shown only here (store it), only its hash is kept. WHATSAPP_CLOUD carries only WHATSAPP " +
        "channels (422 PROVIDER_NOT_SUPPORTED).",
      tag,
      body: channelCreateSchema,
      success: { status: 201, schema: channelCreatedSchema, description: "The created channel and its webhook secret." },
      errors: [
        { status: 409, codes: ["DUPLICATE"] },
        { status: 422, codes: ["PROVIDER_NOT_SUPPORTED"] },
      ],
      handler: ({ ctx, body }) => domain.channels.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/channels",
      operationId: "listChannels",
      summary: "List channels",
      description: "Oldest first by default.",
      tag,
      list: { spec: channelListSpec, format: "envelope" },
      success: { status: 200, schema: channelRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.channels.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/channels/{id}",
      operationId: "getChannel",
      summary: "Read a channel",
      description: "The webhook secret is never returned after creation.",
      tag,
      params: idParams,
      success: { status: 200, schema: channelRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.channels.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/channels/{id}",
      operationId: "updateChannel",
      summary: "Update a channel",
      description: "`name` and `phone` change; `type` and `provider` are fixed at creation.",
      tag,
      params: idParams,
      body: channelUpdateSchema,
      success: { status: 204 },
      errors: [404, { status: 409, codes: ["DUPLICATE"] }],
      handler: ({ ctx, params, body }) => domain.channels.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/channels/{id}",
      operationId: "deleteChannel",
      summary: "Delete a channel",
      description:
        "The channel's chats are deleted with it, with their messages (each raising `message.deleted` and " +
        "`chat.deleted`): a chat is a conversation over its channel and cannot move to another one. Messages still " +
        "QUEUED are not sent.",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.channels.remove(ctx, params.id),
    }),
    defineRoute({
      method: "post",
      path: "/channels/{id}/secret",
      operationId: "rotateChannelSecret",
      summary: "Rotate a channel's webhook secret",
      description:
        "Issues a new webhook secret, shown once; the previous secret stops working at once. Takes no options: send `{}` " +
        "or no body; like every body it must be JSON (415 otherwise), well-formed (400) and within the size limit (413).",
      tag,
      params: idParams,
      body: channelSecretRotateSchema,
      success: { status: 201, schema: channelSecretSchema, description: "The new webhook secret." },
      errors: [403, 404],
      handler: ({ ctx, params, body }) => domain.channels.rotateSecret(ctx, params.id, body),
    }),
  );
