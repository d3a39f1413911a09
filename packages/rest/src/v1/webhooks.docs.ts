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

/** Webhook endpoints (README "Webhooks and the change feed"; the delivery log: webhooks.routes.ts): the reference's text of their generated CRUD routes and declared actions. */
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
  actions: {
    rotateSecret: {
      summary: "Rotate a webhook's signing secret",
      description:
        "Issues a new secret, shown once; every delivery from now on (retries included) is signed with it. For 24 h " +
        "`webhook-signature` also carries a signature with the previous secret (space-separated), so receivers can switch over.",
      success: "The new secret.",
    },
    ping: {
      summary: "Send a test event",
      description:
        "Raises a `webhook.ping` event delivered to this endpoint only (even while it is disabled); see its delivery in the log.",
      success: "The ping event's id.",
    },
    recover: {
      summary: "Deliver a window of the feed again",
      description:
        "`{since: <ISO time>}` or `{afterSequence: n}` (exactly one): every event of the change feed in that window, up to " +
        "its last event now, that matches the webhook's types and filter is delivered again, enqueued in sequence order, " +
        "each with its original `webhook-id` and body (receivers de-duplicate on it). Answers how many. `since` in the " +
        "future or older than the event retention, a negative `afterSequence`, both or neither: 400. A disabled webhook: " +
        "409 `WEBHOOK_DISABLED`. The worker walks the window as one job that resumes where it stopped after a restart.",
      success: "How many events are delivered again.",
      errors: [403, 404, 409],
    },
    retryDelivery: {
      summary: "Retry a delivery",
      description:
        "Sends the delivery's event again (same body and `x-webhook-id`), as a new run of attempts. 409 `DELIVERY_PENDING` while attempts are still scheduled, 409 `WEBHOOK_DISABLED` for a disabled endpoint.",
      params: { id: "Webhook id.", deliveryId: "Delivery id (`<eventId>.<webhookId>`)." },
      success: "The delivery id.",
      errors: [403, 404, 409],
    },
  },
};
