import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { issueApiKey } from "../support/fixtures/project";
import { expectError, type Envelope } from "../support/http-shapes";
import { useTestApi } from "../support/test-api";

interface Tag {
  id: string;
  name: string;
}

describe("Idempotency-Key on POST /v1 (real HTTP)", () => {
  const api = useTestApi({ name: "idempotency" });
  let p: SalesProject;
  let other: SalesProject;

  beforeAll(async () => {
    p = await salesProject(api, "Idem");
    other = await salesProject(api, "Other");
  });

  const post = <T = unknown>(project: SalesProject, path: string, body: unknown, key?: string) =>
    api.request<T>("POST", path, { key: project.key, body, ...(key !== undefined ? { headers: { "Idempotency-Key": key } } : {}) });
  const tagCount = async (project: SalesProject, name: string) =>
    (await project.call<{ data: Tag[] }>("GET", `/v1/tags?name=${encodeURIComponent(name)}`)).body.data.length;

  it("replays the first response to a retry with the same key and body, creating one record", async () => {
    const key = crypto.randomUUID();
    const first = await post<Tag>(p, "/v1/tags", { name: "Replayed", color: "#ffffff" }, key);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    // Same body with its keys in another order: the same request.
    const again = await post<Tag>(p, "/v1/tags", { color: "#ffffff", name: "Replayed" }, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await tagCount(p, "Replayed")).toBe(1);
    // Without the key, a POST is a new request.
    expect((await post(p, "/v1/tags", { name: "Replayed" })).status).toBe(409);
  });

  it("answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body or path, and scopes keys per project", async () => {
    const key = crypto.randomUUID();
    expect((await post(p, "/v1/tags", { name: "First use" }, key)).status).toBe(201);
    expectError(await post(p, "/v1/tags", { name: "Other body" }, key), 422, "IDEMPOTENCY_KEY_REUSED");
    expectError(await post(p, "/v1/loss-reasons", { name: "First use" }, key), 422, "IDEMPOTENCY_KEY_REUSED");
    expect(await tagCount(p, "Other body")).toBe(0);
    // Another project may use the same key for its own request.
    expect((await post(other, "/v1/tags", { name: "Other body" }, key)).status).toBe(201);
  });

  it("replays a 4xx answer too, refuses malformed keys, and ignores the header on PATCH", async () => {
    const key = crypto.randomUUID();
    const refused = await post(p, "/v1/deals", { contactId: "000000000000000000000000" }, key);
    expectError(refused, 404, "NOT_FOUND");
    const replay = await post(p, "/v1/deals", { contactId: "000000000000000000000000" }, key);
    expect(replay.status).toBe(404);
    expect(replay.body).toEqual(refused.body);
    expectError(await post(p, "/v1/tags", { name: "Bad key" }, "has space"), 400, "VALIDATION_ERROR");
    expectError(await post(p, "/v1/tags", { name: "Bad key" }, "x".repeat(256)), 400, "VALIDATION_ERROR");
    expect(await tagCount(p, "Bad key")).toBe(0);
  });

  it("under concurrency: one request runs, the others get 409 while it runs or the replay after, and one record exists", async () => {
    const key = crypto.randomUUID();
    const contactId = await p.contact();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post<{ id: string }>(p, "/v1/deals", { contactId, title: "Once" }, key)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    for (const conflict of answers.filter((a) => a.status === 409)) expectError(conflict, 409, "IDEMPOTENCY_KEY_IN_USE");
    const deals = await p.call<Envelope<{ id: string }>>("GET", `/v1/deals?contactId=${contactId}`);
    expect(deals.body.total).toBe(1);
    // Once done, every retry replays it.
    const late = await post<{ id: string }>(p, "/v1/deals", { contactId, title: "Once" }, key);
    expect(late.status).toBe(201);
    expect(late.body.id).toBe(created[0]!.body.id);
  });

  it("binds a key to the API key that used it: a read-only key gets 403, never the write key's answer or a webhook's secret", async () => {
    const key = crypto.randomUUID();
    const body = { url: "https://example.com/idem-hooks" };
    const created = await post<{ id: string; secret: string }>(p, "/v1/webhooks", body, key);
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    const asReader = await api.request("POST", "/v1/webhooks", { key: p.readKey, body, headers: { "Idempotency-Key": key } });
    expectError(asReader, 403, "FORBIDDEN");
    expect(asReader.headers.get("idempotent-replayed")).toBeNull();
    expect(asReader.text).not.toContain(created.body.secret);
    // The key that created it lost the answer and retries: it gets the secret it was shown, once more.
    const retried = await post<{ id: string; secret: string }>(p, "/v1/webhooks", body, key);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(retried.body).toEqual(created.body);

    // Another write key of the project with the same Idempotency-Key makes its own request.
    const second = await issueApiKey(api, p.projectId, { name: "Second writer", scopes: ["read", "write"] });
    const tagKey = crypto.randomUUID();
    expect((await post(p, "/v1/tags", { name: "Per key" }, tagKey)).status).toBe(201);
    const other = await api.request("POST", "/v1/tags", {
      key: second.body.key,
      body: { name: "Per key" },
      headers: { "Idempotency-Key": tagKey },
    });
    expectError(other, 409, "DUPLICATE");
    expect(other.headers.get("idempotent-replayed")).toBeNull();
  });

  it("is documented on every POST of /v1 in the OpenAPI document", async () => {
    const doc = (
      await api.request<{
        paths: Record<
          string,
          Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: { content: Record<string, unknown> } }>
        >;
      }>("GET", "/v1/openapi.json")
    ).body;
    const posts = Object.entries(doc.paths).flatMap(([path, item]) =>
      // An upload's body is a stream a replay could not compare: uploads (multipart) are not idempotent by key.
      path.startsWith("/v1/") && item.post && !item.post.requestBody?.content["multipart/form-data"] ? [[path, item.post] as const] : [],
    );
    expect(posts.length).toBeGreaterThan(10);
    for (const [path, op] of posts)
      expect(
        op.parameters?.some((param) => param.name === "Idempotency-Key" && param.in === "header"),
        path,
      ).toBe(true);
  });
});
