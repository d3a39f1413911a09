import { pathMatcher, restApiDocument, type OpenApiDocument, type ResponseOrRef } from "@crm/rest";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

/** What the contract needs to know of one HTTP exchange. */
export interface Exchange {
  method: string;
  /** Path and query as requested, e.g. `/v1/deals?[with]=contact`. */
  url: string;
  status: number;
  headers: Headers;
  text: string;
}

/** Host routes outside the generated document (it cannot describe itself); not validated. */
const UNDOCUMENTED = new Set(["GET /v1/openapi.json"]);
const SURFACES = ["/v1", "/admin/v1", "/webhooks"];

interface Operation {
  operationId: string;
  method: string;
  path: string;
  matches: (path: string) => boolean;
  /** Literal segments: `/messages/send-by-phone` wins over `/messages/{id}`, as in the router. */
  literalSegments: number;
  responses: Record<string, ResponseOrRef>;
}

// ajv-formats is CommonJS: its callable is `default` or the module itself, depending on the loader.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const escapePointer = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * The generated OpenAPI document as a response validator: every response of the integration
 * suite must be one the document describes for its operation and status (the body validated by
 * Ajv against the response schema), and a path or method it does not know must answer the
 * documented 404/405 Error body. Built and compiled once per test process, schemas on first use.
 */
export class OpenApiContract {
  private readonly ajv: Ajv2020;
  private readonly operations: Operation[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    this.ajv = new Ajv2020({ allErrors: true, strict: true, validateSchema: false });
    addFormats(this.ajv);
    // The document's top-level keys are not JSON Schema keywords; schemas are compiled from JSON pointers into it.
    this.ajv.addVocabulary(Object.keys(doc));
    this.ajv.addSchema(doc, "openapi.json");
    this.operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        matches: pathMatcher(path),
        literalSegments: path.split("/").filter((s) => s !== "" && !s.startsWith("{")).length,
        responses: op.responses,
      })),
    );
  }

  /** A readable description of how the exchange breaks the document, or undefined when it does not. */
  violation(exchange: Exchange): string | undefined {
    const path = exchange.url.split("?")[0] ?? "";
    const inSurface = SURFACES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (!inSurface || UNDOCUMENTED.has(`${exchange.method} ${path}`)) return undefined;
    const title = `${exchange.method} ${exchange.url} answered ${exchange.status}`;
    const onPath = this.operations.filter((op) => op.matches(path)).sort((a, b) => b.literalSegments - a.literalSegments);
    const method = exchange.method === "HEAD" ? "GET" : exchange.method;
    const operation = onPath.find((op) => op.method === method && op.literalSegments === onPath[0]?.literalSegments);
    if (!operation) {
      // Not an operation: the router's fallback answers 404 (unknown path) or 405 (other method), with the Error body.
      const expected = onPath.length === 0 ? 404 : 405;
      if (exchange.status !== expected)
        return `${title}: no operation is documented for it, so it must answer ${expected} with the Error body.`;
      return this.bodyViolation(title, exchange, "#/components/schemas/Error");
    }
    const response = operation.responses[String(exchange.status)];
    if (!response) {
      return `${title}: status ${exchange.status} is not documented for ${operation.operationId} (documented: ${Object.keys(operation.responses).join(", ")}).`;
    }
    const pointer =
      "$ref" in response
        ? response.$ref
        : `#/paths/${escapePointer(operation.path)}/${operation.method.toLowerCase()}/responses/${exchange.status}`;
    const target = "$ref" in response ? this.doc.components.responses[response.$ref.split("/").pop() ?? ""] : response;
    const missingHeaders = Object.entries(target?.headers ?? {})
      .filter(([name, header]) => header.required === true && !exchange.headers.has(name))
      .map(([name]) => name);
    if (missingHeaders.length > 0)
      return `${title} (${operation.operationId}): the document requires the header(s) ${missingHeaders.join(", ")}.`;
    if (!target?.content) {
      return exchange.text === ""
        ? undefined
        : `${title} (${operation.operationId}): the document says no body, got ${excerpt(exchange.text)}`;
    }
    if (exchange.method === "HEAD") return undefined;
    if (!target.content["application/json"]) {
      // Another media type (the webhook challenge's text/plain): the Content-Type is what can be checked.
      const documented = Object.keys(target.content);
      const contentType = exchange.headers.get("content-type") ?? "";
      return documented.some((type) => contentType.startsWith(type))
        ? undefined
        : `${title} (${operation.operationId}): expected ${documented.join(" or ")}, got Content-Type ${contentType || "(none)"}.`;
    }
    return this.bodyViolation(`${title} (${operation.operationId})`, exchange, `${pointer}/content/application~1json/schema`);
  }

  private bodyViolation(title: string, exchange: Exchange, pointer: string): string | undefined {
    const contentType = exchange.headers.get("content-type");
    if (!contentType?.startsWith("application/json")) {
      return `${title}: expected an application/json body, got Content-Type ${contentType ?? "(none)"}.`;
    }
    let body: unknown;
    try {
      body = JSON.parse(exchange.text);
    } catch {
      return `${title}: the body is not JSON: ${excerpt(exchange.text)}`;
    }
    const validate = this.validator(pointer);
    if (validate(body)) return undefined;
    const problems = (validate.errors ?? []).map((e) => {
      const detail = e.params && "additionalProperty" in e.params ? ` (${String(e.params.additionalProperty)})` : "";
      return `  body${e.instancePath || ""}: ${e.message ?? e.keyword}${detail} [schema ${e.schemaPath}]`;
    });
    return `${title}: the body breaks ${pointer.replace("openapi.json", "")}\n${problems.join("\n")}\n  body: ${excerpt(exchange.text)}`;
  }

  private validator(pointer: string): ValidateFunction {
    const cached = this.validators.get(pointer);
    if (cached) return cached;
    const validate = this.ajv.getSchema(`openapi.json${pointer}`);
    if (!validate) throw new Error(`OpenAPI contract: no schema at ${pointer}`);
    this.validators.set(pointer, validate);
    return validate;
  }
}

const excerpt = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}...` : text);

let contract: OpenApiContract | undefined;

/** The contract of this test process: the document generated from the route declarations, compiled once. */
export function openApiContract(): OpenApiContract {
  contract ??= new OpenApiContract(restApiDocument());
  return contract;
}

/** Throws a readable error when the exchange breaks the document: the test fails on it. */
export function assertMatchesContract(exchange: Exchange): void {
  const problem = openApiContract().violation(exchange);
  if (problem !== undefined)
    throw new Error(`OpenAPI contract violation (the document at /v1/openapi.json does not describe this response):\n${problem}`);
}

/**
 * `fetch` that checks every response against the document, for HTTP clients that bring their own
 * requests (the typed client of packages/client): the same guarantee as TestApi.request.
 */
export async function contractFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const response = await fetch(request);
  const text = await response.clone().text();
  assertMatchesContract({
    method: request.method,
    url: url.pathname + url.search,
    status: response.status,
    headers: response.headers,
    text,
  });
  return response;
}
