import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { nameSchema, recordBase } from "../core/schema-helpers";

export const AGENT_INSTRUCTIONS_MAX_LENGTH = 20_000;

export const agentRecordSchema = z
  .object({
    ...recordBase,
    name: z.string(),
    instructions: z.string(),
    archived: z.boolean().describe("Archived agents cannot be assigned to chats."),
  })
  .meta({
    id: "Agent",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.agent),
        name: "Sales assistant",
        instructions: "Answer questions about plans and prices; offer a call with a seller for more than 10 seats.",
        archived: false,
      },
    ],
  });
export type AgentRecord = z.infer<typeof agentRecordSchema>;

const instructionsSchema = z.string().max(AGENT_INSTRUCTIONS_MAX_LENGTH).describe("The instructions (system prompt) the agent follows.");

export const agentCreateSchema = z
  .strictObject({
    name: nameSchema,
    instructions: instructionsSchema.default(""),
  })
  .meta({
    examples: [
      {
        name: "Sales assistant",
        instructions: "Answer questions about plans and prices; offer a call with a seller for more than 10 seats.",
      },
    ],
  });

/** `archived: true` archives the agent (the soft delete that keeps chats' history intact); `false` restores it. */
export const agentUpdateSchema = z
  .strictObject({
    name: nameSchema.optional(),
    instructions: instructionsSchema.optional(),
    archived: z.boolean().optional(),
  })
  .meta({ examples: [{ name: "Sales assistant (EN)" }] });
