import { describe, expect, it } from "vitest";
import { maskOutput, matchesShown, runnableBlocks } from "./runnable-blocks";

const guide = [
  "Intro.",
  "```sh runnable",
  'api "$BASE/v1/contacts"',
  "```",
  "",
  "```text output",
  '{"data":[]}',
  "```",
  "```sh",
  "not run",
  "```",
  "```ts runnable",
  'console.log("hi");',
  "```",
].join("\n");

describe("runnable blocks of a guide", () => {
  it("finds the marked blocks and the output shown after each", () => {
    expect(runnableBlocks(guide)).toEqual([
      { lang: "sh", code: 'api "$BASE/v1/contacts"', expected: '{"data":[]}', line: 2, outputLines: [6, 7] },
      { lang: "ts", code: 'console.log("hi");', expected: undefined, line: 12 },
    ]);
  });

  it("masks ids by the variable holding them, other ids, secrets, times and the server's address", () => {
    const variables = new Map([
      ["ADA", "0123456789abcdef01234567"],
      ["PATH", "/usr/bin"],
    ]);
    const printed =
      '{"id":"0123456789abcdef01234567","other":"fedcba9876543210fedcba98","key":"crm_AbC-12_xyz789",' +
      '"secret":"whsec_Ab+c/9xyZ0a1b2c3=","at":"2026-11-25T10:00:00.123Z","url":"http://127.0.0.1:41234/v1"}  \n';
    expect(maskOutput(printed, variables, "http://127.0.0.1:41234")).toBe(
      '{"id":"$ADA","other":"<id>","key":"crm_<secret>","secret":"whsec_<secret>","at":"<time>","url":"http://127.0.0.1:3000/v1"}',
    );
  });

  it("compares ignoring whitespace, with ... standing for anything", () => {
    expect(matchesShown('{"a":1,\n  "b":[2]}', '{"a": 1, "b": [2]}')).toBe(true);
    expect(matchesShown('{"a":1,...}', '{"a":1,"b":2,"c":3}')).toBe(true);
    expect(matchesShown('{"a":1}', '{"a":2}')).toBe(false);
    expect(matchesShown("(a+b)", "(a+b)")).toBe(true);
  });
});
