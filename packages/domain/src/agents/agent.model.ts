import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export interface AgentDoc extends TenantDoc {
  name: string;
  /** The system prompt the agent replies with. */
  instructions: string;
  /** Archived agents keep their history but can no longer be put on a chat. */
  archived: boolean;
}

const agentSchema = tenantSchema<AgentDoc>({
  name: { type: String, required: true },
  instructions: { type: String, default: "" },
  archived: { type: Boolean, default: false },
});
agentSchema.index({ projectId: 1, createdAt: -1 });
agentSchema.index({ projectId: 1, archived: 1, createdAt: -1 });

export const defineAgentModel = (conn: Connection): Model<AgentDoc> => conn.model<AgentDoc>("Agent", agentSchema, "agents");
