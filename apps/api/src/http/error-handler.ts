import { AppError } from "@crm/domain";
import type { ErrorRequestHandler } from "express";
import type { ErrorBody } from "./error-body";

/** Errors from body parsers and similar middleware carry a client status and say it is safe to show. */
interface ExposableHttpError {
  status: number;
  expose: true;
  message: string;
  type?: string;
}

function isExposableHttpError(error: unknown): error is ExposableHttpError {
  if (typeof error !== "object" || error === null) return false;
  const candidate = error as Partial<ExposableHttpError>;
  return candidate.expose === true && typeof candidate.status === "number" && candidate.status >= 400 && candidate.status < 500;
}

function clientErrorCode(error: ExposableHttpError): string {
  if (error.status === 413) return "PAYLOAD_TOO_LARGE";
  if (error.type === "entity.parse.failed") return "VALIDATION_ERROR";
  return error.status === 404 ? "NOT_FOUND" : "BAD_REQUEST";
}

/**
 * Last resort, after the REST router's own mapping. AppErrors keep their code; client errors
 * from middleware keep their status; everything else is a 500 whose message says nothing about
 * internals (the details go to the log, under the request id).
 */
export const lastResortErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    // Too late for a body: let express close the connection.
    next(error);
    return;
  }
  let body: ErrorBody;
  if (error instanceof AppError) {
    body = { errorCode: error.errorCode, message: error.message, status: error.status };
    if (error.errors) body.errors = error.errors;
  } else if (isExposableHttpError(error)) {
    body = { errorCode: clientErrorCode(error), message: error.message, status: error.status };
  } else {
    body = { errorCode: "INTERNAL_ERROR", message: "Internal server error", status: 500 };
  }
  if (body.status >= 500) req.log.error({ err: error }, "unhandled error");
  res.status(body.status).json(body);
};
