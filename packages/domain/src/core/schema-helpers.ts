import { z } from "zod";

/** Shapes shared by every record schema, so each resource states only its own fields. */
export const recordBase = {
  id: z.string(),
  projectId: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

export const RECORD_KEYS = ["projectId", "createdAt", "updatedAt"] as const;

export const idSchema = z.string().trim().min(1).max(64);
export const nameSchema = z.string().trim().min(1).max(200);
