import { RESOURCES, webhookDeliveryListSpec, webhookDeliverySchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";
import { resourceTag } from "./crud-routes";

const tag = resourceTag(RESOURCES.webhook);

/**
 * A webhook endpoint's delivery log (its other actions are declared in the domain): a listing of
 * a sub-collection, with REST's listing grammar, which the registry's actions do not model.
 */
export const webhookRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "get",
      path: "/webhooks/{id}/deliveries",
      operationId: "listWebhookDeliveries",
      summary: "List a webhook's deliveries",
      description:
        "Newest first; each delivery with its attempts (time, status code, duration, error). Filter with `status=FAILED`, `eventType=...`, `eventId=...`.",
      tag,
      params: idParams,
      list: { spec: webhookDeliveryListSpec, format: "envelope" },
      success: { status: 200, schema: webhookDeliverySchema },
      errors: [403, 404],
      handler: ({ ctx, params, query, listOptions }) => domain.webhooks.listDeliveries(ctx, params.id, query, listOptions),
    }),
  );
