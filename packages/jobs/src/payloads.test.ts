import { describe, expect, it } from "vitest";
import { isJobName, parseJobPayload } from "./payloads";
import { hashTaggedPrefix } from "./prefix";

describe("job payloads", () => {
  it("accepts a declared payload and rejects a malformed one", () => {
    const sentAt = new Date().toISOString();
    expect(parseJobPayload("system", "ping", { sentAt })).toEqual({ sentAt });
    expect(() => parseJobPayload("system", "ping", { sentAt: "yesterday" })).toThrow(/sentAt/);
  });

  it("knows which job names a queue declares", () => {
    expect(isJobName("system", "ping")).toBe(true);
    expect(isJobName("system", "toString")).toBe(false);
  });
});

describe("hashTaggedPrefix", () => {
  it("wraps the name in a cluster hash tag", () => {
    expect(hashTaggedPrefix("t-1")).toBe("{t-1}");
    expect(() => hashTaggedPrefix("{x}")).toThrow();
  });
});
