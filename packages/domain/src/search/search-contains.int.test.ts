import { testMongo, type TestMongo } from "@crm/testing";
import mongoose, { type Connection } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDomain, type Domain } from "../open-domain";
import type { Context } from "../core/context";
import { escapeRegex } from "../query/coerce-value";

/** `[regex]` on contact and deal text is narrowed by search_terms; its answers must be the scan's. */
describe("[regex] served by the search index", () => {
  let mongo: TestMongo;
  let domain: Domain;
  let conn: Connection;
  let ctx: Context;
  let companyId: string;
  const long = `${"x".repeat(45)}needle`;
  const values = [
    { NAME: "José Ação Souza", EMAIL: "jose@acme.io", PHONE: "+55 11 99999-0001", company: "Acme Ltda" },
    { NAME: "Renata Macmillan", EMAIL: "a.b+c@initech.example", PHONE: "5511988887777", company: "c++ (a+)+$ team" },
    { NAME: "Ana Acmeson", EMAIL: "user1@globex.example", PHONE: "+55 (21) 3333-4444", company: `50% off [1] ${long}` },
    { NAME: "Carlos Lima", EMAIL: "carlos@umbrella.example", PHONE: "+55 11 3000 1234", company: "Umbrella.* corp" },
  ];
  const literals = [
    "acme",
    "CME",
    "cmes",
    "a.b",
    "b+c@init",
    "c++",
    "(a+)+$",
    "50%",
    "[1]",
    ".*",
    "ella.ex",
    "ação",
    "ao S",
    "needle",
    "xneedl",
    "9999-0",
    "88887",
    "(21) 33",
    "ab",
    "s",
    "ltda",
    "mac",
    "son",
    "ser1@",
    "er1@",
    "lobex",
    "1988",
    "0001234",
  ];
  const ids: string[] = [];

  beforeAll(async () => {
    mongo = await testMongo("search_contains");
    domain = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName });
    conn = await mongoose.createConnection(mongo.uri, { dbName: mongo.dbName }).asPromise();
    const { project } = await domain.admin.createProject({ name: "Contains" });
    ctx = { projectId: project.id, scopes: ["read", "write"], actor: { type: "SYSTEM", id: "test" } };
    const group = await domain.fieldGroups.create(ctx, { name: "Extras" });
    companyId = (await domain.fields.create(ctx, { fieldGroupId: group.id, label: "Company", type: "TEXT" })).id;
    for (const { company, ...keyed } of values) {
      const fields = [...Object.entries(keyed).map(([key, value]) => ({ key, value })), { fieldId: companyId, value: company }];
      ids.push((await domain.contacts.create(ctx, { fields })).id);
    }
  });
  afterAll(async () => {
    await conn?.close();
    await domain?.close();
    await mongo?.drop();
  });

  /** What the scan answers: the regex over each contact's stored value (phones are stored normalised). */
  const expected = async (field: string, literal: string) => {
    const re = new RegExp(escapeRegex(literal), "i");
    const fieldId =
      field === companyId ? companyId : String((await conn.collection("fields").findOne({ projectId: ctx.projectId, key: field }))!._id);
    const stored = await conn.collection("contacts").find({ projectId: ctx.projectId }).toArray();
    return stored
      .filter((doc) =>
        (doc.fields as Array<{ fieldId: string; value: unknown }>).some(
          (f) => f.fieldId === fieldId && typeof f.value === "string" && re.test(f.value),
        ),
      )
      .map((doc) => String(doc._id))
      .sort();
  };
  const listed = async (field: string, literal: string) => {
    const page = await domain.contacts.list(ctx, { filters: [{ field, op: "regex", value: literal }], logic: "AND", sort: [], limit: 100 });
    return { ids: page.data.map((c) => c.id).sort(), total: page.total };
  };
  const checkAll = async () => {
    for (const literal of literals)
      for (const field of ["EMAIL", "NAME", "PHONE", companyId]) {
        const want = await expected(field, literal);
        expect({ literal, field, ...(await listed(`fields.${field}`, literal)) }).toEqual({
          literal,
          field,
          ids: want,
          total: want.length,
        });
      }
  };

  it("answers exactly what the scan answers, regex metacharacters taken literally", async () => {
    expect(await expected(companyId, "c++")).toHaveLength(1);
    expect(await expected(companyId, "needle")).toHaveLength(1);
    expect(await expected("PHONE", "88887")).toHaveLength(1);
    await checkAll();
  });

  it("answers the same for a project whose index predates substring keys (it scans), and again after the backfill", async () => {
    await conn.collection("contacts").updateMany({ projectId: ctx.projectId }, { $set: { searchKeys: [] } });
    // The index is what answers (here, emptied behind the domain's back): a short literal still scans.
    expect((await listed("fields.EMAIL", "acme")).ids).toEqual([]);
    // Pieces one position past a kept tail or suffix (search-text.ts strided()) are found there too.
    expect((await listed("fields.EMAIL", "er1@")).ids).toEqual([]);
    expect((await listed("fields.PHONE", "1988")).ids).toEqual([]);
    expect((await listed("fields.EMAIL", "io")).ids).toEqual(await expected("EMAIL", "io"));
    await conn.collection("projects").updateOne({ _id: ctx.projectId as never }, { $unset: { searchKeys: 1 } });
    await checkAll();
    await domain.searchBackfill.backfill(ctx.projectId);
    await checkAll();
  });

  it("follows updates and deletes, and narrows deal titles too", async () => {
    await domain.contacts.update(ctx, ids[0]!, { fields: [{ fieldId: companyId, value: "Zanzibar imports" }] });
    const gone = ids.pop()!;
    await domain.contacts.remove(ctx, gone);
    await checkAll();
    expect((await listed(`fields.${companyId}`, "zibar")).ids).toEqual([ids[0]]);
    const deal = await domain.deals.create(ctx, { contactId: ids[1]!, title: "Quarterly Zanzibar renewal" });
    await domain.deals.create(ctx, { contactId: ids[1]!, title: "Other" });
    const deals = await domain.deals.list(ctx, {
      filters: [{ field: "title", op: "regex", value: "ZIBAR REN" }],
      logic: "AND",
      sort: [],
      limit: 10,
    });
    expect(deals.data.map((d) => d.id)).toEqual([deal.id]);
  });
});
