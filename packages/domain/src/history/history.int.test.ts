import type { TestMongo } from "@crm/testing";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "../core/context";
import { createUnitOfWork } from "../core/unit-of-work";
import { defineModels } from "../models";
import type { Domain } from "../open-domain";
import { contactToRecord } from "../contacts/contact.record";
import { contactCreateSchema, contactUpdateSchema } from "../contacts/contact.schema";
import { contactListSpec } from "../contacts/contact.service";
import { createResourceService } from "../core/resource-service";
import { eventsTestEnv, type EventsTestEnv } from "../../test/events-env";

/** A history entry exists exactly when its change committed (written by the unit of work, in the change's transaction). */
describe("history is transactional", () => {
  let env: EventsTestEnv;
  let mongo: TestMongo;
  let domain: Domain;
  let ctx: Context;

  beforeAll(async () => {
    env = await eventsTestEnv("history-tx");
    ({ mongo, domain, ctx } = env);
  });
  afterAll(() => env?.close());

  it("a change rolled back after its write leaves no entry; the same change committed leaves one", async () => {
    const conn = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
    try {
      const models = defineModels(conn);
      const inTransaction = createUnitOfWork(conn, models.events, { history: { model: models.changes } });
      // The contact's update path with history, on this unit of work (a second connection to the same database).
      const contacts = createResourceService(
        {
          event: "contact",
          label: "Contact",
          model: models.contacts,
          list: contactListSpec,
          toRecord: contactToRecord,
          createSchema: contactCreateSchema,
          updateSchema: contactUpdateSchema,
          history: true,
        },
        inTransaction,
      );
      const { id } = await domain.contacts.create(ctx, {});
      const write = (value: string, fail: boolean) =>
        inTransaction(ctx, async (uow) => {
          const changed = await contacts.applyUpdate(ctx, await contacts.load(ctx, id), { fields: [{ fieldId: "f1", value }] }, uow);
          expect(changed).toEqual(["fields"]);
          if (fail) throw new Error("forced failure after the write");
        });
      await expect(write("rolled back", true)).rejects.toThrow("forced failure");
      expect((await domain.history.list(ctx, "CONTACT", id, { filters: [], logic: "AND", sort: [] })).data).toEqual([]);
      expect((await domain.contacts.get(ctx, id)).fields).toEqual([]);

      await write("committed", false);
      const { data } = await domain.history.list(ctx, "CONTACT", id, { filters: [], logic: "AND", sort: [] });
      expect(data.map((c) => c.changes)).toEqual([[{ path: "fields.f1", after: "committed" }]]);
      expect(data[0]).toMatchObject({ actor: ctx.actor, entityType: "CONTACT", entityId: id });
    } finally {
      await conn.close();
    }
  });
});
