import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { httpUrlSchema, instantSchema, recordBase } from "../core/schema-helpers";
import { normalizePhone, PHONE_EXPECTED } from "../fields/normalize-field-value";
import {
  ANALYSIS_STATUSES,
  CALL_DIRECTIONS,
  CALL_ENTITY_TYPES,
  CALL_OUTCOMES,
  CALL_PROVIDERS,
  RECORDING_STATUSES,
  SPEAKERS,
  TRANSCRIPTION_STATUSES,
} from "./call.model";

/** Spec "Party object": one of two shapes, selected by `type`. */
export const callPartySchema = z
  .discriminatedUnion("type", [
    z.object({
      type: z.literal("EXTENSION"),
      number: z.string().describe("The extension on the telephony provider."),
      userId: z.string().optional().describe("The user holding the extension; absent while the extension is mapped to nobody."),
    }),
    z.object({ type: z.literal("PHONE"), number: z.string().describe("Digits including the country code.") }),
  ])
  .meta({ id: "CallParty" });

export const callTranscriptionSchema = z
  .object({
    status: z.enum(TRANSCRIPTION_STATUSES),
    text: z.string().optional().describe("The whole transcript when the call was not split by speaker; absent when `turns` is present."),
    turns: z
      .array(z.object({ speaker: z.enum(SPEAKERS), start: z.number(), text: z.string() }))
      .optional()
      .describe("One item per turn when each side was transcribed from its own channel (SELLER = extension side)."),
  })
  .meta({ id: "CallTranscription" });

export const callAnalysisSchema = z
  .object({
    status: z.enum(ANALYSIS_STATUSES),
    summary: z.string().optional().describe("Absent when the call had nothing worth summarising (e.g. a voicemail)."),
  })
  .meta({ id: "CallAnalysis" });

/** Spec "Call": a closed object with exactly these keys. */
export const callRecordSchema = z
  .object({
    ...recordBase,
    entityId: z.string().describe("The deal the call is attached to, or the contact when it has no open deal."),
    entityType: z.enum(CALL_ENTITY_TYPES),
    provider: z.enum(CALL_PROVIDERS).describe("The telephony provider; one value only: `TELEPHONY`."),
    externalId: z.string().describe("The call id on the telephony provider."),
    direction: z.enum(CALL_DIRECTIONS),
    from: callPartySchema,
    to: callPartySchema,
    startedAt: z.iso.datetime(),
    answeredAt: z.iso.datetime().optional(),
    endedAt: z.iso.datetime(),
    durationInSeconds: z.int().min(0).describe("Talk time, from the answer to the hang up (0 when unanswered)."),
    outcome: z.enum(CALL_OUTCOMES),
    recording: z.object({ status: z.enum(RECORDING_STATUSES), mimeType: z.string().min(1).optional() }),
    transcription: callTranscriptionSchema.nullable().describe("Null while there is no stored recording."),
    analysis: callAnalysisSchema.nullable().describe("The AI summary after each transcription; null before the first one."),
  })
  .meta({
    id: "Call",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.call),
        entityId: EXAMPLE_IDS.deal,
        entityType: "DEAL",
        provider: "TELEPHONY",
        externalId: "call-2026-05-04-0001",
        direction: "OUTBOUND",
        from: { type: "EXTENSION", number: "201", userId: EXAMPLE_IDS.user },
        to: { type: "PHONE", number: "5511999990001" },
        startedAt: "2026-05-04T14:00:00.000Z",
        answeredAt: "2026-05-04T14:00:12.000Z",
        endedAt: "2026-05-04T14:06:40.000Z",
        durationInSeconds: 388,
        outcome: "ANSWERED",
        recording: { status: "STORED", mimeType: "audio/mpeg" },
        transcription: {
          status: "DONE",
          turns: [
            { speaker: "SELLER", start: 0.4, text: "Hi Ada, this is Grace from the sales team." },
            { speaker: "CUSTOMER", start: 3.1, text: "Hi! We are looking at 20 seats." },
          ],
        },
        analysis: { status: "DONE", summary: "ACME wants 20 seats; send the quote by Friday." },
      },
    ],
  });
export type CallRecord = z.infer<typeof callRecordSchema>;

const phoneNumberSchema = z.string().refine((raw) => normalizePhone(raw) !== null, { message: PHONE_EXPECTED });

/** A party as the provider reports it; `userId` is the service's to set (from the extension). */
export const callPartyInputSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("EXTENSION"), number: z.string().trim().min(1).max(32) }),
  z.strictObject({ type: z.literal("PHONE"), number: phoneNumberSchema }),
]);

/** `POST /v1/telephony/calls`: an ended call as the telephony integration posts it. */
export const callIngestSchema = z
  .strictObject({
    externalId: z.string().trim().min(1).max(200).describe("The call id on the provider; posting it again answers the same id."),
    direction: z.enum(CALL_DIRECTIONS),
    from: callPartyInputSchema,
    to: callPartyInputSchema,
    startedAt: instantSchema,
    answeredAt: instantSchema.optional().describe("Absent when the call was not answered."),
    endedAt: instantSchema,
    outcome: z.enum(CALL_OUTCOMES),
    recordingUrl: httpUrlSchema(2048).optional().describe("Where the provider serves the recording; absent: no recording."),
  })
  .superRefine((call, issues) => {
    if (call.from.type === call.to.type) {
      issues.addIssue({ code: "custom", path: ["to", "type"], message: "One party must be an EXTENSION and the other a PHONE." });
    }
    const started = Date.parse(call.startedAt);
    const ended = Date.parse(call.endedAt);
    if (ended < started) issues.addIssue({ code: "custom", path: ["endedAt"], message: "endedAt must not be before startedAt." });
    if (call.answeredAt !== undefined) {
      const answered = Date.parse(call.answeredAt);
      if (answered < started || answered > ended) {
        issues.addIssue({ code: "custom", path: ["answeredAt"], message: "answeredAt must be between startedAt and endedAt." });
      }
    }
  })
  .meta({
    id: "CallIngest",
    examples: [
      {
        externalId: "call-2026-05-04-0001",
        direction: "OUTBOUND",
        from: { type: "EXTENSION", number: "201" },
        to: { type: "PHONE", number: "+55 11 99999-0001" },
        startedAt: "2026-05-04T14:00:00Z",
        answeredAt: "2026-05-04T14:00:12Z",
        endedAt: "2026-05-04T14:06:40Z",
        outcome: "ANSWERED",
      },
    ],
  });
export type CallIngest = z.infer<typeof callIngestSchema>;

export const callIngestedSchema = z
  .object({ id: z.string().describe("The call's id (the same one for a repeated externalId).") })
  .meta({ id: "CallIngested", examples: [{ id: EXAMPLE_IDS.call }] });

/** What requesting a transcription answers: nothing yet; the `call.transcription` event and the call's `transcription` follow. */
export const callTranscriptionRequestedSchema = z.strictObject({}).meta({
  id: "CallTranscriptionRequested",
  description: "Empty: follow the `call.transcription` event or read the call.",
  examples: [{}],
});
