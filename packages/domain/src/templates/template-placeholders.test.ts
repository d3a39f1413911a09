import { describe, expect, it } from "vitest";
import { parameterCount, parameterProblems, placeholderProblems } from "./template-placeholders";

const body = (text: string) => ({ type: "BODY" as const, text });

describe("template placeholders", () => {
  it("counts a component's parameters by its highest {{n}}", () => {
    expect(parameterCount(body("Hi {{1}}, order {{2}} ships {{ 3 }}; {{1}} again"))).toBe(3);
    expect(parameterCount(body("No placeholders"))).toBe(0);
    expect(parameterCount(undefined)).toBe(0);
  });

  it("refuses gaps, several header placeholders and placeholders in footers", () => {
    expect(placeholderProblems([body("{{1}} and {{3}}")])).toMatchObject([{ field: "components.0.text", code: "placeholder_gap" }]);
    expect(placeholderProblems([{ type: "HEADER", text: "{{1}} {{2}}" }, body("ok")])).toMatchObject([{ code: "too_many_placeholders" }]);
    expect(placeholderProblems([body("ok"), { type: "FOOTER", text: "{{1}}" }])).toMatchObject([{ code: "placeholder_not_allowed" }]);
    expect(placeholderProblems([{ type: "HEADER", text: "Order {{1}}" }, body("{{1}} {{2}}")])).toEqual([]);
  });

  it("matches parameters to placeholders, header and body apart (11 placeholders for 10 parameters is a mismatch)", () => {
    const eleven = body(Array.from({ length: 11 }, (_, i) => `{{${i + 1}}}`).join(" "));
    const ten = Array.from({ length: 10 }, (_, i) => String(i));
    expect(parameterProblems([eleven], { body: ten })).toMatchObject([
      { field: "content.parameters.body", code: "template_params_mismatch" },
    ]);
    expect(parameterProblems([eleven], { body: [...ten, "x"] })).toEqual([]);
    expect(parameterProblems([{ type: "HEADER", text: "{{1}}" }, body("hi")], { body: [] })).toMatchObject([
      { field: "content.parameters.header" },
    ]);
    expect(parameterProblems([body("hi")], undefined)).toEqual([]);
  });
});
