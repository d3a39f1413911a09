import { testMongo, type TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import type { Context } from "../src/core/context";
import { openDomain, type Domain, type OpenDomainOptions } from "../src/open-domain";

/** The domain on a private database, a raw reader of it, and two projects: `ctx` (a USER, as an API key is) and `other`. */
export interface EventsTestEnv {
  mongo: TestMongo;
  domain: Domain;
  reader: Connection;
  ctx: Context;
  other: Context;
  close(): Promise<void>;
}

export async function eventsTestEnv(name: string, options: Pick<OpenDomainOptions, "eventRetentionDays"> = {}): Promise<EventsTestEnv> {
  const mongo = await testMongo(name);
  const domain = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName, ...options });
  const reader = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
  const { project, apiKey } = await domain.admin.createProject({ name: "Events" });
  // A USER actor, as a request through an API key has: events must carry it.
  const ctx: Context = { projectId: project.id, scopes: ["read", "write"], actor: { type: "USER", id: apiKey.userId } };
  const second = await domain.admin.createProject({ name: "Elsewhere" });
  const other: Context = { projectId: second.project.id, scopes: ["read", "write"], actor: { type: "SYSTEM", id: "test" } };
  return {
    mongo,
    domain,
    reader,
    ctx,
    other,
    async close() {
      await reader.close();
      await domain.close();
      await mongo.drop();
    },
  };
}
