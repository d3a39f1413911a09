import {
  callIngestSchema,
  callIngestedSchema,
  callListSpec,
  callRecordSchema,
  callTranscriptionRequestedSchema,
  type Domain,
} from "@crm/domain";
import { defineRoute, defineRoutes } from "../core/route-def";
import { pathIds } from "../core/id-params";

const tag = {
  name: "Calls",
  description:
    "Phone calls posted by the telephony integration, attached to a contact and its open deal; recording, transcription and analysis follow.",
};

const contactParams = pathIds({ contactId: "Contact id." });
const callParams = pathIds({ id: "Call id." });

/** Calls (spec "Call", "GET /v1/contacts/{contactId}/calls"). */
export const callRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/telephony/calls",
      operationId: "ingestCall",
      summary: "Ingest an ended call (telephony integration)",
      description:
        "The telephony integration posts each ended call once it hangs up; 202 `{id}`. Idempotent on `externalId`: " +
        "posting the same call again answers the same id and writes nothing. One party must be an `EXTENSION` and the " +
        "other a `PHONE` (digits with the country code). The PHONE number finds the project's contact with that phone, or " +
        "creates one; the call attaches to that contact's most recently created OPEN deal (`entityType: DEAL`), else to " +
        "the contact (`entityType: CONTACT`). The EXTENSION party gets the `userId` of the project user holding that " +
        "extension (absent when nobody does). `durationInSeconds` is `endedAt - answeredAt` rounded to the second (0 " +
        "without `answeredAt`). `recording.status` is `PENDING` with a `recordingUrl` (copied later), else " +
        "`UNAVAILABLE`; `transcription` and `analysis` start null; `provider` is always `TELEPHONY`. Raises `call.created` " +
        "and `call.ended`. 400 when `endedAt` is before `startedAt` or `answeredAt` is outside them.",
      tag,
      body: callIngestSchema,
      success: { status: 202, schema: callIngestedSchema, description: "The call's id (accepted; recording and transcription follow)." },
      errors: [403],
      handler: ({ ctx, body }) => domain.calls.ingest(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/contacts/{contactId}/calls",
      operationId: "listContactCalls",
      summary: "List the calls of a contact",
      description:
        "Bare array of the calls attached to the contact and to the contact's deals, newest first (`startedAt` desc). " +
        "`[limit]` 1..50 (default 20; larger values become 50, smaller 1), `[offset]` >= 0. Filters such as " +
        "`outcome=ANSWERED`, `direction=INBOUND`, `entityType=DEAL` or `startedAt[gte]=...` narrow the list. 404 when " +
        "the contact is not in the key's project.",
      tag,
      params: contactParams,
      list: { spec: callListSpec, format: "array" },
      success: { status: 200, schema: callRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params, query }) => domain.calls.listOfContact(ctx, params.contactId, query),
    }),
    defineRoute({
      method: "get",
      path: "/calls/{id}/recording",
      operationId: "getCallRecording",
      summary: "Play a call's recording",
      description:
        "Streams the recording copied from the telephony provider, with its content type (`recording.mimeType`). " +
        "Supports HTTP Range requests, so an audio player can seek: `Range: bytes=a-b` answers 206 with " +
        "`Content-Range`; a range past the end answers 416. 409 `RECORDING_NOT_STORED` unless `recording.status` is " +
        "`STORED`; 404 when the call is not in the key's project.",
      tag,
      params: callParams,
      download: { mediaType: "audio/*" },
      success: { status: 200, description: "The whole recording." },
      errors: [403, 404, 409, 416],
      handler: ({ ctx, params }) => domain.callPipeline.recording(ctx, params.id),
    }),
    defineRoute({
      method: "post",
      path: "/calls/{id}/transcription",
      operationId: "requestCallTranscription",
      summary: "Request a transcription of a call",
      description:
        "Starts a new transcription of the stored recording (for calls not transcribed automatically, or again). " +
        "`transcription.status` becomes `PENDING`, then `DONE` (with `turns` for a stereo recording, `text` for mono) " +
        "or `FAILED`; each transcription is followed by a new `analysis`. Raises `call.transcription`. 409 " +
        "`RECORDING_NOT_STORED` unless the recording is `STORED`, 409 `TRANSCRIPTION_PENDING` while one is under way, " +
        "422 `TOO_LONG` for a recording over the transcription limit (3600 s).",
      tag,
      params: callParams,
      success: { status: 202, schema: callTranscriptionRequestedSchema, description: "Accepted; the worker transcribes the recording." },
      errors: [403, 404, 409, 422],
      handler: async ({ ctx, params }) => {
        await domain.callPipeline.requestTranscription(ctx, params.id);
        return {};
      },
    }),
  );
