import type { AnalysisField, AnalysisValue } from "./types";

type JsonSchema = Record<string, unknown>;

const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: "null" }] });

/** The JSON schema of one field's value by its type; undefined for types the analysis never fills (record ids, files). */
function valueSchema(field: AnalysisField): JsonSchema | undefined {
  const labels = (field.options ?? []).map((o) => o.label);
  switch (field.type) {
    case "TEXT":
    case "TEXTAREA":
    case "PHONE":
    case "URL":
      return { type: "string" };
    case "EMAIL":
      return { type: "string", description: "An e-mail address." };
    case "NUMBER":
    case "CURRENCY":
      return { type: "number" };
    case "BOOLEAN":
      return { type: "boolean" };
    case "DATE":
      return { type: "string", description: "YYYY-MM-DD" };
    case "DATETIME":
      return { type: "string", description: "ISO 8601 date-time" };
    case "SELECT":
      return labels.length > 0 ? { type: "string", enum: labels } : undefined;
    case "MULTI_SELECT":
      return labels.length > 0 ? { type: "array", items: { type: "string", enum: labels } } : undefined;
    default:
      return undefined;
  }
}

/** The property name of a field in the answer: stable, and unique across deal and contact fields. */
const propertyOf = (field: AnalysisField) => `${field.entityType.toLowerCase()}_${field.id}`;

export interface AnalysisSchema {
  schema: JsonSchema;
  /**
   * Turns a parsed answer back into field values (nulls mean "not said in the call" and are
   * dropped), each with the answer's `evidence` for its property as `claimed` (checked by the caller).
   */
  valuesOf(answer: Record<string, unknown>): Array<AnalysisValue & { claimed?: unknown }>;
}

/** Per filled field: the exact words of the transcript it came from, their turn numbers, how sure the model is. */
const evidenceSchema = (names: string[]): JsonSchema => ({
  type: "array",
  description:
    "For each field you filled: `field` (its property name), `quote` (the exact words of the transcript that state the " +
    "value, copied verbatim), `turns` (the numbers of the turns quoted, as in [#n]) and `confidence` (0..1).",
  items: {
    type: "object",
    properties: {
      field: { type: "string", enum: names },
      quote: { type: "string" },
      turns: { type: "array", items: { type: "integer" } },
      confidence: { type: "number" },
    },
    required: ["field", "quote", "turns", "confidence"],
    additionalProperties: false,
  },
});

/**
 * The structured-output schema for the project's deal and contact fields (strict mode: every
 * property required, "not mentioned" is null). Each property is described by its label and key so
 * the model knows what it holds.
 */
export function buildAnalysisSchema(fields: readonly AnalysisField[]): AnalysisSchema {
  const usable = fields.flatMap((field) => {
    const schema = valueSchema(field);
    return schema ? [{ field, schema }] : [];
  });
  const properties: Record<string, JsonSchema> = {
    summary: nullable({
      type: "string",
      description: "A short summary of the call; null when there was nothing worth summarising (voicemail, silence).",
    }),
  };
  for (const { field, schema } of usable) {
    const description = `${field.entityType === "DEAL" ? "Deal" : "Contact"} field "${field.label}"${field.key ? ` (${field.key})` : ""}: the value stated in the call, else null.`;
    properties[propertyOf(field)] = nullable({ ...schema, description: [schema.description, description].filter(Boolean).join(" ") });
  }
  if (usable.length > 0) properties.evidence = evidenceSchema(usable.map(({ field }) => propertyOf(field)));
  return {
    schema: { type: "object", properties, required: Object.keys(properties), additionalProperties: false },
    valuesOf(answer) {
      const evidence = Array.isArray(answer.evidence) ? (answer.evidence as unknown[]) : [];
      const claimFor = (name: string) =>
        evidence.find((e) => typeof e === "object" && e !== null && (e as { field?: unknown }).field === name);
      return usable.flatMap(({ field }) => {
        const value = answer[propertyOf(field)];
        if (value === null || value === undefined) return [];
        const claimed = claimFor(propertyOf(field));
        return [{ entityType: field.entityType, fieldId: field.id, value, ...(claimed ? { claimed } : {}) }];
      });
    },
  };
}
