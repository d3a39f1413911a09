import { readFileSync } from "node:fs";
import { DEFAULT_RATE_LIMIT } from "@crm/domain";
import { describe, expect, it } from "vitest";
import { API_DESCRIPTION } from "./api-description";

describe("documented defaults", () => {
  // One number from one place: the limiter's default, as the API reference and the guides state it.
  const perMinute = (DEFAULT_RATE_LIMIT.requests * 60) / DEFAULT_RATE_LIMIT.windowSeconds;

  it("the API reference states the rate limiter's default", () => {
    expect(API_DESCRIPTION).toContain(`default ${perMinute} per minute`);
  });

  it("the guides state the same default wherever they name one", () => {
    const guide = (name: string) => readFileSync(new URL(`../../../../docs/${name}`, import.meta.url), "utf8").replace(/\s+/g, " ");
    expect(guide("rest-tour.md")).toContain(`default ${perMinute}, \`RATE_LIMIT_PER_MINUTE\``);
    expect(guide("configuration.md")).toContain(`Unset: ${perMinute}.`);
  });
});
