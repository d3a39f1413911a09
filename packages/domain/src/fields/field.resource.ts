import { defineResource } from "../resources/define-resource";
import { fieldListSpec } from "./field.service";
import { fieldCreateSchema, fieldRecordSchema, fieldUpdateSchema } from "./field.schema";

export const fieldResource = defineResource({
  one: "field",
  many: "fields",
  description: "Custom field definitions of contacts and deals: type, config and group; built-in fields carry a `key`.",
  schemas: {
    record: fieldRecordSchema,
    create: fieldCreateSchema,
    update: fieldUpdateSchema,
  },
  list: { spec: fieldListSpec, format: "envelope" },
  service: (domain) => domain.fields,
});
