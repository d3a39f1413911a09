import { describe, expect, it } from "vitest";
import { dealSchema } from "./deal.model";

describe("deal indexes", () => {
  const keys = dealSchema.indexes().map(([fields]) => JSON.stringify(fields));

  it("serve the benchmark query stageId=<id>&createdAt[sort]=desc from the index (tie-break _id included)", () => {
    expect(keys).toContain(JSON.stringify({ projectId: 1, stageId: 1, createdAt: -1, _id: -1 }));
  });

  it("lead every filter with projectId", () => {
    for (const filter of ["pipelineId", "contactId", "responsibleId", "status", "lossReasonId", "tagIds"]) {
      expect(keys).toContain(JSON.stringify({ projectId: 1, [filter]: 1, createdAt: -1, _id: -1 }));
    }
    for (const [fields] of dealSchema.indexes()) expect(Object.keys(fields)[0]).toBe("projectId");
  });
});
