import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; projectId: string; sequence: number; data: Record<string, unknown> };
}

/** An answer with headers (e.g. `retry-after`, `location`). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
}

/** Decides the answer to one request: a status, an answer with headers, or "hang" (never answer: the sender times out or dies). */
export type Respond = (delivery: ReceivedDelivery, index: number) => number | Answer | "hang" | Promise<number | Answer | "hang">;

export interface WebhookReceiver {
  url: string;
  /** Every request received, in order (retries and duplicates included). */
  received: ReceivedDelivery[];
  respond: Respond;
  close(): Promise<void>;
}

/** A real HTTP endpoint on 127.0.0.1 that records what it is sent, like an integrator's receiver. */
export async function startReceiver(respond: Respond = () => 200): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const hanging = new Set<ServerResponse>();
  const receiver: WebhookReceiver = { url: "", received, respond, close: async () => {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const delivery: ReceivedDelivery = { headers: req.headers, body, json: JSON.parse(body) as ReceivedDelivery["json"] };
      received.push(delivery);
      void Promise.resolve(receiver.respond(delivery, received.length - 1)).then((answer) => {
        if (answer === "hang") {
          hanging.add(res);
          return;
        }
        if (typeof answer === "number") res.writeHead(answer).end();
        else res.writeHead(answer.status, answer.headers).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () =>
    new Promise((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** Receivers a suite starts as it goes (`start`, as startReceiver), closed together in its afterAll (`closeAll`). */
export function receiverPool() {
  const started: WebhookReceiver[] = [];
  return {
    async start(...args: Parameters<typeof startReceiver>): Promise<WebhookReceiver> {
      const receiver = await startReceiver(...args);
      started.push(receiver);
      return receiver;
    },
    closeAll: () => Promise.all(started.map((receiver) => receiver.close())),
  };
}
