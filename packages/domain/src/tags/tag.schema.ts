import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { nameSchema, recordBase } from "../core/schema-helpers";

export const tagRecordSchema = z.object({ ...recordBase, name: z.string(), color: z.string().optional() }).meta({
  id: "Tag",
  examples: [{ ...exampleRecordBase(EXAMPLE_IDS.tag), name: "vip", color: "#d4a017" }],
});
export type TagRecord = z.infer<typeof tagRecordSchema>;

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour like #1A2B3C");

export const tagCreateSchema = z
  .strictObject({
    name: nameSchema,
    color: colorSchema.optional(),
  })
  .meta({ examples: [{ name: "vip", color: "#d4a017" }] });

export const tagUpdateSchema = z
  .strictObject({
    name: nameSchema.optional(),
    /** null removes the colour. */
    color: colorSchema.nullable().optional(),
  })
  .meta({ examples: [{ name: "key account", color: null }] });
