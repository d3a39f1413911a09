import { z } from "zod";
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
  .meta({ id: "User" });
export type UserRecord = z.infer<typeof userRecordSchema>;

const extensionSchema = z.string().trim().min(1).max(32);

export const userCreateSchema = z.strictObject({
  name: nameSchema,
  email: z.email().max(320),
  role: z.enum(USER_ROLES).optional(),
  extension: extensionSchema.optional(),
});

export const userUpdateSchema = z.strictObject({
  name: nameSchema.optional(),
  email: z.email().max(320).optional(),
  role: z.enum(USER_ROLES).optional(),
  /** null removes the extension. */
  extension: extensionSchema.nullable().optional(),
});
