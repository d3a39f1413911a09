import { describe, expect, it } from "vitest";
import { deletions, fold, keysOf, planQuery, scoreToken, SCORES, words } from "./search-text";

describe("search text", () => {
  it("folds case and accents and splits words on anything that is not a letter or digit", () => {
    expect(fold("JOSÉ Ñuñez Çelik")).toBe("jose nunez celik");
    expect(words("Ana-Maria d'Ávila, (11) 9999")).toEqual(["ana", "maria", "d", "avila", "11", "9999"]);
  });

  it("keys a phone by its digits and every suffix of 3+ digits, an email whole and by its parts", () => {
    const keys = keysOf({ phones: ["+55 (11) 99999-0001"], exact: ["Ada@Example.com"] });
    expect(keys).toContain("x:5511999990001");
    expect(keys).toContain("p:999990001");
    expect(keys).toContain("p:001");
    expect(keys).not.toContain("p:01");
    expect(keys).toContain("x:ada@example.com");
    expect(keys).toEqual(expect.arrayContaining(["w:ada", "w:example", "t:exmple"]));
  });

  it("keys name words apart from other words, with one-deletion variants only for words of 5+ letters", () => {
    const keys = keysOf({ names: ["Ada Lovelace"], text: ["loves maths"] });
    expect(keys).toEqual(expect.arrayContaining(["n:ada", "n:lovelace", "t:lovlace", "w:loves", "w:maths", "t:mths"]));
    expect(keys).not.toContain("t:da");
  });

  it("plans nothing for punctuation or regex syntax alone, and treats metacharacters as separators", () => {
    expect(planQuery("!!! ... ???").tokens).toEqual([]);
    expect(planQuery(".*").tokens).toEqual([]);
    expect(planQuery("(a+)+$").tokens).toEqual([]);
    expect(planQuery("{$gt: ''}").tokens.map((t) => t.token)).toEqual(["gt"]);
  });

  it("plans a phone fragment in any format as its digits", () => {
    for (const q of ["99999-0001", "(11) 9999", "+55 11 9999"]) {
      const plan = planQuery(q);
      expect(plan.tokens).toHaveLength(1);
      expect(plan.tokens[0]!.prefixes[0]!.prefix).toBe(`p:${q.replace(/\D/g, "")}`);
    }
  });

  it("scores exact, prefix and one-typo matches in that order; no typo below 5 letters", () => {
    const record = new Set(keysOf({ names: ["Lovelace"] }));
    const score = (q: string) => scoreToken(planQuery(q).tokens[0]!, record);
    expect(score("lovelace")).toBe(SCORES.nameWord);
    expect(score("love")).toBe(SCORES.namePrefix);
    expect(score("lovelaze")).toBe(SCORES.typo); // substitution
    expect(score("lovlace")).toBe(SCORES.typo); // a letter missing
    expect(score("lovelacce")).toBe(SCORES.typo); // a letter too many
    expect(score("lovelxzz")).toBe(0);
    expect(scoreToken(planQuery("adx").tokens[0]!, new Set(keysOf({ names: ["Ada"] })))).toBe(0);
    expect(deletions("abc")).toEqual(["bc", "ac", "ab"]);
  });
});
