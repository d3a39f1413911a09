import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { nameSchema, recordBase } from "../core/schema-helpers";
import { USER_ROLES } from "./user.model";

export const userRecordSchema = z
  .object({
    ...recordBase,
    name: z.string(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    extension: z.string().optional(),
  })
  .meta({
    id: "User",
    examples: [
      { ...exampleRecordBase(EXAMPLE_IDS.user), name: "Ada Lovelace", email: "ada@example.com", role: "MEMBER", extension: "201" },
    ],
  });
export type UserRecord = z.infer<typeof userRecordSchema>;

const extensionSchema = z.string().trim().min(1).max(32);

export const userCreateSchema = z
  .strictObject({
    name: nameSchema,
    email: z.email().max(320),
    role: z.enum(USER_ROLES).optional(),
    extension: extensionSchema.optional(),
  })
  .meta({ examples: [{ name: "Ada Lovelace", email: "ada@example.com", role: "MEMBER", extension: "201" }] });

export const userUpdateSchema = z
  .strictObject({
    name: nameSchema.optional(),
    email: z.email().max(320).optional(),
    role: z.enum(USER_ROLES).optional(),
    /** null removes the extension. */
    extension: extensionSchema.nullable().optional(),
  })
  .meta({ examples: [{ role: "ADMIN", extension: null }] });
