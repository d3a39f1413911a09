import { describe, expect, it } from "vitest";
import { allFulfilled, createBatcher } from "./batcher";

describe("createBatcher", () => {
  it("answers concurrent callers with one flush, in order", async () => {
    const flushes: number[][] = [];
    const double = createBatcher(async (inputs: number[]) => {
      flushes.push(inputs);
      return allFulfilled(inputs.map((n) => n * 2));
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(flushes).toEqual([[1, 2, 3]]);
  });

  it("batches the calls made while a flush runs into the next flush", async () => {
    const flushes: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const echo = createBatcher(async (inputs: number[]) => {
      flushes.push(inputs);
      if (flushes.length === 1) await gate;
      return allFulfilled(inputs);
    });
    const first = echo(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [echo(2), echo(3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(flushes).toEqual([[1], [2, 3]]);
  });

  it("rejects only the inputs the flush failed, and every input when the flush throws", async () => {
    const evenOnly = createBatcher(async (inputs: number[]) =>
      inputs.map((n): PromiseSettledResult<number> =>
        n % 2 === 0 ? { status: "fulfilled", value: n } : { status: "rejected", reason: new Error(`odd ${n}`) },
      ),
    );
    const results = await Promise.allSettled([evenOnly(1), evenOnly(2)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled"]);

    let down = true;
    const flaky = createBatcher(async (inputs: number[]) => {
      if (down) throw new Error("database down");
      return allFulfilled(inputs);
    });
    await expect(Promise.all([flaky(1), flaky(2)])).rejects.toThrow("database down");
    down = false;
    expect(await flaky(7)).toBe(7);
  });

  it("splits a queue longer than maxBatch", async () => {
    const sizes: number[] = [];
    const echo = createBatcher(
      async (inputs: number[]) => {
        sizes.push(inputs.length);
        return allFulfilled(inputs);
      },
      { maxBatch: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map(echo));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
