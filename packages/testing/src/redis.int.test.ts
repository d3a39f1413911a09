import { afterAll, describe, expect, it } from "vitest";
import { testRedis } from "./redis";

describe("testRedis", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await Promise.all(cleanups.map((cleanup) => cleanup()));
  });

  it("gives each caller its own hash-tagged prefix and removes its keys on cleanup", async () => {
    const a = await testRedis();
    const b = await testRedis();
    cleanups.push(b.cleanup);
    expect(a.prefix).toMatch(/^\{t-.+\}$/);
    expect(a.prefix).not.toBe(b.prefix);

    const client = a.connection();
    await client.set(`${a.prefix}:x`, "1");
    await b.connection().set(`${b.prefix}:x`, "2");
    await a.cleanup();

    const check = b.connection();
    expect(await check.exists(`${a.prefix}:x`)).toBe(0);
    expect(await check.get(`${b.prefix}:x`)).toBe("2");
    expect(client.status).not.toBe("ready");
  });
});
