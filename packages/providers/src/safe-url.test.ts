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

  // Every IPv6 spelling that carries a private IPv4 address is judged as that address.
  it.each([
    ["IPv4-compatible, dotted", "http://[::127.0.0.1]:4502/"],
    ["IPv4-compatible, hex", "http://[::7f00:1]/"],
    ["IPv4-compatible, upper case, uncompressed", "http://[0:0:0:0:0:0:7F00:0001]/"],
    ["IPv4-compatible, private range", "http://[::10.0.0.5]/"],
    ["IPv4-mapped, hex", "http://[::ffff:7f00:1]/"],
    ["IPv4-mapped, upper case, uncompressed", "http://[0000:0000:0000:0000:0000:FFFF:A9FE:A9FE]/"],
    ["IPv4-translated", "http://[::ffff:0:127.0.0.1]/"],
    ["IPv4-translated, hex", "http://[::FFFF:0:A00:5]/"],
    ["NAT64, dotted", "http://[64:ff9b::127.0.0.1]/"],
    ["NAT64, hex, upper case", "http://[64:FF9B::A9FE:A9FE]/"],
    ["NAT64, uncompressed", "http://[64:ff9b:0:0:0:0:c0a8:10a]/"],
    ["6to4 of loopback", "http://[2002:7f00:1::]/"],
    ["6to4 of a private address, upper case", "http://[2002:C0A8:0101:0:0:0:0:1]/"],
    ["Teredo with a private server", "http://[2001:0:a00:1::1]/"],
    ["Teredo with a loopback client (bit-inverted)", "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/"],
  ])("refuses %s (%s)", async (_form, url) => {
    expect(await checkUrlTarget(url, strict)).toMatchObject({ ok: false, code: "private_address" });
  });

  it.each([
    ["IPv4-compatible", "http://[::8.8.8.8]/", "::808:808"],
    ["IPv4-mapped", "http://[::ffff:8.8.8.8]/", "::ffff:808:808"],
    ["NAT64", "http://[64:ff9b::8.8.8.8]/", "64:ff9b::808:808"],
    ["6to4", "http://[2002:808:808::1]/", "2002:808:808::1"],
    ["Teredo", "http://[2001:0:4136:e378:8000:63bf:f7f7:f7f7]/", "2001:0:4136:e378:8000:63bf:f7f7:f7f7"],
  ])("judges %s of a public address as that address (%s)", async (_form, url, address) => {
    expect(await checkUrlTarget(url, strict)).toEqual({ ok: true, addresses: [address] });
  });

  it("matches an embedded IPv4 address against listed ranges, and keeps IPv6 loopback its own", async () => {
    expect(await checkUrlTarget("http://[::7f00:1]/", { allowPrivate: ["127.0.0.1/32"] })).toMatchObject({ ok: true });
    expect(await checkUrlTarget("http://[64:ff9b::a01:203]/", { allowPrivate: ["10.1.0.0/16"] })).toMatchObject({ ok: true });
    expect(await checkUrlTarget("http://[::1]/", { allowPrivate: ["::1"] })).toMatchObject({ ok: true });
    expect(await checkUrlTarget("http://[::1]/", { allowPrivate: ["127.0.0.1/32"] })).toMatchObject({ ok: false });
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
