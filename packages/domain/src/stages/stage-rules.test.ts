import { describe, expect, it } from "vitest";
import { codeOf } from "../../test/app-error-code";
import { assertDeletable, assertMoveTarget, BUILT_IN_STAGES, insertPosition, movePosition } from "./stage-rules";
import type { StageType } from "./stage.model";

const stage = (id: string, type: StageType, position: number, builtIn = false, pipelineId = "p1") => ({
  _id: id,
  pipelineId,
  type,
  position,
  builtIn,
});

describe("stage rules", () => {
  it("built-ins: one open stage first, then WON and LOST", () => {
    expect(BUILT_IN_STAGES.map((s) => s.type)).toEqual(["OPEN", "WON", "LOST"]);
  });

  it("inserts custom stages within the open section, by default after the last open stage", () => {
    expect(insertPosition(undefined, 1)).toBe(1);
    expect(insertPosition(0, 1)).toBe(0);
    expect(insertPosition(7, 2)).toBe(2);
  });

  it("moves open stages within the open section; closed stages do not move", () => {
    expect(movePosition(stage("a", "OPEN", 0), 5, 3)).toBe(2);
    expect(movePosition(stage("a", "OPEN", 2), 0, 3)).toBe(0);
    expect(codeOf(() => movePosition(stage("w", "WON", 3, true), 0, 3))).toBe("422 BUILT_IN_STAGE");
    expect(movePosition(stage("w", "WON", 3, true), 3, 3)).toBe(3);
  });

  it("built-in stages cannot be deleted", () => {
    expect(codeOf(() => assertDeletable(stage("n", "OPEN", 0, true)))).toBe("422 BUILT_IN_STAGE");
    expect(() => assertDeletable(stage("c", "OPEN", 1))).not.toThrow();
  });

  it("the deals of a deleted stage go to another stage of the same pipeline", () => {
    const doomed = stage("c", "OPEN", 1);
    expect(() => assertMoveTarget(doomed, stage("w", "WON", 2, true))).not.toThrow();
    expect(codeOf(() => assertMoveTarget(doomed, doomed))).toBe("422 STAGE_NOT_IN_PIPELINE");
    expect(codeOf(() => assertMoveTarget(doomed, stage("x", "OPEN", 0, false, "p2")))).toBe("422 STAGE_NOT_IN_PIPELINE");
  });
});
