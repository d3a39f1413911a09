import type { ParameterObject } from "./openapi-types";

/** The `Idempotency-Key` header every POST under /v1 honours (decided in the domain's idempotency service). */
export const IDEMPOTENCY_KEY_PARAMETER: ParameterObject = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key " +
    "using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with " +
    "`Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 " +
    "`IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses " +
    "with status 5xx are not kept, so retrying after one runs the request again.",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};
