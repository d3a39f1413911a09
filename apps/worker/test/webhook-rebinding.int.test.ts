import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVettedAgent } from "../src/vetted-agent";
import { postWebhook } from "../src/webhooks/post-webhook";
import { startReceiver, type WebhookReceiver } from "./support/webhook-receiver";

/**
 * DNS rebinding: a host that resolved to a public address when its URL was checked may resolve to a
 * private one when the connection is made. The receivers' agent resolves once, at connect time, and
 * connects only to addresses the policy allows, whatever the check before said.
 */
describe("webhook connections go only to addresses the URL policy allows", () => {
  let receiver: WebhookReceiver;
  const passedCheck = async () => {};
  const delivery = (url: string) => ({
    projectId: "p1",
    webhookId: "w1",
    eventId: "e1",
    deliveryId: "d1",
    eventType: "tag.created",
    url,
    secret: "whsec_test",
    standardSecrets: ["whsec_test"],
    body: Buffer.from("{}"),
  });

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it("refuses to connect when the host resolves to a private address the policy does not allow", async () => {
    const agent = createVettedAgent({ allowPrivate: [] });
    try {
      const url = receiver.url.replace("127.0.0.1", "localhost");
      const result = await postWebhook(delivery(url), { timeoutMs: 2000, dispatcher: agent, urlGuard: passedCheck });
      expect(result.ok).toBe(false);
      expect(result.attempt.error).toMatch(/non-public address/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await agent.close();
    }
  });

  it("connects when the policy allows the host", async () => {
    const agent = createVettedAgent({ allowPrivate: ["localhost"] });
    try {
      const url = receiver.url.replace("127.0.0.1", "localhost");
      const result = await postWebhook(delivery(url), { timeoutMs: 2000, dispatcher: agent, urlGuard: passedCheck });
      expect(result).toMatchObject({ ok: true, attempt: { statusCode: 200 } });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await agent.close();
    }
  });
});
