import type { EnumRef, InputFieldRef, InputTypeParam, TypeParam } from "@pothos/core";
import { z } from "zod";
import { builder, type Row } from "./builder";

/**
 * GraphQL types derived from the domain's zod schemas (defined once, in the domain), through
 * zod's own JSON Schema output: objects become object/input types, enums enums, ISO date-times
 * DateTime, integers Int. What GraphQL cannot type precisely (unions of objects such as a field's
 * 16 create variants, free maps, `unknown` values) becomes JSON; the domain validates it anyway.
 */

type Types = typeof builder extends PothosSchemaBuilder<infer T> ? T : never;
type PothosSchemaBuilder<T> = { $inferSchemaTypes: T };
type OutputType = TypeParam<Types>;
type InputType = InputTypeParam<Types>;
export type GraphQLEnum = EnumRef<Types, string>;

interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  description?: string;
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const outputs = new Map<string, OutputType>();
const inputs = new Map<string, InputType>();
const enums = new Map<string, GraphQLEnum>();
const enumValues = new Map<string, string>();

/**
 * The GraphQL enum `name` with `values` (one per name, shared by records, inputs and list
 * filters); undefined when a value is no GraphQL name (webhook event types such as `deal.created`).
 */
export function enumType(name: string, values: readonly string[]): GraphQLEnum | undefined {
  if (!values.every((v) => GRAPHQL_NAME.test(v))) return undefined;
  const existing = enums.get(name);
  if (existing) {
    // Two zod enums meeting under one name must be the same enum, or one would lose its values.
    if (enumValues.get(name) !== [...values].sort().join()) throw new Error(`GraphQL enum ${name} is declared with different values`);
    return existing;
  }
  const ref: GraphQLEnum = builder.enumType(name, { values: values as [string, ...string[]] });
  enums.set(name, ref);
  enumValues.set(name, [...values].sort().join());
  return ref;
}

/** Drops `null` from an anyOf (that is how zod writes `.nullable()`); the rest is the real type. */
function nonNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return { schema, nullable: false };
  const rest = variants.filter((v) => v.type !== "null");
  return { schema: rest.length === 1 ? rest[0]! : { ...schema, anyOf: rest, oneOf: undefined }, nullable: rest.length < variants.length };
}

/**
 * A union of object variants (a field's TEXT/NUMBER/SELECT... shapes) as one object: a key is
 * required when every variant requires it, `const` discriminators become an enum, keys whose
 * variants disagree become JSON. GraphQL has no input unions; the domain checks the variant.
 */
function mergeVariants(variants: JsonSchema[]): JsonSchema | undefined {
  if (!variants.every((v) => v.type === "object" && v.properties)) return undefined;
  const keys = [...new Set(variants.flatMap((v) => Object.keys(v.properties!)))];
  const properties: Record<string, JsonSchema> = {};
  for (const key of keys) {
    const shapes = variants.map((v) => v.properties![key]).filter((p): p is JsonSchema => p !== undefined);
    if (shapes.every((p) => p.const !== undefined)) properties[key] = { type: "string", enum: [...new Set(shapes.map((p) => p.const))] };
    else if (shapes.every((p) => JSON.stringify(p) === JSON.stringify(shapes[0]))) properties[key] = shapes[0]!;
    else properties[key] = {};
  }
  const required = keys.filter((key) => variants.every((v) => v.required?.includes(key)));
  return { type: "object", properties, required };
}

class Converter {
  constructor(private readonly defs: Record<string, JsonSchema>) {}

  private deref(schema: JsonSchema, fallbackName: string): { schema: JsonSchema; name: string } {
    const name = schema.$ref ? schema.$ref.replace("#/$defs/", "") : fallbackName;
    const target = schema.$ref ? (this.defs[name] ?? {}) : schema;
    const variants = target.oneOf ?? target.anyOf;
    const merged = variants ? mergeVariants(variants.map((v) => this.deref(v, name).schema)) : undefined;
    return { schema: merged ? { ...merged, ...(target.description ? { description: target.description } : {}) } : target, name };
  }

