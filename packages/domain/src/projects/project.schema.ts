import { z } from "zod";
import { EXAMPLE_IDS, EXAMPLE_TIME } from "../core/examples";
import { API_KEY_CREATED_EXAMPLE, apiKeyCreatedSchema } from "../api-keys/api-key.schema";
import { nameSchema } from "../core/schema-helpers";

export const projectRecordSchema = z
  .object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() })
  .meta({ id: "Project", examples: [{ id: EXAMPLE_IDS.project, name: "ACME sales", createdAt: EXAMPLE_TIME, updatedAt: EXAMPLE_TIME }] });
export type ProjectRecord = z.infer<typeof projectRecordSchema>;

export const projectCreateSchema = z.strictObject({ name: nameSchema }).meta({ examples: [{ name: "ACME sales" }] });

export const projectCreatedSchema = z.object({ project: projectRecordSchema, apiKey: apiKeyCreatedSchema }).meta({
  examples: [
    {
      project: { id: EXAMPLE_IDS.project, name: "ACME sales", createdAt: EXAMPLE_TIME, updatedAt: EXAMPLE_TIME },
      apiKey: API_KEY_CREATED_EXAMPLE,
    },
  ],
});
export type ProjectCreated = z.infer<typeof projectCreatedSchema>;
