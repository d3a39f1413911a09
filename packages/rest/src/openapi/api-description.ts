import { DEFAULT_RATE_LIMIT } from "@crm/domain";

// The rate limit's default comes from the limiter itself, so the reference cannot drift from the code.
const perMinute = (DEFAULT_RATE_LIMIT.requests * 60) / DEFAULT_RATE_LIMIT.windowSeconds;

/** The document-level description: the conventions every endpoint shares (the spec and our decisions for its gaps). */
export const API_DESCRIPTION = `Project-scoped CRM and messaging API.

## Authentication
Send the project's API key in the \`x-api-key\` header on every \`/v1\` call. Records are created in and read from the key's project; a record of another project is answered exactly like a missing one (404). Missing, malformed, unknown or revoked keys get 401; a key without the needed scope gets 403 (\`read\` for GET, \`write\` for every other method). Revocation takes effect at once. Each key may make a limited number of requests per window (default ${perMinute} per minute, set by the operator with \`RATE_LIMIT_PER_MINUTE\`); responses carry \`X-RateLimit-Limit\` and \`X-RateLimit-Remaining\`, and a key over its limit gets 429 \`RATE_LIMITED\` with \`Retry-After\` (seconds).

## Requests
Bodies are JSON: \`Content-Type: application/json\`, at most 1 MiB (413 \`PAYLOAD_TOO_LARGE\` above). A key given twice in one object is rejected (400, \`code: "duplicate_key"\` naming its path): JSON parsers disagree on which one wins. Names and texts refuse NUL and other control characters and the bidirectional override/isolate characters (400 \`unsafe_characters\`; never stripped silently); dates must lie between 1900-01-01 and 2199-12-31 (400 \`out_of_range\`). A body with another media type is rejected with 415 \`UNSUPPORTED_MEDIA_TYPE\`; malformed JSON is 400 \`VALIDATION_ERROR\` with \`errors: [{field: "body", code: "invalid_json"}]\`. A POST/PATCH sent without a body is read as \`{}\`, so the answer names the missing required fields. Unknown body fields are rejected (400, \`code: "unrecognized_key"\`), never ignored. Objects are never read as query operators.

## Responses
JSON (\`application/json; charset=utf-8\`). Creation answers 201 with the full record; PATCH and DELETE answer 204 without a body. Timestamps are ISO 8601, ids are strings. An unknown path under /v1 answers 404 \`NOT_FOUND\`; a known path with another method answers 405 \`METHOD_NOT_ALLOWED\` with an \`Allow\` header.

## Errors
Every error has the body \`{errorCode, message, status, errors?}\` (schema \`Error\`); \`errors[]\` items are \`{field, code, message}\` and name each offending body field (dotted path) or query key. Requests that are not valid HTTP get the same body before any routing: 400 \`BAD_REQUEST\` (e.g. duplicate \`Content-Length\`, bad chunked encoding), 431 \`REQUEST_HEADER_FIELDS_TOO_LARGE\` (request line or headers over 16 KiB), 501 \`NOT_IMPLEMENTED\` (an unknown method), 417 \`EXPECTATION_FAILED\` (an \`Expect\` other than \`100-continue\`); while the server shuts down, a request on an open connection gets 503 \`SERVICE_UNAVAILABLE\` with \`Retry-After\`. Statuses: 400 \`VALIDATION_ERROR\`, 401 \`UNAUTHORIZED\`, 403 \`FORBIDDEN\`, 404 \`NOT_FOUND\`, 405 \`METHOD_NOT_ALLOWED\`, 409 conflicts (\`DUPLICATE\`, \`STAGE_NOT_EMPTY\`...), 413 \`PAYLOAD_TOO_LARGE\`, 415 \`UNSUPPORTED_MEDIA_TYPE\`, 422 business rules (\`TEST_CHAT\`, \`BUILT_IN_STAGE\`...), 429 \`RATE_LIMITED\`, 500 \`INTERNAL_ERROR\` (generic message; quote the \`x-request-id\` when reporting).

## Listings
Listing endpoints read filters, sorting, paging, projection and relations from the query string:
- \`field[op]=value\` filters (\`field=value\` is \`eq\`). Operators: \`eq\`, \`ne\`, \`gt\`, \`gte\`, \`lt\`, \`lte\` (value read as a date first, then as a number), \`in\`, \`nin\` (comma-separated), \`exists\` (\`true\`/\`false\`), \`regex\` (contains, case-insensitive).
- \`field[sort]=asc|desc|1|-1\` sorts (other values mean asc); with several, their order in the query is their precedence.
- Reserved keys: \`[limit]\` (default 20, max 100 unless the endpoint says otherwise; larger values are reduced to the max and values below 1 become 1, without error), \`[offset]\` (default 0), \`[project]\` (comma-separated fields to return; \`id\` always), \`[with]\` (comma-separated relations to populate), \`[logic]\` (\`AND\` or \`OR\` between filters, default \`AND\`).
- Unknown fields, operators, relations and projected fields are a 400 naming the key; unrecognised bracketed keys are ignored (a misspelt \`[limit]\` yields the default).
- Response shapes: paginated envelope \`{data, hasMore, limit, offset, total}\`, \`{data}\` only, or a bare array, as each endpoint states.
Each listing operation lists its fields, operators, relations and limits, also machine-readable in \`x-listing\`.
In this document each filterable field is a query parameter in the \`deepObject\` style: a string is \`field=value\`, an object \`{gt: v, sort: "desc"}\` is \`field[gt]=v&field[sort]=desc\`. Listed records use the \`<Record>ListItem\` schemas: since \`[project]\` may leave out any key but \`id\`, those keys are optional there (the single-record operations return the full record), and each \`[with]\` relation is an optional key typed by the related record's schema.
`;
