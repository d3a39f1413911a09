import { beforeAll, describe, expect, it } from "vitest";
import { createProjectWithReadKey } from "../support/fixtures/project";
import { expectErrorBody, ISO, type Envelope } from "../support/http-shapes";
import { useTestApi } from "../support/test-api";

interface Channel {
  id: string;
  projectId: string;
  type: "WHATSAPP" | "SMS";
  name: string;
  phone: string;
  provider: "DEV" | "WHATSAPP_CLOUD" | "TWILIO";
  createdAt: string;
  updatedAt: string;
}
type ChannelCreated = Channel & { webhookSecret: string };

describe("/v1/channels (real HTTP)", () => {
  const api = useTestApi({ name: "channels" });
  let key: string;
  let readKey: string;
  let projectId: string;
  let phones = 0;
  /** A fresh number per channel (one channel per type and number). */
  const phone = () => `5511900${String(++phones).padStart(6, "0")}`;

  beforeAll(async () => {
    ({ key, readKey, projectId } = await createProjectWithReadKey(api, "Channels"));
  });

  const create = (body: Record<string, unknown>, k = key) =>
    api.request<ChannelCreated>("POST", "/v1/channels", {
      key: k,
      body: { type: "WHATSAPP", name: "Sales line", phone: phone(), ...body },
    });
  const get = (id: string) => api.request<Channel>("GET", `/v1/channels/${id}`, { key });

  it("creates (201) with the webhook secret shown once; reads never show it", async () => {
    const res = await create({ phone: "+55 (11) 98765-4321" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      projectId,
      type: "WHATSAPP",
      name: "Sales line",
      phone: "5511987654321",
      provider: "DEV",
      enforceServiceWindow: false,
      throughputPerSecond: 80,
      recipientGapSeconds: 0,
      webhookSecret: expect.stringMatching(/^chs_[A-Za-z0-9_-]{43}$/),
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const { webhookSecret, ...record } = res.body;
    const read = await get(res.body.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(record);
    const listed = await api.request<Envelope<Channel>>("GET", `/v1/channels?id=${res.body.id}`, { key });
    expect(listed.body.data).toEqual([record]);
    expect(listed.text).not.toContain(webhookSecret);
    expect((await api.request("GET", `/v1/channels?[project]=secretHash`, { key })).status).toBe(400);
  });

  it("stores the secret so the provider webhook can be verified, and rotation replaces it", async () => {
    const { body: channel } = await create({});
    const verify = (secret: unknown) => api.domain.channels.verifyWebhookSecret(channel.id, secret);
    expect(await verify(channel.webhookSecret)).toMatchObject({ _id: channel.id, projectId });
    expect(await verify(`${channel.webhookSecret}x`)).toBeNull();
    expect(await verify("")).toBeNull();
    expect(await verify(undefined)).toBeNull();
    expect(await api.domain.channels.verifyWebhookSecret("0123456789abcdef01234567", channel.webhookSecret)).toBeNull();

    expect((await api.request("POST", `/v1/channels/${channel.id}/secret`, { key: readKey })).status).toBe(403);
    const rotated = await api.request<{ webhookSecret: string }>("POST", `/v1/channels/${channel.id}/secret`, { key });
    expect(rotated.status).toBe(201);
    expect(rotated.body).toEqual({ webhookSecret: expect.stringMatching(/^chs_/) });
    expect(rotated.body.webhookSecret).not.toBe(channel.webhookSecret);
    expect(await verify(channel.webhookSecret)).toBeNull();
    expect(await verify(rotated.body.webhookSecret)).toMatchObject({ _id: channel.id });
    expect((await api.request("POST", "/v1/channels/0123456789abcdef01234567/secret", { key })).status).toBe(404);
  });

  it("rotation reads its body like every other endpoint: only {} or nothing rotates; a refused body changes nothing", async () => {
    const { body: channel } = await create({});
    const rotate = (options: { body?: unknown; rawBody?: string; headers?: Record<string, string> }) =>
      api.request("POST", `/v1/channels/${channel.id}/secret`, { key, ...options });
    const refused: Array<[Parameters<typeof rotate>[0], number, string]> = [
      [{ rawBody: '{"oops":' }, 400, "VALIDATION_ERROR"],
      [{ body: { length: 64 } }, 400, "VALIDATION_ERROR"],
      [{ rawBody: "rotate please", headers: { "content-type": "text/plain" } }, 415, "UNSUPPORTED_MEDIA_TYPE"],
      [{ rawBody: JSON.stringify({ pad: "x".repeat(2 * 1024 * 1024) }) }, 413, "PAYLOAD_TOO_LARGE"],
    ];
    for (const [options, status, errorCode] of refused) {
      const res = await rotate(options);
      expect(res.status).toBe(status);
      expectErrorBody(res.body, status, errorCode);
    }
    expect(await api.domain.channels.verifyWebhookSecret(channel.id, channel.webhookSecret)).toMatchObject({ _id: channel.id });
    expect((await rotate({ body: {} })).status).toBe(201);
    expect((await rotate({})).status).toBe(201);
  });

  it("updates name and phone (204); type and provider are fixed; DELETE 204 then 404", async () => {
    const { body: channel } = await create({ type: "SMS", provider: "TWILIO" });
    const patch = await api.request("PATCH", `/v1/channels/${channel.id}`, { key, body: { name: "Support", phone: "+1 555 0100 999" } });
    expect(patch.status).toBe(204);
    expect((await get(channel.id)).body).toMatchObject({ name: "Support", phone: "15550100999", type: "SMS", provider: "TWILIO" });
    for (const body of [{ type: "WHATSAPP" }, { provider: "DEV" }, { phone: "12" }, { webhookSecret: "mine" }]) {
      expect((await api.request("PATCH", `/v1/channels/${channel.id}`, { key, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.request("DELETE", `/v1/channels/${channel.id}`, { key: readKey })).status).toBe(403);
    expect((await api.request("DELETE", `/v1/channels/${channel.id}`, { key })).status).toBe(204);
    expect((await get(channel.id)).status).toBe(404);
    expect((await api.request("PATCH", `/v1/channels/${channel.id}`, { key, body: { name: "x" } })).status).toBe(404);
  });

  it("validates the body, provider/type pairs and duplicate numbers", async () => {
    const bad = await api.request("POST", "/v1/channels", { key, body: { type: "FAX", name: "", phone: "call me", provider: "ACME" } });
    expect(bad.status).toBe(400);
    expect(
      expectErrorBody(bad.body, 400, "VALIDATION_ERROR")
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(["name", "phone", "provider", "type"]);
    for (const p of ["1234567", "1234567890123456", "+55 11 abc"]) expect((await create({ phone: p })).status, p).toBe(400);

    const unsupported = await create({ type: "SMS", provider: "WHATSAPP_CLOUD" });
    expect(unsupported.status).toBe(422);
    expectErrorBody(unsupported.body, 422, "PROVIDER_NOT_SUPPORTED");
    expect((await create({ provider: "WHATSAPP_CLOUD" })).status).toBe(201);

    const number = phone();
    expect((await create({ phone: number })).status).toBe(201);
    const dup = await create({ phone: `+${number}` });
    expect(dup.status).toBe(409);
    expectErrorBody(dup.body, 409, "DUPLICATE");
    expect((await create({ phone: number, type: "SMS" })).status).toBe(201);

    const forbidden = await create({}, readKey);
    expect(forbidden.status).toBe(403);
    expectErrorBody(forbidden.body, 403, "FORBIDDEN");
  });

  it("paces per channel: throughputPerSecond and recipientGapSeconds, defaults by provider, set on create and PATCH, bounds checked", async () => {
    expect((await create({ provider: "WHATSAPP_CLOUD" })).body).toMatchObject({ throughputPerSecond: 80, recipientGapSeconds: 6 });
    const made = await create({ throughputPerSecond: 5, recipientGapSeconds: 1 });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ throughputPerSecond: 5, recipientGapSeconds: 1 });
    const patched = await api.request("PATCH", `/v1/channels/${made.body.id}`, {
      key,
      body: { throughputPerSecond: 1000, recipientGapSeconds: 0 },
    });
    expect(patched.status).toBe(204);
    expect((await get(made.body.id)).body).toMatchObject({ throughputPerSecond: 1000, recipientGapSeconds: 0 });
    const listed = await api.request<Envelope<Channel>>("GET", `/v1/channels?id=${made.body.id}&throughputPerSecond[gte]=1000`, { key });
    expect(listed.body.data.map((c) => c.id)).toEqual([made.body.id]);

    const refused: Array<Record<string, unknown>> = [
      { throughputPerSecond: 0 },
      { throughputPerSecond: 1001 },
      { throughputPerSecond: 2.5 },
      { throughputPerSecond: "80" },
      { throughputPerSecond: null },
      { recipientGapSeconds: -1 },
      { recipientGapSeconds: 86_401 },
      { recipientGapSeconds: 0.5 },
      { recipientGapSeconds: true },
      { recipientGapMs: 100 },
    ];
    for (const body of refused) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorBody(res.body, 400, "VALIDATION_ERROR");
      const patch = await api.request("PATCH", `/v1/channels/${made.body.id}`, { key, body });
      expect(patch.status, JSON.stringify(body)).toBe(400);
      expectErrorBody(patch.body, 400, "VALIDATION_ERROR");
    }
    // Nothing half-written: the refused PATCHes left the channel as it was.
    expect((await get(made.body.id)).body).toMatchObject({ throughputPerSecond: 1000, recipientGapSeconds: 0 });
  });

  it("lists in the envelope, oldest first, with filters", async () => {
    const a = (await create({ name: "Filter A", type: "SMS" })).body;
    const b = (await create({ name: "Filter B" })).body;
    const res = await api.request<Envelope<Channel>>("GET", "/v1/channels?name[regex]=filter", { key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["data", "hasMore", "limit", "offset", "total"]);
    expect(res.body).toMatchObject({ total: 2, hasMore: false, limit: 20, offset: 0 });
    expect(res.body.data.map((c) => c.id)).toEqual([a.id, b.id]);
    const sms = await api.request<Envelope<Channel>>("GET", "/v1/channels?name[regex]=filter&type=SMS", { key });
    expect(sms.body.data.map((c) => c.id)).toEqual([a.id]);
    const byPhone = await api.request<Envelope<Channel>>("GET", `/v1/channels?phone=${b.phone}&provider=DEV`, { key });
    expect(byPhone.body.data.map((c) => c.id)).toEqual([b.id]);
    expect((await api.request("GET", "/v1/channels?type=FAX", { key })).status).toBe(400);
    expect((await api.request("GET", "/v1/channels", { key: readKey })).status).toBe(200);
  });
});
