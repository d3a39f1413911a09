import type { JsonSchema, ResponseObject } from "./openapi-types";
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
          field: { type: "string", description: "Dotted path of the field (`body`, `name`, `fields.0.value`) or the query key (`[limit]`, `name[gt]`)." },
          code: { type: "string", description: "Machine-readable reason, e.g. invalid_type, unrecognized_key, invalid_json, unknown_field." },
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

/** Every status a REST operation can answer with an Error body, with the component name documenting it. */
export const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: "ValidationError",
    description:
      "VALIDATION_ERROR: the body, a path parameter or the query string is invalid (malformed JSON, wrong types, unknown fields, unknown filter fields/operators/relations). `errors[]` names each field.",
  },
  401: { name: "Unauthorized", description: "UNAUTHORIZED: missing, malformed, unknown or revoked credential." },
  403: { name: "Forbidden", description: "FORBIDDEN: the credential lacks the scope for this operation (read for GET, write otherwise)." },
  404: { name: "NotFound", description: "NOT_FOUND: the resource or a referenced id does not exist in the key's project (another project's ids included)." },
  405: { name: "MethodNotAllowed", description: "METHOD_NOT_ALLOWED: the path exists but not with this method; see the `Allow` header." },
  409: { name: "Conflict", description: "The request clashes with the current state (e.g. DUPLICATE, STAGE_NOT_EMPTY)." },
  413: { name: "PayloadTooLarge", description: "PAYLOAD_TOO_LARGE: the request body exceeds the limit (1 MiB by default)." },
  415: { name: "UnsupportedMediaType", description: "UNSUPPORTED_MEDIA_TYPE: a request body was sent with a Content-Type other than application/json." },
  416: { name: "RangeNotSatisfiable", description: "RANGE_NOT_SATISFIABLE: the `Range` header asks for bytes past the end of the file; `Content-Range: bytes */<size>` gives its size." },
  422: { name: "UnprocessableEntity", description: "A business rule refused the request; `errorCode` names the rule (e.g. TEST_CHAT, BUILT_IN_STAGE)." },
  429: { name: "RateLimited", description: "RATE_LIMITED: too many requests for this key; retry after the `Retry-After` seconds." },
  500: { name: "InternalError", description: "INTERNAL_ERROR: an unexpected error; the message is generic, the request id is in the logs." },
};

export function errorResponseComponents(): Record<string, ResponseObject> {
  const out: Record<string, ResponseObject> = {};
  for (const { name, description } of Object.values(ERROR_RESPONSES)) {
    out[name] = {
      description,
      content: { "application/json": { schema: { $ref: `${COMPONENT_REF}Error` } } },
    };
  }
  return out;
}

export const errorResponseRef = (status: number): { $ref: string } => {
  const entry = ERROR_RESPONSES[status];
  if (!entry) throw new Error(`OpenAPI: no documented error response for status ${status}.`);
  return { $ref: `#/components/responses/${entry.name}` };
};
