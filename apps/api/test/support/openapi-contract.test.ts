import { buildOpenApi, defineRoute } from "@crm/rest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { OpenApiContract, openApiContract, type Exchange } from "./openapi-contract";

const JSON_TYPE = "application/json; charset=utf-8";
const ID = "6b043f08d73d63e129898edc";
const NOW = "2026-01-01T00:00:00.000Z";
const deal = {
  id: ID,
  projectId: ID,
  createdAt: NOW,
  updatedAt: NOW,
  title: "Alpha",
  contactId: ID,
  pipelineId: ID,
  stageId: ID,
  status: "OPEN",
  tagIds: [],
  fields: [],
};
const contact = { id: ID, projectId: ID, createdAt: NOW, updatedAt: NOW, fields: [] };
const envelope = (data: unknown[]) => ({ data, hasMore: false, limit: 20, offset: 0, total: data.length });

const check = (
  exchange: Partial<Omit<Exchange, "headers">> & { body?: unknown; contentType?: string; headers?: Record<string, string> },
) => {
  const { body, contentType = JSON_TYPE, headers = {}, ...rest } = exchange;
  return openApiContract().violation({
    method: "GET",
    url: "/v1/deals",
    status: 200,
    headers: new Headers({ "content-type": contentType, ...headers }),
    text: body === undefined ? "" : JSON.stringify(body),
    ...rest,
  });
};

describe("the OpenAPI response contract of the test suite", () => {
  it("accepts listed records with [project] and typed [with] relations", () => {
    expect(check({ body: envelope([{ ...deal, contact, tags: [], lossReason: null }]) })).toBeUndefined();
    expect(check({ url: "/v1/deals?[project]=title", body: envelope([{ id: ID, title: "Alpha" }]) })).toBeUndefined();
  });

  it("refuses keys the schema does not have, and relations of the wrong shape", () => {
    expect(check({ body: envelope([{ ...deal, owner: null }]) })).toMatch(/body\/data\/0: must NOT have additional properties \(owner\)/);
    expect(check({ body: envelope([{ ...deal, contact: { id: ID } }]) })).toMatch(
      /body\/data\/0\/contact: must have required property 'projectId'/,
    );
    expect(check({ body: envelope([{ title: "no id" }]) })).toMatch(/must have required property 'id'/);
  });

  it("requires the full record from single-record operations", () => {
    expect(check({ url: `/v1/deals/${ID}`, body: deal })).toBeUndefined();
    const { title: _title, ...untitled } = deal;
    expect(check({ url: `/v1/deals/${ID}`, body: untitled })).toMatch(
      /GET \/v1\/deals\/\S+ answered 200 \(getDeal\).*\n.*must have required property 'title'/,
    );
  });

  it("refuses a status the operation does not document, and a body where none is documented", () => {
    expect(check({ url: `/v1/deals/${ID}`, status: 409, body: { errorCode: "X", message: "x", status: 409 } })).toMatch(
      /status 409 is not documented for getDeal \(documented: 200, 400, 401, 403, 404, 429, 500\)/,
    );
    expect(check({ method: "DELETE", url: `/v1/deals/${ID}`, status: 204 })).toBeUndefined();
    expect(check({ method: "DELETE", url: `/v1/deals/${ID}`, status: 204, body: { ok: true } })).toMatch(/the document says no body/);
  });

  it("checks error bodies and the media type", () => {
    expect(check({ status: 401, body: { errorCode: "UNAUTHORIZED", message: "No key.", status: 401 } })).toBeUndefined();
    expect(check({ status: 401, body: { error: "UNAUTHORIZED" } })).toMatch(/must have required property 'errorCode'/);
    expect(check({ url: `/v1/deals/${ID}`, status: 404, body: { errorCode: "GONE", message: "x", status: 404 } })).toMatch(
      /body\/errorCode: must be equal to constant/,
    );
    expect(
      check({
        method: "DELETE",
        url: `/v1/contacts/${ID}`,
        status: 409,
        body: { errorCode: "CONTACT_HAS_DEALS", message: "x", status: 409 },
      }),
    ).toBeUndefined();
    expect(
      check({ method: "DELETE", url: `/v1/contacts/${ID}`, status: 409, body: { errorCode: "DUPLICATE", message: "x", status: 409 } }),
    ).toMatch(/errorCode: must be equal to one of the allowed values/);
    const limited = { errorCode: "RATE_LIMITED", message: "x", status: 429 };
    const quota = { "retry-after": "30", "x-ratelimit-limit": "10", "x-ratelimit-remaining": "0" };
    expect(check({ status: 429, body: limited, headers: quota })).toBeUndefined();
    const { "retry-after": _retry, ...withoutRetry } = quota;
    expect(check({ status: 429, body: limited, headers: withoutRetry })).toMatch(/requires the header\(s\) Retry-After/);
    expect(check({ contentType: "text/html", body: envelope([]) })).toMatch(
      /expected an application\/json body, got Content-Type text\/html/,
    );
  });

  it("expects the documented 404 for unknown paths and 405 for other methods, and leaves host routes alone", () => {
    const error = (status: number) => ({ errorCode: status === 404 ? "NOT_FOUND" : "METHOD_NOT_ALLOWED", message: "x", status });
    expect(check({ url: "/v1/nothing-here", status: 404, body: error(404) })).toBeUndefined();
    expect(check({ url: "/v1/nothing-here", status: 200, body: {} })).toMatch(/no operation is documented for it, so it must answer 404/);
    expect(check({ method: "PUT", url: "/v1/deals", status: 405, body: error(405) })).toBeUndefined();
    expect(check({ method: "PUT", url: "/v1/deals", status: 200, body: {} })).toMatch(/must answer 405/);
    expect(check({ url: "/health", status: 503, body: { status: "degraded" } })).toBeUndefined();
  });

  it("prefers a literal path segment over a parameter, as the router does", () => {
    const route = (path: string, operationId: string, schema: z.ZodType) =>
      defineRoute({
        method: "get",
        path,
        operationId,
        summary: operationId,
        tag: "T",
        success: { status: 200, schema },
        errors: [],
        handler: async () => ({}),
      });
    const contract = new OpenApiContract(
      buildOpenApi([
        {
          prefix: "/v1",
          security: "ApiKeyAuth",
          routes: [
            route("/things/{id}", "getThing", z.object({ id: z.string() })),
            route("/things/special", "special", z.object({ special: z.boolean() })),
          ],
        },
      ]),
    );
    const exchange = (body: unknown): Exchange => ({
      method: "GET",
      url: "/v1/things/special",
      status: 200,
      headers: new Headers({ "content-type": JSON_TYPE }),
      text: JSON.stringify(body),
    });
    expect(contract.violation(exchange({ special: true }))).toBeUndefined();
    expect(contract.violation(exchange({ id: "special" }))).toMatch(/\(special\)/);
  });
});
