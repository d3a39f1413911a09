import { readFileSync } from "node:fs";
import * as d from "@crm/domain";
import { GraphQLEnumType, GraphQLObjectType, getNamedType, printSchema, type GraphQLInputObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "./resources";
import { schema } from "./schema";

const objectType = (name: string) => schema.getType(name) as GraphQLObjectType;

describe("schema.graphql", () => {
  it("is the schema served (regenerate with `pnpm --filter @crm/graphql print-schema`)", () => {
    const committed = readFileSync(new URL("../schema.graphql", import.meta.url), "utf8");
    expect(committed).toBe(`${printSchema(schema)}\n`);
  });

  // Every listing the schema has, with its record type.
  const listings: Array<[string, d.ListSpec]> = [
    ...Object.values(RESOURCES).map((def): [string, d.ListSpec] => [def.type, def.list.spec]),
    ["Chat", d.chatListSpec],
    ["Message", d.messageListSpec],
    ["Stage", d.stageListSpec],
    ["Call", d.callListSpec],
  ];

  it("has every [with] relation of every list spec as a field of the record type", () => {
    const missing = listings.flatMap(([type, spec]) =>
      Object.keys(spec.relations ?? {})
        .filter((name) => !(name in objectType(type).getFields()))
        .map((name) => `${type}.${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("filters an enum field by its GraphQL enum, the one its records answer", () => {
    for (const [type, spec] of listings) {
      const filter = schema.getType(`${type}Filter`) as GraphQLInputObjectType;
      for (const [name, field] of Object.entries(spec.fields)) {
        if (field.kind !== "enum" || field.filterable === false || !field.values?.every((v) => /^[_A-Za-z]\w*$/.test(v))) continue;
        const operand = getNamedType(
          (getNamedType(filter.getFields()[name.replace(/\./g, "_")]!.type) as GraphQLInputObjectType).getFields().eq!.type,
        );
        expect(operand, `${type}.${name}`).toBeInstanceOf(GraphQLEnumType);
        expect(
          (operand as GraphQLEnumType)
            .getValues()
            .map((v) => v.value)
            .sort(),
          `${type}.${name}`,
        ).toEqual([...field.values].sort());
        // The record's own field (a top-level key) answers the same enum.
        const own = objectType(type).getFields()[name];
        if (own) expect(getNamedType(own.type), `${type}.${name}`).toBe(operand);
      }
    }
  });
});
