import { z } from "zod";
import { nameSchema, recordBase } from "../core/schema-helpers";

export const AGENT_INSTRUCTIONS_MAX_LENGTH = 20_000;

export const agentRecordSchema = z
  .object({
    ...recordBase,
    name: z.string(),
    instructions: z.string(),
    archived: z.boolean().describe("Archived agents cannot be assigned to chats."),
  })
  .meta({ id: "Agent" });
export type AgentRecord = z.infer<typeof agentRecordSchema>;

const instructionsSchema = z.string().max(AGENT_INSTRUCTIONS_MAX_LENGTH).describe("The instructions (system prompt) the agent follows.");

export const agentCreateSchema = z.strictObject({
  name: nameSchema,
  instructions: instructionsSchema.default(""),
});

/** `archived: true` archives the agent (the soft delete that keeps chats' history intact); `false` restores it. */
export const agentUpdateSchema = z.strictObject({
  name: nameSchema.optional(),
  instructions: instructionsSchema.optional(),
  archived: z.boolean().optional(),
});