  /** Scalar or enum for a leaf; undefined when the schema is an object or array. */
  private leaf(schema: JsonSchema, name: string): (OutputType & InputType) | undefined {
    if (schema.anyOf || schema.oneOf) return "JSON";
    if (schema.enum) return enumType(name, schema.enum.map(String)) ?? "String";
    if (schema.const !== undefined) return "String";
    switch (schema.type) {
      case "string":
        return schema.format === "date-time" ? "DateTime" : "String";
      case "integer":
        return "Int";
      case "number":
        return "Float";
      case "boolean":
        return "Boolean";
      case "object":
      case "array":
        return undefined;
      default:
        return "JSON";
    }
  }

  private isTypedObject(schema: JsonSchema): boolean {
    return schema.type === "object" && Object.keys(schema.properties ?? {}).length > 0 && typeof schema.additionalProperties !== "object";
  }

  output(raw: JsonSchema, fallbackName: string): OutputType {
    const { schema, name } = this.deref(nonNull(raw).schema, fallbackName);
    const leaf = this.leaf(schema, name);
    if (leaf) return leaf;
    if (schema.type === "array") return [this.output(schema.items ?? {}, name)] as OutputType;
    if (!this.isTypedObject(schema)) return "JSON";
    const existing = outputs.get(name);
    if (existing) return existing;
    const ref = builder.objectRef<Row>(name);
    outputs.set(name, ref);
    const required = new Set(schema.required ?? []);
    ref.implement({
      ...(schema.description ? { description: schema.description } : {}),
      fields: (t) =>
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, prop]) => {
            const { nullable } = nonNull(prop);
            return [
              key,
              // The row is the domain's record, already in this type's shape (the same zod schema): exposed
              // keys have no resolver of their own, so graphql-jit reads them inline instead of calling one per field.
              // Row's values are `unknown` to TypeScript, which only lets nullable fields expose them; the
              // record schema decides nullability here at runtime.
              t.expose(key, {
                type: key === "id" ? "ID" : this.output(prop, `${name}${pascal(key)}`),
                nullable: (nullable || !required.has(key)) as true,
                ...(prop.description ? { description: prop.description } : {}),
              }),
            ];
          }),
        ),
    });
    return ref;
  }

  input(raw: JsonSchema, fallbackName: string): InputType {
    const { schema, name: defName } = this.deref(nonNull(raw).schema, fallbackName);
    const name = defName.endsWith("Input") ? defName : `${defName}Input`;
    const leaf = this.leaf(schema, defName);
    if (leaf) return leaf;
    if (schema.type === "array") return [this.input(schema.items ?? {}, defName)] as InputType;
    if (!this.isTypedObject(schema)) return "JSON";
    const existing = inputs.get(name);
    if (existing) return existing;
    const ref = builder.inputRef<Row>(name);
    inputs.set(name, ref);
    const required = new Set(schema.required ?? []);
    ref.implement({
      fields: (t) =>
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(
            ([key, prop]): [string, InputFieldRef<Types, NonNullable<unknown> | null | undefined>] => [
              key,
              t.field({
                type: this.input(prop, `${defName}${pascal(key)}`),
                // Nullable optional keys (PATCH `null` clears) stay optional; the domain reads null itself.
                required: required.has(key) && !nonNull(prop).nullable,
                ...(prop.description ? { description: prop.description } : {}),
              }),
            ],
          ),
        ),
    });
    return ref;
  }
}

const jsonSchemaOf = (schema: z.ZodType, io: "input" | "output"): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline" }) as JsonSchema;

/** The GraphQL object type of a domain record schema (named by its zod `meta({id})`, else `name`). */
export function outputTypeOf(schema: z.ZodType, name: string): OutputType {
  const json = jsonSchemaOf(schema, "output");
  return new Converter(json.$defs ?? {}).output(json, name);
}

/** The GraphQL input type of a domain input schema; JSON when GraphQL cannot express it (unions). */
export function inputTypeOf(schema: z.ZodType, name: string): InputType {
  const json = jsonSchemaOf(schema, "input");
  return new Converter(json.$defs ?? {}).input(json, name);
}
