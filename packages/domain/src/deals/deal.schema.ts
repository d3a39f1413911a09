import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { idSchema, nameSchema, recordBase } from "../core/schema-helpers";
import { fieldValuesInputSchema, fieldValuesRecordSchema } from "../fields/field-values";
import { STAGE_TYPES } from "../stages/stage.model";

export const dealRecordSchema = z
  .object({
    ...recordBase,
    title: z.string(),
    contactId: z.string(),
    responsibleId: z.string().optional(),
    pipelineId: z.string(),
    stageId: z.string(),
    status: z.enum(STAGE_TYPES),
    lossReasonId: z.string().optional(),
    tagIds: z.array(z.string()),
    fields: fieldValuesRecordSchema,
    closedAt: z.iso.datetime().optional(),
  })
  .meta({
    id: "Deal",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.deal),
        title: "ACME: 20 seats",
        contactId: EXAMPLE_IDS.contact,
        responsibleId: EXAMPLE_IDS.user,
        pipelineId: EXAMPLE_IDS.pipeline,
        stageId: EXAMPLE_IDS.stage,
        status: "OPEN",
        tagIds: [EXAMPLE_IDS.tag],
        fields: [{ fieldId: EXAMPLE_IDS.priceField, value: 4800 }],
      },
    ],
  });
export type DealRecord = z.infer<typeof dealRecordSchema>;

/** Title given to a deal created without one. */
export const DEFAULT_DEAL_TITLE = "Untitled deal";
export const MAX_TAGS_PER_DEAL = 100;

const tagIdsSchema = z.array(idSchema).max(MAX_TAGS_PER_DEAL);

export const dealCreateSchema = z
  .strictObject({
    contactId: idSchema,
    /** Default "Untitled deal". */
    title: nameSchema.optional(),
    responsibleId: idSchema.optional(),
    /** Default: the project's first pipeline. */
    pipelineId: idSchema.optional(),
    /** Default: the first open stage of the pipeline. Given with pipelineId, both must agree. */
    stageId: idSchema.optional(),
    /** Only when the deal is created on a LOST stage. */
    lossReasonId: idSchema.optional(),
    tagIds: tagIdsSchema.optional(),
    fields: fieldValuesInputSchema.optional(),
  })
  .meta({ examples: [{ contactId: EXAMPLE_IDS.contact, title: "ACME: 20 seats", fields: [{ key: "PRICE", value: 4800 }] }] });
export type DealCreate = z.infer<typeof dealCreateSchema>;

/** The spec's PATCH keys plus `title` (renaming a deal, validated as on create); null clears the optional references. */
export const dealUpdateSchema = z
  .strictObject({
    title: nameSchema.optional(),
    contactId: idSchema.optional(),
    responsibleId: idSchema.nullable().optional(),
    fields: fieldValuesInputSchema.optional(),
    pipelineId: idSchema.optional(),
    tagIds: tagIdsSchema.optional(),
    stageId: idSchema.optional(),
    lossReasonId: idSchema.nullable().optional(),
  })
  .meta({ examples: [{ title: "ACME: 25 seats", fields: [{ key: "PRICE", value: 6000 }] }] });
export type DealUpdate = z.infer<typeof dealUpdateSchema>;

export const dealTagsAddSchema = z.strictObject({ tagIds: tagIdsSchema.min(1) }).meta({ examples: [{ tagIds: [EXAMPLE_IDS.tag] }] });
