import type { JsonSchema, ResponseObject, ResponseOrRef } from "./openapi-types";
import { COMPONENT_REF } from "./schema-collector";

/** The spec's Error body (v1-interface.md "Errors"). */
export const ERROR_SCHEMA: JsonSchema = {
  type: "object",
  description: "Every error response has this body.",
  properties: {
    errorCode: { type: "string", description: "Stable machine-readable code, e.g. VALIDATION_ERROR, NOT_FOUND, TEST_CHAT." },
    message: { type: "string", description: "Human-readable explanation; never contains internals." },
    status: { type: "integer", description: "The HTTP status, repeated." },
    errors: {
      type: "array",
      description: "Present on validation errors: one item per offending field.",
      items: {
        type: "object",
        properties: {
          field: {
            type: "string",
            description: "Dotted path of the field (`body`, `name`, `fields.0.value`) or the query key (`[limit]`, `name[gt]`).",
          },
          code: {
            type: "string",
            description: "Machine-readable reason, e.g. invalid_type, unrecognized_key, invalid_json, unknown_field.",
          },
          message: { type: "string" },
        },
        required: ["field", "code", "message"],
        additionalProperties: false,
      },
    },
  },
  required: ["errorCode", "message", "status"],
  additionalProperties: false,
};

interface ErrorEntry {
  name: string;
  description: string;
  /** The one errorCode of this status, where the status has only one. */
  code?: string;
}

/** Every status a REST operation can answer with an Error body, with the component name documenting it. */
export const ERROR_RESPONSES: Record<number, ErrorEntry> = {
  400: {
    name: "ValidationError",
    code: "VALIDATION_ERROR",
    description:
      "VALIDATION_ERROR: the body, a path parameter or the query string is invalid (malformed JSON, wrong types, unknown fields, unknown filter fields/operators/relations). `errors[]` names each field.",
  },
  401: { name: "Unauthorized", code: "UNAUTHORIZED", description: "UNAUTHORIZED: missing, malformed, unknown or revoked credential." },
  403: {
    name: "Forbidden",
    code: "FORBIDDEN",
    description: "FORBIDDEN: the credential lacks the scope for this operation (read for GET, write otherwise).",
  },
  404: {
    name: "NotFound",
    code: "NOT_FOUND",
    description: "NOT_FOUND: the resource or a referenced id does not exist in the key's project (another project's ids included).",
  },
  409: { name: "Conflict", description: "The request clashes with the current state; `errorCode` names the conflict." },
  413: {
    name: "PayloadTooLarge",
    code: "PAYLOAD_TOO_LARGE",
    description: "PAYLOAD_TOO_LARGE: the request body exceeds the limit (1 MiB by default).",
  },
  415: {
    name: "UnsupportedMediaType",
    code: "UNSUPPORTED_MEDIA_TYPE",
    description: "UNSUPPORTED_MEDIA_TYPE: a request body was sent with a Content-Type other than application/json.",
  },
  416: {
    name: "RangeNotSatisfiable",
    code: "RANGE_NOT_SATISFIABLE",
    description:
      "RANGE_NOT_SATISFIABLE: the `Range` header asks for bytes past the end of the file; `Content-Range: bytes */<size>` gives its size.",
  },
  422: { name: "UnprocessableEntity", description: "A business rule refused the request; `errorCode` names the rule." },
  429: {
    name: "RateLimited",
    code: "RATE_LIMITED",
    description: "RATE_LIMITED: too many requests for this key; retry after the `Retry-After` seconds.",
  },
  500: {
    name: "InternalError",
    code: "INTERNAL_ERROR",
    description: "INTERNAL_ERROR: an unexpected error; the message is generic, the request id is in the logs.",
  },
};

/** The Error body narrowed to the codes (and the status) this response can carry. */
function errorSchema(status: number, codes: readonly string[]): JsonSchema {
  return {
    allOf: [
      { $ref: `${COMPONENT_REF}Error` },
      {
        type: "object",
        properties: { errorCode: codes.length === 1 ? { const: codes[0] } : { enum: [...codes] }, status: { const: status } },
      },
    ],
  };
}

function errorResponse(status: number, codes: readonly string[] | undefined, description: string): ResponseObject {
  return {
    description,
    ...(status === 429 ? { headers: RATE_LIMIT_HEADERS } : {}),
    content: { "application/json": { schema: codes ? errorSchema(status, codes) : { $ref: `${COMPONENT_REF}Error` } } },
  };
}

/** The error response components the operations refer to (and no other: unused components are lint errors). */
export function errorResponseComponents(statuses: ReadonlySet<number>): Record<string, ResponseObject> {
  const out: Record<string, ResponseObject> = {};
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const { name, description, code } = errorEntry(status);
    out[name] = errorResponse(status, code ? [code] : undefined, description);
  }
  return out;
}

/**
 * A status answered with the codes a route declares (409 `CONTACT_HAS_DEALS`...): inline, since
 * each route has its own codes; without declared codes, the shared component.
 */
export function errorResponseFor(status: number, codes: readonly string[] | undefined): ResponseOrRef {
  if (!codes) return { $ref: `#/components/responses/${errorEntry(status).name}` };
  return errorResponse(status, codes, `${codes.map((c) => `\`${c}\``).join(", ")}. ${errorEntry(status).description}`);
}

function errorEntry(status: number): ErrorEntry {
  const entry = ERROR_RESPONSES[status];
  if (!entry) throw new Error(`OpenAPI: no documented error response for status ${status}.`);
  return entry;
}

const RATE_LIMIT_HEADERS: NonNullable<ResponseObject["headers"]> = {
  "Retry-After": { description: "Seconds until the key may call again.", required: true, schema: { type: "integer", minimum: 0 } },
  "X-RateLimit-Limit": { description: "Requests the key may make per window.", required: true, schema: { type: "integer", minimum: 0 } },
  "X-RateLimit-Remaining": {
    description: "Requests left in the current window (0 here).",
    required: true,
    schema: { type: "integer", minimum: 0 },
  },
};
