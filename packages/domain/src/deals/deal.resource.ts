import { defineResource } from "../resources/define-resource";
import { dealListSpec } from "./deal.list";
import { dealCreateSchema, dealRecordSchema, dealUpdateSchema } from "./deal.schema";

export const dealResource = defineResource({
  one: "deal",
  many: "deals",
  description: "Opportunities of a contact moving through a pipeline's stages; status, tags, loss reason and custom field values.",
  schemas: {
    record: dealRecordSchema,
    create: dealCreateSchema,
    update: dealUpdateSchema,
  },
  list: { spec: dealListSpec, format: "envelope" },
  history: "DEAL",
  service: (domain) => domain.deals,
  bulk: { upsert: (domain) => domain.deals.upsert },
});
