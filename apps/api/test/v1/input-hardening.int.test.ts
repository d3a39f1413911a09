import { beforeAll, describe, expect, it } from "vitest";
import { createContact, defaultFieldGroupIds } from "../support/fixtures/crm";
import { issueApiKey } from "../support/fixtures/project";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import type { ErrorBody } from "../support/http-shapes";
import type { Field } from "../support/records";
import { useTestApi, type TestResponse } from "../support/test-api";

/** The field errors of a 400, as [field, code] pairs. */
function fieldErrors(res: TestResponse<unknown>): Array<[string, string]> {
  expect(res.status).toBe(400);
  const body = res.body as ErrorBody;
  expect(body.errorCode).toBe("VALIDATION_ERROR");
  return (body.errors ?? []).map((e) => [e.field, e.code]);
}

/** Values an outside tester got accepted before (issue 10): each is now a 400 naming the field. */
describe("input hardening (real HTTP)", () => {
  // Production's policy for fetched URLs: no private targets.
  const api = useTestApi({ name: "hardening", domain: { safeUrls: { allowPrivate: [] } } });
  let p: SalesProject;
  let seq = 0;

  beforeAll(async () => {
    p = await salesProject(api, "Hardening");
  });

  const ingest = (over: Record<string, unknown>) =>
    p.call("POST", "/v1/telephony/calls", {
      externalId: `hard-${++seq}`,
      direction: "INBOUND",
      from: { type: "PHONE", number: "+55 11 98765-4321" },
      to: { type: "EXTENSION", number: "200" },
      startedAt: "2025-03-01T10:00:00Z",
      endedAt: "2025-03-01T10:01:00Z",
      outcome: "ANSWERED",
      ...over,
    });

  it("a PHONE custom field refuses a date", async () => {
    const groups = await defaultFieldGroupIds(api, p.key);
    const field = (await p.call<Field>("POST", "/v1/fields", { fieldGroupId: groups.CONTACT, label: "Mobile", type: "PHONE" })).body;
    const contact = await createContact(api, p.key);
    expect(
      fieldErrors(await p.call("PATCH", `/v1/contacts/${contact.id}`, { fields: [{ fieldId: field.id, value: "2020-01-01" }] })),
    ).toEqual([["fields.0.value", "invalid_phone"]]);
    expect(
      (await p.call("PATCH", `/v1/contacts/${contact.id}`, { fields: [{ fieldId: field.id, value: "+44 20 7946 0958" }] })).status,
    ).toBe(204);
  });

  it("a lead's originURL must be an absolute http(s) URL", async () => {
    for (const originURL of ["javascript:alert(1)", "zz", "shop.example/?gclid=1"]) {
      const res = await p.call("POST", "/v1/leads", { sourceId: "bot-1", sessionId: crypto.randomUUID(), originURL });
      expect(fieldErrors(res).map(([field]) => field)).toEqual(["originURL"]);
    }
  });

  it("call dates must fall within 1900-2199 (year 0 refused)", async () => {
    expect(fieldErrors(await ingest({ startedAt: "0000-01-01T00:00:00Z" }))).toContainEqual(["startedAt", "out_of_range"]);
    expect(fieldErrors(await ingest({ endedAt: "9999-01-01T00:01:00Z" }))).toContainEqual(["endedAt", "out_of_range"]);
  });

  it("recordingUrl may not point at loopback, private or link-local addresses (checked after DNS resolution)", async () => {
    for (const recordingUrl of [
      "http://127.0.0.1/rec.wav",
      "http://localhost:9000/rec.wav",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.7/r.wav",
      "http://[::1]/r.wav",
    ]) {
      expect(fieldErrors(await ingest({ recordingUrl }))).toEqual([["recordingUrl", "private_address"]]);
    }
    expect((await ingest({ recordingUrl: "https://93.184.216.34/rec.wav" })).status).toBe(202);
  });

  it("a webhook URL may not point at a private address, however IPv6 spells the IPv4 address inside it", async () => {
    for (const url of [
      "http://127.0.0.1:4502/",
      "http://[::1]:4502/",
      "http://[::127.0.0.1]:4502/",
      "http://[::ffff:10.0.0.7]/",
      "http://[64:ff9b::a9fe:a9fe]/latest/meta-data/",
      "http://[2002:7f00:1::]/",
    ]) {
      const res = await p.call("POST", "/v1/webhooks", { url });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ errorCode: "URL_NOT_ALLOWED", errors: [{ field: "url", code: "url_not_allowed" }] });
    }
    expect((await p.call("POST", "/v1/webhooks", { url: "https://93.184.216.34/hooks" })).status).toBe(201);
  });

  it("a key given twice in a body is refused, e.g. scopes in an API key request", async () => {
    const res = await api.request("POST", `/admin/v1/projects/${p.projectId}/api-keys`, {
      rawBody: '{"name":"Twice","scopes":["read"],"scopes":["read","write"]}',
      headers: { "x-admin-token": api.adminToken },
    });
    expect(fieldErrors(res)).toEqual([["scopes", "duplicate_key"]]);
    expect((await issueApiKey(api, p.projectId, { name: "Once", scopes: ["read"] })).status).toBe(201);
  });

  it("names refuse NUL and bidi override characters", async () => {
    for (const name of ["vip\u0000", "\u202Evip", "a\u2066b\u2069"]) {
      expect(fieldErrors(await p.call("POST", "/v1/tags", { name }))).toEqual([["name", "unsafe_characters"]]);
      expect(fieldErrors(await p.call("POST", "/v1/users", { name, email: `u${++seq}@example.com` }))).toEqual([
        ["name", "unsafe_characters"],
      ]);
    }
    expect(fieldErrors(await p.call("POST", "/v1/deals", { contactId: await p.contact(), title: "Deal\u202E" }))).toEqual([
      ["title", "unsafe_characters"],
    ]);
    expect((await p.call("POST", "/v1/tags", { name: "שלום" })).status).toBe(201);
  });
});
