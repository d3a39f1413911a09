import { devChannelWebhookSchema, type Domain } from "@crm/domain";
import { describe, expect, it } from "vitest";
import { adminRoutes } from "../admin/admin.routes";
import type { AnyRouteDef } from "../core/route-def";
import { v1Routes } from "../v1";
import { channelWebhookAckSchema } from "../webhooks/channel-webhook-docs";
import { exampleOf } from "./examples";
import type { MediaTypeObject, ResponseOrRef } from "./openapi-types";
import { restApiDocument } from "./rest-api-document";

// Route modules only touch the domain inside handlers, which the generator never calls.
const domain = {} as Domain;
const surfaces: Array<[string, AnyRouteDef<unknown>[]]> = [
  ["/v1", v1Routes(domain)],
  ["/admin/v1", adminRoutes(domain)],
];
const routes = surfaces.flatMap(([prefix, defs]) =>
  defs.map((def) => ({ prefix, def, name: `${def.method.toUpperCase()} ${prefix}${def.path}` })),
);
const doc = restApiDocument();

/** The JSON content of a success response (success responses are never `$ref`s). */
const jsonOf = (response: ResponseOrRef | undefined): MediaTypeObject | undefined =>
  response && "content" in response ? response.content?.["application/json"] : undefined;

const withBody = routes.filter(({ def }) => def.body);
const withResponse = routes.filter(({ def }) => def.success.schema);

/** The parse issues of `value` under `schema`, as readable lines (empty when valid). */
const issuesOf = (schema: NonNullable<AnyRouteDef["body"]>, value: unknown): string[] => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

/**
 * Every request body and response of /v1 and /admin/v1 carries an example taken from its domain
 * schema, and each example is valid under the very schema the route validates with, so examples
 * cannot drift from the schemas (a renamed or newly required key fails here).
 */
describe("OpenAPI examples", () => {
  it.each(withBody.map((r) => [r.name, r] as const))("%s: the request body has an example its own schema accepts", (_name, { def }) => {
    const example = exampleOf(def.body!);
    expect(example, "add .meta({ examples: [...] }) to the body schema in the domain").toBeDefined();
    expect(issuesOf(def.body!, example)).toEqual([]);
  });

  it.each(withResponse.map((r) => [r.name, r] as const))("%s: the response has an example its own schema accepts", (_name, { def }) => {
    const example = exampleOf(def.success.schema!);
    expect(example, "add .meta({ examples: [...] }) to the response schema in the domain").toBeDefined();
    expect(issuesOf(def.success.schema!, example)).toEqual([]);
  });

  it("puts an example on every request body and JSON response of the document (listings wrap the record's)", () => {
    const missing: string[] = [];
    for (const { prefix, def, name } of routes) {
      const op = doc.paths[prefix + def.path]![def.method]!;
      const body: MediaTypeObject | undefined = op.requestBody?.content["application/json"];
      if (def.body && body?.example === undefined) missing.push(`${name} request`);
      const json = jsonOf(op.responses[String(def.success.status)]);
      if (json && json.example === undefined) missing.push(`${name} response`);
    }
    // The channel webhooks, described beside their handler, carry the DEV provider's example.
    for (const [path, item] of Object.entries(doc.paths).filter(([path]) => path.startsWith("/webhooks/"))) {
      for (const [method, op] of Object.entries(item)) {
        const body = op.requestBody?.content["application/json"];
        if (body && body.example === undefined) missing.push(`${method.toUpperCase()} ${path} request`);
        for (const [status, response] of Object.entries(op.responses).filter(([status]) => status.startsWith("2"))) {
          const json = jsonOf(response);
          if (json && json.example === undefined) missing.push(`${method.toUpperCase()} ${path} ${status} response`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(issuesOf(devChannelWebhookSchema, exampleOf(devChannelWebhookSchema))).toEqual([]);
    expect(issuesOf(channelWebhookAckSchema, exampleOf(channelWebhookAckSchema))).toEqual([]);
    const contacts = jsonOf(doc.paths["/v1/contacts"]!.get!.responses["200"])!.example as {
      data: unknown[];
      total: number;
    };
    expect(contacts).toMatchObject({ hasMore: false, total: 1 });
    expect(contacts.data).toHaveLength(1);
  });

  it("pre-fills writes that succeed as they are, or after replacing one id", () => {
    // The example that made /docs' Test Request answer 400 (`{"fieldId":"","key":"NAME","value":null}`).
    expect(doc.paths["/v1/contacts"]!.post!.requestBody!.content["application/json"]!.example).toEqual({
      fields: [
        { key: "NAME", value: "Ada Lovelace" },
        { key: "PHONE", value: "+55 11 99999-0001" },
      ],
    });
    const ids = (value: unknown): string[] =>
      (JSON.stringify(value).match(/\b[0-9a-f]{24}\b/g) ?? []).filter((id, i, all) => all.indexOf(id) === i);
    for (const { def, name } of withBody.filter(({ def }) => def.method === "post" && def.success.status === 201)) {
      expect(ids(exampleOf(def.body!)).length + (def.params ? 1 : 0), name).toBeLessThanOrEqual(1);
    }
  });
});
