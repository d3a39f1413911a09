import { describe, expect, it } from "vitest";
import { AppError } from "@crm/domain";
import { parseRestQuery } from "./parse-rest-query";

/** Runs the parser and returns the AppError it throws (fails the test when it does not). */
function rejection(qs: string): AppError {
  try {
    parseRestQuery(qs);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error(`expected "${qs}" to be rejected`);
}

describe("parseRestQuery", () => {
  it("reads an empty query as the defaults", () => {
    expect(parseRestQuery("")).toEqual({ filters: [], logic: "AND", sort: [] });
    expect(parseRestQuery("?")).toEqual({ filters: [], logic: "AND", sort: [] });
  });

  it("reads bare field=value as eq and field[op]=value for every operator", () => {
    const q = parseRestQuery(
      "name=Ann&a[eq]=1&b[ne]=2&c[gt]=3&d[gte]=4&e[lt]=5&f[lte]=6&g[in]=x,%20y,,z&h[nin]=p&i[exists]=true&j[regex]=ac",
    );
    expect(q.filters).toEqual([
      { field: "name", op: "eq", value: "Ann" },
      { field: "a", op: "eq", value: "1" },
      { field: "b", op: "ne", value: "2" },
      { field: "c", op: "gt", value: "3" },
      { field: "d", op: "gte", value: "4" },
      { field: "e", op: "lt", value: "5" },
      { field: "f", op: "lte", value: "6" },
      { field: "g", op: "in", value: ["x", "y", "z"] },
      { field: "h", op: "nin", value: ["p"] },
      { field: "i", op: "exists", value: "true" },
      { field: "j", op: "regex", value: "ac" },
    ]);
  });

  it("decodes + and percent-encoding in keys and values", () => {
    const q = parseRestQuery("fields.EMAIL%5Bregex%5D=acme+inc%2Ecom&note=a%26b%3Dc");
    expect(q.filters).toEqual([
      { field: "fields.EMAIL", op: "regex", value: "acme inc.com" },
      { field: "note", op: "eq", value: "a&b=c" },
    ]);
  });

  it("keeps sort order of appearance as precedence and maps directions", () => {
    const q = parseRestQuery("b[sort]=desc&a[sort]=1&c[sort]=-1&d[sort]=DESC&e[sort]=sideways&f[sort]=asc");
    expect(q.sort).toEqual([
      { field: "b", direction: -1 },
      { field: "a", direction: 1 },
      { field: "c", direction: -1 },
      { field: "d", direction: -1 },
      { field: "e", direction: 1 },
      { field: "f", direction: 1 },
    ]);
  });

  it("reads the reserved keys", () => {
    const q = parseRestQuery("[limit]=10&[offset]=20&[project]=name,%20email&[with]=contact&[logic]=or");
    expect(q).toMatchObject({ limit: 10, offset: 20, project: ["name", "email"], with: ["contact"], logic: "OR" });
    expect(parseRestQuery("[logic]=And").logic).toBe("AND");
    // Out of range is the compiler's business (clamped there, not rejected).
    expect(parseRestQuery("[limit]=-5&[offset]=-1")).toMatchObject({ limit: -5, offset: -1 });
  });

  it("ignores unknown bracketed keys, a misspelt [limit] included", () => {
    expect(parseRestQuery("[foo]=1&[limt]=5&[]=x&[a][b]=1")).toEqual({ filters: [], logic: "AND", sort: [] });
  });

  it("rejects a non-integer [limit]/[offset], empty [project]/[with] and a bad [logic], all in one error", () => {
    const e = rejection("[limit]=ten&[offset]=1.5&[project]=&[with]=,&[logic]=XOR");
    expect(e.status).toBe(400);
    expect(e.errorCode).toBe("VALIDATION_ERROR");
    expect(e.errors?.map((x) => [x.field, x.code])).toEqual([
      ["[limit]", "invalid_integer"],
      ["[offset]", "invalid_integer"],
      ["[project]", "empty_list"],
      ["[with]", "empty_list"],
      ["[logic]", "invalid_logic"],
    ]);
  });

  it("rejects unknown operators and nested keys, naming the query key", () => {
    const e = rejection("name[$where]=1&name[foo]=x&a[b][c]=1&b[]=1&c[=1");
    expect(e.errors?.map((x) => [x.field, x.code])).toEqual([
      ["name[$where]", "unknown_operator"],
      ["name[foo]", "unknown_operator"],
      ["a[b][c]", "unknown_operator"],
      ["b[]", "unknown_operator"],
      ["c[", "unknown_operator"],
    ]);
  });

  it("rejects malformed percent-encoding", () => {
    expect(rejection("name=%E0%A4%A").errors?.[0]).toMatchObject({ field: "name", code: "malformed_encoding" });
    expect(rejection("na%zzme=1").errors?.[0]?.code).toBe("malformed_encoding");
  });

  it("keeps operator-looking text as plain values and keys", () => {
    const q = parseRestQuery("name=%7B%22%24gt%22%3A%22%22%7D&%24where=1&name[regex]=.*");
    expect(q.filters).toEqual([
      { field: "name", op: "eq", value: '{"$gt":""}' },
      { field: "$where", op: "eq", value: "1" },
      { field: "name", op: "regex", value: ".*" },
    ]);
  });
});
