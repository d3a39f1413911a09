import { z } from "zod";
import { EXAMPLE_IDS, EXAMPLE_TIME } from "../core/examples";
import { SCOPES } from "../core/context";
import { nameSchema } from "../core/schema-helpers";

export const scopeSchema = z.enum(SCOPES as ["read", "write"]);

export const apiKeyCreateSchema = z
  .strictObject({
    name: nameSchema,
    scopes: z.array(scopeSchema).min(1).optional(),
  })
  .meta({ examples: [{ name: "Reporting (read-only)", scopes: ["read"] }] });

/** A key as created (its plaintext shown once); the project create example embeds it too. */
export const API_KEY_CREATED_EXAMPLE = {
  id: EXAMPLE_IDS.apiKey,
  key: "crm_...",
  name: "Default",
  scopes: ["read", "write"],
  projectId: EXAMPLE_IDS.project,
  userId: EXAMPLE_IDS.user,
  createdAt: EXAMPLE_TIME,
};

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
  .meta({
    id: "ApiKeyCreated",
    examples: [API_KEY_CREATED_EXAMPLE],
  });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
