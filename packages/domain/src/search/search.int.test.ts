import { testMongo, type TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDomain, type Domain } from "../open-domain";
import type { Context } from "../core/context";
import { createSearchVocabulary } from "./search-vocabulary";
import { defineSearchWordModel } from "./search-word.model";

describe("search", () => {
  let mongo: TestMongo;
  let domain: Domain;
  let conn: Connection;
  let ctx: Context;
  let other: Context;
  const contextOf = async (name: string): Promise<Context> => {
    const { project } = await domain.admin.createProject({ name });
    return { projectId: project.id, scopes: ["read", "write"], actor: { type: "SYSTEM", id: "test" } };
  };
  const contact = (c: Context, fields: Record<string, string>) =>
    domain.contacts.create(c, { fields: Object.entries(fields).map(([key, value]) => ({ key, value })) });
  const ids = async (c: Context, q: string, extra: Record<string, unknown> = {}) =>
    (await domain.search.search(c, { q, ...extra })).data.map((hit) => hit.id);

  beforeAll(async () => {
    mongo = await testMongo("search");
    domain = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName });
    conn = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
    ctx = await contextOf("Mine");
    other = await contextOf("Theirs");
  });
  afterAll(async () => {
    await conn?.close();
    await domain?.close();
    await mongo?.drop();
  });

  it("ranks an exact email above name-word prefixes above other words, and answers records as GET does", async () => {
    const byEmail = await contact(ctx, { NAME: "Zed Quux", EMAIL: "renata@acme.io" });
    const byName = await contact(ctx, { NAME: "Renata Souza" });
    const note = await domain.notes.create(ctx, { entityId: byName.id, content: "Call renata@acme.io back about the renewal" });
    const page = await domain.search.search(ctx, { q: "renata@acme.io" });
    expect(page.data[0]).toEqual({ type: "contact", id: byEmail.id, score: 100, record: await domain.contacts.get(ctx, byEmail.id) });
    const words = await domain.search.search(ctx, { q: "renat" });
    expect(words.data.map((h) => h.id).slice(0, 1)).toEqual([byName.id]);
    expect(words.data.map((h) => h.id)).toContain(note.id);
    expect(words.data.find((h) => h.id === note.id)!.record).toEqual(await domain.notes.get(ctx, note.id));
    const scores = words.data.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("ignores case and accents, matches phone fragments in any format, and tolerates one typo in 5+ letter words", async () => {
    const jose = await contact(ctx, { NAME: "José Ñúñez", PHONE: "+55 11 98765-4321" });
    expect(await ids(ctx, "JOSE nunez")).toEqual([jose.id]);
    expect(await ids(ctx, "josé")).toContain(jose.id);
    for (const q of ["98765-4321", "(11) 98765", "5511987654321", "+55 11 9876", "654"]) expect(await ids(ctx, q)).toContain(jose.id);
    // Fragments starting at an odd digit (the index keeps every other suffix), alone and beside a word.
    for (const q of ["8765-43", "1 9876", "543", "nunez 65432", "josé 876543"]) expect(await ids(ctx, q)).toContain(jose.id);
    expect(await ids(ctx, "nunez 65433")).not.toContain(jose.id);
    expect((await domain.search.search(ctx, { q: "5511987654321" })).data[0]).toMatchObject({ id: jose.id, score: 100 });
    expect(await ids(ctx, "nunes")).toContain(jose.id); // one letter wrong
    expect(await ids(ctx, "nunnez")).toContain(jose.id); // one letter too many
    expect(await ids(ctx, "jse")).not.toContain(jose.id); // no typo under 5 letters
    expect(await ids(ctx, "nxnxz")).not.toContain(jose.id);
  });

  it("finds deals by title and chats by their messages, and narrows by type", async () => {
    const c = await contact(ctx, { NAME: "Pietro Alvarenga" });
    const deal = await domain.deals.create(ctx, { contactId: c.id, title: "Quarterly Zanzibar renewal" });
    const channel = await domain.channels.create(ctx, { type: "WHATSAPP", name: "Line", phone: "+336100000001" });
    const chat = await domain.chats.create(ctx, { channelId: channel.id, contactId: c.id, phone: "+33612345678" });
    await domain.messages.send(ctx, chat.id, { type: "TEXT", content: { text: "The zanzibar quote is attached" } });
    const hits = (await domain.search.search(ctx, { q: "zanzibar" })).data;
    expect(hits.map((h) => [h.type, h.id])).toEqual(
      expect.arrayContaining([
        ["deal", deal.id],
        ["chat", chat.id],
      ]),
    );
    expect(hits[0]).toMatchObject({ type: "deal", id: deal.id });
    expect(hits.find((h) => h.type === "chat")!.record).toEqual(await domain.chats.get(ctx, chat.id));
    expect(await ids(ctx, "zanzibar", { types: ["chat"] })).toEqual([chat.id]);
  });

  it("is findable as soon as a write returns and never after its delete; an update replaces the old words", async () => {
    const c = await contact(ctx, { NAME: "Ottoline Brackenbury" });
    expect(await ids(ctx, "brackenbury")).toEqual([c.id]);
    await domain.contacts.update(ctx, c.id, { fields: [{ key: "NAME", value: "Ottoline Featherstone" }] });
    expect(await ids(ctx, "brackenbury")).toEqual([]);
    expect(await ids(ctx, "featherstone")).toEqual([c.id]);
    await domain.contacts.remove(ctx, c.id);
    expect(await ids(ctx, "featherstone")).toEqual([]);
    expect(await ids(ctx, "ottoline")).toEqual([]);
  });

  it("never shows another project's records, counts or more-flags", async () => {
    for (let i = 0; i < 4; i++) await contact(other, { NAME: `Isolda Theirs${i}` });
    const mine = await contact(ctx, { NAME: "Isolda Mine" });
    const page = await domain.search.search(ctx, { q: "isolda", limit: 1 });
    expect(page).toMatchObject({ data: [{ id: mine.id }], hasMore: false, limit: 1 });
    expect((await domain.search.search(other, { q: "isolda", limit: 3 })).hasMore).toBe(true);
    expect(await ids(other, "mine")).toEqual([]);
  });

  it("finds typos and [regex] tails from the project's own vocabulary only", async () => {
    const theirs = await contact(other, { NAME: "Marmaduke Quenby", EMAIL: "marmaduke@quenbyco.io" });
    expect(await ids(other, "marmaduko")).toEqual([theirs.id]);
    expect(await ids(ctx, "marmaduko")).toEqual([]);
    const mine = await contact(ctx, { NAME: "Marmaduka Pelling" });
    expect(await domain.search.search(ctx, { q: "marmaduko" })).toMatchObject({ data: [{ id: mine.id, score: 10 }], hasMore: false });
    const contains = (c: Context) =>
      domain.contacts.list(c, { filters: [{ field: "fields.EMAIL", op: "regex", value: "uenbyc" }], logic: "AND", sort: [], limit: 10 });
    expect(await contains(ctx)).toMatchObject({ data: [], total: 0 });
    expect((await contains(other)).data.map((c) => c.id)).toEqual([theirs.id]);
  });

  it("finds nothing by a typo of a word whose records are gone, or that a rolled-back write left in the vocabulary", async () => {
    const c = await contact(ctx, { NAME: "Persephone Vandermolen" });
    expect(await ids(ctx, "vandermolin")).toEqual([c.id]);
    await domain.contacts.remove(ctx, c.id);
    expect(await ids(ctx, "vandermolin")).toEqual([]);
    // What a write leaves when its transaction rolls back after its words were added (they are added outside it).
    await createSearchVocabulary(defineSearchWordModel(conn)).add(ctx.projectId, ["zebulonia"]);
    expect(await ids(ctx, "zebulonix")).toEqual([]);
    expect(await ids(ctx, "zebulonia")).toEqual([]);
    const listed = await domain.contacts.list(ctx, {
      filters: [{ field: "fields.NAME", op: "regex", value: "ebulon" }],
      logic: "AND",
      sort: [],
      limit: 10,
    });
    expect(listed).toMatchObject({ data: [], total: 0 });
  });

  it("pages with hasMore and clamps the limit", async () => {
    for (let i = 0; i < 3; i++) await contact(ctx, { NAME: `Xanthippe ${i}` });
    expect(await domain.search.search(ctx, { q: "xanthippe", limit: 2 })).toMatchObject({ hasMore: true, limit: 2 });
    expect(await domain.search.search(ctx, { q: "xanthippe", limit: 0 })).toMatchObject({ hasMore: true, limit: 1 });
    expect(await domain.search.search(ctx, { q: "xanthippe", limit: 500 })).toMatchObject({ hasMore: false, limit: 50 });
  });

  it("answers hostile input with a 400 or nothing, never an error of the store", async () => {
    for (const q of ["", "x".repeat(201)]) await expect(domain.search.search(ctx, { q })).rejects.toMatchObject({ status: 400 });
    await expect(domain.search.search(ctx, { q: "a", types: ["contact", "spaceship"] })).rejects.toMatchObject({ status: 400 });
    await expect(domain.search.search(ctx, { q: { $gt: "" } })).rejects.toMatchObject({ status: 400 });
    for (const q of ["!!!", ".*", "(a+)+$", "^$", "[", "\\", "a"]) expect((await domain.search.search(ctx, { q })).data).toEqual([]);
    expect(await ids(ctx, "$where")).toEqual([]);
  });

  it("stays right under concurrent writes and deletes of the same records", async () => {
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => contact(ctx, { NAME: `Quillon Concurrent${i}` })));
    await Promise.all([
      ...made.slice(0, 6).map((c) => domain.contacts.remove(ctx, c.id)),
      ...made.slice(6).map((c, i) => domain.contacts.update(ctx, c.id, { fields: [{ key: "NAME", value: `Quillon Renamed${i}` }] })),
      ...made
        .slice(6)
        .map((c) => domain.contacts.update(ctx, c.id, { fields: [{ key: "EMAIL", value: `${c.id}@x.io` }] }).catch(() => undefined)),
    ]);
    const found = await ids(ctx, "quillon", { limit: 50 });
    expect(found.sort()).toEqual(
      made
        .slice(6)
        .map((c) => c.id)
        .sort(),
    );
    expect(await ids(ctx, "concurrent0")).toEqual([]);
  });

  it("backfills a project's keys from its records, in place when it has some", async () => {
    const p = await contextOf("Backfilled");
    const c = await contact(p, { NAME: "Wilhelmina Backfill" });
    await contact(p, { NAME: "Ottoline Backfill" });
    const sources = async () =>
      (await conn.collection("search_terms").countDocuments({ projectId: p.projectId })) +
      (await conn.collection("contacts").countDocuments({ projectId: p.projectId, "searchKeys.0": { $exists: true } }));
    const before = await ids(p, "wilhelmina");
    const stored = await sources();
    // One record's keys lost behind the domain's back: the rebuild replaces them, and adds no second source.
    await conn.collection("contacts").updateOne({ _id: c.id as never }, { $set: { searchKeys: [] } });
    expect(await ids(p, "wilhelmina")).toEqual([]);
    const counts = await domain.searchBackfill.backfill(p.projectId);
    expect(counts.contacts).toBe(2);
    expect(await ids(p, "wilhelmina")).toEqual(before);
    expect(before).toEqual([c.id]);
    expect(await sources()).toBe(stored);
    // A rerun (a job cut off and run again) changes nothing.
    await domain.searchBackfill.backfill(p.projectId);
    expect(await sources()).toBe(stored);
    expect(await ids(p, "wilhelmina")).toEqual([c.id]);
  });
});
