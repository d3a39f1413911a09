import { Schema, type Connection, type Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

/**
 * The one telephony provider calls come from (spec "Call": `provider` has one value, written there
 * as `<TELEPHONY_PROVIDER>`). Every stored call carries it, so a second provider later is a new
 * enum value, not a migration.
 */
export const CALL_PROVIDER = "TELEPHONY";
export const CALL_PROVIDERS = [CALL_PROVIDER] as const;
export const CALL_ENTITY_TYPES = ["DEAL", "CONTACT"] as const;
export type CallEntityType = (typeof CALL_ENTITY_TYPES)[number];
export const CALL_DIRECTIONS = ["OUTBOUND", "INBOUND"] as const;
export const CALL_OUTCOMES = ["ANSWERED", "NO_ANSWER", "BUSY", "VOICEMAIL", "FAILED"] as const;
export const PARTY_TYPES = ["EXTENSION", "PHONE"] as const;
export const RECORDING_STATUSES = ["PENDING", "STORED", "UNAVAILABLE", "FAILED"] as const;
export const TRANSCRIPTION_STATUSES = ["AVAILABLE", "TOO_LONG", "PENDING", "DONE", "FAILED"] as const;
export const SPEAKERS = ["SELLER", "CUSTOMER"] as const;
export const ANALYSIS_STATUSES = ["PENDING", "DONE", "FAILED"] as const;

export interface CallParty {
  type: (typeof PARTY_TYPES)[number];
  /** EXTENSION: the extension on the provider; PHONE: digits with the country code. */
  number: string;
  /** EXTENSION only: the project user holding the extension when the call was ingested. */
  userId?: string;
}

export interface CallRecording {
  status: (typeof RECORDING_STATUSES)[number];
  mimeType?: string;
  /** Internal (worker pipeline): where the copied recording lives (GridFS file id by default). */
  fileId?: string;
  /** Internal: audio channels of the stored recording (2 = one side per channel -> `turns`). */
  channels?: number;
  /** Internal: copy attempts made so far and the last failure, for retries and diagnosis. */
  attempts?: number;
  error?: string;
}

export interface CallTurn {
  speaker: (typeof SPEAKERS)[number];
  start: number;
  text: string;
}

export interface CallTranscription {
  status: (typeof TRANSCRIPTION_STATUSES)[number];
  text?: string;
  turns?: CallTurn[];
  /** Internal: the id of the current request; its job completes it only while it is still the current one. */
  requestId?: string;
  /** Internal: when the current transcription was requested / finished, and the last failure. */
  requestedAt?: Date;
  completedAt?: Date;
  error?: string;
}

/** Internal: one value the analysis wrote into a deal or contact field ("record which call wrote which value"). */
export interface CallFieldWrite {
  entityType: CallEntityType;
  entityId: string;
  fieldId: string;
  value?: unknown;
}

export interface CallAnalysis {
  status: (typeof ANALYSIS_STATUSES)[number];
  summary?: string;
  /** Internal: the id of the current run (one per transcription), as for the transcription. */
  requestId?: string;
  /** Internal: the values this call's analysis wrote into its deal's and contact's fields. */
  writes?: CallFieldWrite[];
  completedAt?: Date;
  error?: string;
}

export interface CallDoc extends TenantDoc {
  provider: (typeof CALL_PROVIDERS)[number];
  externalId: string;
  direction: (typeof CALL_DIRECTIONS)[number];
  from: CallParty;
  to: CallParty;
  startedAt: Date;
  answeredAt?: Date;
  endedAt: Date;
  durationInSeconds: number;
  outcome: (typeof CALL_OUTCOMES)[number];
  /** Internal: the contact of the PHONE party at ingestion (the listing keys on the current attachment, entityId). */
  contactId: string;
  entityType: CallEntityType;
  entityId: string;
  /** Internal: the provider's recording address the worker copies from (absent: no recording). */
  recordingUrl?: string;
  recording: CallRecording;
  transcription: CallTranscription | null;
  analysis: CallAnalysis | null;
}

const sub = (definition: Record<string, unknown>) => new Schema(definition, { _id: false, strict: "throw" });

const partySchema = sub({
  type: { type: String, enum: PARTY_TYPES, required: true },
  number: { type: String, required: true },
  userId: { type: String },
});

const recordingSchema = sub({
  status: { type: String, enum: RECORDING_STATUSES, required: true },
  mimeType: { type: String },
  fileId: { type: String },
  channels: { type: Number },
  attempts: { type: Number },
  error: { type: String },
});

const transcriptionSchema = sub({
  status: { type: String, enum: TRANSCRIPTION_STATUSES, required: true },
  text: { type: String },
  turns: {
    type: [
      sub({
        speaker: { type: String, enum: SPEAKERS, required: true },
        start: { type: Number, required: true },
        text: { type: String, required: true },
      }),
    ],
    default: undefined,
  },
  requestId: { type: String },
  requestedAt: { type: Date },
  completedAt: { type: Date },
  error: { type: String },
});

const analysisSchema = sub({
  status: { type: String, enum: ANALYSIS_STATUSES, required: true },
  summary: { type: String },
  requestId: { type: String },
  writes: {
    type: [
      sub({
        entityType: { type: String, enum: CALL_ENTITY_TYPES, required: true },
        entityId: { type: String, required: true },
        fieldId: { type: String, required: true },
        value: { type: Schema.Types.Mixed },
      }),
    ],
    default: undefined,
  },
  completedAt: { type: Date },
  error: { type: String },
});

const callSchema = tenantSchema<CallDoc>({
  provider: { type: String, enum: CALL_PROVIDERS, required: true },
  externalId: { type: String, required: true, immutable: true },
  direction: { type: String, enum: CALL_DIRECTIONS, required: true },
  from: { type: partySchema, required: true },
  to: { type: partySchema, required: true },
  startedAt: { type: Date, required: true },
  answeredAt: { type: Date },
  endedAt: { type: Date, required: true },
  durationInSeconds: { type: Number, required: true, min: 0 },
  outcome: { type: String, enum: CALL_OUTCOMES, required: true },
  contactId: { type: String, required: true },
  entityType: { type: String, enum: CALL_ENTITY_TYPES, required: true },
  entityId: { type: String, required: true },
  recordingUrl: { type: String },
  recording: { type: recordingSchema, required: true },
  transcription: { type: transcriptionSchema, default: null },
  analysis: { type: analysisSchema, default: null },
});

/**
 * `_id` follows startedAt because the list engine appends it as the tie-break (same direction as
 * the last sort key): the contact listing (`{projectId, entityId: {$in: contact and its deals}}`
 * newest first) walks this index per attachment.
 */
const NEWEST_FIRST = { startedAt: -1, _id: -1 } as const;
callSchema.index({ projectId: 1, entityId: 1, ...NEWEST_FIRST });
callSchema.index({ projectId: 1, ...NEWEST_FIRST });
callSchema.index({ projectId: 1, createdAt: -1 });
// Idempotent ingestion: one call per provider call id and project; concurrent duplicates lose on this index.
callSchema.index({ projectId: 1, externalId: 1 }, { unique: true });
// The worker's sweeper looks across projects for stages pending too long; partial, so only calls in
// flight are indexed (an entry leaves the index when its stage completes).
for (const stage of ["recording", "transcription", "analysis"] as const) {
  callSchema.index({ [`${stage}.status`]: 1, updatedAt: 1 }, { partialFilterExpression: { [`${stage}.status`]: "PENDING" } });
}

export const defineCallModel = (conn: Connection): Model<CallDoc> => conn.model<CallDoc>("Call", callSchema, "calls");
