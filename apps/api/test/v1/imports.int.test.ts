import { testRedis, waitFor, type TestRedis } from "@crm/testing";
import { startWorkers, type RunningWorkers } from "@crm/worker";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectErrorBody, type Envelope } from "../support/http-shapes";
import type { Contact, Deal } from "../support/records";
import { graphqlData } from "../support/graphql";
import { useTestApi, type TestApi } from "../support/test-api";
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

/** A multipart/form-data body as fetch would send it: the fields first, the file last. */
export async function multipart(fields: Record<string, string>, file: { content: string | Uint8Array; name: string; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const bytes = typeof file.content === "string" ? new TextEncoder().encode(file.content) : file.content;
  form.append("file", new Blob([new Uint8Array(bytes)], { type: file.type ?? "text/csv" }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { rawBody: new Uint8Array(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}

export async function startImport(
  api: TestApi,
  key: string,
  fields: Record<string, string>,
  file: { content: string | Uint8Array; name: string; type?: string },
) {
  return api.request<{ id: string; status: string }>("POST", "/v1/imports", { key, ...(await multipart(fields, file)) });
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

  it("refuses a bad mapping, an unknown entity type, upsert mode, invalid UTF-8 and a file over 50 MiB", async () => {
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
});
