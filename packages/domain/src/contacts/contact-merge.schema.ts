import { z } from "zod";
import { EXAMPLE_IDS } from "../core/examples";
import { contactRecordSchema } from "./contact.schema";

const id = z.string().min(1).max(64);
const MERGE_ID = "6650f0c2a1b2c3d4e5f60030";
const SOURCE_ID = "6650f0c2a1b2c3d4e5f60099";
/** The contact record's own example, as the merge answers show it. */
const contactExample = (contactRecordSchema.meta()?.examples as unknown[] | undefined)?.[0] as z.output<typeof contactRecordSchema>;

/** `POST /v1/contacts/{id}/merge`: the contact that is merged into `{id}` and then answers as it. */
export const contactMergeInputSchema = z
  .strictObject({ sourceId: id.describe("The contact merged into this one; it becomes a tombstone resolving to this one.") })
  .meta({ examples: [{ sourceId: SOURCE_ID }] });
export type ContactMergeInput = z.infer<typeof contactMergeInputSchema>;

export const contactMergeResultSchema = z
  .object({
    mergeId: z.string().describe("Revert it with POST /v1/merges/{mergeId}/revert."),
    contact: contactRecordSchema.describe("The target as it is after the merge."),
  })
  .meta({ id: "ContactMergeResult", examples: [{ mergeId: MERGE_ID, contact: contactExample }] });
export type ContactMergeResult = z.infer<typeof contactMergeResultSchema>;

export const mergeRevertResultSchema = z
  .object({
    mergeId: z.string(),
    target: contactRecordSchema.describe("The target with the values it took from the source removed."),
    source: contactRecordSchema.describe("The source, restored as it was before the merge."),
  })
  .meta({
    id: "MergeRevertResult",
    examples: [{ mergeId: MERGE_ID, target: contactExample, source: { ...contactExample, id: SOURCE_ID, fields: [] } }],
  });
export type MergeRevertResult = z.infer<typeof mergeRevertResultSchema>;

export const DUPLICATE_MATCHES = ["PHONE", "EMAIL"] as const;

export const duplicateGroupSchema = z
  .object({
    match: z.enum(DUPLICATE_MATCHES).describe("The built-in field the contacts share."),
    value: z.string().describe("The shared value as stored (a phone's digits with the country code, a lower-cased email)."),
    contactIds: z.array(z.string()).min(2).describe("The contacts holding it, oldest first."),
  })
  .meta({
    id: "DuplicateGroup",
    examples: [{ match: "PHONE", value: "5511999990001", contactIds: [EXAMPLE_IDS.contact, "6650f0c2a1b2c3d4e5f60099"] }],
  });
export type DuplicateGroup = z.infer<typeof duplicateGroupSchema>;

export const DUPLICATES_MAX_LIMIT = 100;

/** `GET /v1/contacts/duplicates` paging: `limit` groups from `offset`. */
export const duplicatesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(DUPLICATES_MAX_LIMIT).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type DuplicatesQuery = z.input<typeof duplicatesQuerySchema>;

export const duplicatesPageSchema = z
  .object({
    data: z.array(duplicateGroupSchema),
    hasMore: z.boolean(),
    limit: z.number().int(),
    offset: z.number().int(),
    total: z.number().int(),
  })
  .meta({
    id: "DuplicateGroupList",
    examples: [
      {
        data: [{ match: "PHONE", value: "5511999990001", contactIds: [EXAMPLE_IDS.contact, SOURCE_ID] }],
        hasMore: false,
        limit: 20,
        offset: 0,
        total: 1,
      },
    ],
  });
export type DuplicatesPage = z.infer<typeof duplicatesPageSchema>;
