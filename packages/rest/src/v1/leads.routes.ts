import { leadCreateSchema, leadListSpec, leadRecordSchema, leadUpdateSchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Leads",
  description: "Form and chatbot captures with their answers and origin URL; click source derived from the URL's parameters.",
};

/** Leads: chatbot conversations captured in the project (spec "Lead"). */
export const leadRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/leads",
      operationId: "createLead",
      summary: "Capture a lead",
      description:
        "Stores a chatbot conversation. The service derives `urlParams` (first value of each query parameter of " +
        "`originURL`) and the ad click source used by the `clickId` filter (google: gclid, gbraid, wbraid; meta: fbclid; " +
        "tiktok: ttclid; organic: none). `isComplete` defaults to false, `answers` to [].",
      tag,
      body: leadCreateSchema,
      success: { status: 201, schema: leadRecordSchema, description: "The captured lead." },
      errors: [403],
      handler: ({ ctx, body }) => domain.leads.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/leads",
      operationId: "listLeads",
      summary: "List leads",
      description:
        "Newest first by default. `[limit]` 1..250 (default 20; larger values are reduced to 250). Besides the field " +
        "filters: `chatbotId=<id>` (leads captured by that chatbot, `[in]` accepted) and " +
        "`clickId=all|organic|google|meta|tiktok` (ad click id found in originURL; `all` = no restriction; `[in]` accepted).",
      tag,
      list: { spec: leadListSpec, format: "envelope" },
      success: { status: 200, schema: leadRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.leads.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/leads/{id}",
      operationId: "getLead",
      summary: "Read a lead",
      tag,
      params: idParams,
      success: { status: 200, schema: leadRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.leads.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/leads/{id}",
      operationId: "updateLead",
      summary: "Update a lead",
      description:
        "For a conversation that goes on after capture: `isComplete`, `answers` (replaces the list) and `originURL` " +
        "(re-derives `urlParams` and the click source). The chatbot and session of a lead do not change.",
      tag,
      params: idParams,
      body: leadUpdateSchema,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params, body }) => domain.leads.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/leads/{id}",
      operationId: "deleteLead",
      summary: "Delete a lead",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.leads.remove(ctx, params.id),
    }),
  );
