import { describe, expect, it } from "vitest";
import { codeOf } from "../../test/app-error-code";
import {
  assertTranscriptionRequestable,
  dueStage,
  isCurrentRequest,
  MAX_TRANSCRIPTION_SECONDS,
  sameStage,
  transcriptionOnStore,
} from "./call-pipeline-state";

describe("transcriptionOnStore", () => {
  it("transcribes answered calls up to the limit automatically", () => {
    expect(transcriptionOnStore({ outcome: "ANSWERED", durationInSeconds: 10 })).toBe("PENDING");
    expect(transcriptionOnStore({ outcome: "ANSWERED", durationInSeconds: MAX_TRANSCRIPTION_SECONDS })).toBe("PENDING");
  });
  it("marks longer recordings TOO_LONG, answered or not", () => {
    expect(transcriptionOnStore({ outcome: "ANSWERED", durationInSeconds: MAX_TRANSCRIPTION_SECONDS + 1 })).toBe("TOO_LONG");
    expect(transcriptionOnStore({ outcome: "VOICEMAIL", durationInSeconds: MAX_TRANSCRIPTION_SECONDS + 1 })).toBe("TOO_LONG");
  });
  it("leaves other calls AVAILABLE to request", () => {
    expect(transcriptionOnStore({ outcome: "VOICEMAIL", durationInSeconds: 0 })).toBe("AVAILABLE");
    expect(transcriptionOnStore({ outcome: "NO_ANSWER", durationInSeconds: 0 })).toBe("AVAILABLE");
  });
});

describe("assertTranscriptionRequestable", () => {
  const stored = { status: "STORED" as const };
  it("refuses a recording that is not stored", () => {
    for (const status of ["PENDING", "UNAVAILABLE", "FAILED"] as const) {
      expect(codeOf(() => assertTranscriptionRequestable({ recording: { status }, transcription: null }))).toBe("409 RECORDING_NOT_STORED");
    }
  });
  it("refuses while one is pending, and a recording over the limit", () => {
    expect(codeOf(() => assertTranscriptionRequestable({ recording: stored, transcription: { status: "PENDING" } }))).toBe(
      "409 TRANSCRIPTION_PENDING",
    );
    expect(codeOf(() => assertTranscriptionRequestable({ recording: stored, transcription: { status: "TOO_LONG" } }))).toBe("422 TOO_LONG");
  });
  it("accepts AVAILABLE, DONE and FAILED", () => {
    for (const status of ["AVAILABLE", "DONE", "FAILED"] as const) {
      expect(() => assertTranscriptionRequestable({ recording: stored, transcription: { status } })).not.toThrow();
    }
  });
});

describe("isCurrentRequest", () => {
  it("holds only for the pending stage of that request", () => {
    expect(isCurrentRequest({ status: "PENDING", requestId: "a" }, "a")).toBe(true);
    expect(isCurrentRequest({ status: "PENDING", requestId: "b" }, "a")).toBe(false);
    expect(isCurrentRequest({ status: "DONE", requestId: "a" }, "a")).toBe(false);
    expect(isCurrentRequest(null, "a")).toBe(false);
  });
});

describe("dueStage", () => {
  const stored = { status: "STORED" as const, fileId: "f" };
  it("walks the stages in pipeline order", () => {
    expect(dueStage({ recording: { status: "PENDING" }, transcription: null, analysis: null })).toEqual({ stage: "recording" });
    expect(
      dueStage({
        recording: stored,
        transcription: { status: "PENDING", requestId: "t1" },
        analysis: { status: "PENDING", requestId: "a0" },
      }),
    ).toEqual({ stage: "transcription", requestId: "t1" });
    expect(
      dueStage({ recording: stored, transcription: { status: "DONE", requestId: "t1" }, analysis: { status: "PENDING", requestId: "a1" } }),
    ).toEqual({ stage: "analysis", requestId: "a1" });
  });
  it("is null when nothing is pending, or a pending run has no request id", () => {
    expect(
      dueStage({ recording: stored, transcription: { status: "DONE", requestId: "t1" }, analysis: { status: "DONE", requestId: "a1" } }),
    ).toBeNull();
    expect(dueStage({ recording: { status: "UNAVAILABLE" }, transcription: null, analysis: null })).toBeNull();
    expect(dueStage({ recording: stored, transcription: { status: "PENDING" }, analysis: null })).toBeNull();
  });
  it("compares stages with their request ids", () => {
    expect(sameStage({ stage: "analysis", requestId: "a" }, { stage: "analysis", requestId: "a" })).toBe(true);
    expect(sameStage({ stage: "analysis", requestId: "a" }, { stage: "analysis", requestId: "b" })).toBe(false);
    expect(sameStage({ stage: "recording" }, null)).toBe(false);
  });
});
