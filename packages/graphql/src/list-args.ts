import type { FieldKind, FilterOp, ListField, ListQuery, ListSpec } from "@crm/domain";
import { GraphQLError, Kind } from "graphql";
import { builder } from "./builder";
import { enumType, type GraphQLEnum } from "./zod-types";

/**
 * Typed listing arguments built from a resource's ListSpec (the same declarations REST's grammar
 * is checked against), compiled back into the domain's transport-neutral ListQuery: one
 * grammar, a second syntax. `filter: {stageId: {eq: "..."}, createdAt: {gte: "..."}}` is
 * REST's `stageId=...&createdAt[gte]=...`; the domain coerces and validates the values.
 */

type Filter = ListQuery["filters"][number];

const Logic = builder.enumType("ListLogic", { values: ["AND", "OR"] as const, description: "How the filters combine (REST `[logic]`)." });
const SortDirection = builder.enumType("SortDirection", { values: ["ASC", "DESC"] as const });
const FilterOpEnum = builder.enumType("FilterOp", {
  values: ["eq", "ne", "gt", "gte", "lt", "lte", "in", "nin", "exists", "regex"] as const,
});

/**
 * A date filter's value as REST and tRPC take it: an ISO 8601 date or date-time, or epoch
 * milliseconds (as a number or its digits). Passed on as text: the domain's list engine parses
 * and validates it (parseDate), so a bad value is the same 400 naming the same field.
 */
builder.scalarType("DateFilterValue", {
  description: "An ISO 8601 date (2024-06-01) or date-time (2024-06-01T12:00:00Z), or epoch milliseconds (1717243200000).",
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) return String(value);
    throw new GraphQLError("DateFilterValue must be a string or a number.");
  },
  parseLiteral: (node) => {
    if (node.kind === Kind.STRING || node.kind === Kind.INT) return node.value;
    throw new GraphQLError("DateFilterValue must be a string or an integer.");
  },
});

type FilterValueType = "String" | "Float" | "Boolean" | "DateFilterValue" | GraphQLEnum;

/** The operators REST offers on a field of one kind, with that kind's value type. */
function operatorInput(name: string, type: FilterValueType, ops: { ordered: boolean; regex: boolean }) {
  return builder.inputType(name, {
    description: `REST operators on ${typeof type === "string" ? type : "enum"} values: field[op]=value.`,
    fields: (t) => ({
      eq: t.field({ type }),
      ne: t.field({ type }),
      ...(ops.ordered ? { gt: t.field({ type }), gte: t.field({ type }), lt: t.field({ type }), lte: t.field({ type }) } : {}),
      in: t.field({ type: [type] }),
      nin: t.field({ type: [type] }),
      exists: t.boolean(),
      ...(ops.regex ? { regex: t.string({ description: "Contains, case-insensitive." }) } : {}),
    }),
  });
}

const operatorInputs: Record<FieldKind, ReturnType<typeof operatorInput>> = {
  id: operatorInput("IdFilter", "String", { ordered: true, regex: true }),
  string: operatorInput("StringFilter", "String", { ordered: true, regex: true }),
  // Only for enums whose values are no GraphQL names (webhook event types); the others get their own enum's filter.
  enum: operatorInput("EnumFilter", "String", { ordered: true, regex: true }),
  number: operatorInput("NumberFilter", "Float", { ordered: true, regex: false }),
  date: operatorInput("DateFilter", "DateFilterValue", { ordered: true, regex: false }),
  boolean: operatorInput("BooleanFilter", "Boolean", { ordered: false, regex: false }),
};

const enumFilters = new Map<string, ReturnType<typeof operatorInput>>();

/**
 * The filter input of one field: an enum field's operators take its GraphQL enum (`Deal.status`
 * and `deals(filter: {status: …})` share `DealStatus`), other kinds their scalar's.
 */
