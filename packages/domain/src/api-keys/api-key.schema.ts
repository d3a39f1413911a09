import { z } from "zod";
import { SCOPES } from "../core/context";
import { nameSchema } from "../core/schema-helpers";

export const scopeSchema = z.enum(SCOPES as ["read", "write"]);

export const apiKeyCreateSchema = z.strictObject({
  name: nameSchema,
  scopes: z.array(scopeSchema).min(1).optional(),
});

export const apiKeyCreatedSchema = z
  .object({
    id: z.string(),
    key: z.string().describe("The plaintext key. Shown once; only its hash is stored."),
    name: z.string(),
    scopes: z.array(scopeSchema),
    projectId: z.string(),
    userId: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "ApiKeyCreated" });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
