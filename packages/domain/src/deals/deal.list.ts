import { SEARCH_KEYS_FIELD } from "../search/record-keys.model";
import { STAGE_TYPES } from "../stages/stage.model";
import { stageToRecord } from "../stages/stage.record";
import { DEFAULT_LIST_LIMITS, recordListFields, relationTo, type ListSpec } from "../query";
import { pipelineToRecord } from "../pipelines/pipeline.record";
import { userToRecord } from "../users/user.record";
import { lossReasonToRecord } from "../loss-reasons/loss-reason.record";
import { tagToRecord } from "../tags/tag.record";
import { contactToRecord } from "../contacts/contact.record";
import { contactRecordSchema } from "../contacts/contact.schema";
import { lossReasonRecordSchema } from "../loss-reasons/loss-reason.schema";
import { pipelineRecordSchema } from "../pipelines/pipeline.schema";
import { stageRecordSchema } from "../stages/stage.schema";
import { tagRecordSchema } from "../tags/tag.schema";
import { userRecordSchema } from "../users/user.schema";

/**
 * Deals listing: every filter below has an index leading with it (deal.model.ts). Custom values
 * are addressed as `fields.<fieldId|KEY>`. Relations are joined after the page is cut.
 */
export const dealListSpec = {
  resource: "deals",
  fields: recordListFields({
    title: { kind: "string" },
    contactId: { kind: "id" },
    responsibleId: { kind: "id" },
    pipelineId: { kind: "id" },
    stageId: { kind: "id" },
    status: { kind: "enum", values: STAGE_TYPES },
    lossReasonId: { kind: "id" },
    // Equality and in/nin on an array match any element: `tagIds=<id>` finds deals carrying the tag.
    tagIds: { kind: "id", sortable: false },
    fields: { kind: "string", filterable: false, sortable: false },
    closedAt: { kind: "date" },
  }),
  relations: {
    contact: relationTo("contacts", "contactId", { toRecord: contactToRecord, schema: contactRecordSchema }),
    stage: relationTo("stages", "stageId", { toRecord: stageToRecord, schema: stageRecordSchema }),
    pipeline: relationTo("pipelines", "pipelineId", { toRecord: pipelineToRecord, schema: pipelineRecordSchema }),
    responsible: relationTo("users", "responsibleId", { toRecord: userToRecord, schema: userRecordSchema }),
    lossReason: relationTo("loss_reasons", "lossReasonId", { toRecord: lossReasonToRecord, schema: lossReasonRecordSchema }),
    tags: relationTo("tags", "tagIds", { toRecord: tagToRecord, schema: tagRecordSchema }, { many: true }),
  },
  customFields: true,
  storedOnly: [SEARCH_KEYS_FIELD],
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: -1 }],
} satisfies ListSpec;
