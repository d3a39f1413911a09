import { errorHeaders, toErrorBody, toHttpError } from "./http-errors";
import { setHeaders, type HttpRequest, type HttpResponse } from "./http-types";
import { logUnexpectedError } from "./log-error";
import { sendJson } from "./send-json";

/** The one place a REST surface turns a thrown error into the spec's Error body. */
export function sendError(req: HttpRequest, res: HttpResponse, err: unknown, bodyLimit: number): void {
  if (res.headersSent) {
    // Too late for an Error body (a download failed mid-stream): log it and cut the connection.
    logUnexpectedError(req, err);
    res.destroy();
    return;
  }
  const { error, unexpected } = toHttpError(err, bodyLimit);
  if (unexpected) logUnexpectedError(req, err);
  setHeaders(res, errorHeaders(error));
  sendJson(res, error.status, toErrorBody(error));
}
