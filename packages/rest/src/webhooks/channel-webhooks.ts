import type { Domain } from "@crm/domain";
import express, { Router } from "express";
import { forbidden } from "@crm/domain";
import { errorMiddleware } from "../core/error-middleware";
import { routeNotFound } from "../core/http-errors";
import { readJsonBody } from "../core/json-body";

/** Node lower-cases header names; repeated headers are joined as the provider sent them. */
function headersOf(req: express.Request): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) out[name] = Array.isArray(value) ? value.join(", ") : value;
  return out;
}

/**
 * `POST /webhooks/channels/{channelId}`: where channel providers post inbound messages and status
 * updates (outside /v1: no API key, the provider authenticates with the channel's secret or its
 * signature). The body is read raw because signatures (WhatsApp's `X-Hub-Signature-256`) cover
 * the exact bytes; the domain authenticates, parses and stores. 200 `{ok: true}`; 401 with the
 * Error body for an unknown channel or bad credentials. Mount it at `/webhooks`; documented in channel-webhook-docs.ts.
 */
export function channelWebhookRouter(domain: Pick<Domain, "messaging">, bodyLimit: number, whatsAppVerifyToken?: string): Router {
  const router = Router();
  // WhatsApp Cloud's subscription check: echo `hub.challenge` when `hub.verify_token` is ours.
  router.get("/channels/:channelId", (req, res) => {
    const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
    if (!whatsAppVerifyToken || query.get("hub.mode") !== "subscribe" || query.get("hub.verify_token") !== whatsAppVerifyToken) {
      throw forbidden("Unknown webhook verification token.");
    }
    res
      .status(200)
      .type("text/plain")
      .send(query.get("hub.challenge") ?? "");
  });
  const raw = express.raw({ type: () => true, limit: bodyLimit });
  router.post("/channels/:channelId", raw, async (req, res) => {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await domain.messaging.inbound.receiveWebhook(String(req.params.channelId), {
      headers: headersOf(req),
      rawBody,
      json: () => readJsonBody(rawBody),
    });
    res.status(200).json({ ok: true });
  });
  router.use((req, _res, next) => next(routeNotFound(req.method, req.originalUrl.split("?")[0] ?? req.path)));
  router.use(errorMiddleware(bodyLimit));
  return router;
}
