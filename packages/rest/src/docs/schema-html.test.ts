import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SchemaCollector } from "../openapi/schema-collector";
import { schemaHtml } from "./schema-html";

const json = (schema: z.ZodType) => new SchemaCollector().convert(schema, "input");

describe("schemaHtml", () => {
  it("renders an object as a field table with nested paths, requiredness and constraints", () => {
    const html = schemaHtml(
      json(z.strictObject({ name: z.string().min(1).describe("Display name."), tags: z.array(z.object({ id: z.string() })).optional() })),
    );
    expect(html).toContain("<code>name</code></td><td>string</td><td>yes</td><td>Display name.");
    expect(html).toContain("min length 1");
    expect(html).toContain("<code>tags[].id</code>");
    expect(html).toContain("Closed object");
  });

  it("renders each member of a discriminated union", () => {
    const html = schemaHtml(
      json(z.discriminatedUnion("type", [z.object({ type: z.literal("TEXT"), text: z.string() }), z.object({ type: z.literal("IMAGE"), url: z.string() })])),
    );
    expect(html).toContain("One of 2 shapes");
    expect(html).toContain("type = &quot;TEXT&quot;");
    expect(html).toContain("<code>url</code>");
  });

  it("links refs and escapes text", () => {
    expect(schemaHtml({ $ref: "#/components/schemas/User" })).toContain('href="#schema-User"');
    expect(schemaHtml({ type: "string", description: "<script>" })).not.toContain("<script>");
  });
});
