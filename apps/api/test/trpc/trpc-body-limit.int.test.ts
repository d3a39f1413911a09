import { connect } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { createProjectWithReadKey } from "../support/fixtures/project";
import { useTestApi } from "../support/test-api";

const MiB = 1024 * 1024;
const PIECE = 64 * 1024;

/**
 * POSTs a body of `total` bytes on a raw socket, announced by Content-Length or chunked, writing
 * each 64 KiB piece only once the server has taken the previous ones (backpressure), and stops as
 * soon as the server answers or closes. Resolves with the answer and how many body bytes went out.
 */
function upload(baseUrl: string, path: string, key: string, total: number, framing: "content-length" | "chunked") {
  const { port } = new URL(baseUrl);
  return new Promise<{ answer: string; sent: number }>((resolve) => {
    const socket = connect(Number(port), "127.0.0.1");
    let answer = "";
    let sent = 0;
    let closed = false;
    const finish = () => {
      closed = true;
      socket.destroy();
      resolve({ answer, sent });
    };
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", finish);
    socket.on("error", finish);
    const length = framing === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${total}`;
    socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nx-api-key: ${key}\r\n${length}\r\n\r\n`);
    const piece = Buffer.alloc(PIECE, "x");
    const pump = () => {
      while (!closed && answer === "" && sent < total) {
        sent += PIECE;
        const framed =
          framing === "chunked" ? Buffer.concat([Buffer.from(`${PIECE.toString(16)}\r\n`), piece, Buffer.from("\r\n")]) : piece;
        if (!socket.write(framed)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}

/** The status and JSON body of an HTTP/1.1 answer. */
function parse(answer: string): { status: number; head: string; body: unknown } {
  const [head = "", ...rest] = answer.split("\r\n\r\n");
  const body = rest.join("\r\n\r\n");
  // A chunked answer: the JSON sits between the size line and the final chunk.
  const json = /^[0-9a-f]+\r\n/i.test(body) ? body.replace(/^[0-9a-f]+\r\n/i, "").replace(/\r\n0\r\n\r\n$/, "") : body;
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body: JSON.parse(json) as unknown };
}

/** /trpc takes the same 1 MiB body limit as /v1 and /graphql, and stops reading at it. */
describe("tRPC request body limit (raw sockets)", () => {
  const api = useTestApi({ name: "trpc-body-limit" });
  let readKey: string;

  beforeAll(async () => {
    ({ readKey } = await createProjectWithReadKey(api, "Body limit"));
  });

  it.each(["content-length", "chunked"] as const)(
    "a 256 MiB body (%s) is answered 413 PAYLOAD_TOO_LARGE long before it is all sent, and the connection closes",
    async (framing) => {
      const { answer, sent } = await upload(api.baseUrl, "/trpc/tags.create", readKey, 256 * MiB, framing);
      const response = parse(answer);
      expect(response.status).toBe(413);
      expect(response.head).toMatch(/\r\nconnection: close/i);
      expect(response.body).toMatchObject({
        error: {
          message: `The request body exceeds the limit of ${MiB} bytes.`,
          data: { code: "PAYLOAD_TOO_LARGE", httpStatus: 413, errorCode: "PAYLOAD_TOO_LARGE", status: 413 },
        },
      });
      expect(sent).toBeLessThan(64 * MiB);
    },
  );

  it("a body just within the limit is read and validated by the procedure", async () => {
    const res = await fetch(`${api.baseUrl}/trpc/tags.create`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": readKey },
      body: JSON.stringify({ name: "x".repeat(1000 * 1000) }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { data: { errorCode: "VALIDATION_ERROR" } } });
  });
});
