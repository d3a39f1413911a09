import type { CrudDocs } from "./crud-routes";

/** Free-form labels of deals (spec "Tags"; attaching: deals.routes.ts): the reference's text of their generated CRUD routes. */
export const tagDocs: CrudDocs = {
  create: {
    description: "Names are unique within the project (409 `DUPLICATE`). `color` is `#RRGGBB`, stored upper-case.",
    errors: [{ status: 409, codes: ["DUPLICATE"] }],
  },
  list: {
    description: "`{data}` only (no pagination fields), ordered by name by default; `[limit]` 1..100 (default 20).",
  },
  update: {
    description: "`color: null` removes the colour.",
    errors: [404, { status: 409, codes: ["DUPLICATE"] }],
  },
  delete: {
    description:
      "Deletes the tag and removes it from every deal (one bulk update). Each deal that carried it raises a " +
      '`deal.updated` event with `changes: ["tagIds"]`, so subscribers need no special case for tag deletion.',
  },
};
