import { describe, expect, it } from "vitest";
import type { FieldType } from "./field-types";
import { normalizeFieldValue, normalizePhone, type ValueDefinition } from "./normalize-field-value";

const options = [
  { id: "o1", label: "Red" },
  { id: "o2", label: "Blue" },
];
const def = (type: FieldType, config: ValueDefinition["config"] = {}): ValueDefinition => ({ type, config });
const ok = (d: ValueDefinition, raw: unknown) => {
  const r = normalizeFieldValue(d, raw);
  if (!r.ok) throw new Error(`expected ok, got ${r.code}: ${r.message}`);
  return r.value;
};
const code = (d: ValueDefinition, raw: unknown) => {
  const r = normalizeFieldValue(d, raw);
  return r.ok ? "ok" : r.code;
};

describe("normalizeFieldValue", () => {
  it("clears on null for every type, and on an empty string for text-like types", () => {
    expect(ok(def("NUMBER"), null)).toBeNull();
    expect(ok(def("TEXT"), "   ")).toBeNull();
    expect(ok(def("EMAIL"), "")).toBeNull();
  });

  it("TEXT and TEXTAREA: trimmed strings, numbers read as text, bounded length", () => {
    expect(ok(def("TEXT"), "  Ada ")).toBe("Ada");
    expect(ok(def("TEXT"), 12345)).toBe("12345");
    expect(code(def("TEXT"), true)).toBe("invalid_type");
    expect(code(def("TEXT"), { a: 1 })).toBe("invalid_type");
    expect(code(def("TEXT"), "x".repeat(1001))).toBe("too_long");
    expect(ok(def("TEXTAREA"), "x".repeat(5000))).toHaveLength(5000);
  });

  it("NUMBER and CURRENCY: numbers or decimal strings; NUMBER rounds to its decimals", () => {
    expect(ok(def("NUMBER"), "42.5")).toBe(42.5);
    expect(ok(def("NUMBER", { decimals: 2 }), 3.14159)).toBe(3.14);
    expect(ok(def("NUMBER", { decimals: 0 }), 2.5)).toBe(3);
    expect(ok(def("CURRENCY", { currency: "USD" }), 1999.99)).toBe(1999.99);
    expect(code(def("NUMBER"), "12abc")).toBe("invalid_number");
    expect(code(def("CURRENCY"), [1])).toBe("invalid_type");
    expect(code(def("NUMBER"), Number.NaN)).toBe("invalid_type");
  });

  it("BOOLEAN: booleans and the strings true/false", () => {
    expect(ok(def("BOOLEAN"), false)).toBe(false);
    expect(ok(def("BOOLEAN"), "TRUE")).toBe(true);
    expect(code(def("BOOLEAN"), 1)).toBe("invalid_type");
    expect(code(def("BOOLEAN"), "yes")).toBe("invalid_boolean");
  });

  it("DATE: stored as YYYY-MM-DD (UTC); impossible dates are rejected", () => {
    expect(ok(def("DATE"), "2024-02-29")).toBe("2024-02-29");
    expect(ok(def("DATE"), "2024-03-01T23:30:00-05:00")).toBe("2024-03-02");
    expect(code(def("DATE"), "2023-02-29")).toBe("invalid_date");
    expect(code(def("DATE"), "tomorrow")).toBe("invalid_date");
    expect(code(def("DATE"), "0000-01-01")).toBe("out_of_range");
    expect(code(def("DATE"), "9999-12-31")).toBe("out_of_range");
  });

  it("DATETIME: stored as ISO 8601 in UTC; epoch milliseconds accepted", () => {
    expect(ok(def("DATETIME"), "2024-05-01T10:00:00+02:00")).toBe("2024-05-01T08:00:00.000Z");
    expect(ok(def("DATETIME"), 0)).toBe("1970-01-01T00:00:00.000Z");
    expect(code(def("DATETIME"), "2024-13-01T00:00:00Z")).toBe("invalid_date");
  });

  it("SELECT: an option id, or a label (case-insensitive) stored as its id", () => {
    const select = def("SELECT", { options });
    expect(ok(select, "o2")).toBe("o2");
    expect(ok(select, "red")).toBe("o1");
    expect(code(select, "green")).toBe("invalid_option");
    expect(code(select, ["o1"])).toBe("invalid_type");
  });

  it("MULTI_SELECT: an array of option ids (labels accepted), deduplicated, [] clears", () => {
    const multi = def("MULTI_SELECT", { options });
    expect(ok(multi, ["o2", "Red", "o2"])).toEqual(["o2", "o1"]);
    expect(ok(multi, "blue")).toEqual(["o2"]);
    expect(ok(multi, [])).toBeNull();
    expect(code(multi, ["o1", "nope"])).toBe("invalid_option");
    expect(code(multi, [1])).toBe("invalid_type");
  });

  it("EMAIL: lower-cased addresses", () => {
    expect(ok(def("EMAIL"), " Ada@Example.COM ")).toBe("ada@example.com");
    expect(code(def("EMAIL"), "not-an-email")).toBe("invalid_email");
  });

  it("PHONE: digits including the country code", () => {
    expect(ok(def("PHONE"), "+55 (11) 99999-0000")).toBe("5511999990000");
    expect(ok(def("PHONE"), 14155550100)).toBe("14155550100");
    expect(code(def("PHONE"), "call me")).toBe("invalid_phone");
    expect(code(def("PHONE"), "+1234")).toBe("invalid_phone");
    // Digits enough, but no possible number for their country code: a date, a short code.
    expect(code(def("PHONE"), "2020-01-01")).toBe("invalid_phone");
    expect(code(def("PHONE"), "1234567")).toBe("invalid_phone");
  });

  it("URL: absolute http(s) URLs, kept as written", () => {
    const href = "https://example.com/landing?gclid=abc&utm_source=x";
    expect(ok(def("URL"), href)).toBe(href);
    expect(code(def("URL"), "example.com")).toBe("invalid_url");
    expect(code(def("URL"), "javascript:alert(1)")).toBe("invalid_url");
  });

  it("USER, CONTACT, DEAL, FILE: opaque strings", () => {
    expect(ok(def("USER"), " 65f0c0ffee ")).toBe("65f0c0ffee");
    expect(code(def("DEAL"), 7.5)).toBe("ok");
    expect(code(def("CONTACT"), "x".repeat(65))).toBe("too_long");
    expect(code(def("FILE"), false)).toBe("invalid_type");
  });
});

describe("normalizePhone", () => {
  it("keeps 6 to 15 digits", () => {
    expect(normalizePhone("+44 20 7946 0958")).toBe("442079460958");
    expect(normalizePhone("1234567890123456")).toBeNull();
    expect(normalizePhone("12-ab-34")).toBeNull();
  });
});
