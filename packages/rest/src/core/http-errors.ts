import { AppError, errorBodyOf, payloadTooLarge, RateLimitedError, toAppError, validationError, type ErrorBody } from "@crm/domain";

export type { ErrorBody } from "@crm/domain";

/** Errors only HTTP can produce (the domain never sees a route, a media type or a byte count). */
export const routeNotFound = (method: string, path: string) => new AppError("NOT_FOUND", 404, `No route ${method.toUpperCase()} ${path}.`);

export const methodNotAllowed = (method: string, allowed: readonly string[]) =>
  new AppError("METHOD_NOT_ALLOWED", 405, `Method ${method.toUpperCase()} is not allowed here; allowed: ${allowed.join(", ")}.`);

export const unsupportedMediaType = () =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", 415, "Request bodies must be JSON (Content-Type: application/json).");

export const invalidJson = () =>
  validationError("The request body is not valid JSON.", [
    { field: "body", code: "invalid_json", message: "The request body must be a JSON object or array." },
  ]);

export const duplicateJsonKey = (path: string) =>
  validationError("The request body gives a key twice.", [
    { field: path, code: "duplicate_key", message: "Each key may appear only once in an object." },
  ]);

/** Errors raised by body-parser carry a `type` and an HTTP `status`. */
interface BodyParserError {
  type: string;
  status: number;
  limit?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { type?: unknown; status?: unknown };
  return typeof e.type === "string" && typeof e.status === "number";
}

/**
 * The single mapping from anything thrown to the HTTP error: AppErrors keep their code and
 * status, body-parser failures become the spec's 400/413/415, everything else becomes 500
 * INTERNAL_ERROR with a generic message (`unexpected` tells the caller to log the real error).
 */
export function toHttpError(error: unknown, bodyLimit: number): { error: AppError; unexpected: boolean } {
  if (error instanceof AppError) return { error, unexpected: error.status >= 500 };
  if (isBodyParserError(error)) {
    switch (error.type) {
      case "entity.too.large":
        return { error: payloadTooLarge(error.limit ?? bodyLimit), unexpected: false };
      case "entity.parse.failed":
        return { error: invalidJson(), unexpected: false };
      case "encoding.unsupported":
      case "charset.unsupported":
        return { error: unsupportedMediaType(), unexpected: false };
      default:
        // Aborted or inconsistent uploads (request.aborted, request.size.invalid): the client's fault.
        if (error.status >= 400 && error.status < 500) {
          return { error: validationError("The request body could not be read."), unexpected: false };
        }
    }
  }
  // express itself raises 4xx errors for requests it cannot route (e.g. bad percent-encoding in a path).
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return { error: validationError("The request is malformed."), unexpected: false };
  }
  const mapped = toAppError(error);
  return { error: mapped, unexpected: mapped.status >= 500 };
}

/** The quota headers a /v1 response carries (successes and 429s alike). */
export const rateLimitHeaders = (limit: number, remaining: number): Record<string, string> => ({
  "X-RateLimit-Limit": String(limit),
  "X-RateLimit-Remaining": String(remaining),
});

/** Headers an error implies: a 429 says when to come back. */
export function errorHeaders(error: AppError): Record<string, string> {
  if (!(error instanceof RateLimitedError)) return {};
  return { "Retry-After": String(error.retryAfterSeconds), ...rateLimitHeaders(error.limit, 0) };
}

export const toErrorBody = (error: AppError): ErrorBody => errorBodyOf(error);
