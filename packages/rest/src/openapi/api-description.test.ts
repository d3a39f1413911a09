import { readFileSync } from "node:fs";
import { DEFAULT_RATE_LIMIT } from "@crm/domain";
import { describe, expect, it } from "vitest";
import { API_DESCRIPTION } from "./api-description";

describe("documented defaults", () => {
  // One number from one place: the limiter's default, as the API reference and the README state it.
  const perMinute = (DEFAULT_RATE_LIMIT.requests * 60) / DEFAULT_RATE_LIMIT.windowSeconds;

  it("the API reference states the rate limiter's default", () => {
    expect(API_DESCRIPTION).toContain(`default ${perMinute} per minute`);
  });

  it("the README states the same default wherever it names one", () => {
    const readme = readFileSync(new URL("../../../../README.md", import.meta.url), "utf8");
    // Table cells are padded to the column's width (Prettier).
    expect(readme).toMatch(new RegExp(`\\| \`RATE_LIMIT_PER_MINUTE\` +\\| \`${perMinute}\` +\\|`));
    expect(readme).toContain(`default ${perMinute}, env \`RATE_LIMIT_PER_MINUTE\``);
  });
});
