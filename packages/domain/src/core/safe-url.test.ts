import { describe, expect, it } from "vitest";
import { checkUrlTarget, safeUrlPolicyFrom } from "./safe-url";

const strict = { allowPrivate: [] as string[] };

describe("checkUrlTarget (SSRF guard)", () => {
  it.each([
    "http://127.0.0.1/rec.wav",
    "http://localhost:8080/rec.wav",
    "http://[::1]/rec.wav",
    "http://[::ffff:127.0.0.1]/rec.wav",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.5/rec.wav",
    "http://192.168.1.10/rec.wav",
    "http://172.16.3.4/rec.wav",
    "http://100.64.0.1/rec.wav",
    "http://0.0.0.0/rec.wav",
    "http://[fd00::1]/rec.wav",
    "http://[fe80::1]/rec.wav",
    "http://2130706433/rec.wav",
  ])("refuses %s (loopback, private, link-local... after resolution)", async (url) => {
    expect(await checkUrlTarget(url, strict)).toMatchObject({ ok: false, code: "private_address" });
  });

  it("lets public addresses through and returns them for the fetcher to connect to", async () => {
    expect(await checkUrlTarget("https://93.184.216.34/rec.wav", strict)).toEqual({ ok: true, addresses: ["93.184.216.34"] });
    expect(await checkUrlTarget("https://[2606:4700::1111]/rec.wav", strict)).toEqual({ ok: true, addresses: ["2606:4700::1111"] });
  });

  it("refuses other schemes and hosts that do not resolve", async () => {
    expect(await checkUrlTarget("file:///etc/passwd", strict)).toMatchObject({ ok: false, code: "invalid_url" });
    expect(await checkUrlTarget("gopher://127.0.0.1/", { allowPrivate: true })).toMatchObject({ ok: false, code: "invalid_url" });
    expect(await checkUrlTarget("https://no-such-host.invalid/rec.wav", strict)).toMatchObject({ ok: false, code: "unresolvable_host" });
  });

  it("allows listed private hosts and ranges only", async () => {
    const policy = { allowPrivate: ["localhost", "10.1.0.0/16"] };
    expect(await checkUrlTarget("http://localhost:9000/x", policy)).toMatchObject({ ok: true });
    expect(await checkUrlTarget("http://10.1.2.3/x", policy)).toMatchObject({ ok: true });
    expect(await checkUrlTarget("http://10.2.0.1/x", policy)).toMatchObject({ ok: false, code: "private_address" });
    expect(await checkUrlTarget("http://127.0.0.1/x", { allowPrivate: true })).toEqual({ ok: true, addresses: [] });
  });

  it("reads ALLOW_PRIVATE_URLS: unset means none in production and all elsewhere", () => {
    expect(safeUrlPolicyFrom({ NODE_ENV: "production" })).toEqual({ allowPrivate: [] });
    expect(safeUrlPolicyFrom({ NODE_ENV: "test" })).toEqual({ allowPrivate: true });
    expect(safeUrlPolicyFrom({ NODE_ENV: "production", ALLOW_PRIVATE_URLS: "*" })).toEqual({ allowPrivate: true });
    expect(safeUrlPolicyFrom({ ALLOW_PRIVATE_URLS: "false" })).toEqual({ allowPrivate: [] });
    expect(safeUrlPolicyFrom({ ALLOW_PRIVATE_URLS: " PBX.internal , 10.0.0.0/8" })).toEqual({
      allowPrivate: ["pbx.internal", "10.0.0.0/8"],
    });
  });
});
