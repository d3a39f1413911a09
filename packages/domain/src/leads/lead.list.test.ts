import { describe, expect, it } from "vitest";
import { AppError } from "../core/errors";
import { compileListQuery, parseRestQuery } from "../query";
import { leadListSpec } from "./lead.list";

const P = "p".repeat(24);
const match = async (qs: string) => (await compileListQuery(parseRestQuery(qs), leadListSpec, { projectId: P })).match;

async function errorCodes(qs: string): Promise<Array<[string, string]>> {
  try {
    await match(qs);
  } catch (e) {
    if (e instanceof AppError) return (e.errors ?? []).map((x) => [x.field, x.code]);
    throw e;
  }
  throw new Error(`expected "${qs}" to be rejected`);
}

describe("leads listing parameters", () => {
  it("chatbotId filters on the lead's sourceId, one id or a list", async () => {
    expect(await match("chatbotId=bot-1")).toEqual({ projectId: P, sourceId: { $eq: "bot-1" } });
    expect(await match("chatbotId[in]=a,b")).toEqual({ projectId: P, sourceId: { $in: ["a", "b"] } });
  });

  it("clickId is an equality on the stored click source; all is no restriction", async () => {
    for (const source of ["google", "meta", "tiktok", "organic"]) {
      expect(await match(`clickId=${source}`)).toEqual({ projectId: P, clickSource: { $eq: source } });
    }
    expect(await match("clickId=all")).toEqual({ projectId: P });
    expect(await match("clickId[in]=google,meta")).toEqual({ projectId: P, clickSource: { $in: ["google", "meta"] } });
    expect(await match("clickId[in]=google,all")).toEqual({ projectId: P });
  });

  it("refuses empty or unknown values and other operators", async () => {
    expect(await errorCodes("chatbotId=")).toEqual([["chatbotId", "too_small"]]);
    expect(await errorCodes("clickId=bing")).toEqual([["clickId", "invalid_enum"]]);
    expect(await errorCodes("clickId=Google")).toEqual([["clickId", "invalid_enum"]]);
    expect(await errorCodes("clickId=")).toEqual([["clickId", "invalid_enum"]]);
    expect(await errorCodes("clickId[ne]=google&chatbotId[regex]=.*")).toEqual([
      ["clickId", "unsupported_operator"],
      ["chatbotId", "unsupported_operator"],
    ]);
  });

  it("is newest first and clamps [limit] to 250", async () => {
    const compiled = await compileListQuery(parseRestQuery("[limit]=1000"), leadListSpec, { projectId: P });
    expect(compiled.limit).toBe(250);
    expect(compiled.sort).toEqual({ createdAt: -1, _id: -1 });
  });

  it("keeps the internal click source out of filters and projections", async () => {
    expect(await errorCodes("clickSource=google&[project]=clickSource")).toEqual([
      ["clickSource", "unknown_field"],
      ["[project]", "unknown_field"],
    ]);
  });
});
