import { fieldCreateSchema, fieldListSpec, fieldRecordSchema, fieldUpdateSchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Fields",
  description: "Custom field definitions of contacts and deals: type, config and group; built-in fields carry a `key`.",
};

const VALUE_FORMS =
  "Values written to contacts and deals are validated and stored by type: NUMBER and CURRENCY numbers (NUMBER rounded to `config.decimals`), " +
  "BOOLEAN booleans, DATE `YYYY-MM-DD`, DATETIME ISO 8601 in UTC, SELECT an option id and MULTI_SELECT an array of option ids " +
  "(an option's label is accepted in place of its id), EMAIL lower-cased, PHONE digits with the country code, URL an absolute http(s) URL, " +
  "USER/CONTACT/DEAL the id of a record of the project; other types strings. `null` or an empty string clears a value.";

/** Custom field definitions, built-in and project-created. */
export const fieldRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/fields",
      operationId: "createField",
      summary: "Create a field",
      description:
        "Creates a custom field in a field group of the key's project; the field's `entityType` is the group's (404 when the group is not in the project). " +
        "Required: `label`, `type`, `fieldGroupId`; `config` is required for CURRENCY (`{currency}`, ISO 4217) and SELECT/MULTI_SELECT " +
        "(`{options: [{id?, label, color?}]}`; ids are generated when left out, ids and labels are unique in the field), optional for NUMBER " +
        "(`{decimals}`), `{}` for the other types. `position` defaults to after the group's last field; `level` defaults to API " +
        "(USER: shown to people in the app; API: kept for integrations). `key` is only present on built-in fields. " +
        VALUE_FORMS,
      tag,
      body: fieldCreateSchema,
      success: { status: 201, schema: fieldRecordSchema, description: "The created field." },
      errors: [403, 404],
      handler: ({ ctx, body }) => domain.fields.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/fields",
      operationId: "listFields",
      summary: "List fields",
      description:
        "Built-in fields carry `key`: on CONTACT NAME (TEXT), PHONE (PHONE), EMAIL (EMAIL), ACQUISITION_SOURCE (TEXT), ORIGIN_URL (URL), " +
        "LEAD_ID, WHATSAPP_LID, CUSTOM_ID (TEXT); on DEAL PRICE (CURRENCY, USD until changed), ACQUISITION_SOURCE, CUSTOM_ID (TEXT). " +
        "Default order: `position`, then `createdAt`.",
      tag,
      list: { spec: fieldListSpec, format: "envelope" },
      success: { status: 200, schema: fieldRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.fields.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/fields/{id}",
      operationId: "getField",
      summary: "Read a field",
      tag,
      params: idParams,
      success: { status: 200, schema: fieldRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.fields.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/fields/{id}",
      operationId: "updateField",
      summary: "Update a field",
      description:
        "Only keys present change. `type` and `entityType` cannot change. `config` is validated against the field's type and replaces the stored one; " +
        "removing a SELECT option that records still hold is 409 `OPTION_IN_USE`. `fieldGroupId` must name a group of the same entity type " +
        "(422 `ENTITY_TYPE_MISMATCH`). Built-in fields can be relabelled, moved and reconfigured (e.g. PRICE's currency).",
      tag,
      params: idParams,
      body: fieldUpdateSchema,
      success: { status: 204 },
      errors: [404, { status: 409, codes: ["OPTION_IN_USE"] }, { status: 422, codes: ["ENTITY_TYPE_MISMATCH"] }],
      handler: ({ ctx, params, body }) => domain.fields.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/fields/{id}",
      operationId: "deleteField",
      summary: "Delete a field",
      description:
        "Deletes a project-created field and removes its values from every contact or deal. Built-in fields: 422 `BUILT_IN_FIELD`.",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [404, { status: 422, codes: ["BUILT_IN_FIELD"] }],
      handler: ({ ctx, params }) => domain.fields.remove(ctx, params.id),
    }),
  );
