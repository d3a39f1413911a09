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

  it("removes an owner's items from the chunks or the buffer, wherever they are, while others wait in the buffer", () => {
    // Items are [owner, value]; an owner's items are removed together, as an updated document's index entries are.
    type Item = readonly [string, number];
    const list = new SortedList<Item>(
      (a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0),
      (item) => item[0],
    );
    let ref: Item[] = [];
    let seed = 3;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const add = (owner: string) => {
      for (let i = 0; i < 30; i++) {
        const item = [owner, Math.floor(rnd() * 1e6)] as const;
        list.insert(item);
        ref.push(item);
      }
    };
    const drop = (owner: string) => {
      for (const item of ref.filter((x) => x[0] === owner)) expect(list.remove([item[0], item[1]])).toBe(true);
      ref = ref.filter((x) => x[0] !== owner);
    };
    const sorted = () => [...ref].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
    for (let doc = 0; doc < 200; doc++) add(`old${doc}`);
    expect([...list.forward(list.start(), list.end())]).toEqual(sorted());
    for (let doc = 0; doc < 100; doc++) {
      // A new owner buffered, an old one (in the chunks) and a just-buffered one removed: no read in between.
      add(`new${doc}`);
      drop(`old${doc}`);
      if (doc % 3 === 0) drop(`new${doc}`);
      expect(list.remove(["old0", -1])).toBe(false);
    }
    expect(list.size).toBe(ref.length);
    expect([...list.forward(list.start(), list.end())]).toEqual(sorted());
  });

  it("merges buffered inserts (runs, appends, random) exactly like one-by-one inserts", () => {
    const list = new SortedList<number>((a, b) => a - b);
    let ref: number[] = [];
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let next = 0;
    for (let round = 0; round < 300; round++) {
      const kind = round % 4;
      const n = 1 + Math.floor(rnd() * (round % 7 === 0 ? 9000 : 400));
      for (let i = 0; i < n; i++) {
        // Unique values: clustered runs into a few spots, ascending appends, or random.
        const base = kind === 0 ? Math.floor(rnd() * 8) * 1e7 : kind === 1 ? 9e7 : Math.floor(rnd() * 8e7);
        const v = base + next++ * 3 + (kind === 1 ? 0 : 1);
        list.insert(v);
        ref.push(v);
      }
      if (round % 3 === 0) {
        for (let i = 0; i < 50 && ref.length > 0; i++) {
          const v = ref.splice(Math.floor(rnd() * ref.length), 1)[0] as number;
          expect(list.remove(v)).toBe(true);
        }
      }
      if (round % 10 === 0 || round === 299) {
        ref = [...ref].sort((a, b) => a - b);
        expect(list.size).toBe(ref.length);
        expect([...list.forward(list.start(), list.end())]).toEqual(ref);
        const mid = ref[Math.floor(ref.length / 2)] ?? 0;
        const from = list.first((x) => x >= mid);
        expect(list.countBetween(from, list.end())).toBe(ref.filter((x) => x >= mid).length);
      }
    }
  });

  it("keeps order, positions and counts across branch splits, and when whole chunks and branches empty", () => {
    const list = new SortedList<number>((a, b) => a - b);
    let seed = 11;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const ref = new Set<number>();
    // Enough items for hundreds of chunks, so branches split (each holds up to a few hundred chunks).
    for (let i = 0; i < 120_000; i++) {
      const v = Math.floor(rnd() * 1e9);
      if (ref.has(v)) continue;
      ref.add(v);
      list.insert(v);
      // Reads between inserts merge small batches into the chunks, as one document's keys do.
      if (i % 1000 === 0) list.first((x) => x >= v);
    }
    let sorted = [...ref].sort((a, b) => a - b);
    // Empty a long stretch (whole chunks, likely a whole branch) and scattered items.
    for (const v of sorted.slice(20_000, 60_000)) expect(list.remove(v)).toBe(true);
    for (let i = 0; i < 5_000; i++) {
      const v = sorted[Math.floor(rnd() * sorted.length)] as number;
      expect(list.remove(v)).toBe(ref.delete(v));
    }
    for (const v of sorted.slice(20_000, 60_000)) ref.delete(v);
    sorted = [...ref].sort((a, b) => a - b);
    expect(list.size).toBe(sorted.length);
    expect([...list.forward(list.start(), list.end())]).toEqual(sorted);
    expect([...list.backward(list.start(), list.end())]).toEqual([...sorted].reverse());
    for (const [lo, hi] of [
      [1e8, 7e8],
      [0, 3e8],
      [5e8, 2e9],
    ] as const) {
      const from = list.first((x) => x >= lo);
      const to = list.first((x) => x >= hi);
      const expected = sorted.filter((x) => x >= lo && x < hi);
      expect(list.countBetween(from, to)).toBe(expected.length);
      expect([...list.forward(from, to)]).toEqual(expected);
      expect([...list.backward(from, to)]).toEqual([...expected].reverse());
    }
  });

  it("keeps what is derived from a chunk until an insert or a removal changes that chunk", () => {
    const list = new SortedList<number, string>((a, b) => a - b);
    for (let i = 0; i < 2000; i++) list.insert(i * 2);
    let made = 0;
    const joined = (chunk: readonly number[]) => {
      made++;
      return chunk.join(",");
    };
    const chunks = () => [...list.slices(list.start(), list.end())].map((slice) => slice.chunk);
    const before = chunks().map((chunk) => list.memo(chunk, joined));
    expect(made).toBe(chunks().length);
    expect(chunks().map((chunk) => list.memo(chunk, joined))).toEqual(before);
    expect(made).toBe(chunks().length);
    // 1001 lands in one chunk, and 0's removal changes the first: those two are made again, with their new items.
    list.insert(1001);
    expect(list.remove(0)).toBe(true);
    const after = chunks().map((chunk) => list.memo(chunk, joined));
    expect(made).toBe(before.length + 2);
    expect(after.join(",")).toBe([...list.forward(list.start(), list.end())].join(","));
  });
});
