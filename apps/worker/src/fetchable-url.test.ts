import { PermanentProviderError, safeUrlPolicyFrom } from "@crm/providers";
import { describe, expect, it } from "vitest";
import { fetchableUrlCheck } from "./fetchable-url";

describe("fetchableUrlCheck", () => {
  it("refuses loopback, private and link-local targets in production, for good", async () => {
    const check = fetchableUrlCheck(safeUrlPolicyFrom({ NODE_ENV: "production" }));
    for (const url of [
      "http://127.0.0.1:8080/rec.wav",
      "http://10.0.0.5/rec.wav",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/rec.wav",
    ]) {
      await expect(check(url)).rejects.toBeInstanceOf(PermanentProviderError);
    }
  });

  it("lets the allow-list and the development default through", async () => {
    await expect(
      fetchableUrlCheck(safeUrlPolicyFrom({ NODE_ENV: "production", ALLOW_PRIVATE_URLS: "127.0.0.1/32" }))("http://127.0.0.1:8080/rec.wav"),
    ).resolves.toBeUndefined();
    await expect(fetchableUrlCheck(safeUrlPolicyFrom({}))("http://127.0.0.1:8080/rec.wav")).resolves.toBeUndefined();
  });
});
