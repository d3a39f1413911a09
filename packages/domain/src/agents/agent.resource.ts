import { defineResource } from "../resources/define-resource";
import { agentListSpec } from "./agent.service";
import { agentCreateSchema, agentRecordSchema, agentUpdateSchema } from "./agent.schema";

export const agentResource = defineResource({
  one: "agent",
  many: "agents",
  description: "AI agents that answer a project's chats: a name, instructions and an archived flag.",
  schemas: {
    record: agentRecordSchema,
    create: agentCreateSchema,
    update: agentUpdateSchema,
  },
  list: { spec: agentListSpec, format: "envelope" },
  service: (domain) => domain.agents,
});
