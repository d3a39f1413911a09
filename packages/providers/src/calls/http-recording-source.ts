import { fetch, type Dispatcher, type Response } from "undici";
import { PermanentProviderError } from "./provider-errors";
import type { Audio, RecordingSource } from "./types";
import { isWav, readWavLayout } from "./wav";

export interface HttpRecordingSourceOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * Refuses addresses the service must not fetch (SSRF: loopback, private networks...). Injected so
   * the shared URL-safety helper is wired by the host; a no-op by default (tests fetch from loopback).
   */
  assertFetchableUrl?: (url: string) => Promise<void>;
  /** Opens the connections (undici); the host passes one that connects only to vetted addresses (DNS rebinding). */
  dispatcher?: Dispatcher;
}

export const DEFAULT_RECORDING_MAX_BYTES = 200 * 1024 * 1024;

/** Some providers serve audio as a generic binary; accept it only when the bytes are a known audio format. */
function sniffAudio(head: Buffer): string | undefined {
  if (isWav(head)) return "audio/wav";
  const magic = head.toString("latin1", 0, 4);
  if (magic === "OggS") return "audio/ogg";
  if (magic === "fLaC") return "audio/flac";
  if (magic.startsWith("ID3") || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return "audio/mpeg";
  return undefined;
}

/** Redirects are followed by hand, each hop's URL checked again: `fetch` would follow them to any address. */
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** HTTP statuses worth another attempt later; any other failure status is final. */
const retryable = (status: number) => status === 408 || status === 425 || status === 429 || status >= 500;

/** Downloads recordings over HTTP(S) with a timeout, a size limit and a content-type check. */
export function createHttpRecordingSource(options: HttpRecordingSourceOptions = {}): RecordingSource {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBytes = options.maxBytes ?? DEFAULT_RECORDING_MAX_BYTES;
  return {
    info: { service: "recording-source", adapter: "http", simulated: false },
    async fetch(url: string): Promise<Audio> {
      const signal = AbortSignal.timeout(timeoutMs);
      let response: Response | undefined;
      for (let hop = url, hops = 0; !response; hops++) {
        await options.assertFetchableUrl?.(hop);
        const answer = await fetch(hop, { signal, redirect: "manual", ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}) });
        const location = answer.headers.get("location");
        if (!REDIRECTS.has(answer.status) || location === null) response = answer;
        else {
          await answer.body?.cancel();
          if (hops === MAX_REDIRECTS) throw new PermanentProviderError(`Recording download redirected more than ${MAX_REDIRECTS} times.`);
          hop = new URL(location, hop).href;
        }
      }
      if (!response.ok) {
        await response.body?.cancel();
        const message = `Recording download answered HTTP ${response.status}.`;
        throw retryable(response.status) ? new Error(message) : new PermanentProviderError(message);
      }
      const declared = Number(response.headers.get("content-length") ?? NaN);
      if (declared > maxBytes) {
        await response.body?.cancel();
        throw new PermanentProviderError(`Recording too large: ${declared} bytes (limit ${maxBytes}).`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      // A reader rather than `for await`: the stream's async iterator is missing from the DOM typings some packages compile with.
      const reader = response.body?.getReader();
      for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
        size += read.value.length;
        if (size > maxBytes) {
          await reader?.cancel();
          throw new PermanentProviderError(`Recording too large: over ${maxBytes} bytes.`);
        }
        chunks.push(Buffer.from(read.value));
      }
      const data = Buffer.concat(chunks);
      const contentType = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      const mimeType = contentType.startsWith("audio/") ? contentType : sniffAudio(data);
      if (!mimeType) throw new PermanentProviderError(`Not a recording: content type "${contentType || "none"}".`);
      if (data.length === 0) throw new PermanentProviderError("Empty recording.");
      // A WAV is checked whole before it is stored: a truncated or mislabelled file is a failed copy, not a stored recording.
      if (isWav(data) || /wav/.test(mimeType)) readWavLayout(data);
      return { data, mimeType };
    },
  };
}
