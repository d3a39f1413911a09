import type { CallRecord } from "./call.schema";

/**
 * Where a call's stored recording is played: the /v1 download (`GET /v1/calls/{id}/recording`,
 * with the same API key), which streams it with range support. GraphQL and tRPC answer this
 * path instead of streaming audio themselves; null until the recording is STORED.
 */
export const callRecordingUrl = (call: Pick<CallRecord, "id" | "recording">): string | null =>
  call.recording.status === "STORED" ? `/v1/calls/${encodeURIComponent(call.id)}/recording` : null;
