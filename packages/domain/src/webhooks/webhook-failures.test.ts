import { describe, expect, it } from "vitest";
import { afterDelivery } from "./webhook-failures";

describe("afterDelivery", () => {
  it("a success ends the run of failures", () => {
    expect(afterDelivery({ failedDeliveries: 4, enabled: true }, "SUCCEEDED", 5)).toEqual({ failedDeliveries: 0, disable: false });
  });
  it("a failure extends the run; the run reaching the threshold disables an enabled endpoint", () => {
    expect(afterDelivery({ failedDeliveries: 3, enabled: true }, "FAILED", 5)).toEqual({ failedDeliveries: 4, disable: false });
    expect(afterDelivery({ failedDeliveries: 4, enabled: true }, "FAILED", 5)).toEqual({ failedDeliveries: 5, disable: true });
  });
  it("never disables an endpoint twice", () => {
    expect(afterDelivery({ failedDeliveries: 9, enabled: false }, "FAILED", 5)).toEqual({ failedDeliveries: 10, disable: false });
  });
});
