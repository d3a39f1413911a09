import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { AppError, unauthorized, type Context, type ListQuery, type ListSpec } from "@crm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { headerOf, pathOf, pathUnder } from "./http-types";
import { createSurface } from "./mount-routes";
import { defineRoute, defineRoutes } from "./route-def";

const KEY = "good-key";
const ctx: Context = { projectId: "p1", scopes: ["read", "write"], actor: { type: "USER", id: "u1" } };
const spec: ListSpec = { resource: "things", fields: { name: { kind: "string" } }, limits: { default: 20, max: 100 }, defaultSort: [] };
const seen: { body?: unknown; query?: ListQuery; count?: boolean; requestId?: string } = {};

const routes = defineRoutes(
  defineRoute({
    method: "post",
    path: "/things",
    operationId: "createThing",
    summary: "create",
    tag: "T",
    body: z.object({ name: z.string() }),
    success: { status: 201 },
    errors: [],
    handler: async ({ body, ctx }) => {
      seen.body = body;
      seen.requestId = ctx.requestId;
      return { id: "t1", body };
    },
  }),
  defineRoute({
    method: "get",
    path: "/things",
    operationId: "listThings",
    summary: "list",
    tag: "T",
    list: { spec, format: "envelope" },
    success: { status: 200 },
    errors: [],
    handler: async ({ query, listOptions }) => {
      seen.query = query;
      seen.count = listOptions.count;
      return { data: [{ id: "a" }], total: 1, limit: 20, offset: 0, hasMore: false };
    },
  }),
  defineRoute({
    method: "get",
    path: "/bare",
    operationId: "bare",
    summary: "bare",
    tag: "T",
    list: { spec, format: "array" },
    success: { status: 200 },
    errors: [],
    handler: async ({ listOptions }) => {
      seen.count = listOptions.count;
      return { data: [{ id: "a" }], limit: 20, offset: 0, hasMore: false };
    },
  }),
  defineRoute({
    method: "delete",
    path: "/things/{id}",
    operationId: "deleteThing",
    summary: "delete",
    tag: "T",
    params: z.object({ id: z.string().min(1) }),
    success: { status: 204 },
    errors: [],
    handler: async ({ params }) => {
      if (params.id === "missing") throw new AppError("NOT_FOUND", 404, "Thing 'missing' not found.");
      if (params.id === "boom") throw new Error("mongodb://user:secret@db exploded");
      return { ignored: true };
    },
  }),
);

let baseUrl = "";
let close: () => Promise<void>;

