import { testMongo, type TestMongo } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDomain, type Domain } from "../open-domain";
import type { Context } from "../core/context";

describe("search", () => {
  let mongo: TestMongo;
  let domain: Domain;
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
    ctx = await contextOf("Mine");
    other = await contextOf("Theirs");
  });
  afterAll(async () => {
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

  it("backfills a project's keys from its records", async () => {
    const p = await contextOf("Backfilled");
    const c = await contact(p, { NAME: "Wilhelmina Backfill" });
    const before = await ids(p, "wilhelmina");
    const counts = await domain.searchBackfill.backfill(p.projectId);
    expect(counts.contacts).toBe(1);
    expect(await ids(p, "wilhelmina")).toEqual(before);
    expect(before).toEqual([c.id]);
  });
});
