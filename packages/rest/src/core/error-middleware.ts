import type { ErrorRequestHandler } from "express";
import { sendError } from "./send-error";

/** sendError for the REST parts that stay on express (the channel webhooks). */
export function errorMiddleware(bodyLimit: number): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    sendError(req, res, err, bodyLimit);
  };
}
