/** One error model for every transport: adapters map AppError once (REST body, GraphQL extensions, tRPC code). */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/**
 * What went wrong, independent of any transport: GraphQL puts it in `extensions.code`'s family,
 * tRPC maps it to its error code, REST keeps the HTTP status it was derived from.
 */
export type ErrorKind =
  | "VALIDATION"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNPROCESSABLE"
  | "RATE_LIMITED"
  | "BAD_REQUEST"
  | "INTERNAL";

const KIND_BY_STATUS: Record<number, ErrorKind> = {
  400: "VALIDATION",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  422: "UNPROCESSABLE",
  429: "RATE_LIMITED",
};

/** The kind of an HTTP status; other 4xx (transport-level refusals such as 405, 415) are BAD_REQUEST, the rest INTERNAL. */
export const errorKindOf = (status: number): ErrorKind =>
  KIND_BY_STATUS[status] ?? (status >= 400 && status < 500 ? "BAD_REQUEST" : "INTERNAL");

export class AppError extends Error {
  /** Transport-neutral classification of `status`, for adapters that do not speak HTTP codes. */
  readonly kind: ErrorKind;

  constructor(
    readonly errorCode: string,
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = "AppError";
    this.kind = errorKindOf(status);
  }
}

/** MongoDB's duplicate key error (11000) from a unique index; never an AppError. */
export const isDuplicateKey = (error: unknown): boolean =>
  !(error instanceof AppError) && typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;

export const validationError = (message: string, errors?: FieldError[]) => new AppError("VALIDATION_ERROR", 400, message, errors);

/** A request body over the transport's size limit (REST, GraphQL). */
export const payloadTooLarge = (limitBytes: number) =>
  new AppError("PAYLOAD_TOO_LARGE", 413, `The request body exceeds the limit of ${limitBytes} bytes.`);

export const unauthorized = (message = "Missing or invalid API key.") => new AppError("UNAUTHORIZED", 401, message);

export const forbidden = (message = "This credential is not allowed to perform this operation.") => new AppError("FORBIDDEN", 403, message);

/** A 404 that keeps the id it could not find, so a caller can explain it (a merged contact's id answers 409 `MERGED`). */
export class NotFoundError extends AppError {
  constructor(
    readonly resource: string,
    readonly id?: string,
  ) {
    super("NOT_FOUND", 404, id === undefined ? `${resource} not found.` : `${resource} '${id}' not found.`);
  }
}

/** A record of another project is answered exactly like a missing one. */
export const notFound = (resource: string, id?: string) => new NotFoundError(resource, id);

export const conflict = (errorCode: string, message: string) => new AppError(errorCode, 409, message);

export const unprocessable = (errorCode: string, message: string, errors?: FieldError[]) => new AppError(errorCode, 422, message, errors);

/** 429: the API key spent its quota; adapters turn `retryAfterSeconds` into `Retry-After`. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly limit: number,
    windowSeconds: number,
    message = `Rate limit exceeded: this API key may make ${limit} requests per ${windowSeconds} seconds. Retry after ${retryAfterSeconds} seconds.`,
  ) {
    super("RATE_LIMITED", 429, message);
    this.name = "RateLimitedError";
  }
}

/** The spec's Error body of an AppError: what REST answers, and what a batch item's `error` holds. */
export interface ErrorBody {
  errorCode: string;
  message: string;
  status: number;
  errors?: FieldError[];
}

export function errorBodyOf(error: AppError): ErrorBody {
  return {
    errorCode: error.errorCode,
    message: error.message,
    status: error.status,
    ...(error.errors && error.errors.length > 0 ? { errors: error.errors } : {}),
  };
}

export const internalError = () => new AppError("INTERNAL_ERROR", 500, "An unexpected error occurred.");

/** Maps anything thrown into an AppError without leaking internals (driver errors, stack traces). */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDuplicateKeyError(error)) return conflict("DUPLICATE", "A record with the same unique value already exists.");
  return internalError();
}

function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;
}

/** A rule's refusal as a value (the grouped writes answer it per item); anything else still ends the caller. */
export const asAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  throw error;
};
