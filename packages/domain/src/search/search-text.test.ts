import { describe, expect, it } from "vitest";
import {
  deletions,
  fold,
  keysOf,
  oneTypoApart,
  planQuery,
  scoreToken,
  SCORES,
  vocabularyKeys,
  withTypoWords,
  words,
  vocabularyOf,
} from "./search-text";

describe("search text", () => {
  it("folds case and accents and splits words on anything that is not a letter or digit", () => {
    expect(fold("JOSÉ Ñuñez Çelik")).toBe("jose nunez celik");
    expect(words("Ana-Maria d'Ávila, (11) 9999")).toEqual(["ana", "maria", "d", "avila", "11", "9999"]);
  });

  it("folds ASCII text as the accent-stripping path does, and marks a contact's text holding a word over 40 letters", () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join("");
    expect(fold(ascii)).toBe(
      ascii
        .normalize("NFD")
        .replace(/\p{M}+/gu, "")
        .toLowerCase(),
    );
    expect(fold("Ação Ｆｕｌｌ")).toBe("acao ｆｕｌｌ");
    const long = "a".repeat(41);
    expect(keysOf({ text: [`Hi ${long}`], substrings: true })).toEqual(["w:hi", `w:${"a".repeat(40)}`, "z:"]);
    expect(keysOf({ text: [`Hi ${long}`] })).not.toContain("z:");
    expect(keysOf({ text: [`Hi ${"a".repeat(40)}`], substrings: true })).not.toContain("z:");
  });

  it("keys a phone by its digits and every other suffix, an email whole and by its parts", () => {
    const keys = keysOf({ phones: ["+55 (11) 99999-0001"], exact: ["Ada@Example.com"] });
    expect(keys).toContain("x:5511999990001");
    expect(keys.filter((k) => k.startsWith("p:"))).toEqual([
      "p:5511999990001",
      "p:11999990001",
      "p:999990001",
      "p:9990001",
      "p:90001",
      "p:001",
    ]);
    expect(keys).toContain("x:ada@example.com");
    expect(keys).toEqual(expect.arrayContaining(["w:ada", "w:example"]));
    // An even count of digits: the last kept suffix has 2, for a fragment starting one digit before it.
    expect(keysOf({ phones: ["1234"] }).filter((k) => k.startsWith("p:"))).toEqual(["p:1234", "p:34"]);
  });

  it("finds every fragment of 3+ digits of a phone, at even and odd positions, and no other", () => {
    const digits = "5511999990001";
    for (const phone of [digits, digits.slice(1)]) {
      const keys = new Set(keysOf({ phones: [phone] }));
      for (let from = 0; from < phone.length; from++)
        for (let to = from + 3; to <= phone.length; to++) {
          const plan = planQuery(phone.slice(from, to)).tokens[0]!;
          expect(scoreToken(plan, keys), `${phone} holds ${phone.slice(from, to)}`).toBe(SCORES.phoneFragment);
        }
      // "7001" and "80001": all but their first digit start a kept suffix, yet neither is in the phone.
      for (const absent of ["0002", "1155", "7001", "80001"]) expect(scoreToken(planQuery(absent).tokens[0]!, keys), absent).toBe(0);
    }
  });

  it("keys name words apart from other words, and leaves typo keys and the tails of words of letters to the vocabulary", () => {
    const keys = keysOf({ names: ["Ada Lovelace"], text: ["loves maths", "order A1234"], substrings: true });
    // A word with digits rarely repeats: its tails stay on the record.
    // Every other tail (from the second letter), the last down to 2 letters: "234" starts one letter before "34".
    expect(keys.sort()).toEqual(["n:ada", "n:lovelace", "s:1234", "s:34", "w:a1234", "w:loves", "w:maths", "w:order"]);
    expect(keysOf({ text: ["ab1"], substrings: true })).toEqual(["w:ab1"]);
    expect(vocabularyOf([...keys, "x:ada@example.com", "p:123"]).sort()).toEqual(["lovelace", "loves", "maths", "order"]);
  });

  it("gives a vocabulary word its one-letter deletions (5+ letters) and its tails of 3+ letters; a short word none", () => {
    expect(vocabularyKeys("maths").sort()).toEqual(["s:aths", "s:ths", "t:aths", "t:math", "t:mahs", "t:mats", "t:mths"].sort());
    expect(vocabularyKeys("acme")).toEqual(["s:cme"]);
    expect(vocabularyKeys("ada")).toEqual([]);
    expect(oneTypoApart("lovelaze", "lovelace")).toBe(true);
    expect(oneTypoApart("lovlace", "lovelace")).toBe(true);
    expect(oneTypoApart("lovelacce", "lovelace")).toBe(true);
    expect(oneTypoApart("lovelace", "lovelace")).toBe(false);
    expect(oneTypoApart("lovelxzz", "lovelace")).toBe(false);
    expect(oneTypoApart("adx", "ada")).toBe(false);
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
      const digits = q.replace(/\D/g, "");
      expect(plan.tokens[0]!.prefixes.map((p) => p.prefix)).toEqual([`p:${digits}`, `p:${digits.slice(1)}`]);
    }
  });

  it("scores exact, prefix and one-typo matches in that order; no typo below 5 letters", () => {
    const record = new Set(keysOf({ names: ["Lovelace"] }));
    // The vocabulary answers a typo look-up with every word sharing a typo key; the plan keeps those one typo away.
    const vocabulary = ["lovelace", "lovelorn"];
    const score = (q: string) => scoreToken(withTypoWords(planQuery(q).tokens[0]!, vocabulary), record);
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
