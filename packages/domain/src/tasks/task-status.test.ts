import { describe, expect, it } from "vitest";
import { nextCompletion } from "./task-status";

const now = new Date("2024-06-01T12:00:00.000Z");
const earlier = new Date("2024-05-01T08:00:00.000Z");

describe("nextCompletion", () => {
  it("DONE sets completedAt, OPEN clears it", () => {
    expect(nextCompletion(undefined, "OPEN", now)).toEqual({ status: "OPEN" });
    expect(nextCompletion(undefined, "DONE", now)).toEqual({ status: "DONE", completedAt: now });
    expect(nextCompletion({ status: "OPEN" }, "DONE", now)).toEqual({ status: "DONE", completedAt: now });
    expect(nextCompletion({ status: "DONE", completedAt: earlier }, "OPEN", now)).toEqual({ status: "OPEN" });
  });

  it("re-sending DONE keeps the original completedAt", () => {
    expect(nextCompletion({ status: "DONE", completedAt: earlier }, "DONE", now)).toEqual({ status: "DONE", completedAt: earlier });
  });
});
