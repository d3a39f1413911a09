import { STAGE_TYPES, type StageDoc } from "../stages/stage.model";
import { stageToRecord } from "../stages/stage.service";
import type { ListRelation, ListSpec } from "../query";
import { pipelineToRecord } from "../pipelines/pipeline.service";
import type { PipelineDoc } from "../pipelines/pipeline.model";
import { userToRecord } from "../users/user.service";
import type { UserDoc } from "../users/user.model";
import { lossReasonToRecord } from "../loss-reasons/loss-reason.service";
import type { LossReasonDoc } from "../loss-reasons/loss-reason.model";
import { tagToRecord } from "../tags/tag.service";
import { contactToRecord } from "../contacts/contact.service";
import type { ContactDoc } from "../contacts/contact.model";
import type { TagDoc } from "../tags/tag.model";

/** A `[with]` relation whose raw documents are mapped by the related resource's own toRecord. */
function relation<D>(collection: string, localField: string, many: boolean, toRecord: (doc: D) => unknown): ListRelation {
  // $lookup hands back stored documents of that collection, i.e. the shape D describes.
  return { collection, localField, many, toDto: (doc) => toRecord(doc as unknown as D) };
}

/**
 * Deals listing: every filter below has an index leading with it (deal.model.ts). Custom values
 * are addressed as `fields.<fieldId|KEY>`. Relations are joined after the page is cut.
 */
export const dealListSpec: ListSpec = {
    resource: "deals",
    fields: {
      id: { kind: "id", path: "_id" },
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
      createdAt: { kind: "date" },
      updatedAt: { kind: "date" },
    },
    relations: {
      contact: relation<ContactDoc>("contacts", "contactId", false, contactToRecord),
      stage: relation<StageDoc>("stages", "stageId", false, stageToRecord),
      pipeline: relation<PipelineDoc>("pipelines", "pipelineId", false, pipelineToRecord),
      responsible: relation<UserDoc>("users", "responsibleId", false, userToRecord),
      lossReason: relation<LossReasonDoc>("loss_reasons", "lossReasonId", false, lossReasonToRecord),
      tags: relation<TagDoc>("tags", "tagIds", true, tagToRecord),
    },
    customFields: true,
    limits: { default: 20, max: 100 },
    defaultSort: [{ field: "createdAt", direction: -1 }],
};
