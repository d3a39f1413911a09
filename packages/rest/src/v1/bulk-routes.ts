import {
  batchInputSchema,
  batchResultSchema,
  batchStatusOf,
  MAX_BATCH_ITEMS,
  runBatch,
  upsertMatchSchema,
  type AnyResource,
  type Domain,
} from "@crm/domain";
import { z } from "zod";
import { Answered, defineRoute, type AnyRouteDef, type RouteTag } from "../core/route-def";

const upsertParams = z.object({
  match: upsertMatchSchema,
  value: z
    .string()
    .min(1)
    .max(512)
    .describe("The value to match, URL-encoded (`%2B5511999990001`); compared normalised by the field's type."),
});

/**
 * POST /<path>/batch and, for resources with `bulk.upsert`, PUT /<path>/by/{match}/{value}:
 * generated for every registry resource that opts in with `bulk` (rules in resources/batch.ts
 * and resources/upsert.ts; docs/bulk-sync.md).
 */
export function bulkRoutes(resource: AnyResource, tag: RouteTag, domain: Domain): AnyRouteDef[] {
  const { bulk, type, label, schemas } = resource;
  if (!bulk) return [];
  const many = resource.many.charAt(0).toUpperCase() + resource.many.slice(1);
  const routes: AnyRouteDef[] = [
    defineRoute({
      method: "post",
      path: `/${resource.path}/batch`,
      operationId: `batch${many}`,
      summary: `Create${bulk.upsert ? ", update or upsert" : " or update"} ${label.many} in a batch`,
      description:
        `1 to ${MAX_BATCH_ITEMS} items (more: 400 before any work). \`create\` items are the create body, \`update\` items ` +
        `\`{id, ...PATCH body}\`${bulk.upsert ? ", `upsert` items the create body holding the value of `match` (see the upsert operation)" : ""}. ` +
        "Each item is its own unit (the single call's checks, record and events): a failing item writes nothing and rolls back nothing else. " +
        "`create` writes the valid items together in one transaction (their events commit together); `update` and `upsert` run one transaction per item. " +
        "`results` hold one entry per item in input order: `status` is what the single call would have answered, " +
        "`id` the record's id on success, `error` the single call's Error body otherwise. `Idempotency-Key` covers the whole batch.",
      tag,
      body: batchInputSchema,
      success: {
        status: 200,
        schema: batchResultSchema,
        description: "Every item succeeded.",
        also: [{ status: 207, description: "Some items failed: see each result's `status` and `error`." }],
      },
      errors: [],
      handler: async ({ ctx, body }) => {
        const result = await runBatch(resource, domain, ctx, body);
        return new Answered(batchStatusOf(result), result);
      },
    }),
  ];
  const upsert = bulk.upsert;
  if (upsert) {
    routes.push(
      defineRoute({
        method: "put",
        path: `/${resource.path}/by/{match}/{value}`,
        operationId: `upsert${type}`,
        summary: `Create or update ${label.one} by a unique value`,
        description:
          "Finds the record holding `value` in the field `match` (values compare normalised: a phone by the digits of its E.164 form, " +
          "an email lower-cased and trimmed) and updates it with the body (as a PATCH: fields not named keep their values), or " +
          "creates it from the body with that value. Concurrent upserts of one value create one record. The body may hold the " +
          "match field only with the same value (else 400 `match_mismatch`). A `match` that is not a KEY of this record type nor a " +
          "field with `config.unique`: 400 `not_unique_able`. Records sharing the value already (duplicates from before): 409 " +
          "`AMBIGUOUS_MATCH` with their ids in `errors`.",
        tag,
        params: upsertParams,
        body: schemas.create,
        success: {
          status: 201,
          schema: schemas.record,
          description: "No record held the value: created.",
          also: [{ status: 200, description: "The record holding the value, updated." }],
        },
        errors: [{ status: 409, codes: ["AMBIGUOUS_MATCH", "DUPLICATE"] }],
        handler: async ({ ctx, params, body }) => {
          const { record, created } = await upsert(domain)(ctx, params.match, params.value, body);
          return new Answered(created ? 201 : 200, record);
        },
      }),
    );
  }
  return routes;
}
