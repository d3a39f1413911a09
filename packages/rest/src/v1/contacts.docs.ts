import { CONTACT_DEALS_WITH } from "@crm/domain";
import type { CrudDocs } from "./crud-routes";

const FIELD_WRITES =
  "Each item of `fields` names a CONTACT field by `fieldId` or by built-in `key` (exactly one) and gives its `value`; " +
  "values are validated by the field's type (see createField). An unknown field is 404; a DEAL field, a repeated field or a bad value is 400 " +
  "naming `fields.<i>.value` (or `.fieldId`/`.key`). A value of a field with `config.unique` that another contact holds: 409 `DUPLICATE`.";

/** People of the project, holding custom field values: the reference's text of their generated CRUD routes. */
export const contactDocs: CrudDocs = {
  create: {
    description: `Creates a contact in the key's project; every key is optional. ${FIELD_WRITES}`,
    errors: [403, 404, { status: 409, codes: ["DUPLICATE"] }],
  },
  list: {
    description:
      "Newest first by default. Besides `id`, `createdAt` and `updatedAt`, filter and sort on custom fields as `fields.<fieldId>` or " +
      "`fields.<KEY>` (e.g. `fields.EMAIL[regex]=acme`, `fields.PHONE=5511999990000`); filter values are read like stored values " +
      "(numbers, dates, booleans, option ids). `ne`, `nin` and `exists=false` also match contacts without a value. " +
      `\`[with]=deals\` adds each contact's newest ${CONTACT_DEALS_WITH} deals (all of them: \`GET /v1/deals?contactId=\`).`,
  },
  update: {
    description: `\`fields\` is merged into the stored values: fields not named keep their value, \`value: null\` clears one. ${FIELD_WRITES} A merged contact's id: 409 \`MERGED\` naming the contact it was merged into.`,
    errors: [404, { status: 409, codes: ["DUPLICATE", "MERGED"] }],
  },
  delete: {
    description:
      "A contact with deals cannot be deleted: 409 `CONTACT_HAS_DEALS` (delete the deals or move them to another contact first). " +
      "The contact's notes, calls and chats (with their messages) are deleted with it (each raising its `*.deleted` " +
      "event), and CONTACT custom field values naming it are cleared (each holder raises `contact.updated` / " +
      "`deal.updated`).",
    errors: [404, { status: 409, codes: ["CONTACT_HAS_DEALS", "MERGED"] }],
  },
};
