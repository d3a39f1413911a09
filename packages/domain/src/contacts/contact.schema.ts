import { z } from "zod";
import { recordBase } from "../core/schema-helpers";
import { fieldValuesInputSchema, fieldValuesRecordSchema } from "../fields/field-values";

export const contactRecordSchema = z
  .object({
    ...recordBase,
    fields: fieldValuesRecordSchema,
  })
  .meta({ id: "Contact" });
export type ContactRecord = z.infer<typeof contactRecordSchema>;

/** A contact needs nothing to exist; it is usually created with a name, a phone or an email. */
export const contactCreateSchema = z.strictObject({
  fields: fieldValuesInputSchema.optional(),
});

/** `fields` is merged into the stored values: fields not named keep their value, `value: null` clears one. */
export const contactUpdateSchema = z.strictObject({
  fields: fieldValuesInputSchema.optional(),
});
