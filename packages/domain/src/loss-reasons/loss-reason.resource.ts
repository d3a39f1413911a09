import { defineResource } from "../resources/define-resource";
import { lossReasonListSpec } from "./loss-reason.service";
import { lossReasonCreateSchema, lossReasonRecordSchema, lossReasonUpdateSchema } from "./loss-reason.schema";

export const lossReasonResource = defineResource({
  one: "lossReason",
  many: "lossReasons",
  description: "Why deals are lost: names a LOST deal's `lossReasonId` may point to; unique per project.",
  schemas: {
    record: lossReasonRecordSchema,
    create: lossReasonCreateSchema,
    update: lossReasonUpdateSchema,
  },
  list: { spec: lossReasonListSpec, format: "data" },
  service: (domain) => domain.lossReasons,
});
