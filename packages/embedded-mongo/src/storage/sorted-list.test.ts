import { describe, expect, it } from "vitest";
import { SortedList } from "./sorted-list.js";

describe("SortedList", () => {
  it("keeps order through random inserts and removes, across chunk splits", () => {
    const list = new SortedList<number>((a, b) => a - b);
    const ref: number[] = [];
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const v = Math.floor(rnd() * 100000) * 2 + (i % 2);
      list.insert(v);
      ref.push(v);
    }
    for (let i = 0; i < 2000; i++) {
      const v = ref.splice(Math.floor(rnd() * ref.length), 1)[0] as number;
      expect(list.remove(v)).toBe(true);
    }
    expect(list.remove(-1)).toBe(false);
    ref.sort((a, b) => a - b);
    expect(list.size).toBe(ref.length);
    expect([...list.forward(list.start(), list.end())]).toEqual(ref);
    expect([...list.backward(list.start(), list.end())]).toEqual([...ref].reverse());
    const from = list.first((x) => x >= 50000);
    const to = list.first((x) => x >= 120000);
    const expected = ref.filter((x) => x >= 50000 && x < 120000);
    expect([...list.forward(from, to)]).toEqual(expected);
    expect([...list.backward(from, to)]).toEqual([...expected].reverse());
    expect(list.countBetween(from, to)).toBe(expected.length);
  });
});
