import type { CrudDocs } from "./crud-routes";

/** Follow-up activities of a deal: the reference's text of their generated CRUD routes. */
export const taskDocs: CrudDocs = {
  create: {
    description:
      "`dealId` (404 when not a deal of the project), `title`, `dueAt` (ISO 8601 date-time with offset) required; " +
      "`assigneeId` a user of the project (404 otherwise); `status` defaults to OPEN, DONE sets `completedAt`.",
    errors: [403, 404],
  },
  list: {
    description:
      "Paginated envelope, soonest `dueAt` first by default; `[limit]` 1..100 (default 20). Filters e.g. " +
      "`dealId=<id>`, `assigneeId=<id>`, `status=OPEN`, `dueAt[gte]=...&dueAt[lt]=...`; relations `[with]=deal,assignee`.",
  },
  update: {
    description:
      "Only keys present change. `status: DONE` sets `completedAt` (kept if already DONE), `status: OPEN` clears it; " +
      "`assigneeId: null` unassigns; `dealId` moves the task to another deal of the project.",
  },
};
