import { describe, expect, it } from "vitest";
import { codeOf } from "../../test/app-error-code";
import { assertStageInPipeline, nextClosingState } from "./deal-state";

const now = new Date("2024-06-01T12:00:00.000Z");
const earlier = new Date("2024-05-01T08:00:00.000Z");

describe("nextClosingState", () => {
  it("a new deal on an open stage is OPEN without closedAt", () => {
    expect(nextClosingState(undefined, "OPEN", undefined, now)).toEqual({ status: "OPEN" });
  });

  it("entering WON or LOST sets status and closedAt", () => {
    expect(nextClosingState({ status: "OPEN" }, "WON", undefined, now)).toEqual({ status: "WON", closedAt: now });
    expect(nextClosingState({ status: "OPEN" }, "LOST", undefined, now)).toEqual({ status: "LOST", closedAt: now });
    expect(nextClosingState(undefined, "LOST", "lr1", now)).toEqual({ status: "LOST", closedAt: now, lossReasonId: "lr1" });
  });

  it("leaving a closed stage clears closedAt and the loss reason", () => {
    expect(nextClosingState({ status: "LOST", closedAt: earlier, lossReasonId: "lr1" }, "OPEN", undefined, now)).toEqual({
      status: "OPEN",
    });
    expect(nextClosingState({ status: "WON", closedAt: earlier }, "OPEN", undefined, now)).toEqual({ status: "OPEN" });
  });

  it("switching between WON and LOST closes anew; LOST to WON drops the reason", () => {
    expect(nextClosingState({ status: "WON", closedAt: earlier }, "LOST", "lr1", now)).toEqual({
      status: "LOST",
      closedAt: now,
      lossReasonId: "lr1",
    });
    expect(nextClosingState({ status: "LOST", closedAt: earlier, lossReasonId: "lr1" }, "WON", undefined, now)).toEqual({
      status: "WON",
      closedAt: now,
    });
  });

  it("staying in the same closed status keeps closedAt and the reason", () => {
    expect(nextClosingState({ status: "LOST", closedAt: earlier, lossReasonId: "lr1" }, "LOST", undefined, now)).toEqual({
      status: "LOST",
      closedAt: earlier,
      lossReasonId: "lr1",
    });
  });

  it("a loss reason is set, replaced or removed (null) only on LOST deals", () => {
    const lost = { status: "LOST" as const, closedAt: earlier, lossReasonId: "lr1" };
    expect(nextClosingState(lost, "LOST", "lr2", now).lossReasonId).toBe("lr2");
    expect(nextClosingState(lost, "LOST", null, now)).toEqual({ status: "LOST", closedAt: earlier });
    expect(codeOf(() => nextClosingState({ status: "OPEN" }, "OPEN", "lr1", now))).toBe("422 DEAL_NOT_LOST");
    expect(codeOf(() => nextClosingState({ status: "OPEN" }, "WON", "lr1", now))).toBe("422 DEAL_NOT_LOST");
    expect(codeOf(() => nextClosingState(lost, "OPEN", "lr1", now))).toBe("422 DEAL_NOT_LOST");
    // Clearing is harmless whatever the status.
    expect(nextClosingState({ status: "OPEN" }, "OPEN", null, now)).toEqual({ status: "OPEN" });
  });
});

describe("assertStageInPipeline", () => {
  it("accepts a stage of the pipeline and rejects another pipeline's with 422", () => {
    expect(() => assertStageInPipeline({ _id: "s1", pipelineId: "p1" }, "p1")).not.toThrow();
    expect(codeOf(() => assertStageInPipeline({ _id: "s1", pipelineId: "p1" }, "p2"))).toBe("422 STAGE_NOT_IN_PIPELINE");
  });
});
