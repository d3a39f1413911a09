import type {
  AnalysisField,
  AnalysisResult,
  Analyzer as AnalyzerPort,
  Audio,
  RecordingSource as RecordingSourcePort,
  RecordingStore as RecordingStorePort,
  StoredRecording,
  Transcriber as TranscriberPort,
  Transcript,
  TranscriptTurn,
  ValueEvidence,
} from "@crm/domain";
import type { ProviderInfo } from "../provider-info";

// The domain declares what the call pipeline needs (its ports); a provider is one of those plus
// what it is (`info`: shown at startup, so nobody mistakes a simulator for the real service).
export type { AnalysisField, AnalysisResult, Audio, StoredRecording, Transcript, TranscriptTurn, ValueEvidence };

export const SPEAKERS = ["SELLER", "CUSTOMER"] as const satisfies ReadonlyArray<TranscriptTurn["speaker"]>;
export type Speaker = TranscriptTurn["speaker"];
export type AnalysisValue = AnalysisResult["values"][number];

/** Downloads a call's recording from the telephony provider. */
export interface RecordingSource extends RecordingSourcePort {
  readonly info: ProviderInfo;
}

/** Where copied recordings live (GridFS by default); one interface so an object store can replace it. */
export interface RecordingStore extends RecordingStorePort {
  readonly info: ProviderInfo;
}

export interface Transcriber extends TranscriberPort {
  readonly info: ProviderInfo;
}

export interface Analyzer extends AnalyzerPort {
  readonly info: ProviderInfo;
}
