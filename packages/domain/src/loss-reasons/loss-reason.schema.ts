import { z } from "zod";
import { nameSchema, recordBase } from "../core/schema-helpers";

export const lossReasonRecordSchema = z.object({ ...recordBase, name: z.string() }).meta({ id: "LossReason" });
export type LossReasonRecord = z.infer<typeof lossReasonRecordSchema>;

export const lossReasonCreateSchema = z.strictObject({ name: nameSchema });
export const lossReasonUpdateSchema = z.strictObject({ name: nameSchema.optional() });
