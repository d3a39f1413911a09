import { FILTER_OPS, valueTypeOfField, type FilterOp, type ListField, type ListSpec } from "@crm/domain";
import { z } from "zod";
import type { ListFormat } from "../core/route-def";
import type { JsonSchema, ListingExtension, ListingFieldDoc, ParameterObject } from "./openapi-types";

export const RESERVED_KEYS = ["[limit]", "[offset]", "[project]", "[with]", "[logic]"] as const;

const ORDERED_OPS: readonly FilterOp[] = ["gt", "gte", "lt", "lte"];

/** The operators the list engine accepts on a field, read from the engine's own value types (no second table to drift). */
export function operatorsOf(field: ListField): string[] {
  if (field.filterable === false) return [];
  const type = valueTypeOfField(field);
  const ops = FILTER_OPS.filter((op) => (op === "regex" ? type.regex : ORDERED_OPS.includes(op) ? type.ordered : true));
  return field.sortable === false ? ops : [...ops, "sort"];
}

export function listingExtension(spec: ListSpec, format: ListFormat): ListingExtension {
  const fields: ListingFieldDoc[] = Object.entries(spec.fields).map(([name, field]) => ({
    name,
    kind: field.kind,
    ...(field.values ? { values: [...field.values] } : {}),
    filterable: field.filterable !== false,
    sortable: field.sortable !== false,
    projectable: field.projectable !== false,
    operators: operatorsOf(field),
  }));
  return {
    format,
    limit: { default: spec.limits.default, max: spec.limits.max, min: 1 },
    offset: { default: 0, min: 0 },
    reservedKeys: [...RESERVED_KEYS],
    fields,
    params: Object.keys(spec.params ?? {}),
    relations: Object.entries(spec.relations ?? {}).map(([name, r]) => ({ name, many: r.many })),
    customFields: spec.customFields === true,
  };
}

const code = (s: string) => `\`${s}\``;

/** Markdown appended to a list operation's description: the whole grammar as it applies to this endpoint. */
export function listingDescription(spec: ListSpec, format: ListFormat): string {
  const x = listingExtension(spec, format);
  const lines: string[] = [
    "**Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts " +
      "(several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` " +
      "(value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), " +
      "`regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; " +
      "unrecognised bracketed keys are ignored.",
    "",
    `Page size: ${code("[limit]")} default ${x.limit.default}, max ${x.limit.max} (larger values are reduced to ${x.limit.max}, values below 1 become 1, without error); ${code("[offset]")} default 0.`,
    "",
    "| Field | Kind | Filter operators | Sortable |",
    "|---|---|---|---|",
    ...x.fields.map(
      (f) =>
        `| ${code(f.name)} | ${f.kind}${f.values ? ` (${f.values.map(code).join(", ")})` : ""} | ${
          f.operators
            .filter((o) => o !== "sort")
            .map(code)
            .join(", ") || "-"
        } | ${f.sortable ? "yes" : "no"} |`,
    ),
  ];
  if (x.params.length > 0) lines.push("", `Endpoint filters: ${x.params.map(code).join(", ")}.`);
  if (x.customFields) {
    lines.push(
      "",
      "Custom fields: filter and sort as `fields.<fieldId or KEY>` (e.g. `fields.EMAIL[regex]=acme`), typed by the field definition.",
    );
  }
  lines.push(
    "",
    x.relations.length > 0
      ? `Relations for ${code("[with]")}: ${x.relations.map((r) => `${code(r.name)} (${r.many ? "array" : "one record or null"})`).join(", ")}.`
      : `This endpoint has no relations for ${code("[with]")}.`,
  );
  const shape =
    format === "envelope"
      ? "a paginated envelope `{data, hasMore, limit, offset, total}`"
      : format === "data"
        ? "`{data: [...]}` without pagination fields"
        : "a bare JSON array, without pagination fields";
  lines.push(
    "",
    `Response: ${shape}. With ${code("[project]")} each record holds only the listed fields plus ${code("id")} (and the ${code("[with]")} relations).`,
  );
  return lines.join("\n");
}

