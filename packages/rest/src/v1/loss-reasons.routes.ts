import { lossReasonCreateSchema, lossReasonListSpec, lossReasonRecordSchema, lossReasonUpdateSchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Loss reasons",
  description: "Why deals are lost: names a LOST deal's `lossReasonId` may point to; unique per project.",
};

/** The catalog of reasons a deal is lost for (spec "Loss reasons"). */
export const lossReasonRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/loss-reasons",
      operationId: "createLossReason",
      summary: "Create a loss reason",
      description: "Names are unique within the project (409 `DUPLICATE`).",
      tag,
      body: lossReasonCreateSchema,
      success: { status: 201, schema: lossReasonRecordSchema, description: "The created loss reason." },
      errors: [{ status: 409, codes: ["DUPLICATE"] }],
      handler: ({ ctx, body }) => domain.lossReasons.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/loss-reasons",
      operationId: "listLossReasons",
      summary: "List loss reasons",
      description:
        "`{data}` only (no pagination fields), ordered by name by default; `[limit]` 1..250 (default 20), larger values are clamped.",
      tag,
      list: { spec: lossReasonListSpec, format: "data" },
      success: { status: 200, schema: lossReasonRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.lossReasons.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/loss-reasons/{id}",
      operationId: "getLossReason",
      summary: "Read a loss reason",
      tag,
      params: idParams,
      success: { status: 200, schema: lossReasonRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.lossReasons.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/loss-reasons/{id}",
      operationId: "updateLossReason",
      summary: "Rename a loss reason",
      tag,
      params: idParams,
      body: lossReasonUpdateSchema,
      success: { status: 204 },
      errors: [404, { status: 409, codes: ["DUPLICATE"] }],
      handler: ({ ctx, params, body }) => domain.lossReasons.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/loss-reasons/{id}",
      operationId: "deleteLossReason",
      summary: "Delete a loss reason",
      description: "A reason set on deals is kept (409 `LOSS_REASON_IN_USE`): lost deals keep why they were lost. Rename it instead.",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [404, { status: 409, codes: ["LOSS_REASON_IN_USE"] }],
      handler: ({ ctx, params }) => domain.lossReasons.remove(ctx, params.id),
    }),
  );
