import { describe, expect, it } from "vitest";
import { PermanentProviderError } from "./provider-errors";
import { detectSpeech } from "./speech-detection";
import { decodeWav, encodeWav } from "./wav";

const tone = (seconds: number, from: number, to: number, rate = 8000) =>
  new Float32Array(seconds * rate).map((_, i) => (i >= from * rate && i < to * rate ? 0.5 * Math.sin(i / 3) : 0));

describe("WAV", () => {
  it("round-trips channels, rate and comment through 16-bit PCM", () => {
    const left = tone(1, 0.2, 0.4);
    const right = tone(1, 0.6, 0.8);
    const wav = decodeWav(encodeWav([left, right], 8000, "SELLER: hi"));
    expect(wav.sampleRate).toBe(8000);
    expect(wav.comment).toBe("SELLER: hi");
    expect(wav.channels).toHaveLength(2);
    expect(wav.channels[0]![1700]).toBeCloseTo(left[1700]!, 3);
    expect(wav.channels[1]![5000]).toBeCloseTo(right[5000]!, 3);
  });

  it("decodes a file at an odd byte offset in its buffer (as a download may hand it over)", () => {
    const left = tone(1, 0.2, 0.4);
    const encoded = encodeWav([left, tone(1, 0, 0)], 8000);
    const odd = Buffer.alloc(encoded.length + 1);
    encoded.copy(odd, 1);
    const wav = decodeWav(odd.subarray(1));
    expect(wav.channels[0]![1700]).toBeCloseTo(left[1700]!, 3);
    expect(wav.channels[1]![1700]).toBe(0);
  });

  it("refuses a truncated file and a file that is not WAV", () => {
    const full = encodeWav([tone(1, 0, 1)], 8000);
    expect(() => decodeWav(full.subarray(0, full.length - 10))).toThrow(/Truncated WAV/);
    expect(() => decodeWav(full.subarray(0, 40))).toThrow(PermanentProviderError);
    expect(() => decodeWav(Buffer.from("ID3 this is an mp3"))).toThrow(/Not a WAV/);
  });
});

describe("detectSpeech", () => {
  it("finds each burst with its true start and end, bridging short pauses and ignoring clicks", () => {
    const samples = tone(4, 0.5, 1.5);
    samples.set(tone(4, 1.6, 2, 8000).subarray(Math.round(1.6 * 8000), 2 * 8000), Math.round(1.6 * 8000));
    samples.set(tone(4, 3, 3.05).subarray(3 * 8000, Math.round(3.05 * 8000)), 3 * 8000);
    const segments = detectSpeech(samples, 8000);
    expect(segments).toHaveLength(1);
    expect(segments[0]!.start).toBeCloseTo(0.5, 1);
    expect(segments[0]!.end).toBeCloseTo(2, 1);
  });

  it("finds nothing in silence", () => {
    expect(detectSpeech(new Float32Array(8000), 8000)).toEqual([]);
  });
});
