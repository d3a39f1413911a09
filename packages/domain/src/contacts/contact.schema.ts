import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { recordBase } from "../core/schema-helpers";
import { fieldValuesInputSchema, fieldValuesRecordSchema } from "../fields/field-values";

export const contactRecordSchema = z
  .object({
    ...recordBase,
    fields: fieldValuesRecordSchema,
  })
  .meta({
    id: "Contact",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.contact),
        fields: [
          { fieldId: EXAMPLE_IDS.nameField, value: "Ada Lovelace" },
          { fieldId: "6650f0c2a1b2c3d4e5f60018", value: "5511999990001" },
        ],
      },
    ],
  });
export type ContactRecord = z.infer<typeof contactRecordSchema>;

/** A contact needs nothing to exist; it is usually created with a name, a phone or an email. */
export const contactCreateSchema = z
  .strictObject({
    fields: fieldValuesInputSchema.optional(),
  })
  .meta({
    examples: [
      {
        fields: [
          { key: "NAME", value: "Ada Lovelace" },
          { key: "PHONE", value: "+55 11 99999-0001" },
        ],
      },
    ],
  });

/** `fields` is merged into the stored values: fields not named keep their value, `value: null` clears one. */
export const contactUpdateSchema = z
  .strictObject({
    fields: fieldValuesInputSchema.optional(),
  })
  .meta({ examples: [{ fields: [{ key: "EMAIL", value: "ada@example.com" }] }] });
