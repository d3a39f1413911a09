import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectError, ISO, type Envelope } from "../support/http-shapes";
import { callAs, useTestApi } from "../support/test-api";

interface Webhook {
  id: string;
  projectId: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason?: string;
  createdAt: string;
  updatedAt: string;
  secret?: string;
  filter?: Record<string, string>;
}

describe("/v1/webhooks (real HTTP)", () => {
  const api = useTestApi({ name: "webhooks" });
  let p: SalesProject;
  let other: SalesProject;

  beforeAll(async () => {
    p = await salesProject(api, "Hooks");
    other = await salesProject(api, "Other");
  });

  it("creates with the secret shown once, reads, lists, updates and deletes", async () => {
    const res = await p.call<Webhook>("POST", "/v1/webhooks", {
      url: "https://example.com/hooks",
      events: ["deal.updated", "contact.created"],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      projectId: p.projectId,
      url: "https://example.com/hooks",
      events: ["deal.updated", "contact.created"],
      enabled: true,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const { secret, ...record } = res.body;
    const id = record.id;
    expect((await p.call<Webhook>("GET", `/v1/webhooks/${id}`)).body).toEqual(record);
    const list = await p.call<Envelope<Webhook>>("GET", "/v1/webhooks?enabled=true");
    expect(list.body).toMatchObject({ total: 1, data: [record] });
    expect(JSON.stringify(list.body)).not.toContain(secret!);

    expect((await p.call("PATCH", `/v1/webhooks/${id}`, { events: ["*"], enabled: false })).status).toBe(204);
    expect((await p.call<Webhook>("GET", `/v1/webhooks/${id}`)).body).toMatchObject({ events: ["*"], enabled: false });

    const rotated = await p.call<{ secret: string }>("POST", `/v1/webhooks/${id}/secret`);
    expect(rotated.status).toBe(201);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);

    const ping = await p.call<{ eventId: string }>("POST", `/v1/webhooks/${id}/ping`);
    expect(ping.status).toBe(202);
    const pinged = (
      await api.domain.events.list(
        { projectId: p.projectId, scopes: ["read"], actor: { type: "SYSTEM", id: "t" } },
        { types: ["webhook.ping"] },
      )
    ).map((e) => e.id);
    expect(pinged).toEqual([ping.body.eventId]);

    const deliveries = await p.call<Envelope<unknown>>("GET", `/v1/webhooks/${id}/deliveries?status=FAILED`);
    expect(deliveries.status).toBe(200);
    expect(deliveries.body).toMatchObject({ data: [], total: 0 });
    expectError(await p.call("POST", `/v1/webhooks/${id}/deliveries/nope.${id}/retry`), 404, "NOT_FOUND");

    expect((await p.call("DELETE", `/v1/webhooks/${id}`)).status).toBe(204);
    expectError(await p.call("GET", `/v1/webhooks/${id}`), 404, "NOT_FOUND");
  });

  it("refuses bad URLs, unknown event types, unknown keys and operators in values with 400", async () => {
    for (const body of [
      { url: "ftp://example.com/x" },
      { url: "javascript:alert(1)" },
      { url: "not a url" },
      { url: { $regex: ".*" } },
      { url: "https://example.com", events: ["deal.exploded"] },
      { url: "https://example.com", events: ["*", "deal.updated"] },
      { url: "https://example.com", events: [] },
      { url: "https://example.com", enabled: "yes" },
      { url: "https://example.com", secret: "mine" },
    ]) {
      expectError(await p.call("POST", "/v1/webhooks", body), 400, "VALIDATION_ERROR");
    }
    expect((await p.call<Envelope<Webhook>>("GET", "/v1/webhooks")).body.total).toBe(0);
  });

  it("answers another project's webhook as missing, and refuses writes with a read-only key", async () => {
    const mine = (await p.call<Webhook>("POST", "/v1/webhooks", { url: "https://example.com/mine" })).body;
    const theirs = callAs(api, other.key);
    expectError(await theirs("GET", `/v1/webhooks/${mine.id}`), 404, "NOT_FOUND");
    expectError(await theirs("PATCH", `/v1/webhooks/${mine.id}`, { enabled: false }), 404, "NOT_FOUND");
    expectError(await theirs("POST", `/v1/webhooks/${mine.id}/secret`), 404, "NOT_FOUND");
    expectError(await theirs("POST", `/v1/webhooks/${mine.id}/ping`), 404, "NOT_FOUND");
    expectError(await theirs("GET", `/v1/webhooks/${mine.id}/deliveries`), 404, "NOT_FOUND");
    expectError(await theirs("DELETE", `/v1/webhooks/${mine.id}`), 404, "NOT_FOUND");
    expectError(await callAs(api, p.readKey)("POST", "/v1/webhooks", { url: "https://example.com/ro" }), 403, "FORBIDDEN");
  });

  it("stores a filter on create and PATCH (replaced whole, `{}` removes it); refuses unknown keys, wrong types and other projects' ids", async () => {
    const contactId = await p.contact();
    const filter = { pipelineId: p.pipeline.id, stageId: p.open.id, contactId };
    const created = await p.call<Webhook>("POST", "/v1/webhooks", { url: "https://example.com/filtered", filter });
    expect(created.status).toBe(201);
    expect(created.body.filter).toEqual(filter);
    const id = created.body.id;
    expect((await p.call("PATCH", `/v1/webhooks/${id}`, { filter: { stageId: p.won.id } })).status).toBe(204);
    expect((await p.call<Webhook>("GET", `/v1/webhooks/${id}`)).body.filter).toEqual({ stageId: p.won.id });
    expect((await p.call("PATCH", `/v1/webhooks/${id}`, { filter: {} })).status).toBe(204);
    expect((await p.call<Webhook>("GET", `/v1/webhooks/${id}`)).body).not.toHaveProperty("filter");

    const unknownKey = await p.call<{ errors: Array<{ field: string }> }>("POST", "/v1/webhooks", {
      url: "https://example.com/x",
      filter: { dealId: "abc" },
    });
    expectError(unknownKey, 400, "VALIDATION_ERROR");
    expect(unknownKey.body.errors.map((e) => e.field)).toEqual(["filter.dealId"]);
    for (const bad of [{ contactId: 42 }, { pipelineId: "" }, { stageId: { $ne: null } }, "pipeline", ["x"]])
      expectError(await p.call("POST", "/v1/webhooks", { url: "https://example.com/x", filter: bad }), 400, "VALIDATION_ERROR");
    expectError(await p.call("PATCH", `/v1/webhooks/${id}`, { filter: { channel: "x" } }), 400, "VALIDATION_ERROR");

    // Ids of another project answer like missing records, as every reference does.
    const theirContact = await other.contact();
    for (const foreign of [
      { pipelineId: other.pipeline.id },
      { stageId: other.open.id },
      { contactId: theirContact },
      { channelId: "nope" },
    ]) {
      expectError(await p.call("POST", "/v1/webhooks", { url: "https://example.com/x", filter: foreign }), 404, "NOT_FOUND");
      expectError(await p.call("PATCH", `/v1/webhooks/${id}`, { filter: foreign }), 404, "NOT_FOUND");
    }
    expect((await p.call<Webhook>("GET", `/v1/webhooks/${id}`)).body).not.toHaveProperty("filter");
  });

  it("recovers a window: 202 with the count; bad windows are 400, a disabled webhook 409, another project's 404", async () => {
    const hook = (await p.call<Webhook>("POST", "/v1/webhooks", { url: "https://example.com/recover", events: ["contact.created"] })).body;
    const accepted = await p.call<{ count: number }>("POST", `/v1/webhooks/${hook.id}/recover`, { afterSequence: 0 });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ count: expect.any(Number) });
    const now = Date.now();
    for (const body of [
      { since: new Date(now + 60 * 60 * 1000).toISOString() },
      { since: new Date(now - 31 * 24 * 60 * 60 * 1000).toISOString() },
      { since: "yesterday" },
      { afterSequence: -1 },
      { afterSequence: 1.5 },
      { afterSequence: "3" },
      { since: new Date(now).toISOString(), afterSequence: 0 },
      {},
      { afterSequence: 0, until: 5 },
    ]) {
      const res = await p.call<{ errors: Array<{ field: string }> }>("POST", `/v1/webhooks/${hook.id}/recover`, body);
      expectError(res, 400, "VALIDATION_ERROR");
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    expectError(await callAs(api, other.key)("POST", `/v1/webhooks/${hook.id}/recover`, { afterSequence: 0 }), 404, "NOT_FOUND");
    expectError(await callAs(api, p.readKey)("POST", `/v1/webhooks/${hook.id}/recover`, { afterSequence: 0 }), 403, "FORBIDDEN");
    await p.call("PATCH", `/v1/webhooks/${hook.id}`, { enabled: false });
    expectError(await p.call("POST", `/v1/webhooks/${hook.id}/recover`, { afterSequence: 0 }), 409, "WEBHOOK_DISABLED");
  });
});
