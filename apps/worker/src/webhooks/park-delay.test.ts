import { describe, expect, it } from "vitest";
import { MAX_PARK_MS, parkDelayMs } from "./endpoint-slots";

describe("how long a parked delivery waits before it looks for a slot by itself", () => {
  const now = 1_000_000_000;
  it("waits a timeout when it has just been made, and as long as it has waited after that", () => {
    expect(parkDelayMs(now, 10_000, now)).toBe(10_000);
    expect(parkDelayMs(now - 4_000, 10_000, now)).toBe(10_000);
    expect(parkDelayMs(now - 25_000, 10_000, now)).toBe(25_000);
  });

  it("so a delivery parked for an hour looks a dozen times, not 360", () => {
    let at = now;
    let looks = 0;
    while (at < now + 3_600_000) {
      at += parkDelayMs(now, 10_000, at);
      looks++;
    }
    expect(looks).toBe(12);
  });

  it("waits a timeout for each full turn of the endpoint's slots parked ahead of it, as long as it has waited if that is longer", () => {
    expect(parkDelayMs(now, 10_000, now, 0)).toBe(10_000);
    expect(parkDelayMs(now, 10_000, now, 3)).toBe(40_000);
    expect(parkDelayMs(now - 60_000, 10_000, now, 3)).toBe(60_000);
    expect(parkDelayMs(now, 10_000, now, 1_000)).toBe(MAX_PARK_MS);
  });

  it("never waits longer than MAX_PARK_MS, nor less than a timeout longer than that", () => {
    expect(parkDelayMs(now - 24 * 3_600_000, 10_000, now)).toBe(MAX_PARK_MS);
    expect(parkDelayMs(now - 24 * 3_600_000, MAX_PARK_MS + 1, now)).toBe(MAX_PARK_MS + 1);
  });
});
