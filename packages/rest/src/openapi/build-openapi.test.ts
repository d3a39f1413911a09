import type { Domain } from "@crm/domain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminRoutes } from "../admin/admin.routes";
import { defineRoute } from "../core/route-def";
import { v1Routes } from "../v1";
import { buildOpenApi } from "./build-openapi";
import { restApiDocument } from "./rest-api-document";
import type { OperationObject } from "./openapi-types";
import { SchemaCollector } from "./schema-collector";

// Route modules only touch the domain inside handlers, which the generator never calls.
const domain = {} as Domain;
const v1 = v1Routes(domain);
const admin = adminRoutes(domain);
const doc = restApiDocument();

function operations(): Array<[string, string, OperationObject]> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([m, op]) => [path, m, op] as [string, string, OperationObject]),
  );
}

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 with both security schemes and the Error schema", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    expect(doc.info.license).toEqual({ name: "MIT", identifier: "MIT" });
    expect(doc.components.securitySchemes.ApiKeyAuth).toMatchObject({ type: "apiKey", in: "header", name: "x-api-key" });
    expect(doc.components.securitySchemes.AdminToken).toMatchObject({ type: "apiKey", in: "header", name: "x-admin-token" });
    expect(doc.components.schemas.Error).toMatchObject({ required: ["errorCode", "message", "status"] });
  });

  it("has exactly one operation per registered route, under its prefix", () => {
    const ops = operations();
    // The channel webhook's GET challenge and POST are the two operations outside the route definitions.
    expect(ops).toHaveLength(v1.length + admin.length + 2);
    for (const def of v1) expect(doc.paths[`/v1${def.path}`]?.[def.method]?.operationId).toBe(def.operationId);
    for (const def of admin) {
      const op = doc.paths[`/admin/v1${def.path}`]?.[def.method];
      expect(op?.operationId).toBe(def.operationId);
      expect(op?.security).toEqual([{ AdminToken: [] }]);
    }
    expect(new Set(ops.map(([, , op]) => op.operationId)).size).toBe(ops.length);
  });

  it("resolves every $ref", () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const [, section, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref) ?? [];
      expect(section, ref).toBeDefined();
      const table = section === "schemas" ? doc.components.schemas : doc.components.responses;
      expect(table[name ?? ""], ref).toBeDefined();
    }
  });

  it("documents the channel webhook outside /v1: no API key, the channel's secret or Meta's signature", () => {
    const item = doc.paths["/webhooks/channels/{channelId}"];
    expect(item?.post?.security).toEqual([{ ChannelSecret: [] }, { WhatsAppSignature: [] }]);
    expect(item?.get?.security).toEqual([]);
    expect(doc.components.securitySchemes.ChannelSecret).toMatchObject({ in: "header", name: "x-channel-secret" });
    expect(doc.components.securitySchemes.WhatsAppSignature).toMatchObject({ in: "header", name: "X-Hub-Signature-256" });
    expect(Object.keys(item?.post?.responses ?? {}).sort()).toEqual(["200", "400", "401", "413", "500"]);
    expect(refsIn(item?.post?.requestBody)).toEqual([
      "#/components/schemas/DevChannelWebhookInput",
      "#/components/schemas/WhatsAppCloudWebhookInput",
    ]);
    expect(
      Object.keys(item?.get?.responses["200"] && "content" in item.get.responses["200"] ? (item.get.responses["200"].content ?? {}) : {}),
    ).toEqual(["text/plain"]);
  });

  it("declares every path parameter and documents errors on every operation", () => {
    for (const [path, , op] of operations().filter(([path]) => !path.startsWith("/webhooks/"))) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = op.parameters.filter((p) => p.in === "path").map((p) => p.name);
      expect(declared.sort(), `${op.operationId}`).toEqual(names.sort());
      expect(op.responses["401"], op.operationId).toBeDefined();
      expect(op.responses["500"], op.operationId).toBeDefined();
      // API keys are rate limited and scoped; the operator's admin token is neither.
      expect(op.responses["429"] !== undefined, `${op.operationId} 429`).toBe(path.startsWith("/v1/"));
      expect(op.responses["403"] !== undefined, `${op.operationId} 403`).toBe(path.startsWith("/v1/"));
      if (op.requestBody) for (const s of ["400", "413", "415"]) expect(op.responses[s], `${op.operationId} ${s}`).toBeDefined();
      else for (const s of ["413", "415"]) expect(op.responses[s], `${op.operationId} ${s}`).toBeUndefined();
      if (names.length > 0) expect(op.responses["404"], `${op.operationId} 404`).toBeDefined();
    }
  });

  it("derives the error responses from the declaration, plus the route's own", () => {
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    // A POST under /v1 also answers 409/422 for a reused Idempotency-Key.
    expect(statuses("/v1/deals", "post")).toEqual(["201", "400", "401", "403", "404", "409", "413", "415", "422", "429", "500"]);
    expect(statuses("/v1/deals/{id}", "get")).toEqual(["200", "400", "401", "403", "404", "429", "500"]);
    expect(statuses("/v1/contacts/{id}", "delete")).toEqual(["204", "400", "401", "403", "404", "409", "429", "500"]);
    expect(statuses("/admin/v1/projects", "post")).toEqual(["201", "400", "401", "413", "415", "500"]);
  });

  it("narrows each error response to its errorCodes: one per generic status, the declared ones for business errors", () => {
    const codeOf = (response: unknown) =>
      (response as { content: { "application/json": { schema: { allOf: Array<{ properties?: { errorCode?: unknown } }> } } } }).content[
        "application/json"
      ].schema.allOf[1]?.properties?.errorCode;
    expect(codeOf(doc.components.responses.NotFound)).toEqual({ const: "NOT_FOUND" });
    expect(codeOf(doc.paths["/v1/contacts/{id}"]?.delete?.responses["409"])).toEqual({ enum: ["CONTACT_HAS_DEALS", "MERGED"] });
    expect(codeOf(doc.paths["/v1/pipelines/{id}/stages/{stageId}"]?.delete?.responses["422"])).toEqual({
      enum: ["BUILT_IN_STAGE", "STAGE_NOT_IN_PIPELINE"],
    });
  });

  it("makes a body optional exactly where no body (read as `{}`) is valid", () => {
    expect(doc.paths["/v1/deals"]?.post?.requestBody?.required).toBe(true);
    expect(doc.paths["/v1/contacts"]?.post?.requestBody?.required).toBe(false);
    expect(doc.paths["/v1/pipelines/{id}/stages/{stageId}"]?.delete?.requestBody?.required).toBe(false);
  });

  it("describes listed records honestly: [project] makes every key but id optional, [with] adds typed relations", () => {
    const item = doc.components.schemas.DealListItem as {
      required: string[];
      properties: Record<string, unknown>;
      additionalProperties: boolean;
    };
    expect(item.required).toEqual(["id"]);
    expect(item.additionalProperties).toBe(false);
    expect(Object.keys(item.properties)).toEqual(
      expect.arrayContaining(Object.keys((doc.components.schemas.Deal as { properties: object }).properties)),
    );
    expect(item.properties.contact).toMatchObject({ anyOf: [{ $ref: "#/components/schemas/Contact" }, { type: "null" }] });
    expect(item.properties.tags).toMatchObject({ type: "array", items: { $ref: "#/components/schemas/Tag" } });
    const list = doc.paths["/v1/deals"]?.get;
    expect(list?.responses["200"]).toMatchObject({
      content: { "application/json": { schema: { properties: { data: { items: { $ref: "#/components/schemas/DealListItem" } } } } } },
    });
    expect(list?.parameters.find((p) => p.name === "[with]")?.description).toContain("`contact` (Contact or null)");
    expect(list?.parameters.find((p) => p.name === "[project]")?.description).toContain("`...ListItem`");
    // Single records stay whole.
    expect(doc.paths["/v1/deals/{id}"]?.get?.responses["200"]).toMatchObject({
      content: { "application/json": { schema: { $ref: "#/components/schemas/Deal" } } },
    });
    expect((doc.components.schemas.Deal as { required: string[] }).required).toEqual(
      expect.arrayContaining(["title", "stageId", "projectId"]),
    );
    // A union record (fields: one variant per type) is listed as a union of listable variants.
    expect(doc.components.schemas.FieldListItem).toMatchObject({ anyOf: expect.any(Array) });
  });

  it("describes every tag and keeps no unused component", () => {
    const used = new Set(operations().map(([, , op]) => op.tags[0]));
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...used].sort());
    for (const tag of doc.tags) expect(tag.description, tag.name).toMatch(/\w/);
    const refs = new Set(refsIn({ paths: doc.paths, schemas: doc.components.schemas, responses: doc.components.responses }));
    for (const name of Object.keys(doc.components.responses)) expect(refs.has(`#/components/responses/${name}`), name).toBe(true);
    for (const name of Object.keys(doc.components.schemas)) expect(refs.has(`#/components/schemas/${name}`), name).toBe(true);
  });

  it("refuses a tag described twice differently", () => {
    const route = (operationId: string, description: string) =>
      defineRoute({
        method: "get",
        path: `/${operationId}`,
        operationId,
        summary: "x",
        tag: { name: "T", description },
        success: { status: 204 },
        errors: [],
        handler: async () => ({}),
      });
    expect(() => buildOpenApi([{ prefix: "/v1", routes: [route("a", "One."), route("b", "Two.")], security: "ApiKeyAuth" }])).toThrow(
      /described twice/,
    );
  });

  it("gives every route a params schema naming exactly its path parameters", () => {
    for (const def of [...v1, ...admin]) {
      const names = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(Object.keys(def.params?.shape ?? {}).sort(), def.operationId).toEqual(names);
    }
  });

  it("documents the users routes with the domain's schemas", () => {
    expect(doc.components.schemas.User).toBeDefined();
    const create = doc.paths["/v1/users"]?.post;
    expect(create?.responses["201"]).toMatchObject({ content: { "application/json": { schema: { $ref: "#/components/schemas/User" } } } });
    const body = create?.requestBody?.content["application/json"]?.schema;
    expect(body).toMatchObject({ type: "object", required: ["name", "email"], additionalProperties: false });
    expect(doc.paths["/v1/users/{id}"]?.patch?.responses["204"]).toEqual({ description: "Done; no body." });
  });

  it("documents list grammar, fields and limits on listing operations", () => {
    const list = doc.paths["/v1/users"]?.get;
    expect(list).toBeDefined();
    const names = list?.parameters.map((p) => p.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(["[limit]", "[offset]", "[project]", "[with]", "[logic]", "name", "email", "role"]));
    expect(list?.parameters.find((p) => p.name === "[limit]")?.schema).toMatchObject({ default: 20, maximum: 100, minimum: 1 });
    expect(list?.["x-listing"]).toMatchObject({ format: "envelope", limit: { default: 20, max: 100 } });
    const name = list?.["x-listing"]?.fields.find((f) => f.name === "name");
    expect(name?.operators).toEqual(expect.arrayContaining(["eq", "ne", "in", "nin", "exists", "regex", "gt", "sort"]));
    expect(list?.description).toContain("field[operator]=value");
    expect(list?.responses["200"]).toMatchObject({
      content: { "application/json": { schema: { required: ["data", "hasMore", "limit", "offset", "total"] } } },
    });
    for (const [, , op] of operations()) {
      if (op["x-listing"])
        expect(
          op.parameters.some((p) => p.name === "[limit]"),
          op.operationId,
        ).toBe(true);
    }
  });

  it("refuses two different schemas under one name and duplicate operations", () => {
    const collector = new SchemaCollector();
    collector.add("Thing", { type: "object" });
    collector.add("Thing", { type: "object" });
    expect(() => collector.add("Thing", { type: "string" })).toThrow(/two different schemas/);
    const a = z.object({ a: z.string() });
    const route = (operationId: string) =>
      defineRoute({
        method: "get",
        path: `/${operationId}`,
        operationId,
        summary: "x",
        tag: "T",
        success: { status: 200, schema: a },
        errors: [],
        handler: async () => ({}),
      });
    expect(() => buildOpenApi([{ prefix: "/v1", routes: [route("one"), route("one")], security: "ApiKeyAuth" }])).toThrow(
      /duplicate operationId/,
    );
  });
});
