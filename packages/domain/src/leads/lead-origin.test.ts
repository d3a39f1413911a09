import { describe, expect, it } from "vitest";
import { clickSourceOf, parseUrlParams, urlParamsToMap } from "./lead-origin";

const sourceOf = (url: string) => clickSourceOf(parseUrlParams(url));

describe("parseUrlParams", () => {
  it("reads the query of an absolute URL, without the fragment", () => {
    expect(urlParamsToMap(parseUrlParams("https://shop.example/p?utm_source=ads&utm_medium=cpc#top?x=1"))).toEqual({
      utm_source: "ads",
      utm_medium: "cpc",
    });
  });

  it("decodes + and percent-escapes in names and values", () => {
    expect(urlParamsToMap(parseUrlParams("https://a.b/?q=blue+shoes&na%6De=caf%C3%A9&e=a%3Db%26c"))).toEqual({
      q: "blue shoes",
      name: "café",
      e: "a=b&c",
    });
  });

  it("keeps the first value of a repeated name and empty values", () => {
    expect(parseUrlParams("https://a.b/?x=1&x=2&flag&empty=")).toEqual([
      { name: "x", value: "1" },
      { name: "flag", value: "" },
      { name: "empty", value: "" },
    ]);
  });

  it("reads relative and scheme-less URLs too, and yields nothing without a query", () => {
    expect(parseUrlParams("shop.example/landing?gclid=abc")).toEqual([{ name: "gclid", value: "abc" }]);
    expect(parseUrlParams("/landing?a=1")).toEqual([{ name: "a", value: "1" }]);
    expect(parseUrlParams("https://shop.example/landing")).toEqual([]);
    expect(parseUrlParams("https://shop.example/?")).toEqual([]);
    expect(parseUrlParams("https://shop.example/#a?b=1")).toEqual([]);
  });

  it("keeps malformed escapes literally instead of failing", () => {
    expect(parseUrlParams("https://a.b/?bad=%E0%A4%A&%zz=1")).toEqual([
      { name: "bad", value: "%E0%A4%A" },
      { name: "%zz", value: "1" },
    ]);
  });

  it("turns a __proto__ parameter into an ordinary key", () => {
    const map = urlParamsToMap(parseUrlParams("https://a.b/?__proto__=x&constructor=y"));
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.keys(map)).toEqual(["__proto__", "constructor"]);
    expect(JSON.parse(JSON.stringify(map))).toEqual({ ["__proto__"]: "x", constructor: "y" });
  });
});

describe("clickSourceOf", () => {
  it("maps each click id to its network", () => {
    expect(sourceOf("https://a.b/?gclid=1")).toBe("google");
    expect(sourceOf("https://a.b/?gbraid=1")).toBe("google");
    expect(sourceOf("https://a.b/?wbraid=1")).toBe("google");
    expect(sourceOf("https://a.b/?fbclid=1")).toBe("meta");
    expect(sourceOf("https://a.b/?ttclid=1")).toBe("tiktok");
  });

  it("is organic without a click id, with an empty one, or with a differently cased name", () => {
    expect(sourceOf("https://a.b/")).toBe("organic");
    expect(sourceOf("https://a.b/?utm_source=google")).toBe("organic");
    expect(sourceOf("https://a.b/?gclid=&fbclid=%20")).toBe("organic");
    expect(sourceOf("https://a.b/?GCLID=1")).toBe("organic");
    expect(sourceOf("https://a.b/#gclid=1")).toBe("organic");
  });

  it("prefers google, then meta, then tiktok when a URL carries several", () => {
    expect(sourceOf("https://a.b/?ttclid=1&fbclid=2&gclid=3")).toBe("google");
    expect(sourceOf("https://a.b/?ttclid=1&fbclid=2")).toBe("meta");
  });
});
