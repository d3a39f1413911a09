import { describe, expect, it } from "vitest";
import { pacingRefusal } from "./pacing-rule";

const limits = { throughputPerSecond: 2, recipientGapSeconds: 6 };
const window = { now: 10_000, sentInLastSecond: 0, oldestInLastSecond: null, lastToRecipient: null };

describe("pacingRefusal (WhatsApp's pacing, as the DEV simulator applies it)", () => {
  it("allows a send under the throughput with the recipient's last send far enough back", () => {
    expect(pacingRefusal({ ...window, sentInLastSecond: 1, oldestInLastSecond: 9_500, lastToRecipient: 4_000 }, limits)).toBeNull();
  });
  it("130429 at the throughput, to be accepted when the oldest send of the second leaves it", () => {
    expect(pacingRefusal({ ...window, sentInLastSecond: 2, oldestInLastSecond: 9_300 }, limits)).toEqual({
      code: 130429,
      scope: "channel",
      retryAfterMs: 300,
    });
  });
  it("131056 closer than the gap to the recipient's last send, to be accepted when the gap has passed", () => {
    expect(pacingRefusal({ ...window, lastToRecipient: 8_000 }, limits)).toEqual({ code: 131056, scope: "recipient", retryAfterMs: 4_000 });
  });
  it("no recipient gap when it is 0", () => {
    expect(pacingRefusal({ ...window, lastToRecipient: 9_999 }, { ...limits, recipientGapSeconds: 0 })).toBeNull();
  });
});
