import { z } from "zod";
import { idSchema, nameSchema } from "../core/schema-helpers";

/** Records that carry custom field values. */
export const FIELD_ENTITY_TYPES = ["DEAL", "CONTACT"] as const;
export type FieldEntityType = (typeof FIELD_ENTITY_TYPES)[number];

export const FIELD_TYPES = [
  "TEXT",
  "TEXTAREA",
  "NUMBER",
  "CURRENCY",
  "DATE",
  "DATETIME",
  "BOOLEAN",
  "SELECT",
  "MULTI_SELECT",
  "EMAIL",
  "PHONE",
  "URL",
  "USER",
  "CONTACT",
  "DEAL",
  "FILE",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** USER: shown to people in the app's forms; API: kept for integrations (the default of API-created fields). */
export const FIELD_LEVELS = ["USER", "API"] as const;
export type FieldLevel = (typeof FIELD_LEVELS)[number];

/** The built-in kinds, carried by the field's `key`; absent on project-created fields. */
export const BUILT_IN_KEYS = [
  "NAME",
  "PHONE",
  "EMAIL",
  "PRICE",
  "ACQUISITION_SOURCE",
  "ORIGIN_URL",
  "LEAD_ID",
  "WHATSAPP_LID",
  "CUSTOM_ID",
] as const;
export type BuiltInKey = (typeof BUILT_IN_KEYS)[number];

export const SELECT_TYPES: ReadonlySet<FieldType> = new Set(["SELECT", "MULTI_SELECT"]);

export interface SelectOption {
  id: string;
  label: string;
  color?: string;
}

/**
 * The stored `config` of any field type, as one loose shape: each type uses only its own keys
 * (validated on write by `configInputSchemas`), and readers such as value normalisation need
 * no per-type casts.
 */
export interface FieldConfig {
  options?: SelectOption[];
  currency?: string;
  decimals?: number;
  /** TEXT, EMAIL, PHONE, NUMBER and URL: no two records hold the same (normalised) value (see value-claims.ts). */
  unique?: boolean;
}

/** The types whose fields may be `config.unique`: values that identify a record and compare exactly once normalised. */
export const UNIQUE_ABLE_TYPES: ReadonlySet<FieldType> = new Set(["TEXT", "EMAIL", "PHONE", "NUMBER", "URL"]);

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Expected a color like #1a2b3c.");
export const MAX_SELECT_OPTIONS = 500;

/** An option as written: the id may be left out (the service generates one). */
const optionInputSchema = z.strictObject({ id: idSchema.optional(), label: nameSchema, color: colorSchema.optional() });
const optionSchema = z.object({ id: z.string(), label: z.string(), color: z.string().optional() });

/** Option ids identify stored values, labels are accepted as values too: both must be unique in a field. */
const selectConfigInput = z
  .strictObject({ options: z.array(optionInputSchema).max(MAX_SELECT_OPTIONS) })
  .superRefine(({ options }, check) => {
    const ids = new Set<string>();
    const labels = new Set<string>();
    options.forEach((option, i) => {
      if (option.id !== undefined) {
        if (ids.has(option.id)) check.addIssue({ code: "custom", path: ["options", i, "id"], message: "Duplicate option id." });
        ids.add(option.id);
      }
      const label = option.label.toLowerCase();
      if (labels.has(label)) check.addIssue({ code: "custom", path: ["options", i, "label"], message: "Duplicate option label." });
      labels.add(label);
    });
  });

const noConfig = z.strictObject({});
/** `unique`: a second record with the same normalised value is refused (409 DUPLICATE). */
const unique = z.boolean().optional();
const uniqueConfig = z.strictObject({ unique });
/** `decimals`: values are rounded to this many places on write. */
const numberConfig = z.strictObject({ decimals: z.int().min(0).max(10).optional(), unique });
/** ISO 4217 code; lower case is accepted and upper-cased. */
const currencyConfig = z.strictObject({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "Expected an ISO 4217 currency code such as USD."),
});

/** `config` of each type as written in create and update bodies. */
export const configInputSchemas = {
  TEXT: uniqueConfig,
  TEXTAREA: noConfig,
  NUMBER: numberConfig,
  CURRENCY: currencyConfig,
  DATE: noConfig,
  DATETIME: noConfig,
  BOOLEAN: noConfig,
  SELECT: selectConfigInput,
  MULTI_SELECT: selectConfigInput,
  EMAIL: uniqueConfig,
  PHONE: uniqueConfig,
  URL: uniqueConfig,
  USER: noConfig,
  CONTACT: noConfig,
  DEAL: noConfig,
  FILE: noConfig,
} as const satisfies Record<FieldType, z.ZodType>;

const selectConfig = z.object({ options: z.array(optionSchema) });

/** `config` of each type as returned (option ids always present). */
export const configRecordSchemas = {
  ...configInputSchemas,
  SELECT: selectConfig,
  MULTI_SELECT: selectConfig,
} as const satisfies Record<FieldType, z.ZodType>;

/** Types whose config has a required key; the others may leave `config` out (it becomes `{}`). */
export const CONFIG_REQUIRED: ReadonlySet<FieldType> = new Set(["CURRENCY", "SELECT", "MULTI_SELECT"]);

/**
 * One zod object per field type, discriminated by `type` (the API's "one of N variants"). Built by
 * mapping the type list so the variants cannot drift apart; `type` is the only per-type part
 * besides `config`.
 */
export function variantsByType<S extends z.ZodObject>(build: (type: FieldType) => S): [S, ...S[]] {
  return FIELD_TYPES.map(build) as [S, ...S[]];
}
