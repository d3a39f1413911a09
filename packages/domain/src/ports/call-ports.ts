import type { mongo } from "mongoose";
import type { SPEAKERS } from "../calls/call.model";

// The outside services the call pipeline needs, declared here and implemented in @crm/providers;
// the hosts (apps/api, apps/worker) inject the implementations.

/** Audio as downloaded, stored and transcribed. */
export interface Audio {
  data: Buffer;
  /** Without parameters, e.g. `audio/wav`. */
  mimeType: string;
}

/** Downloads a call's recording from the telephony provider. */
export interface RecordingSource {
  fetch(url: string): Promise<Audio>;
}

export interface StoredRecording {
  size: number;
  mimeType: string;
}

/** Where copied recordings live, keyed by call id. */
export interface RecordingStore {
  /** Writes the recording under `id`, replacing any earlier (possibly partial) copy with that id. */
  put(id: string, audio: Audio): Promise<void>;
  stat(id: string): Promise<StoredRecording | null>;
  read(id: string): Promise<Buffer>;
  /** Bytes `start..end` (both inclusive, as in an HTTP Range) or the whole file. */
  stream(id: string, range?: { start: number; end: number }): NodeJS.ReadableStream;
  remove(id: string): Promise<void>;
}

/**
 * Builds the recording store on the domain's own database (GridFS by default), so the recordings
 * share its connection and its backups.
 */
export type RecordingStoreFactory = (db: mongo.Db) => RecordingStore;

export interface TranscriptTurn {
  speaker: (typeof SPEAKERS)[number];
  /** Seconds from the start of the recording. */
  start: number;
  text: string;
}

/** Stereo recordings give `turns` (left = SELLER, right = CUSTOMER); mono ones give `text`. */
export type Transcript = { turns: TranscriptTurn[] } | { text: string };

export interface Transcriber {
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

/** Where in the transcript a value was found: the quoted words (they occur in the transcript), the turn indexes, how sure. */
export interface ValueEvidence {
  quote: string;
  turns: number[];
  confidence: number;
}

export interface AnalysisResult {
  /** Absent when the call had nothing worth summarising (a voicemail, silence). */
  summary?: string;
  /** The model that analysed the call (recorded with each value's evidence). */
  model?: string;
  values: Array<{ entityType: "DEAL" | "CONTACT"; fieldId: string; value: unknown; evidence?: ValueEvidence }>;
}

export interface Analyzer {
  analyze(input: { transcript: Transcript; fields: AnalysisField[] }): Promise<AnalysisResult>;
}

/** The services a call's stages call: download, speech to text, analysis. */
export interface CallServices {
  source: RecordingSource;
  transcriber: Transcriber;
  analyzer: Analyzer;
}
