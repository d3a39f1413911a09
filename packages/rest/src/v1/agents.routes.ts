import { agentCreateSchema, agentListSpec, agentRecordSchema, agentUpdateSchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Agents",
  description: "AI agents that answer a project's chats: a name, instructions and an archived flag.",
};

/** AI agents of chats: standard CRUD, envelope listing. */
export const agentRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/agents",
      operationId: "createAgent",
      summary: "Create an agent",
      description: "`instructions` defaults to an empty text; a new agent is not archived.",
      tag,
      body: agentCreateSchema,
      success: { status: 201, schema: agentRecordSchema, description: "The created agent." },
      errors: [403],
      handler: ({ ctx, body }) => domain.agents.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/agents",
      operationId: "listAgents",
      summary: "List agents",
      description: "Oldest first by default; `archived=false` lists the agents that can be put on a chat.",
      tag,
      list: { spec: agentListSpec, format: "envelope" },
      success: { status: 200, schema: agentRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.agents.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/agents/{id}",
      operationId: "getAgent",
      summary: "Read an agent",
      tag,
      params: idParams,
      success: { status: 200, schema: agentRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.agents.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/agents/{id}",
      operationId: "updateAgent",
      summary: "Update or archive an agent",
      description: "`archived: true` archives the agent (it can no longer be put on a chat); `archived: false` restores it.",
      tag,
      params: idParams,
      body: agentUpdateSchema,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params, body }) => domain.agents.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/agents/{id}",
      operationId: "deleteAgent",
      summary: "Delete an agent",
      description:
        "Prefer archiving (PATCH `archived: true`), which keeps the agent's history readable. An agent that is the " +
        "agent of a chat cannot be deleted: 409 `AGENT_IN_USE` (archive it instead).",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [403, 404, { status: 409, codes: ["AGENT_IN_USE"] }],
      handler: ({ ctx, params }) => domain.agents.remove(ctx, params.id),
    }),
  );
