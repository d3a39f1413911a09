import { defineResource } from "../resources/define-resource";
import { tagListSpec } from "./tag.service";
import { tagCreateSchema, tagRecordSchema, tagUpdateSchema } from "./tag.schema";

export const tagResource = defineResource({
  one: "tag",
  many: "tags",
  description: "Labels put on deals; names are unique per project, and deleting a tag removes it from every deal.",
  schemas: {
    record: tagRecordSchema,
    create: tagCreateSchema,
    update: tagUpdateSchema,
  },
  list: { spec: tagListSpec, format: "data" },
  service: (domain) => domain.tags,
});
