import { PermanentProviderError } from "./provider-errors";

/**
 * PCM WAV decoding and encoding, hand-written (about 100 lines) rather than taken from a library
 * because the pipeline needs what the small WAV libraries do not give: a truncated file must be an
 * error (they pad or cut silently), and the LIST/INFO comment chunk must be read and written.
 */
export interface DecodedWav {
  sampleRate: number;
  /** One array per channel, samples in -1..1. */
  channels: Float32Array[];
  /** The INFO/ICMT comment, when the file carries one. */
  comment?: string;
}

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;

export const isWav = (data: Buffer): boolean =>
  data.length >= 12 && data.toString("latin1", 0, 4) === "RIFF" && data.toString("latin1", 8, 12) === "WAVE";

function readSample(data: Buffer, offset: number, bits: number, float: boolean): number {
  if (float) return bits === 64 ? data.readDoubleLE(offset) : data.readFloatLE(offset);
  switch (bits) {
    case 8:
      return (data.readUInt8(offset) - 128) / 128;
    case 16:
      return data.readInt16LE(offset) / 32768;
    case 24:
      return data.readIntLE(offset, 3) / 8388608;
    default:
      return data.readInt32LE(offset) / 2147483648;
  }
}

function readComment(list: Buffer): string | undefined {
  if (list.toString("latin1", 0, 4) !== "INFO") return undefined;
  for (let at = 4; at + 8 <= list.length;) {
    const id = list.toString("latin1", at, at + 4);
    const size = list.readUInt32LE(at + 4);
    if (id === "ICMT") return list.toString("utf8", at + 8, Math.min(list.length, at + 8 + size)).replace(/\0+$/, "");
    at += 8 + size + (size % 2);
  }
  return undefined;
}

export interface WavLayout {
  format: { tag: number; channels: number; sampleRate: number; bits: number };
  samples: Buffer;
  comment?: string;
}

/** Walks the chunks without decoding samples: a cheap structural check (a truncated or foreign file throws). */
export function readWavLayout(data: Buffer): WavLayout {
  if (!isWav(data)) throw new PermanentProviderError("Not a WAV file (no RIFF/WAVE header).");
  let format: WavLayout["format"] | undefined;
  let samples: Buffer | undefined;
  let comment: string | undefined;
  for (let at = 12; at + 8 <= data.length;) {
    const id = data.toString("latin1", at, at + 4);
    const size = data.readUInt32LE(at + 4);
    const body = at + 8;
    if (body + size > data.length)
      throw new PermanentProviderError(`Truncated WAV: chunk "${id}" declares ${size} bytes, ${data.length - body} present.`);
    if (id === "fmt ") {
      const tag = data.readUInt16LE(body);
      format = {
        tag: tag === EXTENSIBLE && size >= 26 ? data.readUInt16LE(body + 24) : tag,
        channels: data.readUInt16LE(body + 2),
        sampleRate: data.readUInt32LE(body + 4),
        bits: data.readUInt16LE(body + 14),
      };
    } else if (id === "data") {
      samples = data.subarray(body, body + size);
    } else if (id === "LIST") {
      comment = readComment(data.subarray(body, body + size)) ?? comment;
    }
    at = body + size + (size % 2);
  }
  if (!format) throw new PermanentProviderError("Invalid WAV: no fmt chunk.");
  if (!samples) throw new PermanentProviderError("Truncated WAV: no data chunk.");
  const { tag, channels, sampleRate, bits } = format;
  if ((tag !== PCM && tag !== IEEE_FLOAT) || ![8, 16, 24, 32, 64].includes(bits) || channels < 1 || sampleRate < 1) {
    throw new PermanentProviderError(`Unsupported WAV encoding (format ${tag}, ${bits} bits, ${channels} channels).`);
  }
  return { format, samples, ...(comment !== undefined ? { comment } : {}) };
}

/** 16-bit PCM, the telephony format: read through one Int16Array view instead of a call per sample. */
function deinterleave16(samples: Buffer, count: number, frames: number, channels: Float32Array[]): void {
  // A typed-array view needs an even byte offset; a Buffer from Node's pool may not have one.
  const aligned = samples.byteOffset % 2 === 0 ? samples : Buffer.from(samples);
  const ints = new Int16Array(aligned.buffer, aligned.byteOffset, frames * count);
  // WAV is little-endian, so is every platform Node runs on; the view reads the samples as stored.
  for (let channel = 0; channel < count; channel++) {
    const out = channels[channel]!;
    for (let frame = 0, at = channel; frame < frames; frame++, at += count) out[frame] = ints[at]! / 32768;
  }
}

export function decodeWav(data: Buffer): DecodedWav {
  const { format, samples, comment } = readWavLayout(data);
  const { tag, channels: count, sampleRate, bits } = format;
  const float = tag === IEEE_FLOAT;
  const frameBytes = (bits / 8) * count;
  const frames = Math.floor(samples.length / frameBytes);
  const channels = Array.from({ length: count }, () => new Float32Array(frames));
  if (tag === PCM && bits === 16) {
    deinterleave16(samples, count, frames, channels);
    return { sampleRate, channels, ...(comment !== undefined ? { comment } : {}) };
  }
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < count; channel++) {
      channels[channel]![frame] = readSample(samples, frame * frameBytes + (channel * bits) / 8, bits, float);
    }
  }
  return { sampleRate, channels, ...(comment !== undefined ? { comment } : {}) };
}

/** 16-bit PCM WAV of the given channels (all the same length), with an optional INFO/ICMT comment. */
export function encodeWav(channels: readonly Float32Array[], sampleRate: number, comment?: string): Buffer {
  const frames = channels[0]?.length ?? 0;
  const dataSize = frames * channels.length * 2;
  const text = comment === undefined ? undefined : Buffer.from(`${comment}\0`, "utf8");
  const icmtSize = text ? text.length + (text.length % 2) : 0;
  const listSize = text ? 4 + 8 + icmtSize : 0;
  const out = Buffer.alloc(12 + 24 + (text ? 8 + listSize : 0) + 8 + dataSize);
  out.write("RIFF", 0, "latin1");
  out.writeUInt32LE(out.length - 8, 4);
  out.write("WAVE", 8, "latin1");
  out.write("fmt ", 12, "latin1");
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(PCM, 20);
  out.writeUInt16LE(channels.length, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * channels.length * 2, 28);
  out.writeUInt16LE(channels.length * 2, 32);
  out.writeUInt16LE(16, 34);
  let at = 36;
  if (text) {
    out.write("LIST", at, "latin1");
    out.writeUInt32LE(listSize, at + 4);
    out.write("INFO", at + 8, "latin1");
    out.write("ICMT", at + 12, "latin1");
    out.writeUInt32LE(text.length, at + 16);
    text.copy(out, at + 20);
    at += 8 + listSize;
  }
  out.write("data", at, "latin1");
  out.writeUInt32LE(dataSize, at + 4);
  at += 8;
  for (let frame = 0; frame < frames; frame++) {
    for (const channel of channels) {
      const s = Math.max(-1, Math.min(1, channel[frame] ?? 0));
      out.writeInt16LE(Math.round(s * 32767), at);
      at += 2;
    }
  }
  return out;
}
