import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createVettedAgent } from "../src/vetted-agent";
import { postWebhook } from "../src/webhooks/post-webhook";

/** Receivers that answer badly: one attempt stays bounded in time and memory whatever they send back. */
describe("a webhook attempt against hostile answers", () => {
  const servers: Server[] = [];
  const agent = createVettedAgent({ allowPrivate: ["127.0.0.1"] });
  afterAll(() => agent.close());
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  const serve = async (answer: (res: ServerResponse) => void) => {
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => answer(res));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  };
  const attempt = (url: string) =>
    postWebhook(
      {
        projectId: "p1",
        webhookId: "w1",
        eventId: "e1",
        deliveryId: "d1",
        eventType: "tag.created",
        url,
        secret: "whsec_x",
        standardSecrets: ["whsec_x"],
        body: Buffer.from("{}"),
      },
      { timeoutMs: 1000, dispatcher: agent, urlGuard: async () => {} },
    );

  it("reads only the start of a 100 MB answer and keeps its status", async () => {
    let sent = 0;
    const url = await serve((res) => {
      res.writeHead(200, { "content-type": "application/octet-stream" });
      const chunk = Buffer.alloc(64 * 1024, 120);
      // Writes until the sender hangs up or 100 MB are out, honouring backpressure.
      const pump = () => {
        while (sent < 100 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      pump();
    });
    const result = await attempt(url);
    expect(result).toMatchObject({ ok: true, attempt: { statusCode: 200 } });
    expect(sent).toBeLessThan(100 * 1024 * 1024);
  });

  it("gives up on an answer whose body never ends, at the attempt's timeout", async () => {
    const url = await serve((res) => {
      res.writeHead(503, { "retry-after": "1" });
      res.write("still thinking");
    });
    const result = await attempt(url);
    expect(result.ok).toBe(false);
    expect(result.retryable).toBe(true);
  });

  it("fails a redirect without following it", async () => {
    let followed = false;
    const target = await serve((res) => {
      followed = true;
      res.writeHead(200).end();
    });
    const url = await serve((res) => res.writeHead(301, { location: target }).end());
    expect(await attempt(url)).toMatchObject({ ok: false, retryable: true, attempt: { statusCode: 301, error: "HTTP 301" } });
    expect(followed).toBe(false);
  });
});
