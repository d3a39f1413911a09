import { openDomain, type Context, type Domain, type OpenDomainOptions } from "@crm/domain";
import { createGridFsRecordingStore, createGridFsImportFileStore, createGridFsMediaStore } from "@crm/providers";
import { testMongo, type TestMongo } from "@crm/testing";
import type { Redis } from "ioredis";

export interface TestDomain {
  domain: Domain;
  mongo: TestMongo;
  /** The database's URI with its name in the path, as a worker process reads MONGODB_URI. */
  uriWithDb: string;
  /** A project with a write context (what a request through its API key would carry). */
  project(name?: string): Promise<Context>;
  /** Every event of this type in the project's outbox (paged, 1000 at a time). */
  countEvents(ctx: Context, type: string): Promise<number>;
  close(): Promise<void>;
}

/** The domain on a private test database, as the worker opens it. */
export async function testDomain(
  name: string,
  redis?: Redis,
  options: Pick<OpenDomainOptions, "webhooks" | "templateCatalogs" | "channelWebhooks" | "onCommand"> = {},
): Promise<TestDomain> {
  const mongo = await testMongo(name);
  const domain = await openDomain({
    mongoUri: mongo.uri,
    dbName: mongo.dbName,
    recordingStore: createGridFsRecordingStore,
    importFileStore: createGridFsImportFileStore,
    mediaStore: createGridFsMediaStore,
    ...(redis ? { redis } : {}),
    ...options,
  });
  const uri = new URL(mongo.uri);
  uri.pathname = `/${mongo.dbName}`;
  return {
    domain,
    mongo,
    uriWithDb: uri.toString(),
    async project(projectName = "Worker test") {
      const { project, apiKey } = await domain.admin.createProject({ name: projectName });
      return { projectId: project.id, scopes: ["read", "write"], actor: { type: "USER", id: apiKey.userId } };
    },
    async countEvents(ctx, type) {
      let count = 0;
      let after: string | undefined;
      for (;;) {
        const page = await domain.events.list(ctx, { types: [type], limit: 1000, ...(after ? { after } : {}) });
        count += page.length;
        if (page.length < 1000) return count;
        after = page.at(-1)!.id;
      }
    },
    async close() {
      await domain.close();
      await mongo.drop();
    },
  };
}
