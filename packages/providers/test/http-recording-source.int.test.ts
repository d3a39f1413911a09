import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startRecordingServer, type RecordingServer } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpRecordingSource } from "../src/calls/http-recording-source";
import { PermanentProviderError } from "../src/calls/provider-errors";
import { sampleCallWav } from "../src/calls/sample-call";

describe("HTTP recording source", () => {
  let server: RecordingServer;
  const wav = sampleCallWav({ seconds: 1 });
  beforeAll(async () => {
    server = await startRecordingServer();
    server.serve("/ok.wav", { body: wav, contentType: "audio/wav; charset=binary" });
    server.serve("/binary", { body: wav, contentType: "application/octet-stream" });
    server.serve("/page", { body: "<html></html>", contentType: "text/html" });
    server.serve("/down", { body: wav, failFirst: 100 });
    server.serve("/slow", { body: wav, hangFirst: true });
  });
  afterAll(() => server.close());
  const source = createHttpRecordingSource({ maxBytes: 100_000 });

  it("downloads audio with its content type (parameters dropped); sniffs a generic binary", async () => {
    expect(await source.fetch(server.url("/ok.wav"))).toEqual({ data: wav, mimeType: "audio/wav" });
    expect((await source.fetch(server.url("/binary"))).mimeType).toBe("audio/wav");
  });

  it("fails for good on 404, non-audio and over-size; retryably on 5xx and timeouts", async () => {
    await expect(source.fetch(server.url("/missing"))).rejects.toBeInstanceOf(PermanentProviderError);
    await expect(source.fetch(server.url("/page"))).rejects.toBeInstanceOf(PermanentProviderError);
    await expect(createHttpRecordingSource({ maxBytes: 1000 }).fetch(server.url("/ok.wav"))).rejects.toThrow(/too large/);
    const down = await source.fetch(server.url("/down")).catch((e: unknown) => e);
    expect(String(down)).toMatch(/HTTP 500/);
    expect(down).not.toBeInstanceOf(PermanentProviderError);
    const slow = await createHttpRecordingSource({ timeoutMs: 300 })
      .fetch(server.url("/slow"))
      .catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(Error);
    expect(slow).not.toBeInstanceOf(PermanentProviderError);
  });

  it("asks the injected URL check first", async () => {
    const guarded = createHttpRecordingSource({
      assertFetchableUrl: async () => Promise.reject(new PermanentProviderError("private address")),
    });
    const before = server.hits("/ok.wav");
    await expect(guarded.fetch(server.url("/ok.wav"))).rejects.toThrow(/private address/);
    expect(server.hits("/ok.wav")).toBe(before);
  });

  it("follows redirects by hand, checking every hop: a hop the check refuses is never fetched", async () => {
    const target = server.url("/ok.wav");
    const redirects = createServer((req, res) => {
      res.writeHead(302, { location: req.url === "/loop" ? "/loop" : target });
      res.end();
    });
    await new Promise<void>((resolve) => redirects.listen(0, "127.0.0.1", resolve));
    const hop = `http://127.0.0.1:${(redirects.address() as AddressInfo).port}`;
    try {
      const checked: string[] = [];
      const following = createHttpRecordingSource({ assertFetchableUrl: async (url) => void checked.push(url) });
      expect(await following.fetch(`${hop}/moved`)).toEqual({ data: wav, mimeType: "audio/wav" });
      expect(checked).toEqual([`${hop}/moved`, target]);

      const before = server.hits("/ok.wav");
      const refusing = createHttpRecordingSource({
        assertFetchableUrl: async (url) => {
          if (url === target) throw new PermanentProviderError("private address");
        },
      });
      await expect(refusing.fetch(`${hop}/moved`)).rejects.toThrow(/private address/);
      expect(server.hits("/ok.wav")).toBe(before);
      await expect(source.fetch(`${hop}/loop`)).rejects.toThrow(/redirected more than 5 times/);
    } finally {
      redirects.close();
    }
  });
});
