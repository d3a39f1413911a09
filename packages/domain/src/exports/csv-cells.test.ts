import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv-cells";

describe("csvCell", () => {
  it("prefixes formula starts with a quote", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`).replace(/^"|"$/g, "")).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
  it("quotes delimiters, quotes and line breaks by RFC 4180", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell("plain")).toBe("plain");
  });
  it("writes numbers, booleans, arrays and absent values", () => {
    expect(csvLine([1, true, ["a", "b"], null, undefined])).toBe('1,true,"[""a"",""b""]",,\r\n');
  });
});
