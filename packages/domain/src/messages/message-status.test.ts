import { describe, expect, it } from "vitest";
import { nextMessageStatus, statusesBefore } from "./message-status";

describe("nextMessageStatus", () => {
  it("moves forward along QUEUED -> SENT -> DELIVERED -> READ, skipping steps when a callback is missed", () => {
    expect(nextMessageStatus("QUEUED", "SENT")).toBe("SENT");
    expect(nextMessageStatus("SENT", "DELIVERED")).toBe("DELIVERED");
    expect(nextMessageStatus("DELIVERED", "READ")).toBe("READ");
    expect(nextMessageStatus("QUEUED", "READ")).toBe("READ");
  });

  it("never moves back, and a repeated status changes nothing", () => {
    expect(nextMessageStatus("READ", "DELIVERED")).toBeNull();
    expect(nextMessageStatus("DELIVERED", "SENT")).toBeNull();
    expect(nextMessageStatus("SENT", "SENT")).toBeNull();
    expect(nextMessageStatus("SENT", "QUEUED")).toBeNull();
  });

  it("FAILED only before delivery, and final", () => {
    expect(nextMessageStatus("QUEUED", "FAILED")).toBe("FAILED");
    expect(nextMessageStatus("SENT", "FAILED")).toBe("FAILED");
    expect(nextMessageStatus("DELIVERED", "FAILED")).toBeNull();
    expect(nextMessageStatus("FAILED", "READ")).toBeNull();
  });

  it("statusesBefore lists the compare-and-set sources", () => {
    expect(statusesBefore("DELIVERED")).toEqual(["QUEUED", "SENT"]);
    expect(statusesBefore("FAILED")).toEqual(["QUEUED", "SENT"]);
    expect(statusesBefore("READ")).toEqual(["QUEUED", "SENT", "DELIVERED"]);
  });
});
