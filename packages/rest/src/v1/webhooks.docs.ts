import type { CrudDocs } from "./crud-routes";

const DELIVERY =
  "Each event is POSTed as JSON `{id, type, createdAt, projectId, sequence, data}` (the Event schema without `actor`) " +
  "with headers `x-webhook-id` (the event id, the same on every retry: de-duplicate on it), `x-webhook-timestamp` " +
  '(unix seconds) and `x-webhook-signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">` keyed with the secret string; ' +
  "and the Standard Webhooks headers `webhook-id`, `webhook-timestamp` (the same values) and " +
  '`webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<timestamp>.<body>">` keyed with the bytes the secret\'s ' +
  "base64 part encodes (verify with any Standard Webhooks library, e.g. `new Webhook(secret).verify(body, headers)`). " +
  "Any 2xx within 10 s is a success; anything else is retried with exponential backoff and jitter for about a day " +
  "(15 attempts), then the delivery is FAILED. A 429 or 503 with `Retry-After` (seconds or an HTTP date, at most 1 h " +
  "honoured) delays the next attempt by at least that. A 410 Gone disables the endpoint at once (`disabledReason: " +
  '"GONE"`). After 5 deliveries in a row FAILED the endpoint is disabled (`webhook.disabled` event); catch up from ' +
  "`GET /v1/events`. Redirects are not followed: a 3xx is a failed attempt.";

/** Webhook endpoints (README "Webhooks and the change feed"; actions: webhooks.routes.ts): the reference's text of their generated CRUD routes. */
export const webhookDocs: CrudDocs = {
  create: {
    summary: "Subscribe a URL to events",
    description:
      '`url` (http or https), `events`: catalogue event types or `["*"]` (default), `enabled` (default true), `filter` ' +
      "(`{pipelineId?, stageId?, channelId?, contactId?}`: only events whose record has these values; an id of another " +
      "project is a 404, an unknown key a 400). The answer " +
      "carries `secret`, the signing secret: it is shown only here (rotate it with POST /v1/webhooks/{id}/secret). " +
      "An unknown event type is a 400; a URL the service may not call (e.g. a private address in production) is 422 " +
      "`URL_NOT_ALLOWED`. " +
      DELIVERY,
    success: "The webhook and its signing secret.",
    errors: [403, 404, 422],
  },
  get: {
    description: "The secret is never returned after creation.",
  },
  update: {
    description:
      "`url`, `events`, `enabled`, `filter` (replaced whole; `{}` removes it). Enabling a disabled endpoint clears `disabledReason` and its run of failures.",
    errors: [403, 404, 422],
  },
  delete: {
    description: "Deliveries not yet made are dropped.",
  },
};
