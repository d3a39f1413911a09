import { createQueue, queueNames } from "@crm/jobs";
import { testRedis, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, useTestApi } from "./support/test-api";

interface BoardQueues {
  queues: Array<{ name: string; counts: Record<string, number> }>;
}

const basic = (password: string) => `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;

/** Bull Board at /admin/queues: every queue of packages/jobs under QUEUE_PREFIX, behind the admin token. */
describe("queue board /admin/queues", () => {
  const api = useTestApi({ name: "queue-board" });
  // The producer's side: the same Redis, writing into the API's queues.
  let redis: TestRedis;

  beforeAll(async () => {
    redis = await testRedis("queue-board-producer");
  });

  afterAll(async () => {
    await redis.cleanup();
  });

  it("refuses a missing or wrong token with the Error body and a Basic challenge", async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { "x-admin-token": "wrong-token-of-some-length" },
      { authorization: basic("wrong-token-of-some-length") },
    ];
    for (const headers of attempts) {
      for (const path of ["/admin/queues", "/admin/queues/api/queues"]) {
        const res = await api.request("GET", path, { headers });
        expect(res.status).toBe(401);
        expect(res.headers.get("www-authenticate")).toMatch(/^Basic realm="CRM queues"/);
        expect(res.body).toEqual({ errorCode: "UNAUTHORIZED", message: "Missing or invalid admin token.", status: 401 });
      }
    }
  });

  it("serves the board to x-admin-token and to Basic auth with the token as password", async () => {
    const allowed: Array<Record<string, string>> = [{ "x-admin-token": api.adminToken }, { authorization: basic(api.adminToken) }];
    for (const headers of allowed) {
      const page = await api.request<string>("GET", "/admin/queues", { headers });
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
      expect(page.text).toContain('<base href="/admin/queues/"');
      // The board's own script, behind the same guard.
      const script = page.text.match(/src="(static\/js\/main\.[^"]+\.js)"/)?.[1];
      expect(script).toBeDefined();
      const asset = await api.request("GET", `/admin/queues/${script}`, { headers });
      expect(asset.status).toBe(200);
      expect((await api.request("GET", `/admin/queues/${script}`)).status).toBe(401);
    }
  });

  it("lists every queue of the product with its jobs, under the configured prefix", async () => {
    const system = createQueue("system", redis.connection(), { prefix: api.queuePrefix });
    await system.add("ping", { sentAt: new Date().toISOString() }, { delay: 60_000 });
    await system.close();

    const res = await api.request<BoardQueues>("GET", "/admin/queues/api/queues?activeQueue=system&status=delayed&page=1", {
      headers: { "x-admin-token": api.adminToken },
    });
    expect(res.status).toBe(200);
    expect(res.body.queues.map((queue) => queue.name).sort()).toEqual([...queueNames].sort());
    expect(res.body.queues.find((queue) => queue.name === "system")?.counts.delayed).toBe(1);
  });

  it("is closed when no admin token is configured", async () => {
    const closed = await startTestApi({ name: "queue-board-closed", adminToken: null });
    try {
      const res = await closed.request("GET", "/admin/queues", { headers: { authorization: basic("") } });
      expect(res.status).toBe(401);
    } finally {
      await closed.close();
    }
  });
});
