import { describe, expect, it } from "vitest";
import { listQuery } from "../../test/list-query";
import { AppError } from "../core/errors";
import { compileListQuery, type ListQuery } from "../query";
import { leadListSpec } from "./lead.list";

const P = "p".repeat(24);
const match = async (q: ListQuery) => (await compileListQuery(q, leadListSpec, { projectId: P })).match;

async function errorCodes(q: ListQuery): Promise<Array<[string, string]>> {
  try {
    await match(q);
  } catch (e) {
    if (e instanceof AppError) return (e.errors ?? []).map((x) => [x.field, x.code]);
    throw e;
  }
  throw new Error(`expected ${JSON.stringify(q)} to be rejected`);
}

describe("leads listing parameters", () => {
  it("chatbotId filters on the lead's sourceId, one id or a list", async () => {
    expect(await match(listQuery([["chatbotId", "eq", "bot-1"]]))).toEqual({ projectId: P, sourceId: { $eq: "bot-1" } });
    expect(await match(listQuery([["chatbotId", "in", ["a", "b"]]]))).toEqual({ projectId: P, sourceId: { $in: ["a", "b"] } });
  });

  it("clickId is an equality on the stored click source; all is no restriction", async () => {
    for (const source of ["google", "meta", "tiktok", "organic"]) {
      expect(await match(listQuery([["clickId", "eq", source]]))).toEqual({ projectId: P, clickSource: { $eq: source } });
    }
    expect(await match(listQuery([["clickId", "eq", "all"]]))).toEqual({ projectId: P });
    expect(await match(listQuery([["clickId", "in", ["google", "meta"]]]))).toEqual({
      projectId: P,
      clickSource: { $in: ["google", "meta"] },
    });
    expect(await match(listQuery([["clickId", "in", ["google", "all"]]]))).toEqual({ projectId: P });
  });

  it("refuses empty or unknown values and other operators", async () => {
    expect(await errorCodes(listQuery([["chatbotId", "eq", ""]]))).toEqual([["chatbotId", "too_small"]]);
    expect(await errorCodes(listQuery([["clickId", "eq", "bing"]]))).toEqual([["clickId", "invalid_enum"]]);
    expect(await errorCodes(listQuery([["clickId", "eq", "Google"]]))).toEqual([["clickId", "invalid_enum"]]);
    expect(await errorCodes(listQuery([["clickId", "eq", ""]]))).toEqual([["clickId", "invalid_enum"]]);
    expect(
      await errorCodes(
        listQuery([
          ["clickId", "ne", "google"],
          ["chatbotId", "regex", ".*"],
        ]),
      ),
    ).toEqual([
      ["clickId", "unsupported_operator"],
      ["chatbotId", "unsupported_operator"],
    ]);
  });

  it("is newest first and clamps [limit] to 250", async () => {
    const compiled = await compileListQuery(listQuery([], { limit: 1000 }), leadListSpec, { projectId: P });
    expect(compiled.limit).toBe(250);
    expect(compiled.sort).toEqual({ createdAt: -1, _id: -1 });
  });

  it("keeps the internal click source out of filters and projections", async () => {
    expect(await errorCodes(listQuery([["clickSource", "eq", "google"]], { project: ["clickSource"] }))).toEqual([
      ["clickSource", "unknown_field"],
      ["[project]", "unknown_field"],
    ]);
  });
});