beforeAll(async () => {
  const surface = createSurface(routes, {
    bodyLimit: 1024,
    authenticate: async (req) => {
      if (headerOf(req, "x-api-key") !== KEY) throw unauthorized();
      return { ...ctx, requestId: headerOf(req, "x-request-id") };
    },
  });
  const server = createServer((req, res) => {
    const path = pathOf(req);
    const under = pathUnder(path, "/v1");
    if (under === undefined) res.writeHead(418).end();
    else surface(req, res, under, path);
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

async function call(
  method: string,
  path: string,
  init: { key?: string | null; body?: string; type?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key !== null) headers["x-api-key"] = init.key ?? KEY;
  if (init.body !== undefined) headers["content-type"] = init.type ?? "application/json";
  const res = await fetch(baseUrl + path, { method, headers, ...(init.body !== undefined ? { body: init.body } : {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

describe("route framework", () => {
  it("authenticates before reading the body", async () => {
    const res = await call("POST", "/v1/things", { key: null, body: "{not json" });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ errorCode: "UNAUTHORIZED", message: "Missing or invalid API key.", status: 401 });
  });

  it("passes the parsed body and the request id, answers the declared status as JSON", async () => {
    const res = await call("POST", "/v1/things", { body: '{"name":"x"}', headers: { "x-request-id": "req-1" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.json).toEqual({ id: "t1", body: { name: "x" } });
    expect(seen.requestId).toBe("req-1");
  });

  it("reads a missing body as {}", async () => {
    const res = await call("POST", "/v1/things");
    expect(res.status).toBe(201);
    expect(seen.body).toEqual({});
  });

  it("maps malformed JSON to 400 invalid_json", async () => {
    for (const body of ["{", '"just a string"', "12"]) {
      const res = await call("POST", "/v1/things", { body });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ errorCode: "VALIDATION_ERROR", status: 400, errors: [{ field: "body", code: "invalid_json" }] });
    }
  });

  it("refuses a key given twice in one object (400 duplicate_key naming its path) instead of keeping the last", async () => {
    const res = await call("POST", "/v1/things", { body: '{"name":"a","tags":{"x":1,"x":2}}' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ errorCode: "VALIDATION_ERROR", status: 400, errors: [{ field: "tags.x", code: "duplicate_key" }] });
    expect((await call("POST", "/v1/things", { body: '{"name":"a","tags":{"x":1},"more":{"x":2}}' })).status).toBe(201);
  });

  it("rejects bodies over the limit with 413 and other media types with 415", async () => {
    const big = await call("POST", "/v1/things", { body: JSON.stringify({ name: "x".repeat(2000) }) });
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ errorCode: "PAYLOAD_TOO_LARGE", status: 413 });
    const form = await call("POST", "/v1/things", { body: "name=x", type: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(form.json).toMatchObject({ errorCode: "UNSUPPORTED_MEDIA_TYPE", status: 415 });
  });

  it("parses the raw query string for list routes and formats the envelope", async () => {
    const res = await call("GET", "/v1/things?name[regex]=a&name[sort]=desc&[limit]=500");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: [{ id: "a" }], hasMore: false, limit: 20, offset: 0, total: 1 });
    expect(seen.query).toMatchObject({
      filters: [{ field: "name", op: "regex", value: "a" }],
      sort: [{ field: "name", direction: -1 }],
      limit: 500,
    });
    expect(seen.count).toBe(true);
  });

  it("formats bare arrays without counting", async () => {
    const res = await call("GET", "/v1/bare");
    expect(res.json).toEqual([{ id: "a" }]);
    expect(seen.count).toBe(false);
  });

  it("reports query grammar errors as 400 naming the key", async () => {
    const res = await call("GET", "/v1/things?name[$where]=1");
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ errorCode: "VALIDATION_ERROR", errors: [{ field: "name[$where]" }] });
  });

  it("answers 204 without a body and keeps AppError statuses", async () => {
    const ok = await call("DELETE", "/v1/things/t1");
    expect(ok.status).toBe(204);
    expect(ok.text).toBe("");
    const missing = await call("DELETE", "/v1/things/missing");
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ errorCode: "NOT_FOUND", message: "Thing 'missing' not found.", status: 404 });
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      const res = await call("DELETE", "/v1/things/boom");
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ errorCode: "INTERNAL_ERROR", message: "An unexpected error occurred.", status: 500 });
      expect(res.text).not.toContain("secret");
    } finally {
      console.error = original;
    }
  });

  it("answers unknown paths 404 and known paths with another method 405, with the Error body", async () => {
    const unknown = await call("GET", "/v1/nothing-here");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ errorCode: "NOT_FOUND", status: 404 });
    const wrong = await call("PUT", "/v1/things/t1");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("DELETE");
    expect(wrong.json).toMatchObject({ errorCode: "METHOD_NOT_ALLOWED", status: 405 });
  });

  it("routes as express did: case-insensitive paths, one trailing slash, HEAD by GET, decoded params", async () => {
    expect((await call("GET", "/V1/Things/")).status).toBe(200);
    expect((await call("HEAD", "/v1/things")).status).toBe(200);
    expect((await call("GET", "/v1/things//")).status).toBe(404);
    const deleted = await call("DELETE", "/v1/things/mis%73ing");
    expect(deleted.json).toMatchObject({ message: "Thing 'missing' not found." });
  });

  it("answers a path parameter that is not valid percent-encoding with 400, before authenticating", async () => {
    const res = await call("DELETE", "/v1/things/%E0%A4%A", { key: null });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ errorCode: "VALIDATION_ERROR", status: 400 });
  });
});