function filterInputOf(typeName: string, name: string, field: ListField) {
  if (field.kind !== "enum" || !field.values) return operatorInputs[field.kind];
  const enumName = typeName + graphqlName(name).split("_").map(pascal).join("");
  const type = enumType(enumName, field.values);
  if (!type) return operatorInputs.enum;
  const existing = enumFilters.get(enumName);
  if (existing) return existing;
  const input = operatorInput(`${enumName}Filter`, type, { ordered: true, regex: true });
  enumFilters.set(enumName, input);
  return input;
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const CustomFieldFilter = builder.inputType("CustomFieldFilter", {
  description: "A filter on a custom field value (REST `fields.<fieldId|KEY>[op]=value`).",
  fields: (t) => ({
    field: t.string({ required: true, description: "Field id or built-in KEY (EMAIL, PHONE...)." }),
    op: t.field({ type: FilterOpEnum, required: true }),
    value: t.string({ description: "For single-value operators." }),
    values: t.stringList({ description: "For in / nin." }),
  }),
});

/** Inputs and arguments of one resource's listing. */
export function listArgsFor(typeName: string, spec: ListSpec) {
  const filterable = Object.entries(spec.fields).filter(([, f]) => f.filterable !== false);
  const sortable = Object.entries(spec.fields)
    .filter(([, f]) => f.sortable !== false)
    .map(([name]) => name);
  const params = Object.keys(spec.params ?? {});
  // Nested keys (a note's `author.type`) are spelt with `_` in GraphQL names.
  const specNames = new Map([...filterable.map(([name]) => name), ...params].map((name) => [graphqlName(name), name]));

  const FilterInput = builder.inputType(`${typeName}Filter`, {
    fields: (t) => ({
      ...Object.fromEntries(
        filterable.map(([name, field]) => [graphqlName(name), t.field({ type: filterInputOf(typeName, name, field) })]),
      ),
      ...Object.fromEntries(params.map((name) => [name, t.field({ type: operatorInputs.string })])),
      ...(spec.customFields ? { customFields: t.field({ type: [CustomFieldFilter] }) } : {}),
    }),
  });
  const SortField = builder.enumType(`${typeName}SortField`, {
    values: Object.fromEntries(sortable.map((name) => [graphqlName(name), { value: name }])),
  });
  const SortInput = builder.inputType(`${typeName}Sort`, {
    description: "One sort key; the order of the list is the precedence.",
    fields: (t) => ({
      field: t.field({ type: SortField }),
      ...(spec.customFields ? { customField: t.string({ description: "Sort by a custom field (id or KEY) instead of `field`." }) } : {}),
      direction: t.field({ type: SortDirection, defaultValue: "ASC" }),
    }),
  });

  return {
    args: (arg: ArgBuilder) => ({
      filter: arg({ type: FilterInput }),
      logic: arg({ type: Logic, defaultValue: "AND" }),
      sort: arg({ type: [SortInput] }),
      limit: arg.int({ description: `Default ${spec.limits.default}, at most ${spec.limits.max} (clamped).` }),
      offset: arg.int(),
    }),
    /** The arguments as the domain's ListQuery (no `project`: GraphQL's selection is the projection). */
    toQuery: (args: ListArgs) => toListQuery(args, specNames),
  };
}

const graphqlName = (name: string) => name.replace(/\./g, "_");

type ArgBuilder = Parameters<Parameters<typeof builder.queryField>[1]>[0]["arg"];

export interface ListArgs {
  filter?: Record<string, unknown> | null;
  logic?: "AND" | "OR" | null;
  sort?: Array<{ field?: string | null; customField?: string | null; direction?: "ASC" | "DESC" | null }> | null;
  limit?: number | null;
  offset?: number | null;
}

function toListQuery(args: ListArgs, specNames: Map<string, string>): Omit<ListQuery, "project"> {
  const filters: Filter[] = [];
  for (const [field, ops] of Object.entries(args.filter ?? {})) {
    if (field === "customFields") {
      for (const custom of (ops ?? []) as Array<{ field: string; op: FilterOp; value?: string | null; values?: string[] | null }>) {
        filters.push({ field: `fields.${custom.field}`, op: custom.op, value: custom.values ?? custom.value ?? "" });
      }
      continue;
    }
    for (const [op, value] of Object.entries((ops ?? {}) as Record<string, unknown>)) {
      if (value === null || value === undefined) continue;
      filters.push({
        field: specNames.get(field) ?? field,
        op: op as FilterOp,
        value: Array.isArray(value) ? value.map(String) : String(value),
      });
    }
  }
  return {
    filters,
    logic: args.logic ?? "AND",
    sort: (args.sort ?? []).map((s) => ({
      field: s.customField ? `fields.${s.customField}` : (s.field ?? ""),
      direction: s.direction === "DESC" ? -1 : 1,
    })),
    ...(typeof args.limit === "number" ? { limit: args.limit } : {}),
    ...(typeof args.offset === "number" ? { offset: args.offset } : {}),
  };
}
