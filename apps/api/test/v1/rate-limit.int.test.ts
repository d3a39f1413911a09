import { beforeAll, describe, expect, it } from "vitest";
import { issueApiKey } from "../support/fixtures/project";
import { expectErrorBody } from "../support/http-shapes";
import { useTestApi, type CreatedProject } from "../support/test-api";

const LIMIT = 3;
const WINDOW_SECONDS = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Per-key rate limiting (429 RATE_LIMITED with Retry-After), with a tiny limit for this file's app. */
describe("/v1 rate limit (real HTTP)", () => {
  const api = useTestApi({ name: "rate-limit", domain: { rateLimit: { requests: LIMIT, windowSeconds: WINDOW_SECONDS } } });
  let project: CreatedProject;
  let secondKey: string;

  beforeAll(async () => {
    project = await api.createProject("Limited");
    const issued = await issueApiKey(api, project.project.id, { name: "Second" });
    expect(issued.status).toBe(201);
    secondKey = issued.body.key;
  });

  it("answers 429 RATE_LIMITED with Retry-After past the limit, per key, and lets the key in again after the window", async () => {
    const key = project.apiKey.key;
    for (let i = 1; i <= LIMIT; i++) {
      const ok = await api.request("GET", "/v1/users", { key });
      expect(ok.status).toBe(200);
      expect(ok.headers.get("x-ratelimit-limit")).toBe(String(LIMIT));
      expect(ok.headers.get("x-ratelimit-remaining")).toBe(String(LIMIT - i));
    }

    const limited = await api.request("GET", "/v1/users", { key });
    expect(limited.status).toBe(429);
    const body = expectErrorBody(limited.body, 429, "RATE_LIMITED");
    expect(body.errors).toBeUndefined();
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(limited.headers.get("x-ratelimit-limit")).toBe(String(LIMIT));
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");

    // Counted before the body is read: an invalid body still gets the 429, not a 400.
    const write = await api.request("POST", "/v1/users", { key, body: { nope: true } });
    expectErrorBody(write.body, 429, "RATE_LIMITED");

    // Another key of the same project has its own budget.
    const other = await api.request("GET", "/v1/users", { key: secondKey });
    expect(other.status).toBe(200);
    expect(other.headers.get("x-ratelimit-remaining")).toBe(String(LIMIT - 1));

    await sleep(retryAfter * 1000 + 100);
    const again = await api.request("GET", "/v1/users", { key });
    expect(again.status).toBe(200);
    expect(again.headers.get("x-ratelimit-remaining")).toBe(String(LIMIT - 1));
  });

  it("limits neither unauthenticated calls (401 first), the admin surface nor the public contract", async () => {
    for (let i = 0; i <= LIMIT; i++) {
      expect((await api.request("GET", "/v1/users", { key: "crm_not-a-key" })).status).toBe(401);
      expect((await api.request("GET", "/v1/openapi.json")).status).toBe(200);
    }
    for (let i = 0; i <= LIMIT; i++) await api.createProject(`Admin call ${i}`);
  });
});
