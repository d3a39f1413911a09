import type { ErrorRequestHandler } from "express";
import { errorHeaders, toErrorBody, toHttpError } from "./http-errors";
import { logUnexpectedError } from "./log-error";

/** The one place a REST surface turns a thrown error into the spec's Error body. */
export function errorMiddleware(bodyLimit: number): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const { error, unexpected } = toHttpError(err, bodyLimit);
    if (unexpected) logUnexpectedError(req, err);
    res.status(error.status).set(errorHeaders(error)).json(toErrorBody(error));
  };
}
