import { testMongo, type TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listQuery } from "../../test/list-query";
import { openDomain, type Domain } from "../open-domain";
import type { Context } from "../core/context";

/** Contacts and deals carry their search keys (record-keys.ts): every way of creating one keys it, and no read shows them. */
describe("search keys on contacts and deals", () => {
  let mongo: TestMongo;
  let domain: Domain;
  let conn: Connection;
  let ctx: Context;
  const idsIn = async (c: Context, q: string, types?: string[]) =>
    (await domain.search.search(c, { q, ...(types ? { types } : {}) })).data.map((hit) => hit.id).sort();
  const ids = (q: string, types: string[]) => idsIn(ctx, q, types);
  const contextOf = async (name: string): Promise<Context> => {
    const { project } = await domain.admin.createProject({ name });
    return { projectId: project.id, scopes: ["read", "write"], actor: { type: "SYSTEM", id: "test" } };
  };
  const named = (name: string, more: Array<{ key: string; value: string }> = []) => ({ fields: [{ key: "NAME", value: name }, ...more] });

  beforeAll(async () => {
    mongo = await testMongo("record-keys");
    domain = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName });
    conn = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
    ctx = await contextOf("Keyed");
  });
  afterAll(async () => {
    await conn?.close();
    await domain?.close();
    await mongo?.drop();
  });

  it("keys a contact or deal whichever way it is created, and an update in the creating transaction", async () => {
    const single = await domain.contacts.create(ctx, named("Quillon Single"));
    const grouped = await domain.contacts.createMany(ctx, [named("Quillon Grouped"), named("Quillon Grouped Too")]);
    const upserted = await domain.contacts.upsert(ctx, "EMAIL", "quillon@upsert.example", named("Quillon Upserted"));
    const byPhone = await domain.contacts.findOrCreateByPhone(ctx, "+55 11 97777-1234");
    const groupedIds = grouped.map((outcome) => ("record" in outcome ? (outcome.record as { id: string }).id : "refused"));
    expect(await ids("quillon", ["contact"])).toEqual([single.id, ...groupedIds, upserted.record.id].sort());
    expect(await ids("97777-12", ["contact"])).toEqual([byPhone.contact.id]);
    // The upsert's update path re-keys the record it finds.
    await domain.contacts.upsert(ctx, "EMAIL", "quillon@upsert.example", named("Zebulon Upserted"));
    expect(await ids("zebulon", ["contact"])).toEqual([upserted.record.id]);

    const deal = await domain.deals.create(ctx, { contactId: single.id, title: "Marmalade rollout" });
    const deals = await domain.deals.createMany(ctx, [{ contactId: single.id, title: "Marmalade renewal" }]);
    const dealIds = deals.map((outcome) => ("record" in outcome ? (outcome.record as { id: string }).id : "refused"));
    expect(await ids("marmalade", ["deal"])).toEqual([deal.id, ...dealIds].sort());
    await domain.deals.update(ctx, deal.id, { title: "Apricot rollout" });
    expect(await ids("marmalade", ["deal"])).toEqual(dealIds);
    expect(await ids("apricot", ["deal"])).toEqual([deal.id]);
  });

  it("shows the keys in no read: GET, listings (projected, joined), exports", async () => {
    const contact = await domain.contacts.create(ctx, named("Hortensia Unseen", [{ key: "EMAIL", value: "hortensia@unseen.example" }]));
    await domain.deals.create(ctx, { contactId: contact.id, title: "Unseen keys" });
    const reads: unknown[] = [
      await domain.contacts.get(ctx, contact.id),
      await domain.contacts.list(ctx, listQuery([])),
      await domain.contacts.list(ctx, listQuery([], { project: ["fields"] })),
      await domain.contacts.list(ctx, listQuery([["fields.EMAIL", "regex", "unseen"]])),
      await domain.deals.list(ctx, listQuery([], { with: ["contact"] })),
      (await domain.search.search(ctx, { q: "hortensia" })).data,
    ];
    for (const entity of ["contacts", "deals"] as const) {
      const stream = await domain.exports.export(ctx, entity, listQuery([]), { format: "ndjson" });
      let text = "";
      for await (const chunk of stream.chunks) text += chunk;
      expect(text).toContain("Unseen");
      reads.push(text);
    }
    expect(JSON.stringify(reads)).toContain(contact.id);
    expect(JSON.stringify(reads)).not.toMatch(/searchKeys|"[xpnwsz]:[^"]*"/);
  });

  it("finds the contacts and deals of a project keyed by the older scheme until its backfill moves their keys onto the records", async () => {
    const older = await contextOf("Older scheme");
    const c = await domain.contacts.create(older, named("Peregrine Legacy"));
    const d = await domain.deals.create(older, { contactId: c.id, title: "Peregrine legacy deal" });
    // As the scheme before record keys left them: the keys in search_terms, none on the records.
    for (const [collection, type, id] of [
      ["contacts", "contact", c.id],
      ["deals", "deal", d.id],
    ] as const) {
      const { searchKeys } = (await conn.collection(collection).findOne({ _id: id as never }))!;
      await conn
        .collection("search_terms")
        .insertOne({ _id: id as never, projectId: older.projectId, type, recordId: id, keys: searchKeys });
      await conn.collection(collection).updateOne({ _id: id as never }, { $unset: { searchKeys: 1 } });
    }
    await conn.collection("projects").updateOne({ _id: older.projectId as never }, { $set: { searchKeys: 3 } });
    expect(await idsIn(older, "peregrine")).toEqual([c.id, d.id].sort());
    expect(await idsIn(older, "peregrine", ["deal"])).toEqual([d.id]);
    // Written meanwhile: keyed on the record, found as well.
    const late = await domain.contacts.create(older, named("Peregrine Later"));
    expect(await idsIn(older, "peregrine")).toEqual([c.id, d.id, late.id].sort());

    await domain.searchBackfill.backfill(older.projectId);
    expect(await idsIn(older, "peregrine")).toEqual([c.id, d.id, late.id].sort());
    expect(await conn.collection("search_terms").countDocuments({ projectId: older.projectId, type: { $in: ["contact", "deal"] } })).toBe(
      0,
    );
  });
});
