import { describe, expect, it } from "vitest";
import { createKeyedCache } from "./keyed-cache";

describe("keyed cache", () => {
  it("loads a key again only when its copy is older than the time a caller asks for", async () => {
    let loads = 0;
    const cache = await createKeyedCache({ channel: "test", ttlMs: 60_000, maxKeys: 10, load: async () => ++loads });
    expect(await cache.get("p")).toBe(1);
    expect(await cache.get("p")).toBe(1);
    const before = Date.now() - 60_000;
    expect(await cache.get("p", before)).toBe(1);
    // A copy loaded at or before the asked time is read again, and the new copy then serves everyone.
    expect(await cache.get("p", Date.now())).toBe(2);
    expect(await cache.get("p")).toBe(2);
    await cache.close();
  });
});
