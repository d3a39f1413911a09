import { defineResource } from "../resources/define-resource";
import { taskListSpec } from "./task.service";
import { taskCreateSchema, taskRecordSchema, taskUpdateSchema } from "./task.schema";

export const taskResource = defineResource({
  one: "task",
  many: "tasks",
  description: "To-dos on a deal with a due date, optionally assigned to a user; OPEN until marked DONE.",
  schemas: {
    record: taskRecordSchema,
    create: taskCreateSchema,
    update: taskUpdateSchema,
  },
  list: { spec: taskListSpec, format: "envelope" },
  service: (domain) => domain.tasks,
  bulk: {},
});
