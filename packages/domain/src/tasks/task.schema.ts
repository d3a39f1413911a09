import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { idSchema, instantSchema, plainText, recordBase } from "../core/schema-helpers";
import { TASK_STATUSES } from "./task.model";

export const taskRecordSchema = z
  .object({
    ...recordBase,
    dealId: z.string(),
    assigneeId: z.string().optional(),
    title: z.string(),
    dueAt: z.iso.datetime(),
    status: z.enum(TASK_STATUSES),
    completedAt: z.iso.datetime().optional(),
  })
  .meta({
    id: "Task",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.task),
        dealId: EXAMPLE_IDS.deal,
        assigneeId: EXAMPLE_IDS.user,
        title: "Send the quote",
        dueAt: "2026-05-08T09:00:00.000Z",
        status: "OPEN",
      },
    ],
  });
export type TaskRecord = z.infer<typeof taskRecordSchema>;

const titleSchema = plainText(500);
/** Stored as an instant. No transform, so the docs show the wire type. */
const dueAtSchema = instantSchema;

export const taskCreateSchema = z
  .strictObject({
    dealId: idSchema,
    title: titleSchema,
    dueAt: dueAtSchema,
    assigneeId: idSchema.optional(),
    /** Default OPEN; DONE sets completedAt. */
    status: z.enum(TASK_STATUSES).optional(),
  })
  .meta({ examples: [{ dealId: EXAMPLE_IDS.deal, title: "Send the quote", dueAt: "2026-05-08T09:00:00Z" }] });
export type TaskCreate = z.infer<typeof taskCreateSchema>;

export const taskUpdateSchema = z
  .strictObject({
    dealId: idSchema.optional(),
    title: titleSchema.optional(),
    dueAt: dueAtSchema.optional(),
    /** null unassigns the task. */
    assigneeId: idSchema.nullable().optional(),
    status: z.enum(TASK_STATUSES).optional(),
  })
  .meta({ examples: [{ status: "DONE" }] });
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;
