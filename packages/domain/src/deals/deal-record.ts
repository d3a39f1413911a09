import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { DealDoc } from "./deal.model";
import type { DealRecord } from "./deal.schema";

export const dealToRecord = (doc: DealDoc): DealRecord =>
  toRecord(doc, [
    ...RECORD_KEYS,
    "title",
    "contactId",
    "responsibleId",
    "pipelineId",
    "stageId",
    "status",
    "lossReasonId",
    "tagIds",
    "fields",
    "closedAt",
  ]);
