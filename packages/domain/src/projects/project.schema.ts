import { z } from "zod";
import { apiKeyCreatedSchema } from "../api-keys/api-key.schema";

export const projectRecordSchema = z
  .object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() })
  .meta({ id: "Project" });
export type ProjectRecord = z.infer<typeof projectRecordSchema>;

export const projectCreateSchema = z.strictObject({ name: z.string().trim().min(1).max(200) });

export const projectCreatedSchema = z.object({ project: projectRecordSchema, apiKey: apiKeyCreatedSchema });
export type ProjectCreated = z.infer<typeof projectCreatedSchema>;
