import { contactCreateSchema, contactListSpec, contactRecordSchema, contactUpdateSchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Contacts",
  description: "People of the project, holding custom field values (`fields`); filter them by field as `fields.<fieldId|KEY>`.",
};

const FIELD_WRITES =
  "Each item of `fields` names a CONTACT field by `fieldId` or by built-in `key` (exactly one) and gives its `value`; " +
  "values are validated by the field's type (see createField). An unknown field is 404; a DEAL field, a repeated field or a bad value is 400 " +
  "naming `fields.<i>.value` (or `.fieldId`/`.key`).";

/** People of the project, holding custom field values. */
export const contactRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/contacts",
      operationId: "createContact",
      summary: "Create a contact",
      description: `Creates a contact in the key's project; every key is optional. ${FIELD_WRITES}`,
      tag,
      body: contactCreateSchema,
      success: { status: 201, schema: contactRecordSchema, description: "The created contact." },
      errors: [403, 404],
      handler: ({ ctx, body }) => domain.contacts.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/contacts",
      operationId: "listContacts",
      summary: "List contacts",
      description:
        "Newest first by default. Besides `id`, `createdAt` and `updatedAt`, filter and sort on custom fields as `fields.<fieldId>` or " +
        "`fields.<KEY>` (e.g. `fields.EMAIL[regex]=acme`, `fields.PHONE=5511999990000`); filter values are read like stored values " +
        "(numbers, dates, booleans, option ids). `ne`, `nin` and `exists=false` also match contacts without a value. " +
        "`[with]=deals` adds each contact's deals.",
      tag,
      list: { spec: contactListSpec, format: "envelope" },
      success: { status: 200, schema: contactRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.contacts.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/contacts/{id}",
      operationId: "getContact",
      summary: "Read a contact",
      tag,
      params: idParams,
      success: { status: 200, schema: contactRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.contacts.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/contacts/{id}",
      operationId: "updateContact",
      summary: "Update a contact",
      description: `\`fields\` is merged into the stored values: fields not named keep their value, \`value: null\` clears one. ${FIELD_WRITES}`,
      tag,
      params: idParams,
      body: contactUpdateSchema,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params, body }) => domain.contacts.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/contacts/{id}",
      operationId: "deleteContact",
      summary: "Delete a contact",
      description:
        "A contact with deals cannot be deleted: 409 `CONTACT_HAS_DEALS` (delete the deals or move them to another contact first). " +
        "The contact's notes, calls and chats (with their messages) are deleted with it (each raising its `*.deleted` " +
        "event), and CONTACT custom field values naming it are cleared (each holder raises `contact.updated` / " +
        "`deal.updated`).",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [404, { status: 409, codes: ["CONTACT_HAS_DEALS"] }],
      handler: ({ ctx, params }) => domain.contacts.remove(ctx, params.id),
    }),
  );
