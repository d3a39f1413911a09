import type { CrudDocs } from "./crud-routes";

/** The catalog of reasons a deal is lost for (spec "Loss reasons"): the reference's text of their generated CRUD routes. */
export const lossReasonDocs: CrudDocs = {
  create: {
    description: "Names are unique within the project (409 `DUPLICATE`).",
    errors: [{ status: 409, codes: ["DUPLICATE"] }],
  },
  list: {
    description:
      "`{data}` only (no pagination fields), ordered by name by default; `[limit]` 1..250 (default 20), larger values are clamped.",
  },
  update: {
    summary: "Rename a loss reason",
    errors: [404, { status: 409, codes: ["DUPLICATE"] }],
  },
  delete: {
    description: "A reason set on deals is kept (409 `LOSS_REASON_IN_USE`): lost deals keep why they were lost. Rename it instead.",
    errors: [404, { status: 409, codes: ["LOSS_REASON_IN_USE"] }],
  },
};
