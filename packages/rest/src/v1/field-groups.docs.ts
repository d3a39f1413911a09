import type { CrudDocs } from "./crud-routes";

/** Sections that organise the custom fields of one entity type: the reference's text of their generated CRUD routes. */
export const fieldGroupDocs: CrudDocs = {
  create: {
    description:
      "Creates a field group in the key's project. `entityType` (DEAL or CONTACT, default CONTACT) is fixed for the group's life: " +
      "its fields belong to that entity type. `position` defaults to after the entity type's last group.",
  },
  list: {
    description:
      "Default order: `position`, then `createdAt`. Every project starts with one group per entity type holding the built-in fields.",
  },
  get: {
    description: "404 when the id does not exist or belongs to another project.",
  },
  update: {
    description: "Only keys present change. `entityType` cannot change.",
  },
  delete: {
    description: "Only an empty group can be deleted: 409 `FIELD_GROUP_NOT_EMPTY` while fields are in it (move or delete them first).",
    errors: [404, { status: 409, codes: ["FIELD_GROUP_NOT_EMPTY"] }],
  },
};
