import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export const USER_ROLES = ["ADMIN", "MEMBER"] as const;

export interface UserDoc extends TenantDoc {
  name: string;
  email: string;
  role: (typeof USER_ROLES)[number];
  /** The user's telephony extension; calls from it are attributed to the user. */
  extension?: string;
}

const userSchema = tenantSchema<UserDoc>({
  name: { type: String, required: true },
  email: { type: String, required: true, lowercase: true },
  role: { type: String, enum: USER_ROLES, required: true },
  extension: { type: String },
});
userSchema.index({ projectId: 1, email: 1 }, { unique: true });
userSchema.index({ projectId: 1, extension: 1 }, { unique: true, partialFilterExpression: { extension: { $type: "string" } } });
userSchema.index({ projectId: 1, createdAt: -1 });

export const defineUserModel = (conn: Connection): Model<UserDoc> => conn.model<UserDoc>("User", userSchema, "users");
