import type { Redis } from "ioredis";
import mongoose from "mongoose";
import { createApiKeyStore } from "./api-keys/api-key.service";
import { createAuthService } from "./auth/auth.service";
import { createUnitOfWork } from "./core/unit-of-work";
import { defineModels } from "./models";
import { createAdminService } from "./projects/admin.service";
import { createUserService } from "./users/user.service";

// Transactions carry their session through AsyncLocalStorage, so services need not thread it.
mongoose.set("transactionAsyncLocalStorage", true);

export interface OpenDomainOptions {
  mongoUri: string;
  /** Database name; defaults to the one in the URI, else "crm". */
  dbName?: string;
  /** Used for cross-process cache invalidation and job queues; optional in unit setups. */
  redis?: Redis;
}

/** Opens the domain on a MongoDB: one connection, every model and index, every service. */
export async function openDomain(options: OpenDomainOptions) {
  const conn = mongoose.createConnection(options.mongoUri, {
    ...(options.dbName ? { dbName: options.dbName } : {}),
    autoIndex: false,
    autoCreate: false,
  });
  await conn.asPromise();
  const models = defineModels(conn);
  // Collections and indexes exist before the first request; transactions cannot create them.
  await Promise.all(Object.values(models).map((model) => model.createCollection().then(() => model.createIndexes())));

  const inTransaction = createUnitOfWork(conn, models.events);
  const auth = await createAuthService(models.apiKeys, options.redis);
  const apiKeys = createApiKeyStore(models.apiKeys);
  const users = createUserService(models.users, inTransaction);
  const admin = createAdminService({ projects: models.projects, users: models.users, apiKeys, auth, inTransaction, seeders: [] });

  return {
    auth,
    admin,
    users,
    async ping(): Promise<{ mongo: boolean }> {
      try {
        await conn.db!.admin().ping();
        return { mongo: true };
      } catch {
        return { mongo: false };
      }
    },
    async close(): Promise<void> {
      await auth.close();
      await conn.close();
    },
  };
}

export type Domain = Awaited<ReturnType<typeof openDomain>>;
