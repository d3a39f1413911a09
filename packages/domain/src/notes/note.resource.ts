import { defineResource } from "../resources/define-resource";
import { noteListSpec } from "./note.service";
import { noteCreateSchema, noteRecordSchema, noteUpdateSchema } from "./note.schema";

export const noteResource = defineResource({
  one: "note",
  many: "notes",
  description: "Notes on a deal or a contact, authored by the API key's user (or an agent or the system).",
  schemas: {
    record: noteRecordSchema,
    create: noteCreateSchema,
    update: noteUpdateSchema,
  },
  list: { spec: noteListSpec, format: "array" },
  service: (domain) => domain.notes,
  bulk: {},
});
