import { AppError, payloadTooLarge, toAppError, type Context, type Domain, type ErrorKind } from "@crm/domain";
import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";

/** Largest request body in bytes (413 above it), as on /v1 and /graphql. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Per request: the domain and the raw `x-api-key`; procedures see the authenticated Context. */
export interface TrpcContext {
  domain: Domain;
  apiKey: string | undefined;
  /** The request body limit in bytes, named in PAYLOAD_TOO_LARGE. */
  bodyLimit: number;
}

/** What a tRPC error carries beside its code: the domain's errorCode, HTTP status and field errors. */
export interface DomainErrorData {
  errorCode: string;
  status: number;
  errors?: AppError["errors"];
}

const TRPC_CODES: Record<ErrorKind, TRPC_ERROR_CODE_KEY> = {
  VALIDATION: "BAD_REQUEST",
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHENTICATED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNPROCESSABLE: "UNPROCESSABLE_CONTENT",
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  INTERNAL: "INTERNAL_SERVER_ERROR",
};

/** The AppError behind a tRPC error: its cause when the domain threw, else INTERNAL_ERROR (nothing internal leaks). */
function appErrorOf(error: TRPCError, ctx: TrpcContext | undefined): AppError {
  if (error.cause instanceof AppError) return error.cause;
  // tRPC's own maxBodySize, crossed while the body streamed in.
  if (error.code === "PAYLOAD_TOO_LARGE") return payloadTooLarge(ctx?.bodyLimit ?? DEFAULT_BODY_LIMIT);
  if (error.code === "PARSE_ERROR" || error.code === "BAD_REQUEST") return new AppError("VALIDATION_ERROR", 400, error.message);
  if (error.code === "NOT_FOUND" || error.code === "METHOD_NOT_SUPPORTED") return new AppError("NOT_FOUND", 404, error.message);
  return toAppError(error.cause);
}

const t = initTRPC.context<TrpcContext>().create({
  // A comment line on idle subscription streams, so proxies that cut silent connections keep them open.
  sse: { ping: { enabled: true, intervalMs: 15_000 } },
  /** The one error-conversion point: AppError -> the TRPCError code of its kind, domain details in `data`. */
  errorFormatter({ shape, error, ctx }) {
    const app = appErrorOf(error, ctx);
    const data: DomainErrorData = { errorCode: app.errorCode, status: app.status, ...(app.errors ? { errors: app.errors } : {}) };
    // Unexpected errors keep tRPC's INTERNAL_SERVER_ERROR code but lose their message and stack.
    return { ...shape, message: app.message, data: { ...shape.data, stack: undefined, ...data } };
  },
});

/** Rethrows what the domain threw as the TRPCError of its kind, so the HTTP status and code match it. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const app = result.error.cause instanceof AppError ? result.error.cause : undefined;
  if (!app) return result;
  throw new TRPCError({ code: TRPC_CODES[app.kind], message: app.message, cause: app });
});

/** `x-api-key` through the domain's auth service and rate limiter, exactly as on /v1. */
const authenticated = t.middleware(async ({ ctx, next }) => {
  const auth: Context = await ctx.domain.auth.authenticate(ctx.apiKey);
  await ctx.domain.rateLimit.consume(auth);
  return next({ ctx: { auth } });
});

export const router = t.router;
/** Every procedure: authenticated, domain errors converted once. */
export const procedure = t.procedure.use(domainErrors).use(authenticated);
export const createCallerFactory = t.createCallerFactory;
