import type { JsonSchema } from "../openapi/openapi-types";
import { COMPONENT_REF } from "../openapi/schema-collector";
import { anchor, escapeHtml } from "./html";
import { inlineMarkdown } from "./markdown";

const asSchema = (v: unknown): JsonSchema | undefined => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as JsonSchema) : undefined);

/** A one-line type label: `string (date-time)`, `array of User`, `ACTIVE | DISABLED`, a link for refs. */
export function typeLabel(schema: JsonSchema): string {
  const ref = schema.$ref;
  if (typeof ref === "string" && ref.startsWith(COMPONENT_REF)) {
    const name = ref.slice(COMPONENT_REF.length);
    return `<a href="#schema-${anchor(name)}">${escapeHtml(name)}</a>`;
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(" | ");
  if ("const" in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  const variants = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(variants)) return variants.map((v) => typeLabel(asSchema(v) ?? {})).join(" or ");
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : typeof schema.type === "string" ? schema.type : "any";
  if (type === "array") {
    const items = asSchema(schema.items);
    return `array of ${items ? typeLabel(items) : "any"}`;
  }
  return escapeHtml(typeof schema.format === "string" ? `${type} (${schema.format})` : type);
}

/** Constraints worth telling an integrator (the long generated regexes are left out on purpose). */
function constraints(schema: JsonSchema): string[] {
  const out: string[] = [];
  const add = (key: string, label: string) => {
    if (schema[key] !== undefined) out.push(`${label} ${JSON.stringify(schema[key])}`);
  };
  add("minLength", "min length");
  add("maxLength", "max length");
  add("minimum", ">=");
  add("maximum", "<=");
  add("exclusiveMinimum", ">");
  add("exclusiveMaximum", "<");
  add("minItems", "min items");
  add("maxItems", "max items");
  add("default", "default");
  return out;
}

function describe(schema: JsonSchema): string {
  const parts: string[] = [];
  if (typeof schema.description === "string") parts.push(inlineMarkdown(schema.description));
  const c = constraints(schema);
  if (c.length > 0) parts.push(`<span class="muted">${escapeHtml(c.join(", "))}</span>`);
  return parts.join(" ");
}

/** The object (or array of objects) a row nests, rendered below it. */
function nestedObject(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === "object" && schema.properties) return schema;
  const items = asSchema(schema.items);
  if (schema.type === "array" && items?.type === "object" && items.properties) return items;
  return undefined;
}

function rows(schema: JsonSchema, prefix: string, depth: number): string[] {
  const props = (asSchema(schema.properties) ?? {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const out: string[] = [];
  for (const [name, raw] of Object.entries(props)) {
    const prop = asSchema(raw) ?? {};
    const path = prefix ? `${prefix}.${name}` : name;
    out.push(
      `<tr><td><code>${escapeHtml(path)}</code></td><td>${typeLabel(prop)}</td><td>${required.has(name) ? "yes" : "no"}</td><td>${describe(prop)}</td></tr>`,
    );
    const nested = nestedObject(prop);
    if (nested && depth < 4) out.push(...rows(nested, prop.type === "array" ? `${path}[]` : path, depth + 1));
  }
  return out;
}

/** Names a union member by its discriminator (`type = "TEXT"`), else by position. */
function variantName(variant: JsonSchema, index: number): string {
  const props = (asSchema(variant.properties) ?? {}) as Record<string, unknown>;
  for (const [name, raw] of Object.entries(props)) {
    const prop = asSchema(raw);
    if (prop && "const" in prop) return `${name} = ${JSON.stringify(prop.const)}`;
  }
  return `Variant ${index + 1}`;
}

/** A schema as a field table (objects), one table per member (unions of objects), or its type label. */
export function schemaHtml(schema: JsonSchema): string {
  const variants = (schema.oneOf ?? schema.anyOf) as unknown;
  if (Array.isArray(variants) && variants.length > 0 && variants.every((v) => nestedObject(asSchema(v) ?? {}))) {
    const parts = variants.map((v, i) => {
      const variant = asSchema(v) ?? {};
      return `<p><strong>${escapeHtml(variantName(variant, i))}</strong></p>${schemaHtml(variant)}`;
    });
    return `<p>One of ${variants.length} shapes:</p>${parts.join("")}`;
  }
  const object = nestedObject(schema);
  if (!object) return `<p>Type: ${typeLabel(schema)}${schema.description ? ` - ${describe(schema)}` : ""}</p>`;
  const closed = object.additionalProperties === false ? `<p class="muted">Closed object: other keys are rejected in requests and never returned.</p>` : "";
  const label = schema.type === "array" ? `<p>Array of:</p>` : "";
  return `${label}<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${rows(object, "", 0).join("")}</tbody></table>${closed}`;
}
