import type { CrudDocs } from "./crud-routes";

/** Users of the project: the reference's text of their generated CRUD routes. */
export const userDocs: CrudDocs = {
  create: {
    description: "Creates a user in the key's project. `role` defaults to MEMBER; `email` is unique per project (409 DUPLICATE).",
    errors: [{ status: 409, codes: ["DUPLICATE"] }],
  },
  update: {
    description: "Only keys present change; `extension: null` removes the extension.",
    errors: [404, { status: 409, codes: ["DUPLICATE"] }],
  },
  delete: {
    description:
      "A user who still holds active API keys, is responsible for deals or is assigned tasks cannot be deleted " +
      "(409 `USER_IN_USE`): revoke the keys and reassign the records first, so no record points at nobody. USER custom " +
      "field values naming a deleted user are cleared (each holder raises `contact.updated` / `deal.updated`).",
    errors: [404, { status: 409, codes: ["USER_IN_USE"] }],
  },
};
