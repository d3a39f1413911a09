import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { channelWebhookReaders } from "../../src/channel-webhooks";
import { createProjectWithReadKey } from "../support/fixtures/project";
import { expectErrorBody, type Envelope } from "../support/http-shapes";
import { callAs, useTestApi, type KeyedCall } from "../support/test-api";

const APP_SECRET = "meta-app-secret";

describe("WhatsApp Cloud webhooks (real HTTP)", () => {
  const api = useTestApi({
    name: "whatsapp",
    domain: { channelWebhooks: channelWebhookReaders({ appSecret: APP_SECRET }) },
    whatsAppVerifyToken: "verify-me",
  });
  let call: KeyedCall;
  let channelId: string;
  beforeAll(async () => {
    call = callAs(api, (await createProjectWithReadKey(api, "WhatsApp")).key);
    const created = await call<{ id: string; externalId: string }>("POST", "/v1/channels", {
      type: "WHATSAPP",
      name: "Cloud",
      phone: "5511955554444",
      provider: "WHATSAPP_CLOUD",
      externalId: "1098765",
    });
    expect(created.status).toBe(201);
    expect(created.body.externalId).toBe("1098765");
    channelId = created.body.id;
  });

  const payload = (id: string, text: string) =>
    JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "WABA",
          changes: [
            {
              field: "messages",
              value: {
                metadata: { phone_number_id: "1098765" },
                messages: [{ id, from: "5511933332222", type: "text", text: { body: text } }],
              },
            },
          ],
        },
      ],
    });
  const post = (raw: string, signature: string) =>
    api.request<{ ok: boolean }>("POST", `/webhooks/channels/${channelId}`, {
      rawBody: raw,
      headers: { "x-hub-signature-256": signature },
    });
  const sign = (raw: string, secret = APP_SECRET) => `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;

  it("stores a signed inbound message once; a bad signature is 401 and stores nothing", async () => {
    const raw = payload("wamid.IN1", "Olá");
    expect((await post(raw, sign(raw))).body).toEqual({ ok: true });
    expect((await post(raw, sign(raw))).status).toBe(200);
    const forged = payload("wamid.IN2", "forged");
    expectErrorBody((await post(forged, sign(forged, "not-the-secret"))).body, 401, "UNAUTHORIZED");
    expectErrorBody((await post(forged, sign(raw))).body, 401, "UNAUTHORIZED");
    // The dev secret header is not how WhatsApp channels authenticate.
    expectErrorBody(
      (await api.request("POST", `/webhooks/channels/${channelId}`, { rawBody: forged, headers: { "x-channel-secret": "chs_x" } })).body,
      401,
      "UNAUTHORIZED",
    );
    const chats = await call<Envelope<{ id: string }>>("GET", "/v1/chats?phone=5511933332222");
    expect(chats.body.total).toBe(1);
    const messages = await call<Envelope<{ content: { text: string }; direction: string }>>(
      "GET",
      `/v1/chats/${chats.body.data[0]!.id}/messages`,
    );
    expect(messages.body.data.map((m) => [m.direction, m.content.text])).toEqual([["INBOUND", "Olá"]]);
  });

  it("answers the GET subscription challenge with the verify token only", async () => {
    const challenge = await fetch(
      `${api.baseUrl}/webhooks/channels/${channelId}?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=12345`,
    );
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toBe("12345");
    const wrong = await api.request("GET", `/webhooks/channels/${channelId}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`);
    expectErrorBody(wrong.body, 403, "FORBIDDEN");
  });
});
