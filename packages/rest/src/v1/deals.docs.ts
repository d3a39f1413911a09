import type { CrudDocs } from "./crud-routes";

const PLACEMENT_RULES =
  "`stageId` alone moves the deal to that stage (and its pipeline); `pipelineId` alone moves it to that pipeline's " +
  "first open stage (naming the deal's current pipeline leaves it where it is); both must agree (422 " +
  "`STAGE_NOT_IN_PIPELINE`). Entering a WON/LOST stage sets `status` and `closedAt`; leaving clears them (moving " +
  "between two stages of the same closed type keeps `closedAt`). `lossReasonId` is accepted only when the deal is, " +
  "or is being moved to, LOST (422 `DEAL_NOT_LOST`) and is cleared when the deal leaves LOST.";

/** Deals (spec "Deals"; moves and tags: deals.routes.ts): the reference's text of their generated CRUD routes. */
export const dealDocs: CrudDocs = {
  create: {
    description:
      'Only `contactId` is required (a contact of the project, 404 otherwise). `title` defaults to "Untitled deal". ' +
      "Without `pipelineId`/`stageId` the deal goes to the first open stage of the project's first pipeline. " +
      PLACEMENT_RULES +
      " `responsibleId` must be a user of the project, `tagIds` tags of the project, `lossReasonId` a loss reason of " +
      "the project (404 otherwise). `fields` are `[{fieldId | key, value}]` validated by each field's type; a value of a field with `config.unique` " +
      "that another deal holds: 409 `DUPLICATE`.",
    errors: [404, { status: 409, codes: ["DUPLICATE", "MERGED"] }, { status: 422, codes: ["DEAL_NOT_LOST", "STAGE_NOT_IN_PIPELINE"] }],
  },
  list: {
    description:
      "Paginated envelope, newest first by default; `[limit]` 1..100 (default 20). Filters: `stageId`, `pipelineId`, " +
      "`contactId`, `responsibleId`, `status`, `lossReasonId`, `tagIds` (a deal matches when it carries the tag; " +
      "`tagIds[in]=a,b` any of them), `title` (`[regex]` = contains), `createdAt`, `updatedAt`, `closedAt`, and " +
      "custom values as `fields.<fieldId|KEY>`. Relations `[with]`: contact, stage, pipeline, responsible (the user), " +
      "lossReason, tags (an array). Each filter is index-backed, e.g. `stageId=<id>&createdAt[sort]=desc`.",
  },
  update: {
    description:
      "Only keys present change. `title` renames the deal (validated as on create). `fields` merge into the existing values (`value: null` removes one); `tagIds` " +
      "replaces the set (unknown tag: 404); `responsibleId: null` and `lossReasonId: null` clear them. " +
      PLACEMENT_RULES +
      " Referenced ids of another project are 404. Every change raises one `deal.updated` event listing the changed keys. A value of a unique field another deal holds: 409 `DUPLICATE`. A merged contact's id: 409 `MERGED`.",
    errors: [404, { status: 409, codes: ["DUPLICATE", "MERGED"] }, { status: 422, codes: ["DEAL_NOT_LOST", "STAGE_NOT_IN_PIPELINE"] }],
  },
  delete: {
    description:
      "Deletes the deal with its tasks (each raises `task.deleted`) and its notes (each raises `note.deleted`); its calls stay, attached to the deal's contact (`call.updated`); DEAL custom field values naming it are cleared (each holder raises `contact.updated` / `deal.updated`).",
  },
};
