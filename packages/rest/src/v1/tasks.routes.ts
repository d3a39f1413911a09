import { taskCreateSchema, taskListSpec, taskRecordSchema, taskUpdateSchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Tasks",
  description: "To-dos on a deal with a due date, optionally assigned to a user; OPEN until marked DONE.",
};

/** Follow-up activities of a deal. */
export const taskRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/tasks",
      operationId: "createTask",
      summary: "Create a task",
      description:
        "`dealId` (404 when not a deal of the project), `title`, `dueAt` (ISO 8601 date-time with offset) required; " +
        "`assigneeId` a user of the project (404 otherwise); `status` defaults to OPEN, DONE sets `completedAt`.",
      tag,
      body: taskCreateSchema,
      success: { status: 201, schema: taskRecordSchema, description: "The created task." },
      errors: [403, 404],
      handler: ({ ctx, body }) => domain.tasks.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/tasks",
      operationId: "listTasks",
      summary: "List tasks",
      description:
        "Paginated envelope, soonest `dueAt` first by default; `[limit]` 1..100 (default 20). Filters e.g. " +
        "`dealId=<id>`, `assigneeId=<id>`, `status=OPEN`, `dueAt[gte]=...&dueAt[lt]=...`; relations `[with]=deal,assignee`.",
      tag,
      list: { spec: taskListSpec, format: "envelope" },
      success: { status: 200, schema: taskRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.tasks.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/tasks/{id}",
      operationId: "getTask",
      summary: "Read a task",
      tag,
      params: idParams,
      success: { status: 200, schema: taskRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.tasks.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/tasks/{id}",
      operationId: "updateTask",
      summary: "Update a task",
      description:
        "Only keys present change. `status: DONE` sets `completedAt` (kept if already DONE), `status: OPEN` clears it; " +
        "`assigneeId: null` unassigns; `dealId` moves the task to another deal of the project.",
      tag,
      params: idParams,
      body: taskUpdateSchema,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params, body }) => domain.tasks.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/tasks/{id}",
      operationId: "deleteTask",
      summary: "Delete a task",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.tasks.remove(ctx, params.id),
    }),
  );
