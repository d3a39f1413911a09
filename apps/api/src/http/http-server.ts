import { createServer, STATUS_CODES, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { ErrorBody } from "./error-body";

/** What a client is told to wait before retrying a request refused during shutdown (seconds). */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

/**
 * Requests node's HTTP parser refuses before express sees them (`clientError`), by parser code.
 * Anything else the parser rejects is a 400.
 */
const PARSER_ERRORS: Record<string, Omit<ErrorBody, "errors">> = {
  HPE_HEADER_OVERFLOW: { status: 431, errorCode: "REQUEST_HEADER_FIELDS_TOO_LARGE", message: "The request line or headers are too large." },
  HPE_INVALID_METHOD: { status: 501, errorCode: "NOT_IMPLEMENTED", message: "The request method is not supported." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, errorCode: "REQUEST_TIMEOUT", message: "The request was not received in time." },
};
const MALFORMED: Omit<ErrorBody, "errors"> = { status: 400, errorCode: "BAD_REQUEST", message: "The request is not valid HTTP/1.1." };
const SHUTTING_DOWN: ErrorBody = {
  status: 503,
  errorCode: "SERVICE_UNAVAILABLE",
  message: "The server is shutting down; retry the request.",
};
const EXPECTATION_FAILED: ErrorBody = {
  status: 417,
  errorCode: "EXPECTATION_FAILED",
  message: "Only `Expect: 100-continue` is supported.",
};

/** Answers with the Error body and closes the connection (node's own answers for these have no body). */
function refuse(res: ServerResponse, body: ErrorBody, headers: Record<string, string> = {}): void {
  const json = JSON.stringify(body);
  res.writeHead(body.status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(json),
    Connection: "close",
    ...headers,
  });
  res.end(json);
}

/** A complete HTTP/1.1 response carrying the Error body, for places that only have the socket. */
function rawErrorResponse(body: ErrorBody): string {
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status] ?? "Error"}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(json)}`,
    "Connection: close",
    "",
    json,
  ].join("\r\n");
}

/** The latest request on a connection and its response (responses on one connection finish in order). */
interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
}

/**
 * Answers a request the parser refused with the Error body (node's default answers an empty 400/431).
 * `last` is the connection's latest exchange: when the error is in its body, the Error body replaces
 * its response if none was started (else the connection is cut); when it is in a new request on a
 * keep-alive connection, it is answered once the previous response is finished, so answers stay in order.
 */
function onClientError(error: NodeJS.ErrnoException, socket: Socket, last: Exchange | undefined): void {
  const answer = () => {
    if (socket.writable) socket.end(rawErrorResponse({ ...(PARSER_ERRORS[error.code ?? ""] ?? MALFORMED) }));
    else socket.destroy();
  };
  if (error.code === "ECONNRESET" || !socket.writable) socket.destroy();
  else if (!last || last.res.writableFinished) answer();
  else if (!last.req.complete) {
    if (last.res.headersSent) socket.destroy();
    else answer();
  } else {
    last.res.once("finish", answer);
    last.res.once("close", () => {
      if (!last.res.writableFinished) socket.destroy();
    });
  }
}

/** How long a connection closed before its request body was all read keeps reading (and dropping) it. */
const LINGER_MS = 2_000;

/**
 * Lingering close, as nginx's `lingering_close`: node closes a `Connection: close` socket as soon as
 * the response is written. When the request body was not all read (a 413 mid-upload), the bytes the
 * client is still sending then meet a closed socket, the kernel answers with a reset, and the reset
 * can discard the answer before the client has read it. So the write side is closed (FIN) and the
 * rest of the body is read and dropped (node's parser discards it) until the client closes, for at
 * most LINGER_MS. `linger` says whether this close should (not during a shutdown, which must not wait).
 */
function lingerOnClose(socket: Socket, linger: () => boolean): void {
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    if (!linger()) return destroySoon();
    socket.end();
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    cut.unref();
    socket.once("close", () => clearTimeout(cut));
  };
}

export interface HttpServer {
  server: Server;
  /**
   * Graceful stop. From the call on: no new connections; responses to requests already in
   * flight carry `Connection: close`; a new request on an open (keep-alive) connection gets 503
   * SERVICE_UNAVAILABLE with `Retry-After` and `Connection: close`. Resolves as soon as the
   * in-flight requests have finished and their connections closed; at `timeoutMs`, whatever is
   * still open is cut.
   */
  drain(timeoutMs: number): Promise<void>;
}

/** The host's HTTP server around `app`: error bodies for what the parser refuses, and a graceful drain. */
export function createHttpServer(app: RequestListener): HttpServer {
  const inFlight = new Set<ServerResponse>();
  const lastExchange = new WeakMap<Socket, Exchange>();
  let draining = false;

  const server = createServer((req, res) => {
    lastExchange.set(req.socket, { req, res });
    if (draining) {
      refuse(res, SHUTTING_DOWN, { "Retry-After": String(SHUTDOWN_RETRY_AFTER_SECONDS) });
      return;
    }
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // The last in-flight request is done: idle keep-alive connections have nothing left to wait for.
      if (draining && inFlight.size === 0) server.closeIdleConnections();
    });
    app(req, res);
  });
  server.on("connection", (socket: Socket) => lingerOnClose(socket, () => !draining && lastExchange.get(socket)?.req.complete === false));
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => onClientError(error, socket, lastExchange.get(socket)));
  // An Expect header other than 100-continue: node would answer 417 with no body.
  server.on("checkExpectation", (_req, res: ServerResponse) => refuse(res, EXPECTATION_FAILED));

  return {
    server,
    drain(timeoutMs) {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      return new Promise((resolve) => {
        const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
        deadline.unref();
        // net.Server's close stops accepting without http.Server's closing of idle connections: until
        // the in-flight requests are done, a request on an idle keep-alive connection gets a clean 503.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(deadline);
          resolve();
        });
        if (inFlight.size === 0) server.closeIdleConnections();
      });
    },
  };
}
