import type { RequestHandler } from "express";
import type { ErrorBody } from "./error-body";

/** Mounted after every router: an unknown route gets the spec's Error body, not express's HTML. */
export const notFound: RequestHandler = (req, res) => {
  const body: ErrorBody = { errorCode: "NOT_FOUND", message: `No route for ${req.method} ${req.path}`, status: 404 };
  res.status(404).json(body);
};