function fieldSchema(field: ListField): JsonSchema {
  if (field.kind === "enum" && field.values) return { type: "string", enum: [...field.values] };
  return { type: "string" };
}

/** Query parameters of a list operation: the reserved keys, then the eq-form of each filterable field. */
export function listParameters(spec: ListSpec): ParameterObject[] {
  const projectable = Object.entries(spec.fields)
    .filter(([, f]) => f.projectable !== false)
    .map(([n]) => n);
  const relations = Object.entries(spec.relations ?? {}).map(([name, r]) => {
    const record = z.globalRegistry.get(r.schema)?.id ?? "record";
    return `\`${name}\` (${r.many ? `array of ${record}` : `${record} or null`})`;
  });
  const params: ParameterObject[] = [
    {
      name: "[limit]",
      in: "query",
      description: `Records to return: default ${spec.limits.default}, max ${spec.limits.max}. Out-of-range values are clamped, not rejected.`,
      schema: { type: "integer", default: spec.limits.default, minimum: 1, maximum: spec.limits.max },
    },
    { name: "[offset]", in: "query", description: "Records to skip.", schema: { type: "integer", default: 0, minimum: 0 } },
    {
      name: "[project]",
      in: "query",
      description:
        `Comma-separated fields to return; \`id\` is always returned. Each listed record then holds only these keys (plus the ` +
        `relations of \`[with]\`), which is why the listed item schema (\`...ListItem\`) marks every key but \`id\` optional, ` +
        `while single-record operations return the full record. One of: ${projectable.join(", ")}.`,
      schema: { type: "string", minLength: 1 },
    },
    {
      name: "[with]",
      in: "query",
      description:
        relations.length > 0
          ? `Comma-separated relations to add to each listed record, under the relation's name (typed in the item schema): ${relations.join(", ")}.`
          : "No relations on this endpoint (any value is a 400).",
      schema: { type: "string", minLength: 1 },
    },
    { name: "[logic]", in: "query", description: "How filters combine.", schema: { type: "string", enum: ["AND", "OR"], default: "AND" } },
  ];
  for (const name of Object.keys(spec.params ?? {})) {
    params.push({ name, in: "query", description: "Endpoint-specific filter.", schema: { type: "string" } });
  }
  for (const [name, field] of Object.entries(spec.fields)) {
    const ops = operatorsOf(field);
    if (ops.length === 0) continue;
    params.push({
      name,
      in: "query",
      // `field=value` is eq; `{gt: v}` is sent as `field[gt]=v`: the grammar is exactly OpenAPI's deepObject style.
      style: "deepObject",
      explode: true,
      description: `\`${name}=value\` filters on equality; \`${name}[op]=value\` with op in ${ops
        .filter((o) => o !== "sort" && o !== "eq")
        .map(code)
        .join(", ")}${field.sortable === false ? "" : `; \`${name}[sort]=asc|desc\` sorts`}.`,
      schema: { anyOf: [fieldSchema(field), operatorsSchema(field, ops)] },
    });
  }
  return params;
}

/** The `{operator: value}` form of a field filter (each key sent as `field[operator]=value`). */
function operatorsSchema(field: ListField, ops: readonly string[]): JsonSchema {
  const value = fieldSchema(field);
  const properties: Record<string, JsonSchema> = {};
  for (const op of ops) {
    if (op === "sort") properties[op] = { type: "string", enum: ["asc", "desc", "1", "-1"] };
    else if (op === "exists") properties[op] = { type: "string", enum: ["true", "false"] };
    else if (op === "in" || op === "nin") properties[op] = { type: "string", description: "Comma-separated values." };
    else if (op === "eq" || op === "ne") properties[op] = value;
    else properties[op] = { type: "string" };
  }
  return { type: "object", properties, additionalProperties: false, minProperties: 1 };
}
