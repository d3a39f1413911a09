import { describe, expect, it } from "vitest";
import { createLiveSlots } from "./live-slots";

describe("live subscription slots", () => {
  it("caps each key and the process, and frees a slot once however often it is released", () => {
    const slots = createLiveSlots({ perKey: 2, perProcess: 3 });
    const a1 = slots.acquire("a");
    slots.acquire("a");
    expect(() => slots.acquire("a")).toThrow(expect.objectContaining({ errorCode: "RATE_LIMITED", status: 429 }));
    slots.acquire("b");
    expect(() => slots.acquire("c")).toThrow(/as many live subscriptions as it serves/);
    a1();
    a1();
    slots.acquire("c");
    expect(() => slots.acquire("a")).toThrow(/as many live subscriptions/);
  });
});
