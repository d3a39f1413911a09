import { defineResource } from "../resources/define-resource";
import { fieldGroupListSpec } from "./field-group.service";
import { fieldGroupCreateSchema, fieldGroupRecordSchema, fieldGroupUpdateSchema } from "./field-group.schema";

export const fieldGroupResource = defineResource({
  one: "fieldGroup",
  many: "fieldGroups",
  description: "Groups of custom fields, each for one entity type (CONTACT or DEAL), ordered by `position`.",
  schemas: {
    record: fieldGroupRecordSchema,
    create: fieldGroupCreateSchema,
    update: fieldGroupUpdateSchema,
  },
  list: { spec: fieldGroupListSpec, format: "envelope" },
  service: (domain) => domain.fieldGroups,
});
