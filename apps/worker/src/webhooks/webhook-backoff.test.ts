import { describe, expect, it } from "vitest";
import { DEFAULT_WEBHOOK_RETRY, webhookRetryDelay, webhookRetrySpanMs } from "./webhook-backoff";

describe("webhook retry schedule", () => {
  it("doubles from the base delay up to the cap", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((n) => webhookRetryDelay(n, DEFAULT_WEBHOOK_RETRY, middle))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(webhookRetryDelay(14, DEFAULT_WEBHOOK_RETRY, middle)).toBe(6 * 60 * 60 * 1000);
  });

  it("jitters by at most 20% either way", () => {
    expect(webhookRetryDelay(3, DEFAULT_WEBHOOK_RETRY, () => 0)).toBe(48_000);
    expect(webhookRetryDelay(3, DEFAULT_WEBHOOK_RETRY, () => 0.999999)).toBeLessThanOrEqual(72_000);
  });

  it("spreads the default attempts over about a day", () => {
    const hours = webhookRetrySpanMs(DEFAULT_WEBHOOK_RETRY) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(32);
  });
});
