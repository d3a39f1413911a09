import { dealCreateSchema, dealListSpec, dealRecordSchema, dealTagsAddSchema, dealUpdateSchema, type Domain } from "@crm/domain";
import { idParams, pathIds } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Deals",
  description: "Opportunities of a contact moving through a pipeline's stages; status, tags, loss reason and custom field values.",
};

const PLACEMENT_RULES =
  "`stageId` alone moves the deal to that stage (and its pipeline); `pipelineId` alone moves it to that pipeline's " +
  "first open stage (naming the deal's current pipeline leaves it where it is); both must agree (422 " +
  "`STAGE_NOT_IN_PIPELINE`). Entering a WON/LOST stage sets `status` and `closedAt`; leaving clears them (moving " +
  "between two stages of the same closed type keeps `closedAt`). `lossReasonId` is accepted only when the deal is, " +
  "or is being moved to, LOST (422 `DEAL_NOT_LOST`) and is cleared when the deal leaves LOST.";

/** Deals (spec "Deals"). */
export const dealRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/deals",
      operationId: "createDeal",
      summary: "Create a deal",
      description:
        'Only `contactId` is required (a contact of the project, 404 otherwise). `title` defaults to "Untitled deal". ' +
        "Without `pipelineId`/`stageId` the deal goes to the first open stage of the project's first pipeline. " +
        PLACEMENT_RULES +
        " `responsibleId` must be a user of the project, `tagIds` tags of the project, `lossReasonId` a loss reason of " +
        "the project (404 otherwise). `fields` are `[{fieldId | key, value}]` validated by each field's type.",
      tag,
      body: dealCreateSchema,
      success: { status: 201, schema: dealRecordSchema, description: "The created deal." },
      errors: [404, { status: 422, codes: ["DEAL_NOT_LOST", "STAGE_NOT_IN_PIPELINE"] }],
      handler: ({ ctx, body }) => domain.deals.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/deals",
      operationId: "listDeals",
      summary: "List deals",
      description:
        "Paginated envelope, newest first by default; `[limit]` 1..100 (default 20). Filters: `stageId`, `pipelineId`, " +
        "`contactId`, `responsibleId`, `status`, `lossReasonId`, `tagIds` (a deal matches when it carries the tag; " +
        "`tagIds[in]=a,b` any of them), `title` (`[regex]` = contains), `createdAt`, `updatedAt`, `closedAt`, and " +
        "custom values as `fields.<fieldId|KEY>`. Relations `[with]`: contact, stage, pipeline, responsible (the user), " +
        "lossReason, tags (an array). Each filter is index-backed, e.g. `stageId=<id>&createdAt[sort]=desc`.",
      tag,
      list: { spec: dealListSpec, format: "envelope" },
      success: { status: 200, schema: dealRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.deals.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/deals/{id}",
      operationId: "getDeal",
      summary: "Read a deal",
      tag,
      params: idParams,
      success: { status: 200, schema: dealRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.deals.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/deals/{id}",
      operationId: "updateDeal",
      summary: "Update a deal",
      description:
        "Only keys present change. `title` renames the deal (validated as on create). `fields` merge into the existing values (`value: null` removes one); `tagIds` " +
        "replaces the set (unknown tag: 404); `responsibleId: null` and `lossReasonId: null` clear them. " +
        PLACEMENT_RULES +
        " Referenced ids of another project are 404. Every change raises one `deal.updated` event listing the changed keys.",
      tag,
      params: idParams,
      body: dealUpdateSchema,
      success: { status: 204 },
      errors: [404, { status: 422, codes: ["DEAL_NOT_LOST", "STAGE_NOT_IN_PIPELINE"] }],
      handler: ({ ctx, params, body }) => domain.deals.update(ctx, params.id, body),
    }),
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
    defineRoute({
      method: "delete",
      path: "/deals/{id}",
      operationId: "deleteDeal",
      summary: "Delete a deal",
      description:
        "Deletes the deal with its tasks (each raises `task.deleted`) and its notes (each raises `note.deleted`); its calls stay, attached to the deal's contact (`call.updated`); DEAL custom field values naming it are cleared (each holder raises `contact.updated` / `deal.updated`).",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.deals.remove(ctx, params.id),
    }),
  );
