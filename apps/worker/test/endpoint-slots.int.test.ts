import { testRedis, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryClaims } from "../src/webhooks/delivery-claims";
import { endpointSlots, type EndpointSlots, type LocalWait } from "../src/webhooks/endpoint-slots";

describe("endpoint slots (the in-flight cap per webhook endpoint, in Redis)", () => {
  let redis: TestRedis;
  const woken: string[] = [];
  /** Every holder `wake` was called for, woken or not. */
  const tried: string[] = [];
  const delayed = new Set<string>();
  let slots: (timeoutMs?: number, localWait?: LocalWait) => EndpointSlots;

  beforeAll(async () => {
    redis = await testRedis("endpoint-slots");
    const connection = redis.connection();
    // `wake` stands in for BullMQ's promote: only a delivery still in the delayed set can be woken.
    slots = (timeoutMs = 10_000, localWait?: LocalWait) =>
      endpointSlots({
        redis: connection,
        prefix: redis.prefix,
        perEndpoint: 2,
        timeoutMs,
        ...(localWait ? { localWait } : {}),
        wake: async (holder) => {
          tried.push(holder);
          if (!delayed.delete(holder)) return false;
          woken.push(holder);
          return true;
        },
      });
  });
  afterAll(async () => {
    await redis?.cleanup();
  });
  /** The lanes a batch of `deliveries` (events e0, e1, ...) gets. */
  const lanesOf = async (s: EndpointSlots, webhookId: string, jobId: string, deliveries: number) =>
    (await s.acquireSome(webhookId, jobId, claimsOf(jobId, webhookId, deliveries))).lanes;
  const claimsOf = (jobId: string, webhookId: string, deliveries: number) =>
    deliveryClaims(redis.prefix).of(
      jobId,
      webhookId,
      Array.from({ length: deliveries }, (_, i) => `e${i}`),
    );

  it("caps each endpoint apart, keeps a holder's slot when it asks again, and hands a freed slot to the oldest parked delivery", async () => {
    const s = slots();
    expect(await s.acquire("a", "a1")).toBe(true);
    expect(await s.acquire("a", "a2")).toBe(true);
    expect(await s.acquire("a", "a1")).toBe(true);
    expect(await s.acquire("a", "a3")).toBe(false);
    expect(await s.acquire("b", "b1")).toBe(true);

    for (const holder of ["a3", "a4"]) {
      delayed.add(holder);
      await s.park("a", holder);
    }
    // a3 is stale (its fallback delay ran out and it runs elsewhere): a4 is woken instead.
    delayed.delete("a3");
    await s.release("a", "a1");
    expect(woken).toEqual(["a4"]);
    await s.release("a", "a2");
    expect(woken).toEqual(["a4"]);
  });

  it("wakes a delivery parking just after a slot freed, frees the slot of a holder whose lease ran out, and takes a parked job that took a slot by itself out of the line", async () => {
    const s = slots(100);
    expect(await s.acquire("c", "c1")).toBe(true);
    expect(await s.acquire("c", "c2")).toBe(true);
    expect(await s.acquire("c", "c3")).toBe(false);
    await s.release("c", "c1");
    delayed.add("c3");
    expect(await s.park("c", "c3")).toBe(0);
    expect(woken).toContain("c3");

    expect(await s.acquire("c", "c3")).toBe(true);
    expect(await s.acquire("c", "c4")).toBe(false);
    // A single delivery and a batch park behind the full endpoint.
    for (const holder of ["c4", "batch"]) {
      delayed.add(holder);
      await s.park("c", holder);
    }
    // Leases last a timeout plus a 5 s margin: c2 and c3 never release (their worker died).
    await new Promise((resolve) => setTimeout(resolve, 5_300));
    // Both parked jobs' fallback delays ran out first: they run on their own and take the freed slots.
    for (const holder of ["c4", "batch"]) delayed.delete(holder);
    expect(await s.acquire("c", "c4")).toBe(true);
    expect(await lanesOf(s, "c", "batch", 1)).toEqual(["batch#0"]);
    // They left the line with their slots: releasing them tries to wake neither.
    tried.length = 0;
    await s.release("c", "c4");
    await s.release("c", "batch#0");
    expect(tried).toEqual([]);
  }, 15_000);

  it("passes the slot kept for a woken delivery with nothing to send (its endpoint gone) to the next one in line", async () => {
    const s = slots();
    expect(await s.acquire("l", "l1")).toBe(true);
    expect(await s.acquire("l", "l2")).toBe(true);
    for (const holder of ["l3", "l4", "l5"]) {
      delayed.add(holder);
      await s.park("l", holder);
    }
    await s.release("l", "l1");
    expect(woken).toContain("l3");
    // l3 runs, finds its endpoint deleted and asks for no slot: the slot kept for it goes to l4.
    await s.leave("l", "l3");
    expect(woken).toContain("l4");
    // l5 ran by itself (its fallback) and found nothing to send either: it leaves the line, and no slot was kept for it.
    delayed.delete("l5");
    await s.leave("l", "l5");
    tried.length = 0;
    await s.release("l", "l2");
    expect(tried).toEqual([]);
    // The endpoint's two slots: the one kept for l4, and the one l2 freed.
    expect(await s.acquire("l", "l4")).toBe(true);
    expect(await s.acquire("l", "l6")).toBe(true);
    expect(await s.acquire("l", "l7")).toBe(false);
  });

  it("gives a batch as many of the free slots as it asks for, within the cap, and keeps them across its requests", async () => {
    const s = slots(100);
    expect(await s.acquire("e", "single")).toBe(true);
    expect(await lanesOf(s, "e", "batch", 3)).toEqual(["batch#0"]);
    expect(await lanesOf(s, "e", "other", 1)).toEqual([]);
    // Past its lease (a timeout plus a 5 s margin) a slot kept for the next request is extended: nobody else gets it.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(await s.keep("e", "batch#0")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await lanesOf(s, "e", "other", 2)).toEqual(["other#0"]);
    await s.release("e", "other#0");
    await s.release("e", "batch#0");
    expect(await lanesOf(s, "e", "next", 3)).toEqual(["next#0", "next#1"]);
  }, 15_000);

  it("claims a batch's deliveries with its slots: none without a slot, each for the first batch only, kept when the same batch runs again", async () => {
    const s = slots();
    expect(await s.acquire("h", "h1")).toBe(true);
    expect(await s.acquire("h", "h2")).toBe(true);
    expect(await s.acquireSome("h", "parks", claimsOf("parks", "h", 2))).toEqual({ lanes: [], claimed: [] });
    await s.release("h", "h1");
    expect(await s.acquireSome("h", "first", claimsOf("first", "h", 2))).toEqual({ lanes: ["first#0"], claimed: [true, true] });
    await s.release("h", "h2");
    // A repeated relay's batch (another id) holding one of them and a new one, then the first batch run again.
    expect((await s.acquireSome("h", "repeat", claimsOf("repeat", "h", 3))).claimed).toEqual([false, false, true]);
    expect((await s.acquireSome("h", "first", claimsOf("first", "h", 2))).claimed).toEqual([true, true]);
  });

  it("tells a parked delivery how many full turns of the endpoint's slots are parked ahead of it", async () => {
    const s = slots();
    expect(await s.acquire("t", "t1")).toBe(true);
    expect(await s.acquire("t", "t2")).toBe(true);
    const turns: number[] = [];
    for (const holder of ["p0", "p1", "p2", "p3", "p4"]) {
      delayed.add(holder);
      turns.push(await s.park("t", holder));
    }
    expect(turns).toEqual([0, 0, 1, 1, 2]);
    // Parked again (its own look found no slot), a delivery keeps its place.
    expect(await s.park("t", "p1")).toBe(0);
    // Freed slots go to the longest parked, in order.
    await s.release("t", "t1");
    expect(woken).toContain("p0");
    await s.release("t", "t2");
    expect(woken).toContain("p1");
  });

  it("counts an endpoint as saturated once a delivery parked finding its slots held, until one finds a slot free or a timeout passes", async () => {
    const s = slots(300);
    expect(s.saturated("s")).toBe(false);
    expect(await s.acquire("s", "s1")).toBe(true);
    expect(await s.acquire("s", "s2")).toBe(true);
    delayed.add("s3");
    await s.park("s", "s3");
    expect(s.saturated("s")).toBe(true);
    expect(s.saturated("other")).toBe(false);
    // Both slots free (s3 woken takes one): the next delivery parking is woken at once, and the endpoint no longer counts.
    await s.release("s", "s1");
    await s.release("s", "s2");
    delayed.add("s4");
    expect(await s.park("s", "s4")).toBe(0);
    expect(woken).toContain("s4");
    expect(s.saturated("s")).toBe(false);
    // Saturated again, the hint lasts a timeout (300 ms here), unless refreshed by another park.
    for (const holder of ["s5", "s6"]) delayed.add(holder);
    await s.park("s", "s5");
    await s.park("s", "s6");
    expect(s.saturated("s")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(s.saturated("s")).toBe(false);
  });

  it("keeps a freed slot for the parked delivery it wakes: a newer one asking first finds it taken", async () => {
    const s = slots();
    expect(await s.acquire("f", "f1")).toBe(true);
    expect(await lanesOf(s, "f", "batch", 1)).toEqual(["batch#0"]);
    delayed.add("parked");
    await s.park("f", "parked");
    await s.release("f", "f1");
    expect(woken).toContain("parked");
    expect(await s.acquire("f", "newer")).toBe(false);
    expect(await lanesOf(s, "f", "parked", 2)).toEqual(["parked#0"]);
    // A slot kept for a delivery that cannot be woken (no longer delayed) goes to the next parked one.
    for (const holder of ["gone", "next"]) {
      delayed.add(holder);
      await s.park("f", holder);
    }
    delayed.delete("gone");
    await s.release("f", "batch#0");
    expect(woken).toContain("next");
    expect(await s.acquire("f", "newer")).toBe(false);
    expect(await s.acquire("f", "next")).toBe(true);
  });

  it("gives a small batch to an endpoint that answers fast one lane, not a slot per delivery", async () => {
    const s = slots(10_000, { fastEndpointMs: 50, maxWaitMs: 200 });
    expect(await s.acquire("g", "g1")).toBe(true);
    await s.release("g", "g1");
    expect(await lanesOf(s, "g", "small", 2)).toEqual(["small#0"]);
    // Another batch runs beside it on the slot left free.
    expect(await lanesOf(s, "g", "beside", 2)).toEqual(["beside#0"]);
  });

  it("sends a fast endpoint's batch over as many lanes as carry it in a few milliseconds, so its last delivery does not wait behind the rest", async () => {
    const s = slots(10_000, { fastEndpointMs: 50, maxWaitMs: 200 });
    expect(await s.acquire("k", "k1")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await s.release("k", "k1");
    // Five requests of 2 ms or more: more than one lane carries in about 5 ms, so the batch takes both of the cap's slots.
    expect(await lanesOf(s, "k", "batch", 5)).toEqual(["batch#0", "batch#1"]);
  });

  it("lets a delivery to a fast endpoint at its cap take the slot this worker frees next, instead of parking", async () => {
    // "Fast" here is anything under a minute, so the wait spans the test's steps on a loaded machine.
    const s = slots(10_000, { fastEndpointMs: 60_000, maxWaitMs: 30_000 });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    expect(await s.acquire("d", "d1")).toBe(true);
    await pause(200);
    await s.release("d", "d1");
    expect(await s.acquire("d", "d2")).toBe(true);
    expect(await s.acquire("d", "d3")).toBe(true);
    // d4 finds both slots taken by this worker's requests and waits for one of them, however long d3 takes.
    const d4 = s.acquire("d", "d4");
    await pause(100);
    await s.release("d", "d3");
    expect(await d4).toBe(true);
    expect(await s.acquire("d", "d5")).toBe(false);
  });
});
