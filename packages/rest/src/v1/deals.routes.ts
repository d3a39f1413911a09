import { dealTagsAddSchema, RESOURCES, type Domain } from "@crm/domain";
import { pathIds } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";
import { resourceTag } from "./crud-routes";

const tag = resourceTag(RESOURCES.deal);

/**
 * A deal's route beyond CRUD (CRUD is generated from the registry, documented in deals.docs.ts).
 * Hand-written, not a declared action: its published shape (`{dealId}`, 204 without body, and
 * `tagIds` flat on GraphQL and tRPC) is not what an action's declaration generates.
 */
export const dealRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/deals/{dealId}/tags",
      operationId: "addDealTags",
      summary: "Attach tags to a deal",
      description:
        "Adds every tag of `tagIds` to the deal; tags it already has stay once. Unknown tag or deal: 404. " +
        "A deal carries at most 100 tags (422 `TOO_MANY_TAGS`).",
      tag,
      params: pathIds({ dealId: "Deal id." }),
      body: dealTagsAddSchema,
      success: { status: 204 },
      errors: [404, { status: 422, codes: ["TOO_MANY_TAGS"] }],
      handler: ({ ctx, params, body }) => domain.deals.addTags(ctx, params.dealId, body),
    }),
  );
