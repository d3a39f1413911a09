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
  /** Turns a parsed answer back into field values (nulls mean "not said in the call" and are dropped). */
  valuesOf(answer: Record<string, unknown>): AnalysisValue[];
}

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
  return {
    schema: { type: "object", properties, required: Object.keys(properties), additionalProperties: false },
    valuesOf(answer) {
      return usable.flatMap(({ field }) => {
        const value = answer[propertyOf(field)];
        return value === null || value === undefined ? [] : [{ entityType: field.entityType, fieldId: field.id, value }];
      });
    },
  };
}
