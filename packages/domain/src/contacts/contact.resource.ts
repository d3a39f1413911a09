import { defineResource } from "../resources/define-resource";
import { contactListSpec } from "./contact.service";
import { contactCreateSchema, contactRecordSchema, contactUpdateSchema } from "./contact.schema";

export const contactResource = defineResource({
  one: "contact",
  many: "contacts",
  description: "People of the project, holding custom field values (`fields`); filter them by field as `fields.<fieldId|KEY>`.",
  schemas: {
    record: contactRecordSchema,
    create: contactCreateSchema,
    update: contactUpdateSchema,
  },
  list: { spec: contactListSpec, format: "envelope" },
  history: "CONTACT",
  service: (domain) => domain.contacts,
  bulk: { upsert: (domain) => domain.contacts.upsert },
});
