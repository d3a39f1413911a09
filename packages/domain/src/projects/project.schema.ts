import { z } from "zod";
import { apiKeyCreatedSchema } from "../api-keys/api-key.schema";
import { nameSchema } from "../core/schema-helpers";

export const projectRecordSchema = z
  .object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() })
  .meta({ id: "Project" });
export type ProjectRecord = z.infer<typeof projectRecordSchema>;

export const projectCreateSchema = z.strictObject({ name: nameSchema });

export const projectCreatedSchema = z.object({ project: projectRecordSchema, apiKey: apiKeyCreatedSchema });
export type ProjectCreated = z.infer<typeof projectCreatedSchema>;
