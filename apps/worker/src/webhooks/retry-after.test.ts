import { describe, expect, it } from "vitest";
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from "./retry-after";

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-11-25T12:00:00Z");

  it("reads delta-seconds and HTTP dates", () => {
    expect(parseRetryAfter("0", now)).toBe(0);
    expect(parseRetryAfter(" 120 ", now)).toBe(120_000);
    expect(parseRetryAfter("Wed, 25 Nov 2026 12:00:30 GMT", now)).toBe(30_000);
    // A date already past: retry without waiting on the receiver.
    expect(parseRetryAfter("Wed, 25 Nov 2026 11:00:00 GMT", now)).toBe(0);
  });

  it("caps a year (as seconds or as a date) at an hour", () => {
    expect(parseRetryAfter(String(365 * 24 * 3600), now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter("Thu, 25 Nov 2027 12:00:00 GMT", now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter("9".repeat(400), now)).toBe(MAX_RETRY_AFTER_MS);
  });

  it("ignores garbage, negative numbers, fractions and repeated headers", () => {
    for (const value of ["soon", "-5", "1.5", "", "12 34", "May the 4th", "Retry later"])
      expect(parseRetryAfter(value, now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter(["5", "6"], now)).toBeUndefined();
  });
});
