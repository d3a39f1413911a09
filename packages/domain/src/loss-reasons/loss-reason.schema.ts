import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { nameSchema, recordBase } from "../core/schema-helpers";

export const lossReasonRecordSchema = z.object({ ...recordBase, name: z.string() }).meta({
  id: "LossReason",
  examples: [{ ...exampleRecordBase(EXAMPLE_IDS.lossReason), name: "Too expensive" }],
});
export type LossReasonRecord = z.infer<typeof lossReasonRecordSchema>;

export const lossReasonCreateSchema = z.strictObject({ name: nameSchema }).meta({ examples: [{ name: "Too expensive" }] });
export const lossReasonUpdateSchema = z.strictObject({ name: nameSchema.optional() }).meta({ examples: [{ name: "Price above budget" }] });
