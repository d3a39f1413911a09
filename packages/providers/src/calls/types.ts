import type { ProviderInfo } from "../provider-info";

/** Audio as downloaded, stored and transcribed. */
export interface Audio {
  data: Buffer;
  /** Without parameters, e.g. `audio/wav`. */
  mimeType: string;
}

/** Downloads a call's recording from the telephony provider. */
export interface RecordingSource {
  readonly info: ProviderInfo;
  fetch(url: string): Promise<Audio>;
}

export interface StoredRecording {
  size: number;
  mimeType: string;
}

/** Where copied recordings live (GridFS by default); one interface so an object store can replace it. */
export interface RecordingStore {
  readonly info: ProviderInfo;
  /** Writes the recording under `id`, replacing any earlier (possibly partial) copy with that id. */
  put(id: string, audio: Audio): Promise<void>;
  stat(id: string): Promise<StoredRecording | null>;
  read(id: string): Promise<Buffer>;
  /** Bytes `start..end` (both inclusive, as in an HTTP Range) or the whole file. */
  stream(id: string, range?: { start: number; end: number }): NodeJS.ReadableStream;
  remove(id: string): Promise<void>;
}

export const SPEAKERS = ["SELLER", "CUSTOMER"] as const;
export type Speaker = (typeof SPEAKERS)[number];

export interface TranscriptTurn {
  speaker: Speaker;
  /** Seconds from the start of the recording. */
  start: number;
  text: string;
}

/** Stereo recordings give `turns` (left = SELLER, right = CUSTOMER); mono ones give `text`. */
export type Transcript = { turns: TranscriptTurn[] } | { text: string };

export interface Transcriber {
  readonly info: ProviderInfo;
  transcribe(audio: Audio): Promise<Transcript>;
}

/** A deal or contact field the analysis may fill, as the project defines it. */
export interface AnalysisField {
  entityType: "DEAL" | "CONTACT";
  id: string;
  /** Built-in fields carry their KEY (EMAIL, PRICE...). */
  key?: string;
  label: string;
  type: string;
  options?: Array<{ id: string; label: string }>;
}

export interface AnalysisValue {
  entityType: "DEAL" | "CONTACT";
  fieldId: string;
  value: unknown;
}

export interface AnalysisResult {
  /** Absent when the call had nothing worth summarising (a voicemail, silence). */
  summary?: string;
  values: AnalysisValue[];
}

export interface Analyzer {
  readonly info: ProviderInfo;
  analyze(input: { transcript: Transcript; fields: AnalysisField[] }): Promise<AnalysisResult>;
}
