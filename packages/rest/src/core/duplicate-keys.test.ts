import { describe, expect, it } from "vitest";
import { findDuplicateKey } from "./duplicate-keys";

describe("findDuplicateKey", () => {
  it.each([
    ['{"scopes":["read"],"scopes":["read","write"]}', "scopes"],
    ['{"a":1,"b":{"c":1,"c":2}}', "b.c"],
    ['{"fields":[{"fieldId":"x","value":1},{"fieldId":"y","value":1,"value":2}]}', "fields.1.value"],
    ['{"a":1,"\\u0061":2}', "a"],
    ['[{"k":1},{"k":2,"k":3}]', "1.k"],
  ])("finds the duplicate in %s: %s", (text, path) => {
    expect(findDuplicateKey(text)).toBe(path);
  });

  it.each([
    '{"a":1,"b":2}',
    '{"a":{"x":1},"b":{"x":1}}',
    '[{"k":1},{"k":2}]',
    '{"text":"\\"k\\":1,\\"k\\":2 {,} [,]","k":1}',
    '{"a":"\\\\","b":"x"}',
    '"just a string"',
    "[1,2,3]",
  ])("accepts %s", (text) => {
    expect(findDuplicateKey(text)).toBeUndefined();
  });
});
