import { describe, expect, it } from "vitest";
import { passesFilter } from "./webhook-filter";

const deal = {
  type: "deal.updated",
  data: { id: "d1", changes: ["stageId"], record: { id: "d1", pipelineId: "p1", stageId: "s2", contactId: "c1" } },
};

describe("passesFilter", () => {
  it("passes an event whose record has every value of the filter, and nothing else", () => {
    expect(passesFilter(undefined, deal)).toBe(true);
    expect(passesFilter({}, deal)).toBe(true);
    expect(passesFilter({ pipelineId: "p1", stageId: "s2" }, deal)).toBe(true);
    expect(passesFilter({ pipelineId: "p1", stageId: "s1" }, deal)).toBe(false);
    expect(passesFilter({ channelId: "ch1" }, deal)).toBe(false);
  });

  it("matches a resource's own events by its id, and never an event without a record", () => {
    expect(passesFilter({ contactId: "c1" }, { type: "contact.updated", data: { record: { id: "c1" } } })).toBe(true);
    expect(passesFilter({ contactId: "c1" }, { type: "contact.updated", data: { record: { id: "c2" } } })).toBe(false);
    expect(passesFilter({ pipelineId: "p1" }, { type: "stage.created", data: { record: { id: "s9", pipelineId: "p1" } } })).toBe(true);
    expect(passesFilter({ pipelineId: "p1" }, { type: "webhook.ping", data: { id: "w1" } })).toBe(false);
  });
});
