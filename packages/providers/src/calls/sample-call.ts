import { encodeWav } from "./wav";

/** When each side speaks in the sample call (seconds). */
const SELLER_SPEECH: Array<[number, number]> = [
  [0.5, 2.5],
  [5, 6.5],
];
const CUSTOMER_SPEECH: Array<[number, number]> = [
  [3, 4.5],
  [7, 9.5],
];

export const SAMPLE_CALL_SCRIPT = [
  "SELLER: Hello, this is Sam from Acme, thanks for taking my call.",
  "CUSTOMER: Hi Sam. You can send the offer to jane.doe@example.com.",
  "SELLER: Great, the package we discussed comes to $12,500 per year.",
  "CUSTOMER: That works for us, call me back on +44 20 7946 0958.",
].join("\n");

function channel(sampleRate: number, seconds: number, speech: Array<[number, number]>, hz: number): Float32Array {
  const samples = new Float32Array(Math.round(sampleRate * seconds));
  for (const [from, to] of speech) {
    for (let i = Math.round(from * sampleRate); i < Math.round(to * sampleRate) && i < samples.length; i++) {
      samples[i] = 0.4 * Math.sin((2 * Math.PI * hz * i) / sampleRate);
    }
  }
  return samples;
}

/**
 * A synthetic stereo call recording (tones where each side "speaks", silence elsewhere) carrying
 * a script in its INFO comment, for the README walk-through, tests and the benchmark.
 */
export function sampleCallWav(options: { seconds?: number; sampleRate?: number; script?: string } = {}): Buffer {
  const seconds = options.seconds ?? 10;
  const sampleRate = options.sampleRate ?? 8000;
  return encodeWav(
    [channel(sampleRate, seconds, SELLER_SPEECH, 220), channel(sampleRate, seconds, CUSTOMER_SPEECH, 330)],
    sampleRate,
    options.script ?? SAMPLE_CALL_SCRIPT,
  );
}
