import type { CrudDocs } from "./crud-routes";

/** Messaging channels: the reference's text of their generated CRUD routes and declared actions. */
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
  actions: {
    rotateSecret: {
      summary: "Rotate a channel's webhook secret",
      description:
        "Issues a new webhook secret, shown once; the previous secret stops working at once. Takes no options: send `{}` " +
        "or no body; like every body it must be JSON (415 otherwise), well-formed (400) and within the size limit (413).",
      success: "The new webhook secret.",
    },
  },
};
