import { z } from "zod";
import { EXAMPLE_IDS, EXAMPLE_TIME } from "../core/examples";
import { HISTORY_ACTOR_TYPES, HISTORY_ENTITY_TYPES, HISTORY_SOURCE_TYPES } from "./change.model";

export const evidenceSchema = z
  .object({
    quote: z.string().describe("The transcript words the value came from (they occur in the transcript)."),
    turns: z.array(z.number().int().min(0)).describe("Indexes of the transcript turns quoted."),
    confidence: z.number().min(0).max(1),
    model: z.string().describe("The analyzer's model."),
  })
  .meta({ id: "Evidence", description: "Why the call analysis wrote a value." });

export const pathChangeSchema = z
  .object({
    path: z.string().describe("`fields.<fieldId>`, `title`, `stageId`, `status`, `contactId`, `tagIds`, ..."),
    before: z.unknown().optional().describe("Absent when the path had no value."),
    after: z.unknown().optional().describe("Absent when the change cleared the path."),
    evidence: evidenceSchema.optional(),
  })
  .meta({ id: "PathChange" });

export const changeRecordSchema = z
  .object({
    id: z.string(),
    entityType: z.enum(HISTORY_ENTITY_TYPES),
    entityId: z.string(),
    at: z.iso.datetime(),
    actor: z.object({ type: z.enum(HISTORY_ACTOR_TYPES), id: z.string().optional() }),
    source: z.object({ type: z.enum(HISTORY_SOURCE_TYPES), id: z.string() }).optional(),
    changes: z.array(pathChangeSchema),
    revertOf: z.string().optional().describe("The change this one undid."),
    revertedBy: z.string().optional().describe("The change that undid this one."),
  })
  .meta({
    id: "Change",
    description: "One change of a contact or deal: who, why, and each value before and after.",
    examples: [
      {
        id: "6650f0c2a1b2c3d4e5f60020",
        entityType: "DEAL",
        entityId: EXAMPLE_IDS.deal,
        at: EXAMPLE_TIME,
        actor: { type: "ANALYSIS", id: "gpt-4o-mini" },
        source: { type: "CALL", id: EXAMPLE_IDS.call },
        changes: [
          {
            path: `fields.${EXAMPLE_IDS.priceField}`,
            before: 1000,
            after: 1500,
            evidence: { quote: "we can do fifteen hundred", turns: [3], confidence: 0.9, model: "gpt-4o-mini" },
          },
        ],
      },
    ],
  });
export type ChangeRecord = z.infer<typeof changeRecordSchema>;

export const callAnalysisRevertSchema = z
  .object({
    reverted: z.array(z.string()).describe("The analysis' changes that were undone (each now has `revertedBy`)."),
    skipped: z.array(z.object({ changeId: z.string(), path: z.string() })).describe("Values left alone: they changed since."),
  })
  .meta({
    id: "CallAnalysisRevert",
    examples: [
      {
        reverted: ["6650f0c2a1b2c3d4e5f60020"],
        skipped: [{ changeId: "6650f0c2a1b2c3d4e5f60021", path: `fields.${EXAMPLE_IDS.nameField}` }],
      },
    ],
  });
export type CallAnalysisRevert = z.infer<typeof callAnalysisRevertSchema>;
