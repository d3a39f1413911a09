import { defineResource } from "../resources/define-resource";
import { leadListSpec } from "./lead.list";
import { leadCreateSchema, leadRecordSchema, leadUpdateSchema } from "./lead.schema";

export const leadResource = defineResource({
  one: "lead",
  many: "leads",
  description: "Form and chatbot captures with their answers and origin URL; click source derived from the URL's parameters.",
  schemas: {
    record: leadRecordSchema,
    create: leadCreateSchema,
    update: leadUpdateSchema,
  },
  list: { spec: leadListSpec, format: "envelope" },
  service: (domain) => domain.leads,
});
