import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { LossReasonDoc } from "./loss-reason.model";
import type { LossReasonRecord } from "./loss-reason.schema";

export const lossReasonToRecord = (doc: LossReasonDoc): LossReasonRecord => toRecord(doc, [...RECORD_KEYS, "name"]);
