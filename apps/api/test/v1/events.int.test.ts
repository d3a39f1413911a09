import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectError } from "../support/http-shapes";
import { useTestApi } from "../support/test-api";

interface FeedEvent {
  id: string;
  type: string;
  projectId: string;
  sequence: number;
  createdAt: string;
  actor: { type: string; id: string };
  data: { id?: string; changes?: string[]; record: { id: string } };
}
interface FeedPage {
  data: FeedEvent[];
  next: number;
  hasMore: boolean;
}

describe("/v1/events (real HTTP)", () => {
  const api = useTestApi({ name: "events" });
  let p: SalesProject;
  let other: SalesProject;

  beforeAll(async () => {
    p = await salesProject(api, "Feed");
    other = await salesProject(api, "Other");
  });

  /** What the worker's relay does before it hands events on: fix each pending event's place in its project's order. */
  const relay = async () => {
    for (let batch = await api.domain.outbox.pending(500); batch.length > 0; batch = await api.domain.outbox.pending(500)) {
      await api.domain.outbox.markDispatched(batch.map((event) => event.id));
    }
  };
  const readAll = async (project: SalesProject, query = "") => {
    const events: FeedEvent[] = [];
    let after = 0;
    for (;;) {
      const res = await project.call<FeedPage>("GET", `/v1/events?after=${after}&[limit]=25${query}`);
      expect(res.status).toBe(200);
      events.push(...res.body.data);
      after = res.body.next;
      if (!res.body.hasMore) return { events, next: after };
    }
  };

  it("reads a deal's change back in project order, with its sequence, actor and changed keys", async () => {
    const deal = await p.deal();
    expect((await p.call("PATCH", `/v1/deals/${deal.id}`, { stageId: p.won.id })).status).toBe(204);
    await relay();
    const { events } = await readAll(p);
    const sequences = events.map((e) => e.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(events.every((e) => e.projectId === p.projectId)).toBe(true);
    const updated = events.filter((e) => e.type === "deal.updated" && e.data.id === deal.id);
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      actor: { type: "USER" },
      data: { changes: expect.arrayContaining(["stageId", "status", "closedAt"]), record: { id: deal.id, status: "WON" } },
    });
    expect(events.findIndex((e) => e.type === "deal.created" && e.data.record.id === deal.id)).toBeLessThan(events.indexOf(updated[0]!));
    // Another project's feed never shows it.
    expect((await readAll(other)).events.some((e) => e.data.record.id === deal.id)).toBe(false);
  });

  it("narrows by types, ignores unknown bracketed keys, and answers an up-to-date cursor with an empty page", async () => {
    const { events, next } = await readAll(p, "&types=deal.updated,deal.created&[offset]=3");
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(["deal.created", "deal.updated"]));
    const tail = await p.call<FeedPage>("GET", `/v1/events?after=${next}&types=deal.updated`);
    expect(tail.body).toEqual({ data: [], next, hasMore: false });
    // A page size past the maximum is clamped, whatever its size (as every listing's).
    const huge = await p.call<FeedPage>("GET", "/v1/events?[limit]=99999999999999999999");
    expect(huge.status).toBe(200);
    expect(huge.body.data.length).toBeGreaterThan(0);
    expect(huge.body.data.length).toBeLessThanOrEqual(100);
  });

  it("refuses unknown types, bad cursors and unknown keys with 400, a read-less key with 403, no key with 401", async () => {
    expectError(await p.call("GET", "/v1/events?types=deal.exploded"), 400, "VALIDATION_ERROR");
    expectError(await p.call("GET", "/v1/events?after=-5"), 400, "VALIDATION_ERROR");
    // Integers as listings read them: `1e2` and `0x10` are not read as 100 and 16.
    for (const query of ["after=1e2", "after=0x10", "[limit]=1e2", "[limit]=0x10"]) {
      const res = await p.call("GET", `/v1/events?${query}`);
      expectError(res, 400, "VALIDATION_ERROR");
      expect(res.body).toMatchObject({ errors: [{ code: "invalid_integer" }] });
    }
    expectError(await p.call("GET", "/v1/events?after[$gt]=0"), 400, "VALIDATION_ERROR");
    expectError(await p.call("GET", "/v1/events?type=deal.updated"), 400, "VALIDATION_ERROR");
    expectError(await api.request("GET", "/v1/events"), 401, "UNAUTHORIZED");
  });

  it("is documented in the OpenAPI document with the Event schema of every type", async () => {
    const doc = (
      await api.request<{ paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { oneOf?: unknown[] }> } }>(
        "GET",
        "/v1/openapi.json",
      )
    ).body;
    expect(doc.paths["/v1/events"]?.get).toBeDefined();
    expect(doc.components.schemas.Event?.oneOf?.length).toBeGreaterThan(50);
    expect(doc.components.schemas.DealUpdatedData).toBeDefined();
  });
});
