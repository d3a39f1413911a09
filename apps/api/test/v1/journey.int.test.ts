import { describe, expect, it } from "vitest";
import { expectErrorBody, ISO, type Envelope } from "../support/http-shapes";
import type { Contact, Deal, Field, FieldGroup, Lead, LossReason, Note, Pipeline, Stage, StoredValue, Tag } from "../support/records";
import { callAs, useTestApi, type CreatedProject, type TestResponse } from "../support/test-api";

/**
 * The newcomer journey of the issue, black-box over HTTP through documented endpoints only:
 * the README's "Using the API" walkthrough runs the same requests with curl, step by step.
 * Steps share state and run in order (one `it` per README step).
 */

const ID = expect.any(String);
const TIMESTAMPS = { createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO) };

describe("newcomer journey over /v1 (README 'Using the API')", () => {
  const api = useTestApi({ name: "journey" });
  let created: CreatedProject;
  let KEY: string;
  let READ_KEY: string;

  // What the newcomer learns along the way (the README keeps the same names as shell variables).
  const builtIn: Record<string, string> = {}; // "CONTACT.EMAIL" -> field id
  let contactGroup: FieldGroup;
  let pipeline: Pipeline;
  let NEW: Stage;
  let WON: Stage;
  let LOST: Stage;
  let QUALIFIED: Stage;
  let group: FieldGroup;
  let company: Field;
  let segment: Field;
  let ada: Contact;
  let bob: Contact;
  let cy: Contact;
  let acmeDeal: Deal;
  let globexDeal: Deal;
  let cyDeal: Deal;
  let reason: LossReason;
  let vip: Tag;
  let renewal: Tag;
  let dealNote: Note;
  let contactNote: Note;

  const call = <T = unknown>(method: string, path: string, body?: unknown, key = KEY): Promise<TestResponse<T>> =>
    callAs(api, key)<T>(method, path, body);
  const get = async <T>(path: string): Promise<T> => {
    const res = await call<T>("GET", path);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    return res.body;
  };
  const deal = (id: string) => get<Deal>(`/v1/deals/${id}`);
  const deals = (query: string) => get<Envelope<Deal & Record<string, unknown>>>(`/v1/deals?${query}`);
  const contacts = (query: string) => get<Envelope<Contact & Record<string, unknown>>>(`/v1/contacts?${query}`);
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);
  const valueOf = (record: { fields: StoredValue[] }, fieldId: string) => record.fields.find((f) => f.fieldId === fieldId)?.value;

  it("1. the admin creates a project and gets its key (shown once); a read-only key is issued too", async () => {
    const res = await api.request<CreatedProject>("POST", "/admin/v1/projects", {
      body: { name: "Acme" },
      headers: { "x-admin-token": api.adminToken },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      project: { id: ID, name: "Acme", ...TIMESTAMPS },
      apiKey: {
        id: ID,
        key: expect.stringMatching(/^crm_/),
        name: expect.any(String),
        scopes: ["read", "write"],
        projectId: res.body.project.id,
        userId: ID,
        createdAt: expect.stringMatching(ISO),
      },
    });
    created = res.body;
    KEY = created.apiKey.key;

    const readOnly = await api.request<{ id: string; key: string; name: string; scopes: string[]; createdAt: string }>(
      "POST",
      `/admin/v1/projects/${created.project.id}/api-keys`,
      { body: { name: "Reporting", scopes: ["read"] }, headers: { "x-admin-token": api.adminToken } },
    );
    expect(readOnly.status).toBe(201);
    expect(readOnly.body).toMatchObject({ id: ID, key: expect.stringMatching(/^crm_/), name: "Reporting", scopes: ["read"] });
    READ_KEY = readOnly.body.key;

    // Without the admin token the admin surface is closed.
    const noAdmin = await api.request("POST", "/admin/v1/projects", { body: { name: "X" } });
    expectErrorBody(noAdmin.body, 401, "UNAUTHORIZED");
  });

  it("2. authentication: no key 401, a read-only key cannot write (403), errors share one body", async () => {
    const none = await api.request("GET", "/v1/contacts");
    expect(none.status).toBe(401);
    expectErrorBody(none.body, 401, "UNAUTHORIZED");
    const bogus = await api.request("GET", "/v1/contacts", { key: "crm_not-a-key" });
    expect(bogus.status).toBe(401);

    const readWorks = await call<Envelope<Contact>>("GET", "/v1/contacts", undefined, READ_KEY);
    expect(readWorks.status).toBe(200);
    const writeRefused = await call("POST", "/v1/contacts", {}, READ_KEY);
    expect(writeRefused.status).toBe(403);
    expectErrorBody(writeRefused.body, 403, "FORBIDDEN");
  });

  it("3. reads the built-in fields and their groups", async () => {
    const fields = await get<Envelope<Field>>("/v1/fields?key[exists]=true&[limit]=100");
    expect(fields).toMatchObject({ hasMore: false, limit: 100, offset: 0, total: 11 });
    for (const f of fields.data) builtIn[`${f.entityType}.${f.key}`] = f.id;
    expect(Object.keys(builtIn).sort()).toEqual(
      [
        "CONTACT.ACQUISITION_SOURCE",
        "CONTACT.CUSTOM_ID",
        "CONTACT.EMAIL",
        "CONTACT.LEAD_ID",
        "CONTACT.NAME",
        "CONTACT.ORIGIN_URL",
        "CONTACT.PHONE",
        "CONTACT.WHATSAPP_LID",
        "DEAL.ACQUISITION_SOURCE",
        "DEAL.CUSTOM_ID",
        "DEAL.PRICE",
      ].sort(),
    );
    const email = fields.data.find((f) => f.key === "EMAIL")!;
    expect(email).toEqual({
      id: ID,
      projectId: created.project.id,
      entityType: "CONTACT",
      label: "Email",
      type: "EMAIL",
      config: {},
      position: 2,
      level: "USER",
      fieldGroupId: ID,
      key: "EMAIL",
      ...TIMESTAMPS,
    });
    expect(fields.data.find((f) => f.key === "PRICE")).toMatchObject({ entityType: "DEAL", type: "CURRENCY", config: { currency: "USD" } });

    const groups = await get<Envelope<FieldGroup>>("/v1/field-groups");
    expect(groups).toMatchObject({ total: 2, hasMore: false, limit: 20, offset: 0 });
    expect(groups.data.map((g) => [g.name, g.entityType, g.position])).toEqual([
      ["Contact", "CONTACT", 0],
      ["Deal", "DEAL", 0],
    ]);
    contactGroup = groups.data[0]!;
    expect(email.fieldGroupId).toBe(contactGroup.id);

    // Built-in fields cannot be deleted.
    const byKey = await get<Envelope<Field>>("/v1/fields?key=EMAIL");
    expect(byKey.data).toEqual([email]);
    const del = await call("DELETE", `/v1/fields/${email.id}`);
    expect(del.status).toBe(422);
    expectErrorBody(del.body, 422, "BUILT_IN_FIELD");
  });

  it("4. reads the default pipeline and its stages, and adds an open stage", async () => {
    const pipelines = await get<Envelope<Pipeline>>("/v1/pipelines");
    expect(pipelines).toMatchObject({ total: 1, hasMore: false });
    pipeline = pipelines.data[0]!;
    expect(pipeline).toEqual({ id: ID, projectId: created.project.id, name: "Sales pipeline", position: 0, ...TIMESTAMPS });

    const stages = await get<Stage[]>(`/v1/pipelines/${pipeline.id}/stages`);
    expect(Array.isArray(stages)).toBe(true);
    expect(stages.map((s) => [s.name, s.position, s.type, s.builtIn])).toEqual([
      ["New", 0, "OPEN", true],
      ["Won", 1, "WON", true],
      ["Lost", 2, "LOST", true],
    ]);
    [NEW, WON, LOST] = stages as [Stage, Stage, Stage];
    expect(NEW).toEqual({
      id: ID,
      projectId: created.project.id,
      pipelineId: pipeline.id,
      name: "New",
      position: 0,
      type: "OPEN",
      builtIn: true,
      ...TIMESTAMPS,
    });

    const res = await call<Stage>("POST", `/v1/pipelines/${pipeline.id}/stages`, { name: "Qualified" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ pipelineId: pipeline.id, name: "Qualified", position: 1, type: "OPEN", builtIn: false });
    QUALIFIED = res.body;
    const after = await get<Stage[]>(`/v1/pipelines/${pipeline.id}/stages`);
    expect(after.map((s) => s.name)).toEqual(["New", "Qualified", "Won", "Lost"]);
  });

  it("5. creates a field group, a TEXT field and a SELECT field", async () => {
    const g = await call<FieldGroup>("POST", "/v1/field-groups", { name: "Qualification", entityType: "CONTACT" });
    expect(g.status).toBe(201);
    expect(g.body).toEqual({
      id: ID,
      projectId: created.project.id,
      name: "Qualification",
      entityType: "CONTACT",
      position: 1,
      ...TIMESTAMPS,
    });
    group = g.body;
    expect(await get<FieldGroup>(`/v1/field-groups/${group.id}`)).toEqual(group);

    const text = await call<Field>("POST", "/v1/fields", { label: "Company", type: "TEXT", fieldGroupId: group.id, config: {} });
    expect(text.status).toBe(201);
    expect(text.body).toEqual({
      id: ID,
      projectId: created.project.id,
      entityType: "CONTACT",
      label: "Company",
      type: "TEXT",
      config: {},
      position: 0,
      level: "API",
      fieldGroupId: group.id,
      ...TIMESTAMPS,
    });
    expect("key" in text.body).toBe(false);
    company = text.body;

    const select = await call<Field>("POST", "/v1/fields", {
      label: "Segment",
      type: "SELECT",
      fieldGroupId: group.id,
      level: "USER",
      config: {
        options: [
          { id: "smb", label: "SMB" },
          { id: "ent", label: "Enterprise", color: "#1a2b3c" },
        ],
      },
    });
    expect(select.status).toBe(201);
    expect(select.body).toMatchObject({
      entityType: "CONTACT",
      label: "Segment",
      type: "SELECT",
      position: 1,
      level: "USER",
      fieldGroupId: group.id,
      config: {
        options: [
          { id: "smb", label: "SMB" },
          { id: "ent", label: "Enterprise", color: "#1a2b3c" },
        ],
      },
    });
    segment = select.body;

    // A group with fields cannot be deleted.
    const del = await call("DELETE", `/v1/field-groups/${group.id}`);
    expect(del.status).toBe(409);
    expectErrorBody(del.body, 409, "FIELD_GROUP_NOT_EMPTY");
  });

  it("6. creates contacts with built-in (by key) and custom (by fieldId) values", async () => {
    const res = await call<Contact>("POST", "/v1/contacts", {
      fields: [
        { key: "NAME", value: "Ada Lovelace" },
        { key: "EMAIL", value: "Ada@Acme.io" },
        { key: "PHONE", value: "+55 11 99999-0001" },
        { fieldId: company.id, value: "Acme Inc" },
        { fieldId: segment.id, value: "ent" },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: ID,
      projectId: created.project.id,
      fields: [
        { fieldId: builtIn["CONTACT.NAME"], value: "Ada Lovelace" },
        { fieldId: builtIn["CONTACT.EMAIL"], value: "ada@acme.io" },
        { fieldId: builtIn["CONTACT.PHONE"], value: "5511999990001" },
        { fieldId: company.id, value: "Acme Inc" },
        { fieldId: segment.id, value: "ent" },
      ],
      ...TIMESTAMPS,
    });
    ada = res.body;
    expect(await get<Contact>(`/v1/contacts/${ada.id}`)).toEqual(ada);

    // A SELECT value may be written as the option's label; the option id is stored.
    const b = await call<Contact>("POST", "/v1/contacts", {
      fields: [
        { key: "NAME", value: "Bob Globex" },
        { key: "EMAIL", value: "bob@globex.com" },
        { fieldId: company.id, value: "Globex" },
        { fieldId: segment.id, value: "SMB" },
      ],
    });
    expect(b.status).toBe(201);
    expect(valueOf(b.body, segment.id)).toBe("smb");
    bob = b.body;

    const c = await call<Contact>("POST", "/v1/contacts", { fields: [{ key: "NAME", value: "Cy Walk-in" }] });
    expect(c.status).toBe(201);
    cy = c.body;

    // Values are validated against the field's type: 400 naming the item.
    const bad = await call("POST", "/v1/contacts", { fields: [{ fieldId: segment.id, value: "gold" }] });
    expect(bad.status).toBe(400);
    const body = expectErrorBody(bad.body, 400, "VALIDATION_ERROR");
    expect(body.errors?.map((e) => e.field)).toEqual(["fields.0.value"]);

    // PATCH merges fields and answers 204 without a body.
    const patched = await call("PATCH", `/v1/contacts/${cy.id}`, { fields: [{ key: "PHONE", value: "5511999990003" }] });
    expect(patched.status).toBe(204);
    expect(patched.text).toBe("");
    cy = await get<Contact>(`/v1/contacts/${cy.id}`);
    expect(cy.fields.map((f) => f.value)).toEqual(["Cy Walk-in", "5511999990003"]);
  });

  it("7. creates deals: only contactId is needed; defaults to the first pipeline's first open stage", async () => {
    const res = await call<Deal>("POST", "/v1/deals", {
      title: "Acme rollout",
      contactId: ada.id,
      responsibleId: created.apiKey.userId,
      fields: [{ key: "PRICE", value: 5000 }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: ID,
      projectId: created.project.id,
      title: "Acme rollout",
      contactId: ada.id,
      responsibleId: created.apiKey.userId,
      pipelineId: pipeline.id,
      stageId: NEW.id,
      status: "OPEN",
      tagIds: [],
      fields: [{ fieldId: builtIn["DEAL.PRICE"], value: 5000 }],
      ...TIMESTAMPS,
    });
    acmeDeal = res.body;

    const g = await call<Deal>("POST", "/v1/deals", { title: "Globex pilot", contactId: bob.id, fields: [{ key: "PRICE", value: 800 }] });
    expect(g.status).toBe(201);
    globexDeal = g.body;
    const c = await call<Deal>("POST", "/v1/deals", { contactId: cy.id });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ title: "Untitled deal", stageId: NEW.id, status: "OPEN", fields: [] });
    cyDeal = c.body;

    const missing = await call("POST", "/v1/deals", { contactId: "000000000000000000000000" });
    expect(missing.status).toBe(404);
    expectErrorBody(missing.body, 404, "NOT_FOUND");
  });

  it("8. moves a deal through the stages: status and closedAt follow", async () => {
    const toQualified = await call("PATCH", `/v1/deals/${acmeDeal.id}`, { stageId: QUALIFIED.id });
    expect(toQualified.status).toBe(204);
    const qualified = await deal(acmeDeal.id);
    expect(qualified).toMatchObject({ stageId: QUALIFIED.id, status: "OPEN" });
    expect("closedAt" in qualified).toBe(false);

    expect((await call("PATCH", `/v1/deals/${acmeDeal.id}`, { stageId: WON.id })).status).toBe(204);
    acmeDeal = await deal(acmeDeal.id);
    expect(acmeDeal).toMatchObject({ stageId: WON.id, status: "WON", closedAt: expect.stringMatching(ISO) });
  });

  it("9. creates a loss reason and loses a deal with it", async () => {
    const res = await call<LossReason>("POST", "/v1/loss-reasons", { name: "Too expensive" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: ID, projectId: created.project.id, name: "Too expensive", ...TIMESTAMPS });
    reason = res.body;
    const dup = await call("POST", "/v1/loss-reasons", { name: "Too expensive" });
    expect(dup.status).toBe(409);
    expectErrorBody(dup.body, 409, "DUPLICATE");

    // A reason alone on an open deal is refused.
    const refused = await call("PATCH", `/v1/deals/${globexDeal.id}`, { lossReasonId: reason.id });
    expect(refused.status).toBe(422);
    expectErrorBody(refused.body, 422, "DEAL_NOT_LOST");

    expect((await call("PATCH", `/v1/deals/${globexDeal.id}`, { stageId: LOST.id, lossReasonId: reason.id })).status).toBe(204);
    globexDeal = await deal(globexDeal.id);
    expect(globexDeal).toMatchObject({ stageId: LOST.id, status: "LOST", lossReasonId: reason.id, closedAt: expect.stringMatching(ISO) });
    // Closed one after the other: the date filters of step 13 tell them apart.
    expect(globexDeal.closedAt! > acmeDeal.closedAt!).toBe(true);

    const list = await call<Record<string, unknown>>("GET", "/v1/loss-reasons");
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: [reason] });
  });

  it("10. tags deals: POST adds to the set, PATCH tagIds replaces it", async () => {
    const v = await call<Tag>("POST", "/v1/tags", { name: "vip", color: "#ff8800" });
    expect(v.status).toBe(201);
    expect(v.body).toEqual({ id: ID, projectId: created.project.id, name: "vip", color: "#FF8800", ...TIMESTAMPS });
    vip = v.body;
    const r = await call<Tag>("POST", "/v1/tags", { name: "renewal" });
    expect(r.status).toBe(201);
    renewal = r.body;

    const add = await call("POST", `/v1/deals/${acmeDeal.id}/tags`, { tagIds: [vip.id] });
    expect(add.status).toBe(204);
    expect(add.text).toBe("");
    expect((await call("POST", `/v1/deals/${acmeDeal.id}/tags`, { tagIds: [vip.id, renewal.id] })).status).toBe(204);
    expect((await deal(acmeDeal.id)).tagIds).toEqual([vip.id, renewal.id]);

    expect((await call("PATCH", `/v1/deals/${globexDeal.id}`, { tagIds: [renewal.id] })).status).toBe(204);
    expect((await deal(globexDeal.id)).tagIds).toEqual([renewal.id]);

    const tags = await call<Record<string, unknown>>("GET", "/v1/tags");
    expect(tags.body).toEqual({ data: [renewal, vip] });
  });

  it("11. adds notes to a deal and to a contact; the service sets entityType and author", async () => {
    const onDeal = await call<Note>("POST", "/v1/notes", { content: "Signed for 12 months.", entityId: acmeDeal.id });
    expect(onDeal.status).toBe(201);
    expect(onDeal.body).toEqual({
      id: ID,
      projectId: created.project.id,
      content: "Signed for 12 months.",
      entityId: acmeDeal.id,
      entityType: "DEAL",
      author: { type: "USER", id: created.apiKey.userId },
      ...TIMESTAMPS,
    });
    dealNote = onDeal.body;
    const onContact = await call<Note>("POST", "/v1/notes", { content: "Prefers email.", entityId: ada.id });
    expect(onContact.status).toBe(201);
    expect(onContact.body).toMatchObject({ entityId: ada.id, entityType: "CONTACT", author: { type: "USER", id: created.apiKey.userId } });
    contactNote = onContact.body;

    expect((await call("PATCH", `/v1/notes/${contactNote.id}`, { content: "Prefers email, never calls." })).status).toBe(204);
    contactNote = await get<Note>(`/v1/notes/${contactNote.id}`);
    expect(contactNote.content).toBe("Prefers email, never calls.");

    // Notes list as a bare array.
    const onAcme = await get<Note[]>(`/v1/notes?entityId=${acmeDeal.id}`);
    expect(onAcme).toEqual([dealNote]);
    const withRecords = await get<Array<Note & { deal: Deal | null; contact: Contact | null }>>(
      "/v1/notes?[with]=deal,contact&content[sort]=asc",
    );
    expect(withRecords.map((n) => [n.id, n.deal?.id ?? null, n.contact?.id ?? null])).toEqual([
      [contactNote.id, null, ada.id],
      [dealNote.id, acmeDeal.id, null],
    ]);
  });

  it("12. captures leads with ad click ids and filters them by chatbotId and clickId", async () => {
    const capture = async (sourceId: string, n: number, originURL: string): Promise<Lead> => {
      const res = await call<Lead>("POST", "/v1/leads", {
        sourceId,
        sessionId: `00000000-0000-4000-8000-00000000000${n}`,
        isComplete: true,
        answers: [
          {
            block: "b1",
            flow: "main",
            name: "email",
            inputName: "email",
            inputType: "email",
            type: "question",
            text: "Your email?",
            value: `v${n}@example.com`,
          },
        ],
        originURL,
      });
      expect(res.status).toBe(201);
      return res.body;
    };
    const google = await capture("site-bot", 1, "https://acme.io/pricing?utm_source=google&gclid=EAIaIQ");
    expect(google).toEqual({
      id: ID,
      projectId: created.project.id,
      sourceId: "site-bot",
      sessionId: "00000000-0000-4000-8000-000000000001",
      isComplete: true,
      answers: [
        {
          block: "b1",
          flow: "main",
          name: "email",
          inputName: "email",
          inputType: "email",
          type: "question",
          text: "Your email?",
          value: "v1@example.com",
        },
      ],
      originURL: "https://acme.io/pricing?utm_source=google&gclid=EAIaIQ",
      urlParams: { utm_source: "google", gclid: "EAIaIQ" },
      ...TIMESTAMPS,
    });
    const meta = await capture("site-bot", 2, "https://acme.io/?fbclid=IwAR0");
    const organic = await capture("site-bot", 3, "https://acme.io/blog");
    const tiktok = await capture("promo-bot", 4, "https://acme.io/promo?ttclid=E.C.P");

    const leads = (query: string) => get<Envelope<Lead>>(`/v1/leads?${query}`);
    expect(await leads("chatbotId=site-bot")).toMatchObject({ total: 3, hasMore: false, limit: 20, offset: 0 });
    expect(ids((await leads("chatbotId=site-bot")).data)).toEqual([organic.id, meta.id, google.id]);
    expect(ids((await leads("chatbotId=site-bot&clickId=google")).data)).toEqual([google.id]);
    expect(ids((await leads("clickId=organic")).data)).toEqual([organic.id]);
    expect(ids((await leads("clickId[in]=meta,tiktok")).data)).toEqual([tiktok.id, meta.id]);
    expect((await leads("clickId=all")).total).toBe(4);
    expect((await leads("[limit]=1000")).limit).toBe(250);

    const bad = await call("GET", "/v1/leads?clickId=bing");
    expect(bad.status).toBe(400);
    expect(expectErrorBody(bad.body, 400, "VALIDATION_ERROR").errors?.[0]).toMatchObject({ field: "clickId", code: "invalid_enum" });
  });

  it("13. reads deals back with filters: eq, ne, in, nin, exists, regex, gt/lt on dates, sort, [logic]=OR", async () => {
    expect(ids((await deals("status=WON")).data)).toEqual([acmeDeal.id]);
    expect(ids((await deals("status[eq]=WON")).data)).toEqual([acmeDeal.id]);
    expect(ids((await deals("status[ne]=OPEN")).data)).toEqual([globexDeal.id, acmeDeal.id]);
    expect(ids((await deals("status[in]=WON,LOST")).data)).toEqual([globexDeal.id, acmeDeal.id]);
    expect(ids((await deals("status[nin]=WON,LOST")).data)).toEqual([cyDeal.id]);
    expect(ids((await deals("lossReasonId[exists]=true")).data)).toEqual([globexDeal.id]);
    expect(ids((await deals("closedAt[exists]=false")).data)).toEqual([cyDeal.id]);
    expect(ids((await deals("title[regex]=GLOBEX")).data)).toEqual([globexDeal.id]);
    expect(ids((await deals(`tagIds=${renewal.id}`)).data)).toEqual([globexDeal.id, acmeDeal.id]);
    expect(ids((await deals(`stageId=${WON.id}&contactId=${ada.id}`)).data)).toEqual([acmeDeal.id]);
    expect(ids((await deals("fields.PRICE[gte]=1000")).data)).toEqual([acmeDeal.id]);

    // Dates: gt/gte/lt/lte read the value as a date.
    expect(ids((await deals(`closedAt[lt]=${globexDeal.closedAt}`)).data)).toEqual([acmeDeal.id]);
    expect(ids((await deals(`closedAt[gt]=${acmeDeal.closedAt}`)).data)).toEqual([globexDeal.id]);
    expect(ids((await deals(`createdAt[gt]=${acmeDeal.createdAt}&createdAt[lte]=${cyDeal.createdAt}`)).data)).toEqual([
      cyDeal.id,
      globexDeal.id,
    ]);

    // Sort: query order is precedence; default is newest first.
    expect(ids((await deals("")).data)).toEqual([cyDeal.id, globexDeal.id, acmeDeal.id]);
    expect((await deals("title[sort]=asc")).data.map((d) => d.title)).toEqual(["Acme rollout", "Globex pilot", "Untitled deal"]);
    expect(ids((await deals("status[sort]=desc&title[sort]=asc")).data)).toEqual([acmeDeal.id, cyDeal.id, globexDeal.id]);

    // [logic]=OR between the filters (AND by default).
    expect(ids((await deals(`status=WON&lossReasonId=${reason.id}&[logic]=OR`)).data)).toEqual([globexDeal.id, acmeDeal.id]);
    expect((await deals(`status=WON&lossReasonId=${reason.id}`)).data).toEqual([]);
  });

  it("14. reads contacts back by custom field values", async () => {
    expect(ids((await contacts("fields.EMAIL[regex]=acme")).data)).toEqual([ada.id]);
    expect(ids((await contacts(`fields.${segment.id}=ent`)).data)).toEqual([ada.id]);
    expect(ids((await contacts(`fields.${segment.id}[in]=ent,smb`)).data)).toEqual([bob.id, ada.id]);
    expect(ids((await contacts(`fields.${company.id}[exists]=false`)).data)).toEqual([cy.id]);
    expect(ids((await contacts(`fields.${company.id}[ne]=Globex`)).data)).toEqual([cy.id, ada.id]);
    expect(ids((await contacts("fields.NAME[sort]=desc")).data)).toEqual([cy.id, bob.id, ada.id]);
  });

  it("15. [project] trims records, [with] adds related records", async () => {
    const projected = await deals(`[project]=title,status&id=${acmeDeal.id}`);
    expect(projected.data).toEqual([{ id: acmeDeal.id, title: "Acme rollout", status: "WON" }]);

    const withRelations = await deals(`id=${globexDeal.id}&[with]=contact,stage,pipeline,lossReason,tags`);
    const row = withRelations.data[0]!;
    expect(row).toMatchObject({ id: globexDeal.id, status: "LOST" });
    expect(row.contact).toEqual(bob);
    expect(row.stage).toMatchObject({ id: LOST.id, name: "Lost", type: "LOST" });
    expect(row.pipeline).toMatchObject({ id: pipeline.id, name: "Sales pipeline" });
    expect(row.lossReason).toEqual(reason);
    expect(row.tags).toEqual([renewal]);

    // Relations survive a projection; a missing to-one relation is null.
    const both = await deals(`id=${cyDeal.id}&[project]=title&[with]=lossReason,contact`);
    expect(both.data).toEqual([{ id: cyDeal.id, title: "Untitled deal", lossReason: null, contact: cy }]);

    const withDeals = await contacts(`id=${ada.id}&[with]=deals&[project]=fields`);
    expect(withDeals.data).toEqual([{ id: ada.id, fields: ada.fields, deals: [await deal(acmeDeal.id)] }]);
  });

  it("16. pages with [limit]/[offset] in the envelope; limits are clamped, not rejected", async () => {
    const first = await deals("[limit]=2");
    expect(first).toMatchObject({ hasMore: true, limit: 2, offset: 0, total: 3 });
    expect(ids(first.data)).toEqual([cyDeal.id, globexDeal.id]);
    const second = await deals("[limit]=2&[offset]=2");
    expect(second).toMatchObject({ hasMore: false, limit: 2, offset: 2, total: 3 });
    expect(ids(second.data)).toEqual([acmeDeal.id]);

    expect(await deals("[limit]=1000")).toMatchObject({ limit: 100, total: 3 });
    expect(await deals("[limit]=0")).toMatchObject({ limit: 1, hasMore: true });
    // An unknown bracketed key is ignored: a misspelt [limit] yields the default.
    expect(await deals("[limt]=1")).toMatchObject({ limit: 20 });

    // {data}-only and bare-array formats carry no paging fields.
    const reasons = await call<Record<string, unknown>>("GET", "/v1/loss-reasons?[limit]=1000");
    expect(Object.keys(reasons.body)).toEqual(["data"]);
    const notes = await get<Note[]>("/v1/notes?[limit]=1");
    expect(notes).toHaveLength(1);
  });

  it("17. a mistaken query is one 400 naming every problem", async () => {
    const res = await call("GET", "/v1/deals?colour=red&status[like]=W&[with]=owner&[project]=secret");
    expect(res.status).toBe(400);
    const body = expectErrorBody(res.body, 400, "VALIDATION_ERROR");
    expect(body.errors?.map((e) => [e.field, e.code])).toEqual([["status[like]", "unknown_operator"]]);

    const res2 = await call("GET", "/v1/deals?colour=red&[with]=owner&[project]=secret");
    expect(res2.status).toBe(400);
    expect(expectErrorBody(res2.body, 400, "VALIDATION_ERROR").errors?.map((e) => [e.field, e.code])).toEqual([
      ["colour", "unknown_field"],
      ["[with]", "unknown_relation"],
      ["[project]", "unknown_field"],
    ]);

    const missing = await call("GET", "/v1/deals/000000000000000000000000");
    expect(missing.status).toBe(404);
    expectErrorBody(missing.body, 404, "NOT_FOUND");
  });

  it("18. the OpenAPI document and /docs describe every endpoint used here", async () => {
    const doc = await api.request<{ openapi: string; paths: Record<string, Record<string, unknown>> }>("GET", "/v1/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\.1/);
    const used: Array<[string, string]> = [
      ["/admin/v1/projects", "post"],
      ["/admin/v1/projects/{projectId}/api-keys", "post"],
      ["/v1/fields", "get"],
      ["/v1/fields", "post"],
      ["/v1/fields/{id}", "delete"],
      ["/v1/field-groups", "get"],
      ["/v1/field-groups", "post"],
      ["/v1/field-groups/{id}", "get"],
      ["/v1/field-groups/{id}", "delete"],
      ["/v1/pipelines", "get"],
      ["/v1/pipelines/{id}/stages", "get"],
      ["/v1/pipelines/{id}/stages", "post"],
      ["/v1/contacts", "post"],
      ["/v1/contacts", "get"],
      ["/v1/contacts/{id}", "get"],
      ["/v1/contacts/{id}", "patch"],
      ["/v1/deals", "post"],
      ["/v1/deals", "get"],
      ["/v1/deals/{id}", "get"],
      ["/v1/deals/{id}", "patch"],
      ["/v1/deals/{dealId}/tags", "post"],
      ["/v1/loss-reasons", "post"],
      ["/v1/loss-reasons", "get"],
      ["/v1/tags", "post"],
      ["/v1/tags", "get"],
      ["/v1/notes", "post"],
      ["/v1/notes", "get"],
      ["/v1/notes/{id}", "get"],
      ["/v1/notes/{id}", "patch"],
      ["/v1/leads", "post"],
      ["/v1/leads", "get"],
    ];
    const undocumented = used.filter(([path, method]) => doc.body.paths[path]?.[method] === undefined);
    expect(undocumented).toEqual([]);

    const page = await api.request<string>("GET", "/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
  });
});
