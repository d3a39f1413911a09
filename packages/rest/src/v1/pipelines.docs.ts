import type { CrudDocs } from "./crud-routes";

/** Pipelines (their stages: stages.routes.ts): the reference's text of their generated CRUD routes. */
export const pipelineDocs: CrudDocs = {
  create: {
    description:
      'Creates a pipeline with its three built-in stages: one OPEN stage ("New", position 0), then WON and LOST. ' +
      "Positions of a project's pipelines are contiguous from 0: `position` inserts there (the following pipelines " +
      "shift; a value past the end is clamped), default after the last one. The pipeline at position 0 is the " +
      'project\'s default pipeline for new deals. A new project starts with one pipeline, "Sales pipeline".',
  },
  list: {
    description: "Paginated envelope, ordered by `position` by default; `[limit]` 1..100 (default 20).",
  },
  update: {
    description: "Renames and/or moves the pipeline; `position` is clamped to the existing range and the pipelines in between shift.",
  },
  delete: {
    description:
      "Deletes the pipeline and its stages. A pipeline that still holds deals answers 409 `PIPELINE_NOT_EMPTY` " +
      "(move or delete its deals first); the project's last pipeline answers 409 `LAST_PIPELINE` (deals always need one).",
    errors: [404, { status: 409, codes: ["PIPELINE_NOT_EMPTY", "LAST_PIPELINE"] }],
  },
};
