import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export const TASK_STATUSES = ["OPEN", "DONE"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export interface TaskDoc extends TenantDoc {
  dealId: string;
  assigneeId?: string;
  title: string;
  dueAt: Date;
  status: TaskStatus;
  /** Set when the task becomes DONE, cleared when it is reopened. */
  completedAt?: Date;
}

const taskSchema = tenantSchema<TaskDoc>({
  dealId: { type: String, required: true },
  assigneeId: { type: String },
  title: { type: String, required: true },
  dueAt: { type: Date, required: true },
  status: { type: String, enum: TASK_STATUSES, required: true },
  completedAt: { type: Date },
});
// Every filter of the listing leads an index, with the default order (dueAt) behind it.
taskSchema.index({ projectId: 1, dealId: 1, dueAt: 1 });
taskSchema.index({ projectId: 1, assigneeId: 1, status: 1, dueAt: 1 });
taskSchema.index({ projectId: 1, status: 1, dueAt: 1 });
taskSchema.index({ projectId: 1, dueAt: 1 });
taskSchema.index({ projectId: 1, createdAt: -1 });

export const defineTaskModel = (conn: Connection): Model<TaskDoc> => conn.model<TaskDoc>("Task", taskSchema, "tasks");
