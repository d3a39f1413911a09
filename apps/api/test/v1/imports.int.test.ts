import { testRedis, waitFor, type TestRedis } from "@crm/testing";
import { startWorkers, type RunningWorkers } from "@crm/worker";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createField, defaultFieldGroupIds } from "../support/fixtures/crm";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectErrorBody, type Envelope } from "../support/http-shapes";
import type { Contact, Deal } from "../support/records";
import { graphqlData } from "../support/graphql";
import { useTestApi } from "../support/test-api";
import { startImport } from "../support/imports";
import { trpcClient, trpcFailure } from "../support/trpc";

interface ImportRecord {
  id: string;
  status: string;
  rows?: number;
  processed: number;
  created: number;
  failed: number;
}
interface RowError {
  row: number;
  column?: string;
  code: string;
  message: string;
}

const valueOf = (record: { fields: Array<{ fieldId: string; value: unknown }> }, fieldId: string) =>
  record.fields.find((f) => f.fieldId === fieldId)?.value;

describe("imports (CSV and NDJSON through the worker)", () => {
  const api = useTestApi({ name: "imports" });
  let p: SalesProject;
  let other: SalesProject;
  let redis: TestRedis;
  let worker: RunningWorkers;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    p = await salesProject(api, "Imports");
    other = await salesProject(api, "Other");
    redis = await testRedis("imports-worker");
    worker = await startWorkers({ redis: { url: redis.url }, prefix: redis.prefix, domain: api.domain, logger: pino({ level: "silent" }) });
    for (const key of ["NAME", "PHONE", "EMAIL"]) {
      ids[key] = (await p.call<Envelope<{ id: string }>>("GET", `/v1/fields?key=${key}&entityType=CONTACT`)).body.data[0]!.id;
    }
  });
  afterAll(async () => {
    await worker.close();
    await redis.cleanup();
  });

  const run = async (fields: Record<string, string>, file: { content: string | Uint8Array; name: string; type?: string }, project = p) => {
    const res = await startImport(api, project.key, fields, file);
    expect(res.status, res.text).toBe(202);
    expect(res.body.status).toBe("QUEUED");
    const done = await waitFor(
      async () => (await project.call<ImportRecord>("GET", `/v1/imports/${res.body.id}`)).body,
      (got) => ["DONE", "FAILED", "CANCELLED"].includes(got.status),
    );
    const errors = (await project.call<{ data: RowError[] }>("GET", `/v1/imports/${res.body.id}/errors`)).body.data;
    return { id: res.body.id, record: done, errors };
  };
  const contactsNamed = async (prefix: string, project = p) =>
    (await project.call<Envelope<Contact>>("GET", `/v1/contacts?fields.NAME[regex]=${encodeURIComponent(prefix)}&[limit]=100`)).body.data;

  it("imports a CSV with quoted fields, embedded newlines and quotes, a BOM and `;` separators", async () => {
    const csv =
      "\uFEFFName;Phone;Email\r\n" +
      '"CsvA ""the first""";+55 11 99999-1001;a@example.com\r\n' +
      '"CsvB\nsecond line";+55 11 99999-1002;"b@example.com"\r\n' +
      "CsvC;;c@example.com\r\n";
    const { record, errors } = await run(
      { entityType: "CONTACT", mapping: JSON.stringify({ Name: "NAME", Phone: "PHONE", Email: "EMAIL" }) },
      { content: csv, name: "c.csv" },
    );
    expect(errors).toEqual([]);
    expect(record).toMatchObject({ status: "DONE", rows: 3, processed: 3, created: 3, failed: 0 });
    const contacts = await contactsNamed("Csv");
    const names = contacts.map((c) => valueOf(c, ids.NAME!)).sort();
    expect(names).toEqual(['CsvA "the first"', "CsvB\nsecond line", "CsvC"]);
    const a = contacts.find((c) => valueOf(c, ids.NAME!) === 'CsvA "the first"')!;
    expect(valueOf(a, ids.PHONE!)).toBe("5511999991001");
  });

  it("reports wrong-typed values per row with its column and imports the rest", async () => {
    const csv = "Name,Email\nRowOk1,ok1@example.com\nRowBad,not-an-email\nRowOk2,ok2@example.com\nRowShort\n";
    const { record, errors } = await run(
      { entityType: "CONTACT", mapping: JSON.stringify({ Name: "NAME", Email: "EMAIL" }) },
      { content: csv, name: "c.csv" },
    );
    expect(record).toMatchObject({ status: "DONE", processed: 4, created: 2, failed: 2 });
    expect(errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, "Email", "VALIDATION_ERROR"],
      [4, undefined, "WRONG_COLUMN_COUNT"],
    ]);
    expect((await contactsNamed("RowOk")).length).toBe(2);
  });

  it("imports NDJSON, reporting lines that are not JSON objects", async () => {
    const lines = ['{"name":"Nd1","phone":"+55 11 99999-2001"}', "not json", "", '{"name":"Nd2"}', "[1,2]"].join("\n");
    const { record, errors } = await run(
      { entityType: "CONTACT", mapping: JSON.stringify({ name: "NAME", phone: "PHONE" }) },
      { content: lines, name: "c.ndjson", type: "application/x-ndjson" },
    );
    expect(record).toMatchObject({ status: "DONE", rows: 4, created: 2, failed: 2 });
    expect(errors.map((e) => [e.row, e.code])).toEqual([
      [2, "INVALID_JSON"],
      [4, "INVALID_JSON"],
    ]);
  });

  it("imports deals, finding or creating their contact by PHONE", async () => {
    const existing = (await p.call<Contact>("POST", "/v1/contacts", { fields: [{ key: "PHONE", value: "+55 11 99999-3001" }] })).body;
    const csv = `Title,Phone,Stage\nDealA,+55 11 99999-3001,${p.won.id}\nDealB,+55 11 99999-3002,\nDealC,5511999993002,\nDealD,+55 11 99999-3003,${other.open.id}\n`;
    const { record, errors } = await run(
      { entityType: "DEAL", mapping: JSON.stringify({ Title: "title", Phone: "contact.PHONE", Stage: "stageId" }) },
      { content: csv, name: "d.csv" },
    );
    expect(record).toMatchObject({ status: "DONE", created: 3, failed: 1 });
    expect(errors.map((e) => [e.row, e.code])).toEqual([[4, "NOT_FOUND"]]);
    const deals = (await p.call<Envelope<Deal>>("GET", "/v1/deals?title[regex]=Deal&[limit]=100")).body.data;
    const byTitle = new Map(deals.map((d) => [d.title, d]));
    expect(byTitle.get("DealA")).toMatchObject({ contactId: existing.id, stageId: p.won.id, status: "WON" });
    expect(byTitle.get("DealB")!.contactId).toBe(byTitle.get("DealC")!.contactId);
    expect(byTitle.get("DealB")!.contactId).not.toBe(existing.id);
  });

  it("maps a deal row's status to the first stage of that type, with the deal's rules for stages and loss reasons", async () => {
    const reason = (await p.call<{ id: string }>("POST", "/v1/loss-reasons", { name: "Import price" })).body.id;
    const csv =
      "Title,Phone,Status,Stage,Reason\n" +
      `StWon,+55 11 98300-0001,WON,,\n` +
      `StLost,+55 11 98300-0001,lost,,${reason}\n` +
      `StOpen,+55 11 98300-0001,OPEN,,\n` +
      `StBad,+55 11 98300-0001,MAYBE,,\n` +
      `StMismatch,+55 11 98300-0001,OPEN,${p.won.id},\n` +
      `StReasonOnWon,+55 11 98300-0001,WON,,${reason}\n` +
      `StAgree,+55 11 98300-0001,LOST,${p.lost.id},\n`;
    const { record, errors } = await run(
      {
        entityType: "DEAL",
        mapping: JSON.stringify({ Title: "title", Phone: "contact.PHONE", Status: "status", Stage: "stageId", Reason: "lossReasonId" }),
      },
      { content: csv, name: "d.csv" },
    );
    expect(errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [4, "Status", "VALIDATION_ERROR"],
      [5, "Status", "STATUS_NOT_STAGE"],
      [6, "Reason", "DEAL_NOT_LOST"],
    ]);
    expect(record).toMatchObject({ status: "DONE", created: 4, failed: 3 });
    const deals = (await p.call<Envelope<Deal>>("GET", "/v1/deals?title[regex]=St&[limit]=100")).body.data;
    const byTitle = new Map(deals.map((d) => [d.title, d]));
    expect(byTitle.get("StWon")).toMatchObject({ status: "WON", stageId: p.won.id });
    expect(byTitle.get("StLost")).toMatchObject({ status: "LOST", stageId: p.lost.id, lossReasonId: reason });
    expect(byTitle.get("StOpen")).toMatchObject({ status: "OPEN", stageId: p.open.id });
    expect(byTitle.get("StAgree")).toMatchObject({ status: "LOST", stageId: p.lost.id });
    expect([...byTitle.keys()].filter((t) => ["StBad", "StMismatch", "StReasonOnWon"].includes(t))).toEqual([]);
  });

  it("fails the whole import on a missing or duplicate header, an unclosed quote or a 2 MiB line", async () => {
    const mapping = JSON.stringify({ Name: "NAME" });
    const dup = await run({ entityType: "CONTACT", mapping }, { content: "Name,Name\nx,y\n", name: "c.csv" });
    expect(dup.record.status).toBe("FAILED");
    expect(dup.errors[0]).toMatchObject({ row: 0, code: "DUPLICATE_HEADER" });
    const missing = await run({ entityType: "CONTACT", mapping }, { content: "Other\nx\n", name: "c.csv" });
    expect(missing.errors[0]).toMatchObject({ row: 0, code: "UNKNOWN_COLUMN" });
    const quote = await run({ entityType: "CONTACT", mapping }, { content: 'Name\nQuoteOk\n"QuoteBad\nmore\n', name: "c.csv" });
    expect(quote.record).toMatchObject({ status: "FAILED", created: 1 });
    expect(quote.errors[0]).toMatchObject({ row: 2, code: "MALFORMED_CSV" });
    const long = await run(
      { entityType: "CONTACT", mapping },
      { content: `Name\nLongOk\n${"x".repeat(2 * 1024 * 1024)}\n`, name: "c.csv" },
    );
    expect(long.record.status).toBe("FAILED");
    expect(long.errors[0]).toMatchObject({ row: 2, code: "ROW_TOO_LONG" });
    const ndLong = await run(
      { entityType: "CONTACT", mapping: JSON.stringify({ n: "NAME" }) },
      { content: `{"n":"${"y".repeat(2 * 1024 * 1024)}"}\n{"n":"NdAfterLong"}\n`, name: "c.ndjson" },
    );
    expect(ndLong.record).toMatchObject({ status: "DONE", created: 1, failed: 1 });
    expect(ndLong.errors[0]).toMatchObject({ row: 1, code: "ROW_TOO_LONG" });
  });

  it("keeps every row before a malformed one that is read while earlier chunks are still being written, each once", async () => {
    let content = "Name\n";
    for (let i = 0; i < 1234; i++) content += `ChunkedOk ${i}\n`;
    content += '"ChunkedBad\nmore\n';
    const { record, errors } = await run({ entityType: "CONTACT", mapping: JSON.stringify({ Name: "NAME" }) }, { content, name: "c.csv" });
    expect(record).toMatchObject({ status: "FAILED", processed: 1234, created: 1234 });
    expect(errors[0]).toMatchObject({ row: 1235, code: "MALFORMED_CSV" });
    const listed = await p.call<Envelope<Contact>>("GET", `/v1/contacts?fields.NAME[regex]=ChunkedOk&[limit]=1`);
    expect(listed.body.total).toBe(1234);
  });

  it("refuses a bad mapping, an unknown entity type, an upsert with no column for its match, invalid UTF-8 and a file over 50 MiB", async () => {
    const dealField = (await p.call<Envelope<{ id: string }>>("GET", "/v1/fields?key=PRICE&entityType=DEAL")).body.data[0]!.id;
    const file = { content: "Name\nx\n", name: "c.csv" };
    const bad = await startImport(api, p.key, { entityType: "CONTACT", mapping: JSON.stringify({ Name: "NOPE" }) }, file);
    expectErrorBody(bad.body, 400, "VALIDATION_ERROR");
    const wrongEntity = await startImport(api, p.key, { entityType: "CONTACT", mapping: JSON.stringify({ Name: dealField }) }, file);
    expectErrorBody(wrongEntity.body, 400, "VALIDATION_ERROR");
    expect(JSON.stringify(wrongEntity.body)).toContain("mapping.Name");
    const otherProjectsField = await startImport(
      api,
      other.key,
      { entityType: "DEAL", mapping: JSON.stringify({ Price: dealField, P: "contact.PHONE" }) },
      file,
    );
    expectErrorBody(otherProjectsField.body, 400, "VALIDATION_ERROR");
    expectErrorBody(
      (await startImport(api, p.key, { entityType: "TASK", mapping: JSON.stringify({ Name: "NAME" }) }, file)).body,
      400,
      "VALIDATION_ERROR",
    );
    expectErrorBody((await startImport(api, p.key, { entityType: "CONTACT", mapping: "{not json" }, file)).body, 400, "VALIDATION_ERROR");
    expectErrorBody(
      (
        await startImport(
          api,
          p.key,
          { entityType: "CONTACT", mapping: JSON.stringify({ $where: "NAME" }), mode: "upsert", match: "PHONE" },
          file,
        )
      ).body,
      400,
      "VALIDATION_ERROR",
    );
    const latin1 = new Uint8Array([...new TextEncoder().encode("Name\nJos"), 0xe9, 0x0a]);
    expectErrorBody(
      (
        await startImport(
          api,
          p.key,
          { entityType: "CONTACT", mapping: JSON.stringify({ Name: "NAME" }) },
          { content: latin1, name: "c.csv" },
        )
      ).body,
      400,
      "VALIDATION_ERROR",
    );
    const big = new Uint8Array(50 * 1024 * 1024 + 10).fill(0x61);
    expectErrorBody(
      (await startImport(api, p.key, { entityType: "CONTACT", mapping: JSON.stringify({ Name: "NAME" }) }, { content: big, name: "c.csv" }))
        .body,
      413,
      "PAYLOAD_TOO_LARGE",
    );
    const json = await p.call("POST", "/v1/imports", { entityType: "CONTACT" });
    expectErrorBody(json.body, 415, "UNSUPPORTED_MEDIA_TYPE");
    expectErrorBody(
      (await startImport(api, p.readKey, { entityType: "CONTACT", mapping: JSON.stringify({ Name: "NAME" }) }, file)).body,
      403,
      "FORBIDDEN",
    );
  });

  it("lists imports per project, hides other projects' imports and cancels a finished one with 409", async () => {
    const { id } = await run(
      { entityType: "CONTACT", mapping: JSON.stringify({ Name: "NAME" }) },
      { content: "Name\nListed\n", name: "c.csv" },
    );
    const listed = (await p.call<Envelope<ImportRecord>>("GET", "/v1/imports")).body;
    expect(listed.data.some((i) => i.id === id)).toBe(true);
    expect((await other.call<Envelope<ImportRecord>>("GET", "/v1/imports")).body.data.some((i) => i.id === id)).toBe(false);
    expectErrorBody((await other.call("GET", `/v1/imports/${id}`)).body, 404, "NOT_FOUND");
    expectErrorBody((await other.call("GET", `/v1/imports/${id}/errors`)).body, 404, "NOT_FOUND");
    expectErrorBody((await other.call("POST", `/v1/imports/${id}/cancel`)).body, 404, "NOT_FOUND");
    expectErrorBody((await p.call("POST", `/v1/imports/${id}/cancel`)).body, 409, "IMPORT_FINISHED");
    const events = (
      await p.call<Envelope<{ type: string; data: { id: string; record: ImportRecord } }>>("GET", "/v1/events?types=import.completed")
    ).body.data;
    expect(events.some((e) => e.data.id === id && e.data.record.status === "DONE")).toBe(true);
  });

  it("starts an import over tRPC from text and follows it over tRPC and GraphQL", async () => {
    const trpc = trpcClient(api, p.key);
    const started = await trpc.imports.start.mutate({
      entityType: "CONTACT",
      mapping: { name: "NAME" },
      format: "NDJSON",
      content: '{"name":"Trpc1"}\n{"name":"Trpc2"}\n',
    });
    expect(started.status).toBe("QUEUED");
    const done = await waitFor(
      () => trpc.imports.get.query({ id: started.id }),
      (got) => got.status === "DONE",
    );
    expect(done).toMatchObject({ format: "NDJSON", created: 2, rows: 2 });
    expect((await trpc.imports.list.query({})).data.some((i) => i.id === started.id)).toBe(true);
    expect((await trpc.imports.errors.query({ id: started.id })).data).toEqual([]);
    const bad = await trpcFailure(trpc.imports.start.mutate({ entityType: "DEAL", mapping: { name: "NAME" }, content: "x" }));
    expect(bad).toMatchObject({ httpStatus: 400, errorCode: "VALIDATION_ERROR" });
    expect((await trpcFailure(trpcClient(api, other.key).imports.get.query({ id: started.id }))).errorCode).toBe("NOT_FOUND");

    const data = await graphqlData<{
      import: { status: string; created: number };
      imports: { data: Array<{ id: string }> };
      importErrors: { data: unknown[] };
    }>(
      api,
      p.key,
      "query($id: ID!) { import(id: $id) { status created } imports(limit: 100) { data { id } } importErrors(id: $id) { data { row code } } }",
      { id: started.id },
    );
    expect(data.import).toEqual({ status: "DONE", created: 2 });
    expect(data.imports.data.some((i) => i.id === started.id)).toBe(true);
    expect(data.importErrors.data).toEqual([]);
  });
  describe("mode upsert", () => {
    const uniqueField = async (label: string) =>
      (
        await createField(api, p.key, {
          fieldGroupId: (await defaultFieldGroupIds(api, p.key)).CONTACT,
          label,
          type: "TEXT",
          config: { unique: true },
        })
      ).id;
    const contactsWith = async (fieldId: string, value: string) =>
      (await p.call<Envelope<Contact>>("GET", `/v1/contacts?fields.${fieldId}=${encodeURIComponent(value)}`)).body.data;

    it("creates or updates each contact by PHONE, reporting duplicates, bad values and a missing match value per row", async () => {
      const known = (await p.call<Contact>("POST", "/v1/contacts", { fields: [{ key: "PHONE", value: "+55 11 98000-0001" }] })).body;
      for (let i = 0; i < 2; i++) await p.call("POST", "/v1/contacts", { fields: [{ key: "PHONE", value: "+55 11 98000-0009" }] });
      const csv =
        "Name,Phone,Email\n" +
        "UpsKnown,+55 (11) 98000-0001,known@example.com\n" +
        "UpsNew,+55 11 98000-0002,\n" +
        "UpsNewAgain,5511980000002,again@example.com\n" +
        "UpsTwin,+55 11 98000-0009,\n" +
        "UpsBadEmail,+55 11 98000-0003,not-an-email\n" +
        "UpsNoPhone,,nophone@example.com\n" +
        "UpsBadPhone,12,\n";
      const { record, errors } = await run(
        {
          entityType: "CONTACT",
          mapping: JSON.stringify({ Name: "NAME", Phone: "PHONE", Email: "EMAIL" }),
          mode: "upsert",
          match: "PHONE",
        },
        { content: csv, name: "u.csv" },
      );
      expect(record).toMatchObject({ status: "DONE", rows: 7, processed: 7, created: 1, updated: 2, failed: 4 });
      expect(errors.map((e) => [e.row, e.column, e.code])).toEqual([
        [4, "Phone", "AMBIGUOUS_MATCH"],
        [5, "Email", "VALIDATION_ERROR"],
        [6, "Phone", "VALIDATION_ERROR"],
        [7, "Phone", "VALIDATION_ERROR"],
      ]);
      const holders = await contactsWith(ids.PHONE!, "5511980000001");
      expect(holders.map((c) => [c.id, valueOf(c, ids.NAME!), valueOf(c, ids.EMAIL!)])).toEqual([
        [known.id, "UpsKnown", "known@example.com"],
      ]);
      const created = await contactsWith(ids.PHONE!, "5511980000002");
      expect(created.map((c) => [valueOf(c, ids.NAME!), valueOf(c, ids.EMAIL!)])).toEqual([["UpsNewAgain", "again@example.com"]]);
      expect(await contactsWith(ids.PHONE!, "5511980000003")).toEqual([]);
      expect((await contactsNamed("UpsTwin")).length).toBe(0);
      // The contact the import created holds its phone's claim: a later upsert by that phone updates it.
      const later = await p.call<Contact>("PUT", "/v1/contacts/by/PHONE/5511980000002", { fields: [{ key: "NAME", value: "UpsLater" }] });
      expect(later.status).toBe(200);
      expect(later.body.id).toBe(created[0]!.id);
    });

    it("an imported value of a unique field is claimed: a second row and a later POST with it are refused, an upsert by it updates", async () => {
      const ext = await uniqueField(`Import ext ${Date.now()}`);
      const created = await run(
        { entityType: "CONTACT", mapping: JSON.stringify({ Name: "NAME", Ext: ext }) },
        { content: "Name,Ext\nUniqA,ext-1\nUniqB,ext-1\nUniqC,ext-2\n", name: "c.csv" },
      );
      expect(created.record).toMatchObject({ status: "DONE", created: 2, failed: 1 });
      expect(created.errors.map((e) => [e.row, e.code, e.column])).toEqual([[2, "DUPLICATE", "Ext"]]);
      const posted = await p.call("POST", "/v1/contacts", { fields: [{ fieldId: ext, value: "ext-1" }] });
      expectErrorBody(posted.body, 409, "DUPLICATE");
      const a = (await contactsWith(ext, "ext-1"))[0]!;
      expect(valueOf(a, ids.NAME!)).toBe("UniqA");

      const upserted = await run(
        { entityType: "CONTACT", mapping: JSON.stringify({ Name: "NAME", Ext: ext }), mode: "upsert", match: ext },
        { content: "Name,Ext\nUniqA2,ext-1\nUniqD,ext-3\n", name: "c.csv" },
      );
      expect(upserted.record).toMatchObject({ status: "DONE", created: 1, updated: 1, failed: 0 });
      const after = await contactsWith(ext, "ext-1");
      expect(after.map((c) => [c.id, valueOf(c, ids.NAME!)])).toEqual([[a.id, "UniqA2"]]);
      expectErrorBody((await p.call("POST", "/v1/contacts", { fields: [{ fieldId: ext, value: "ext-3" }] })).body, 409, "DUPLICATE");
    });

    it("creates or updates deals by CUSTOM_ID, finding their contact by PHONE", async () => {
      const csv = "Ref,Title,Phone\nref-1,UpsDeal one,+55 11 98100-0001\nref-2,UpsDeal two,+55 11 98100-0002\n";
      const mapping = JSON.stringify({ Ref: "CUSTOM_ID", Title: "title", Phone: "contact.PHONE" });
      const first = await run({ entityType: "DEAL", mapping, mode: "upsert", match: "CUSTOM_ID" }, { content: csv, name: "d.csv" });
      expect(first.record).toMatchObject({ status: "DONE", created: 2, updated: 0, failed: 0 });
      const again = await run(
        {
          entityType: "DEAL",
          mapping: JSON.stringify({ Ref: "CUSTOM_ID", Title: "title", Phone: "contact.PHONE", Status: "status" }),
          mode: "upsert",
          match: "CUSTOM_ID",
        },
        { content: "Ref,Title,Phone,Status\nref-1,UpsDeal one renamed,+55 11 98100-0003,WON\n", name: "d.csv" },
      );
      expect(again.record).toMatchObject({ status: "DONE", created: 0, updated: 1, failed: 0 });
      const deals = (await p.call<Envelope<Deal>>("GET", "/v1/deals?title[regex]=UpsDeal&[limit]=100")).body.data;
      expect(deals.map((d) => d.title).sort()).toEqual(["UpsDeal one renamed", "UpsDeal two"]);
      const renamed = deals.find((d) => d.title === "UpsDeal one renamed")!;
      expect(renamed).toMatchObject({ status: "WON", stageId: p.won.id });
      expect((await contactsWith(ids.PHONE!, "5511981000003"))[0]!.id).toBe(renamed.contactId);
    });

    it("refuses an upsert without match, a match that cannot identify one record or is not mapped, and match in create mode", async () => {
      const file = { content: "Name,Phone\nx,+55 11 98200-0001\n", name: "c.csv" };
      const mapping = JSON.stringify({ Name: "NAME", Phone: "PHONE" });
      const plain = (
        await createField(api, p.key, {
          fieldGroupId: (await defaultFieldGroupIds(api, p.key)).CONTACT,
          label: `Plain ${Date.now()}`,
          type: "TEXT",
        })
      ).id;
      const cases: Array<[Record<string, string>, string]> = [
        [{ entityType: "CONTACT", mapping, mode: "upsert" }, "required"],
        [{ entityType: "CONTACT", mapping, mode: "upsert", match: "NAME" }, "not_unique_able"],
        [{ entityType: "CONTACT", mapping, mode: "upsert", match: plain }, "not_unique_able"],
        [{ entityType: "CONTACT", mapping, mode: "upsert", match: "EMAIL" }, "match_not_mapped"],
        [{ entityType: "DEAL", mapping: JSON.stringify({ Phone: "contact.PHONE" }), mode: "upsert", match: "PHONE" }, "not_unique_able"],
        [{ entityType: "CONTACT", mapping, mode: "create", match: "PHONE" }, "upsert_only"],
      ];
      for (const [fields, code] of cases) {
        const res = await startImport(api, p.key, fields, file);
        expectErrorBody(res.body, 400, "VALIDATION_ERROR");
        expect((res.body as unknown as { errors: Array<{ field: string; code: string }> }).errors[0], JSON.stringify(fields)).toMatchObject(
          {
            field: "match",
            code,
          },
        );
      }
      expect(await contactsWith(ids.PHONE!, "5511982000001")).toEqual([]);
    });
  });
});
