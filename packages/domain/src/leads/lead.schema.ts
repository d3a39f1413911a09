import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { httpUrlSchema, idSchema, recordBase } from "../core/schema-helpers";
import type { ANSWER_KEYS } from "./lead.model";

/** A visitor's answer can be long free text; the other answer keys are labels. */
const answerText = z.string().max(10_000);
const answerLabel = z.string().max(500);

// `satisfies` keeps this shape and the stored ANSWER_KEYS in step: a missing or extra key fails to compile.
const answerShape = {
  block: answerLabel,
  flow: answerLabel,
  name: answerLabel,
  inputName: answerLabel,
  inputType: answerLabel,
  type: answerLabel,
  text: answerText.describe("The question."),
  value: answerText.describe("The visitor's answer."),
} satisfies Record<(typeof ANSWER_KEYS)[number], z.ZodString>;

export const leadAnswerSchema = z.strictObject(answerShape).meta({ id: "LeadAnswer" });

/** One captured lead, as a create body; the record's example adds the stored keys. */
const LEAD_CREATE_EXAMPLE = {
  sourceId: "website-chatbot",
  sessionId: "3f1c2b9e-8d4a-4c71-9a35-6e2f0b7d1c48",
  isComplete: true,
  answers: [
    {
      block: "Qualify",
      flow: "Website chat",
      name: "company_size",
      inputName: "company_size",
      inputType: "number",
      type: "question",
      text: "How many people work at your company?",
      value: "20",
    },
  ],
  originURL: "https://example.com/pricing?utm_source=newsletter",
};

export const leadRecordSchema = z
  .object({
    ...recordBase,
    sourceId: z.string().describe("The chatbot that captured the lead."),
    sessionId: z.string(),
    isComplete: z.boolean(),
    answers: z.array(leadAnswerSchema),
    originURL: z.string(),
    urlParams: z.record(z.string(), z.string()).describe("Query parameters of originURL (first value of a repeated name)."),
  })
  .meta({
    id: "Lead",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.lead),
        ...LEAD_CREATE_EXAMPLE,
        urlParams: { utm_source: "newsletter" },
      },
    ],
  });
export type LeadRecord = z.infer<typeof leadRecordSchema>;

const answersSchema = z.array(leadAnswerSchema).max(500);
const originUrlSchema = httpUrlSchema(4096);

export const leadCreateSchema = z
  .strictObject({
    sourceId: idSchema.describe("The chatbot that captured the lead."),
    sessionId: z.guid().describe("UUID-shaped session identifier."),
    isComplete: z.boolean().default(false),
    answers: answersSchema.default([]),
    originURL: originUrlSchema.describe("URL the visitor came from; urlParams and the click source are derived from it."),
  })
  .meta({
    examples: [LEAD_CREATE_EXAMPLE],
  });
export type LeadCreate = z.infer<typeof leadCreateSchema>;

/** A conversation goes on after capture: completion and answers change; a new originURL re-derives urlParams. */
export const leadUpdateSchema = z
  .strictObject({
    isComplete: z.boolean().optional(),
    answers: answersSchema.optional(),
    originURL: originUrlSchema.optional(),
  })
  .meta({ examples: [{ isComplete: true }] });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;
