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
});
