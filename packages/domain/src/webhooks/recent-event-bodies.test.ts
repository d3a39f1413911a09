import { describe, expect, it } from "vitest";
import { recentEventBodies } from "./recent-event-bodies";

describe("recent event bodies", () => {
  it("keeps bodies up to its budget of bytes, dropping the oldest first", () => {
    const bodies = recentEventBodies(10);
    bodies.set("a", { type: "t", body: Buffer.from("1234") });
    bodies.set("b", { type: "t", body: Buffer.from("1234") });
    expect(bodies.get("a")?.body.toString()).toBe("1234");
    bodies.set("c", { type: "t", body: Buffer.from("1234") });
    expect(bodies.get("a")).toBeUndefined();
    expect(bodies.get("b")?.body.toString()).toBe("1234");
    expect(bodies.get("c")?.body.toString()).toBe("1234");
  });

  it("does not keep a body larger than the whole budget, nor drop others for it", () => {
    const bodies = recentEventBodies(10);
    bodies.set("a", { type: "t", body: Buffer.from("1234") });
    bodies.set("big", { type: "t", body: Buffer.from("x".repeat(11)) });
    expect(bodies.get("big")).toBeUndefined();
    expect(bodies.get("a")?.body.toString()).toBe("1234");
  });
});
