import { describe, expect, it } from "vitest";
import { issuesToFieldErrors } from "./validate";
import { httpUrlSchema, instantSchema, nameSchema, plainText } from "./schema-helpers";

const codesOf = (result: { success: boolean; error?: { issues: Parameters<typeof issuesToFieldErrors>[0] } }) =>
  result.success ? [] : issuesToFieldErrors(result.error!.issues).map((e) => e.code);

describe("shared input schemas", () => {
  it("names refuse NUL, other control characters and bidi overrides/isolates (400 unsafe_characters), and keep other text", () => {
    for (const name of ["Ada\u0000", "a\u202Egnp.exe", "x\u2066y\u2069", "line\nbreak", "bell\u0007", "c1\u0085"]) {
      expect(codesOf(nameSchema.safeParse(name)), JSON.stringify(name)).toEqual(["unsafe_characters"]);
    }
    for (const name of ["Ada Lovelace", "שלום עולם", "مرحبا", "Zoë 🚀", "a\u200Fb"]) expect(nameSchema.parse(name)).toBe(name);
  });

  it("multi-line text keeps tab and newlines but not NUL or bidi overrides", () => {
    const content = plainText(100, { multiline: true });
    expect(content.parse("first\n\tsecond\r\n")).toBe("first\n\tsecond");
    expect(codesOf(content.safeParse("a\u0000b"))).toEqual(["unsafe_characters"]);
    expect(codesOf(content.safeParse("a\u202Db"))).toEqual(["unsafe_characters"]);
  });

  it("instants carry an offset and fall within 1900-2199 (year 0 is refused)", () => {
    expect(instantSchema.parse("2025-03-01T10:00:00Z")).toBe("2025-03-01T10:00:00Z");
    expect(instantSchema.parse("1900-01-01T00:00:00+00:00")).toBe("1900-01-01T00:00:00+00:00");
    for (const value of ["0000-03-01T10:00:00Z", "1899-12-31T23:59:59Z", "2200-01-01T00:00:00Z", "9999-12-31T00:00:00Z"]) {
      expect(codesOf(instantSchema.safeParse(value)), value).toEqual(["out_of_range"]);
    }
    expect(instantSchema.safeParse("2025-03-01T10:00:00").success).toBe(false);
  });

  it("http(s) URLs are absolute", () => {
    const url = httpUrlSchema(100);
    expect(url.parse("https://shop.example/landing?gclid=1")).toBe("https://shop.example/landing?gclid=1");
    for (const value of ["javascript:alert(1)", "zz", "shop.example/x", "ftp://host/file", "/relative"]) {
      expect(url.safeParse(value).success, value).toBe(false);
    }
  });
});
