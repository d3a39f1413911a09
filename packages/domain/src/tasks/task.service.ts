import type { Context } from "../core/context";
import { toRecord } from "../core/record";
import { createResourceService, type Writable } from "../core/resource-service";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import { assertExistIn } from "../core/references";
import { dealToRecord } from "../deals/deal-record";
import { dealRecordSchema } from "../deals/deal.schema";
import { DEFAULT_LIST_LIMITS, recordListFields, relationTo, type ListSpec } from "../query";
import { userToRecord } from "../users/user.record";
import { userRecordSchema } from "../users/user.schema";
import { nextCompletion } from "./task-status";
import { TASK_STATUSES, type TaskDoc } from "./task.model";
import { taskCreateSchema, taskUpdateSchema, type TaskRecord } from "./task.schema";
import type { Models } from "../models";
import { deleteWithEvents } from "../core/delete-with-events";

export const taskToRecord = (doc: TaskDoc): TaskRecord =>
  toRecord(doc, [...RECORD_KEYS, "dealId", "assigneeId", "title", "dueAt", "status", "completedAt"]);

export interface TaskServiceDeps {
  models: Pick<Models, "tasks" | "deals" | "users">;
  inTransaction: InTransaction;
}

export const taskListSpec = {
  resource: "tasks",
  fields: recordListFields({
    dealId: { kind: "id" },
    assigneeId: { kind: "id" },
    title: { kind: "string" },
    dueAt: { kind: "date" },
    status: { kind: "enum", values: TASK_STATUSES },
    completedAt: { kind: "date" },
  }),
  relations: {
    deal: relationTo("deals", "dealId", { toRecord: dealToRecord, schema: dealRecordSchema }),
    assignee: relationTo("users", "assigneeId", { toRecord: userToRecord, schema: userRecordSchema }),
  },
  limits: DEFAULT_LIST_LIMITS,
  // What is due first; the {projectId, dueAt} index serves it.
  defaultSort: [{ field: "dueAt", direction: 1 }],
} satisfies ListSpec;

export function createTaskService(deps: TaskServiceDeps) {
  const { tasks, deals, users } = deps.models;
  const { inTransaction } = deps;

  async function checkReferences(ctx: Context, refs: { dealId?: string; assigneeId?: string | null }) {
    if (refs.dealId !== undefined) await assertExistIn(deals, ctx, [refs.dealId], "Deal");
    if (typeof refs.assigneeId === "string") await assertExistIn(users, ctx, [refs.assigneeId], "User");
  }

  const base = createResourceService(
    {
      event: "task",
      label: "Task",
      model: tasks,
      list: taskListSpec,
      toRecord: taskToRecord,
      createSchema: taskCreateSchema,
      updateSchema: taskUpdateSchema,
      async buildCreate(ctx, input) {
        await checkReferences(ctx, input);
        const { status, dueAt, ...rest } = input;
        return { ...rest, dueAt: new Date(dueAt), ...nextCompletion(undefined, status ?? "OPEN", new Date()) };
      },
      async buildUpdate(ctx, existing, input) {
        await checkReferences(ctx, input);
        const { status, dueAt, assigneeId, ...rest } = input;
        const changes: Writable<TaskDoc> = { ...rest };
        if (dueAt !== undefined) changes.dueAt = new Date(dueAt);
        if (assigneeId !== undefined) changes.assigneeId = assigneeId ?? undefined;
        if (status !== undefined) {
          // completedAt is listed even when absent, so reopening unsets it.
          const completion = nextCompletion(existing, status, new Date());
          changes.status = completion.status;
          changes.completedAt = completion.completedAt;
        }
        return changes;
      },
    },
    inTransaction,
  );

  return {
    ...base,
    /** A deal's tasks go with it (each raises task.deleted); called inside the deal delete. */
    async removeForDeal(ctx: Context, dealId: string, uow: UnitOfWork): Promise<void> {
      await deleteWithEvents(ctx, base.config, { dealId }, uow);
    },
  };
}
export type TaskService = ReturnType<typeof createTaskService>;
