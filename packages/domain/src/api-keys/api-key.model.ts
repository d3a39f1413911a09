import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import type { Scope } from "../core/context";

export interface ApiKeyDoc extends TenantDoc {
  name: string;
  /** SHA-256 of the whole key: the plaintext is shown once and never stored. */
  hash: string;
  /** The first characters, kept so a person can tell keys apart. */
  hint: string;
  scopes: Scope[];
  userId: string;
  revokedAt?: Date;
  lastUsedAt?: Date;
}

const apiKeySchema = tenantSchema<ApiKeyDoc>({
  name: { type: String, required: true },
  hash: { type: String, required: true },
  hint: { type: String, required: true },
  scopes: { type: [String], required: true },
  userId: { type: String, required: true },
  revokedAt: { type: Date },
  lastUsedAt: { type: Date },
});
apiKeySchema.index({ hash: 1 }, { unique: true });
apiKeySchema.index({ projectId: 1, createdAt: -1 });

export const defineApiKeyModel = (conn: Connection): Model<ApiKeyDoc> => conn.model<ApiKeyDoc>("ApiKey", apiKeySchema, "api_keys");
