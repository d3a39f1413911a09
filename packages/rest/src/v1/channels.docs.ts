import type { CrudDocs } from "./crud-routes";

/** Messaging channels (a new webhook secret: channels.routes.ts): the reference's text of their generated CRUD routes. */
export const channelDocs: CrudDocs = {
  create: {
    description:
      "`provider` defaults to DEV (simulated delivery). `phone` is stored as digits, country code included; one channel " +
      "per type and number (409 DUPLICATE). The answer carries `webhookSecret`, the secret the provider's inbound " +
      "webhook presents: it is shown only here (store it), only its hash is kept. WHATSAPP_CLOUD carries only WHATSAPP " +
      "channels (422 PROVIDER_NOT_SUPPORTED).",
    success: "The created channel and its webhook secret.",
    errors: [
      { status: 409, codes: ["DUPLICATE"] },
      { status: 422, codes: ["PROVIDER_NOT_SUPPORTED"] },
    ],
  },
  list: {
    description: "Oldest first by default.",
  },
  get: {
    description: "The webhook secret is never returned after creation.",
  },
  update: {
    description: "`name` and `phone` change; `type` and `provider` are fixed at creation.",
    errors: [404, { status: 409, codes: ["DUPLICATE"] }],
  },
  delete: {
    description:
      "The channel's chats are deleted with it, with their messages (each raising `message.deleted` and " +
      "`chat.deleted`): a chat is a conversation over its channel and cannot move to another one. Messages still " +
      "QUEUED are not sent.",
  },
};
