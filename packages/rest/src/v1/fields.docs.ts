import type { CrudDocs } from "./crud-routes";

const VALUE_FORMS =
  "Values written to contacts and deals are validated and stored by type: NUMBER and CURRENCY numbers (NUMBER rounded to `config.decimals`), " +
  "BOOLEAN booleans, DATE `YYYY-MM-DD`, DATETIME ISO 8601 in UTC, SELECT an option id and MULTI_SELECT an array of option ids " +
  "(an option's label is accepted in place of its id), EMAIL lower-cased, PHONE digits with the country code, URL an absolute http(s) URL, " +
  "USER/CONTACT/DEAL the id of a record of the project; other types strings. `null` or an empty string clears a value.";

/** Custom field definitions, built-in and project-created: the reference's text of their generated CRUD routes. */
export const fieldDocs: CrudDocs = {
  create: {
    description:
      "Creates a custom field in a field group of the key's project; the field's `entityType` is the group's (404 when the group is not in the project). " +
      "Required: `label`, `type`, `fieldGroupId`; `config` is required for CURRENCY (`{currency}`, ISO 4217) and SELECT/MULTI_SELECT " +
      "(`{options: [{id?, label, color?}]}`; ids are generated when left out, ids and labels are unique in the field), optional for NUMBER " +
      "(`{decimals}`), `{}` for the other types. TEXT, EMAIL, PHONE, NUMBER and URL also take `unique: true`: no two records then hold the " +
      "same normalised value (409 `DUPLICATE`), and the field can be an upsert's `match`; other types refuse it (400). `position` defaults to after the group's last field; `level` defaults to API " +
      "(USER: shown to people in the app; API: kept for integrations). `key` is only present on built-in fields. " +
      VALUE_FORMS,
    errors: [403, 404],
  },
  list: {
    description:
      "Built-in fields carry `key`: on CONTACT NAME (TEXT), PHONE (PHONE), EMAIL (EMAIL), ACQUISITION_SOURCE (TEXT), ORIGIN_URL (URL), " +
      "LEAD_ID, WHATSAPP_LID, CUSTOM_ID (TEXT); on DEAL PRICE (CURRENCY, USD until changed), ACQUISITION_SOURCE, CUSTOM_ID (TEXT). " +
      "Default order: `position`, then `createdAt`.",
  },
  update: {
    description:
      "Only keys present change. `type` and `entityType` cannot change. `config` is validated against the field's type and replaces the stored one; " +
      "removing a SELECT option that records still hold is 409 `OPTION_IN_USE`. `fieldGroupId` must name a group of the same entity type " +
      "(422 `ENTITY_TYPE_MISMATCH`). Built-in fields can be relabelled, moved and reconfigured (e.g. PRICE's currency). " +
      "Switching `config.unique` on while records share a value is 409 `DUPLICATE_VALUES` naming them (per value, in `errors`); make them distinct first.",
    errors: [404, { status: 409, codes: ["OPTION_IN_USE", "DUPLICATE_VALUES"] }, { status: 422, codes: ["ENTITY_TYPE_MISMATCH"] }],
  },
  delete: {
    description:
      "Deletes a project-created field and removes its values from every contact or deal. Built-in fields: 422 `BUILT_IN_FIELD`.",
    errors: [404, { status: 422, codes: ["BUILT_IN_FIELD"] }],
  },
};
