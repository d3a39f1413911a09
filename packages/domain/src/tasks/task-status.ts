import type { TaskStatus } from "./task.model";

export interface Completion {
  status: TaskStatus;
  completedAt?: Date;
}

/**
 * DONE sets completedAt (kept when the task already was DONE, so re-sending DONE does not move
 * it); OPEN clears it. `current` is undefined on create.
 */
export function nextCompletion(current: Completion | undefined, status: TaskStatus, now: Date): Completion {
  if (status === "OPEN") return { status };
  return { status, completedAt: current?.status === "DONE" && current.completedAt ? current.completedAt : now };
}
