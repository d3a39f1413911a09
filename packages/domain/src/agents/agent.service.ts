import type { Context } from "../core/context";
import { conflict, notFound } from "../core/errors";
import { createResourceService } from "../core/resource-service";
import type { InTransaction } from "../core/unit-of-work";
import { DEFAULT_LIST_LIMITS, type ListSpec, recordListFields } from "../query";
import type { AgentDoc } from "./agent.model";
import { agentCreateSchema, agentUpdateSchema } from "./agent.schema";
import type { Models } from "../models";
import { agentToRecord } from "./agent.record";

export const agentListSpec = {
  resource: "agents",
  fields: recordListFields({
    name: { kind: "string" },
    instructions: { kind: "string", sortable: false },
    archived: { kind: "boolean" },
  }),
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: 1 }],
} satisfies ListSpec;

export interface AgentServiceDeps {
  /** Chats name their agent: an agent still on a chat cannot be deleted. */
  models: Pick<Models, "agents" | "chats">;
  inTransaction: InTransaction;
}

export function createAgentService({ models: { agents: model, chats }, inTransaction }: AgentServiceDeps) {
  const service = createResourceService(
    {
      event: "agent",
      label: "Agent",
      model,
      list: agentListSpec,
      toRecord: agentToRecord,
      createSchema: agentCreateSchema,
      updateSchema: agentUpdateSchema,
      buildCreate: async (_ctx, input) => ({ ...input, archived: false }),
      // A chat's agent is its history (who answered): archiving keeps it readable, deleting would leave the chat naming nobody.
      beforeDelete: async (ctx, existing) => {
        if (await chats.exists({ projectId: ctx.projectId, agentId: existing._id })) {
          throw conflict("AGENT_IN_USE", `Agent '${existing._id}' is the agent of chats; archive it (PATCH archived: true) instead.`);
        }
      },
    },
    inTransaction,
  );

  return {
    ...service,
    /** An agent that may be put on a chat: of this project and not archived, else 404 (spec: chat-agent switch). */
    async loadAssignable(ctx: Context, id: string): Promise<AgentDoc> {
      const agent = await service.load(ctx, id);
      if (agent.archived) throw notFound("Agent", id);
      return agent;
    },
  };
}
export type AgentService = ReturnType<typeof createAgentService>;
