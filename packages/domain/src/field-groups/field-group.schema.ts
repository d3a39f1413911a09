import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { nameSchema, recordBase } from "../core/schema-helpers";
import { FIELD_ENTITY_TYPES } from "../fields/field-types";
import { positionSchema } from "../core/positions";

export const fieldGroupRecordSchema = z
  .object({
    ...recordBase,
    name: z.string().min(1),
    entityType: z.enum(FIELD_ENTITY_TYPES),
    position: z.int().min(0),
  })
  .meta({
    id: "FieldGroup",
    examples: [{ ...exampleRecordBase(EXAMPLE_IDS.fieldGroup), name: "Qualification", entityType: "DEAL", position: 1 }],
  });
export type FieldGroupRecord = z.infer<typeof fieldGroupRecordSchema>;

export const fieldGroupCreateSchema = z
  .strictObject({
    name: nameSchema,
    /** Default: after the project's last group. */
    position: positionSchema.optional(),
    /** Default CONTACT. Fixed for the group's life: its fields take it. */
    entityType: z.enum(FIELD_ENTITY_TYPES).optional(),
  })
  .meta({ examples: [{ name: "Qualification", entityType: "DEAL" }] });

export const fieldGroupUpdateSchema = z
  .strictObject({
    name: nameSchema.optional(),
    position: positionSchema.optional(),
  })
  .meta({ examples: [{ name: "Qualification (sales)" }] });
