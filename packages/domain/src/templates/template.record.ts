import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import { DEFAULT_LIST_LIMITS, recordListFields, type ListSpec } from "../query";
import { TEMPLATE_CATEGORIES, TEMPLATE_STATUSES, type TemplateDoc } from "./template.model";
import type { TemplateRecord } from "./template.schema";

export const templateToRecord = (doc: TemplateDoc): TemplateRecord =>
  toRecord(doc, [...RECORD_KEYS, "channelId", "name", "language", "category", "components", "status"]);

/** A channel's templates (the channel scope is ANDed on top), oldest first. */
export const templateListSpec = {
  resource: "templates",
  fields: recordListFields({
    channelId: { kind: "id" },
    name: { kind: "string" },
    language: { kind: "string" },
    category: { kind: "enum", values: TEMPLATE_CATEGORIES },
    status: { kind: "enum", values: TEMPLATE_STATUSES },
    components: { kind: "string", filterable: false, sortable: false },
  }),
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: 1 }],
} satisfies ListSpec;
