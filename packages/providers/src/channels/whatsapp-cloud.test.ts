import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChannelSendError, ChannelThrottledError, type ChannelSendRequest } from "./channel-provider";
import { createWhatsAppCloudProvider, parseWhatsAppWebhook, toWhatsAppMessage, whatsAppSignatureValid } from "./whatsapp-cloud";

const request = (over: Partial<ChannelSendRequest> = {}): ChannelSendRequest => ({
  messageId: "m1",
  channel: { id: "c1", phone: "5511900000000", externalId: "1098765" },
  to: "5511988887777",
  type: "TEXT",
  content: { text: "Hello" },
  ...over,
});

describe("WhatsApp Cloud adapter (against a local fake Graph API)", () => {
  let server: Server;
  let graphUrl: string;
  const seen: Array<{ method: string; path: string; auth: string | undefined; body: Record<string, unknown> }> = [];
  let answer: { status: number; body: unknown; headers?: Record<string, string> } = {
    status: 200,
    body: { messaging_product: "whatsapp", messages: [{ id: "wamid.ABC" }] },
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        seen.push({ method: req.method ?? "", path: req.url ?? "", auth: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    graphUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("POSTs to /{phone-number-id}/messages with the bearer token and answers the wamid", async () => {
    const provider = createWhatsAppCloudProvider({ accessToken: "EAAG-token", graphUrl });
    expect(await provider.send(request({ context: { repliedExternalId: "wamid.PREV" } }))).toEqual({ providerMessageId: "wamid.ABC" });
    expect(seen.at(-1)).toEqual({
      method: "POST",
      path: "/v21.0/1098765/messages",
      auth: "Bearer EAAG-token",
      body: {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: "5511988887777",
        context: { message_id: "wamid.PREV" },
        biz_opaque_callback_data: "m1",
        type: "text",
        text: { body: "Hello", preview_url: false },
      },
    });
    expect(provider.info).toEqual({ service: "channel:WHATSAPP_CLOUD", adapter: "whatsapp-cloud", simulated: false });
  });

  it("maps 429 and 5xx to retryable errors, other 4xx to refusals with Meta's message", async () => {
    const provider = createWhatsAppCloudProvider({ accessToken: "t", graphUrl });
    answer = { status: 503, body: { error: { message: "Service unavailable" } } };
    await expect(provider.send(request())).rejects.toMatchObject({
      retryable: true,
      message: expect.stringContaining("Service unavailable"),
    });
    answer = { status: 400, body: { error: { message: "(#131030) Recipient phone number not in allowed list", code: 131030 } } };
    const refused = await provider.send(request()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ChannelSendError);
    expect(refused).toMatchObject({
      retryable: false,
      message: expect.stringContaining("131030"),
      errorCode: "RECIPIENT_UNREACHABLE",
      providerCode: 131030,
    });
    answer = { status: 200, body: { messages: [{ id: "wamid.ABC" }] } };
    await expect(createWhatsAppCloudProvider({ accessToken: "t", graphUrl: "http://127.0.0.1:1" }).send(request())).rejects.toMatchObject({
      retryable: true,
    });
    await expect(provider.send(request({ channel: { id: "c", phone: "1" } }))).rejects.toMatchObject({ retryable: false });
  });

  it("answers throttling (130429, 131056, HTTP 429) as a throttle to wait out, with the Retry-After when given", async () => {
    const provider = createWhatsAppCloudProvider({ accessToken: "t", graphUrl });
    const throttle = async (status: number, code: number | undefined, headers?: Record<string, string>) => {
      answer = { status, body: { error: { message: `(#${code}) Rate limit hit`, code } }, ...(headers ? { headers } : {}) };
      return provider.send(request()).catch((e: unknown) => e);
    };
    const number = await throttle(400, 130429, { "retry-after": "2" });
    expect(number).toBeInstanceOf(ChannelThrottledError);
    expect(number).toMatchObject({
      retryable: true,
      scope: "channel",
      retryAfterMs: 2000,
      errorCode: "PROVIDER_THROTTLED",
      providerCode: 130429,
    });
    expect(await throttle(400, 131056)).toMatchObject({ scope: "recipient", retryAfterMs: undefined, providerCode: 131056 });
    expect(await throttle(429, undefined, { "retry-after": "nonsense" })).toMatchObject({ scope: "channel", retryAfterMs: undefined });
    answer = { status: 200, body: { messages: [{ id: "wamid.ABC" }] } };
  });

  it("shapes every message type as the Cloud API expects", () => {
    const shape = (type: string, content: Record<string, unknown>, over: Partial<ChannelSendRequest> = {}) => {
      const {
        messaging_product: _p,
        recipient_type: _r,
        to: _t,
        biz_opaque_callback_data: _b,
        ...rest
      } = toWhatsAppMessage(request({ type, content, ...over }));
      return rest;
    };
    expect(shape("IMAGE", { url: "https://x/a.png", caption: "A" })).toEqual({
      type: "image",
      image: { link: "https://x/a.png", caption: "A" },
    });
    expect(shape("DOCUMENT", { url: "https://x/a.pdf", filename: "a.pdf" })).toEqual({
      type: "document",
      document: { link: "https://x/a.pdf", filename: "a.pdf" },
    });
    expect(shape("LOCATION", { latitude: 1, longitude: 2, name: "N" })).toEqual({
      type: "location",
      location: { latitude: 1, longitude: 2, name: "N" },
    });
    expect(shape("TEMPLATE", { name: "order", language: "pt_BR", parameters: { body: ["42"] } })).toEqual({
      type: "template",
      template: { name: "order", language: { code: "pt_BR" }, components: [{ type: "body", parameters: [{ type: "text", text: "42" }] }] },
    });
    expect(shape("TEMPLATE", { name: "promo", language: "en", parameters: { header: ["A"], body: ["B", "C"] } })).toEqual({
      type: "template",
      template: {
        name: "promo",
        language: { code: "en" },
        components: [
          { type: "header", parameters: [{ type: "text", text: "A" }] },
          {
            type: "body",
            parameters: [
              { type: "text", text: "B" },
              { type: "text", text: "C" },
            ],
          },
        ],
      },
    });
    expect(shape("TEMPLATE", { name: "hello", language: "en" })).toEqual({
      type: "template",
      template: { name: "hello", language: { code: "en" } },
    });
    expect(shape("REACTION", { messageId: "ours", emoji: "👍" }, { context: { reactedExternalId: "wamid.X" } })).toEqual({
      type: "reaction",
      reaction: { message_id: "wamid.X", emoji: "👍" },
    });
    expect(() => shape("REACTION", { messageId: "ours", emoji: "👍" })).toThrow(ChannelSendError);
    expect(shape("BUTTONS", { text: "Pick", buttons: [{ id: "y", title: "Yes" }] })).toEqual({
      type: "interactive",
      interactive: { type: "button", body: { text: "Pick" }, action: { buttons: [{ type: "reply", reply: { id: "y", title: "Yes" } }] } },
    });
    expect(shape("LIST", { text: "Menu", buttonText: "Open", sections: [{ rows: [{ id: "1", title: "A" }] }] })).toMatchObject({
      type: "interactive",
      interactive: { type: "list", action: { button: "Open", sections: [{ rows: [{ id: "1", title: "A" }] }] } },
    });
    expect(shape("CONTACT", { contacts: [{ name: "Ada", phones: [{ phone: "+1" }], organization: "Acme" }] })).toEqual({
      type: "contacts",
      contacts: [{ name: { formatted_name: "Ada", first_name: "Ada" }, phones: [{ phone: "+1" }], org: { company: "Acme" } }],
    });
  });
});

describe("WhatsApp Cloud webhooks", () => {
  const raw = Buffer.from(
    JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "WABA",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { phone_number_id: "1098765" },
                messages: [
                  { id: "wamid.IN1", from: "5511988887777", type: "text", text: { body: "Hi" } },
                  {
                    id: "wamid.IN2",
                    from: "5511988887777",
                    type: "image",
                    image: { id: "media-1", mime_type: "image/jpeg", sha256: "abc", caption: "receipt" },
                  },
                  {
                    id: "wamid.IN3",
                    from: "5511988887777",
                    type: "interactive",
                    interactive: { type: "button_reply", button_reply: { id: "y", title: "Yes" } },
                  },
                ],
                statuses: [
                  { id: "wamid.OUT", status: "delivered" },
                  { id: "wamid.OUT2", status: "failed", errors: [{ code: 131026, title: "Message undeliverable" }] },
                ],
              },
            },
          ],
        },
      ],
    }),
  );
  const sign = (body: Buffer, secret: string) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

  it("accepts only the app secret's X-Hub-Signature-256 of the exact bytes", () => {
    expect(whatsAppSignatureValid(raw, sign(raw, "app-secret"), "app-secret")).toBe(true);
    expect(whatsAppSignatureValid(raw, sign(raw, "other"), "app-secret")).toBe(false);
    expect(whatsAppSignatureValid(Buffer.concat([raw, Buffer.from(" ")]), sign(raw, "app-secret"), "app-secret")).toBe(false);
    expect(whatsAppSignatureValid(raw, undefined, "app-secret")).toBe(false);
    expect(whatsAppSignatureValid(raw, "sha256=zz", "app-secret")).toBe(false);
  });

  it("reads inbound messages and statuses", () => {
    expect(parseWhatsAppWebhook(JSON.parse(raw.toString()))).toEqual([
      { kind: "message", externalId: "wamid.IN1", from: "5511988887777", type: "TEXT", content: { text: "Hi" } },
      {
        kind: "message",
        externalId: "wamid.IN2",
        from: "5511988887777",
        type: "IMAGE",
        content: { caption: "receipt" },
        media: { providerMediaId: "media-1", mimeType: "image/jpeg" },
      },
      { kind: "message", externalId: "wamid.IN3", from: "5511988887777", type: "TEXT", content: { text: "Yes" } },
      { kind: "status", externalId: "wamid.OUT", status: "DELIVERED" },
      {
        kind: "status",
        externalId: "wamid.OUT2",
        status: "FAILED",
        error: "Message undeliverable",
        errorCode: "RECIPIENT_UNREACHABLE",
        providerCode: 131026,
      },
    ]);
    expect(parseWhatsAppWebhook({})).toEqual([]);
  });
});
