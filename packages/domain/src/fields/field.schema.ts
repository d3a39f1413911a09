import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { idSchema, nameSchema, recordBase } from "../core/schema-helpers";
import { positionSchema } from "../core/positions";
import {
  BUILT_IN_KEYS,
  CONFIG_REQUIRED,
  configInputSchemas,
  configRecordSchemas,
  FIELD_ENTITY_TYPES,
  FIELD_LEVELS,
  variantsByType,
} from "./field-types";

const recordCommon = {
  ...recordBase,
  entityType: z.enum(FIELD_ENTITY_TYPES),
  label: z.string(),
  position: z.int().min(0),
  level: z.enum(FIELD_LEVELS),
  fieldGroupId: z.string(),
  /** The built-in kind; absent on project-created fields. */
  key: z.enum(BUILT_IN_KEYS).optional(),
};

export const fieldRecordSchema = z
  .discriminatedUnion(
    "type",
    variantsByType((type) => z.object({ ...recordCommon, type: z.literal(type), config: configRecordSchemas[type] })),
  )
  .meta({
    id: "Field",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.field),
        entityType: "DEAL",
        label: "Company size",
        position: 3,
        level: "API",
        fieldGroupId: EXAMPLE_IDS.fieldGroup,
        type: "SELECT",
        config: {
          options: [
            { id: "6650f0c2a1b2c3d4e5f60101", label: "1-10" },
            { id: "6650f0c2a1b2c3d4e5f60102", label: "11-50" },
            { id: "6650f0c2a1b2c3d4e5f60103", label: "51+", color: "#1a7f37" },
          ],
        },
      },
    ],
  });
export type FieldRecord = z.infer<typeof fieldRecordSchema>;

const createCommon = {
  label: nameSchema,
  fieldGroupId: idSchema,
  /** Default: after the last field of the group. */
  position: positionSchema.optional(),
  /** Default API: a field created through the API is the integration's until someone shows it to users. */
  level: z.enum(FIELD_LEVELS).optional(),
};

/** One variant per type; `config` may be left out (= `{}`) where the type has no required config key. */
export const fieldCreateSchema = z
  .discriminatedUnion(
    "type",
    variantsByType((type) =>
      z.strictObject({
        ...createCommon,
        type: z.literal(type),
        config: CONFIG_REQUIRED.has(type) ? configInputSchemas[type] : configInputSchemas[type].optional(),
      }),
    ),
  )
  .meta({
    id: "FieldCreate",
    examples: [
      {
        label: "Company size",
        type: "SELECT",
        fieldGroupId: EXAMPLE_IDS.fieldGroup,
        config: { options: [{ label: "1-10" }, { label: "11-50" }, { label: "51+", color: "#1a7f37" }] },
      },
    ],
  });
export type FieldCreateInput = z.infer<typeof fieldCreateSchema>;

/**
 * `type` and `entityType` cannot change (stored values were validated against them). `config`
 * is checked against the field's own type by the service, so its errors name `config.<key>`.
 */
export const fieldUpdateSchema = z
  .strictObject({
    label: nameSchema.optional(),
    position: positionSchema.optional(),
    level: z.enum(FIELD_LEVELS).optional(),
    fieldGroupId: idSchema.optional(),
    config: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ examples: [{ label: "Company size (people)", level: "USER" }] });
export type FieldUpdateInput = z.infer<typeof fieldUpdateSchema>;
