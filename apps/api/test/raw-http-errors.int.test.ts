import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { useTestApi } from "./support/test-api";

/** Sends `raw` on a fresh connection and collects everything until the server closes it. */
function exchange(baseUrl: string, raw: string): Promise<string> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("end", () => resolve(received));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
    socket.write(raw);
  });
}

/** Sends `first`, waits for its whole response (`Content-Length`), then sends `second` on the same connection; resolves with all it received until the server closed it. */
function keepAliveExchange(baseUrl: string, first: string, second: string): Promise<string> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    let received = "";
    let sentSecond = false;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
      const [head = "", body = ""] = received.split("\r\n\r\n");
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (!sentSecond && body.length >= length) {
        sentSecond = true;
        socket.write(second);
      }
    });
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
    socket.write(first);
  });
}

/** The status and JSON body of the first response in `text`. */
function firstResponse(text: string): { status: number; headers: string; body: unknown } {
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? -1);
  const body = rest.join("\r\n\r\n").slice(0, length);
  return { status, headers: head, body: JSON.parse(body) as unknown };
}

/**
 * Requests node's HTTP parser refuses before express runs (no request object exists): every one
 * still gets the documented Error body, sent on the raw socket, and the connection closes.
 */
describe("errors produced below express (raw sockets)", () => {
  const api = useTestApi({ name: "raw-http" });

  const cases: Array<[string, string, number, string]> = [
    [
      "a query string over the header limit",
      `GET /v1/tags?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      "REQUEST_HEADER_FIELDS_TOO_LARGE",
    ],
    [
      "headers over the limit",
      `GET /v1/tags HTTP/1.1\r\nHost: x\r\nx-big: ${"b".repeat(20_000)}\r\n\r\n`,
      431,
      "REQUEST_HEADER_FIELDS_TOO_LARGE",
    ],
    ["an unknown method", "FROB /v1/tags HTTP/1.1\r\nHost: x\r\n\r\n", 501, "NOT_IMPLEMENTED"],
    [
      "a duplicate content-length",
      "POST /v1/tags HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
      400,
      "BAD_REQUEST",
    ],
    [
      "content-length with chunked encoding",
      "POST /v1/tags HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}",
      400,
      "BAD_REQUEST",
    ],
    [
      "bad chunked encoding",
      "POST /v1/tags HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
      400,
      "BAD_REQUEST",
    ],
    ["a control character in a header", "GET /v1/tags HTTP/1.1\r\nHost: x\r\nx-bad: a\u0001b\r\n\r\n", 400, "BAD_REQUEST"],
    [
      "an Expect header other than 100-continue",
      "POST /v1/tags HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\n{}",
      417,
      "EXPECTATION_FAILED",
    ],
    ["an unknown HTTP version", "GET /v1/tags HTTP/7.1\r\nHost: x\r\n\r\n", 400, "BAD_REQUEST"],
  ];

  it.each(cases.map(([name, raw, status, errorCode]) => ({ name, raw, status, errorCode })))(
    "$name: $status $errorCode with the Error body and Connection: close",
    async ({ raw, status, errorCode }) => {
      const response = firstResponse(await exchange(api.baseUrl, raw));
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ errorCode, message: expect.any(String), status });
      expect(response.headers).toMatch(/\r\ncontent-type: application\/json/i);
      expect(response.headers).toMatch(/\r\nconnection: close/i);
    },
  );

  it("a request line over the header limit on a keep-alive connection that already served a request: 431 with the Error body", async () => {
    const text = await keepAliveExchange(
      api.baseUrl,
      "GET /health HTTP/1.1\r\nHost: x\r\n\r\n",
      `GET /v1/tags?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    const second = text.slice(text.indexOf("HTTP/1.1", 1));
    expect(text.startsWith("HTTP/1.1 200")).toBe(true);
    const response = firstResponse(second);
    expect(response.status).toBe(431);
    expect(response.body).toEqual({ errorCode: "REQUEST_HEADER_FIELDS_TOO_LARGE", message: expect.any(String), status: 431 });
    expect(response.headers).toMatch(/\r\nconnection: close/i);
  });

  it("a request line over the header limit pipelined behind a request still being answered: that answer, then 431", async () => {
    const text = await exchange(
      api.baseUrl,
      `GET /health HTTP/1.1\r\nHost: x\r\n\r\nGET /v1/tags?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(text.startsWith("HTTP/1.1 200")).toBe(true);
    const response = firstResponse(text.slice(text.indexOf("HTTP/1.1", 1)));
    expect(response.status).toBe(431);
    expect(response.body).toEqual({ errorCode: "REQUEST_HEADER_FIELDS_TOO_LARGE", message: expect.any(String), status: 431 });
  });

  it("a method node knows but the route does not serve is answered by the app: 405 with the Error body", async () => {
    const response = firstResponse(await exchange(api.baseUrl, "PROPFIND /v1/tags HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ errorCode: "METHOD_NOT_ALLOWED", message: expect.any(String), status: 405 });
  });
});
