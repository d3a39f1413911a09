import type { Model } from "mongoose";
import type { Scope } from "../core/context";
import { notFound } from "../core/errors";
import type { ApiKeyDoc } from "./api-key.model";
import type { ApiKeyCreated } from "./api-key.schema";
import { generateApiKey, hashApiKey } from "./api-key.secret";

export interface NewApiKey {
  projectId: string;
  userId: string;
  name: string;
  scopes?: Scope[];
}

export function createApiKeyStore(model: Model<ApiKeyDoc>) {
  return {
    /** Issues a key; the plaintext is returned once and only its hash is kept. */
    async issue(input: NewApiKey): Promise<ApiKeyCreated> {
      const key = generateApiKey();
      const scopes = [...new Set(input.scopes ?? (["read", "write"] as Scope[]))];
      const [doc] = await model.create([
        { projectId: input.projectId, userId: input.userId, name: input.name, scopes, hash: hashApiKey(key), hint: key.slice(0, 8) },
      ]);
      const created = doc!.toObject();
      return {
        id: created._id,
        key,
        name: created.name,
        scopes: created.scopes,
        projectId: created.projectId,
        userId: created.userId,
        createdAt: created.createdAt.toISOString(),
      };
    },

    /** Marks a key revoked and returns its hash so caches can drop it. Revoking twice is harmless. */
    async revoke(id: string): Promise<string> {
      const doc = await model.findOne({ _id: String(id) }).lean<ApiKeyDoc>();
      if (!doc) throw notFound("API key", id);
      await model.updateOne({ _id: doc._id, revokedAt: { $exists: false } }, { $set: { revokedAt: new Date() } });
      return doc.hash;
    },
  };
}
export type ApiKeyStore = ReturnType<typeof createApiKeyStore>;
