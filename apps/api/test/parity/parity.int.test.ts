import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../support/graphql";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { useTestApi, type TestApi } from "../support/test-api";
import { trpcClient, trpcFailure } from "../support/trpc";

/**
 * One scenario, three adapters: the same writes and reads through REST, GraphQL and tRPC give
 * the same records and the same error codes, because all three call the same domain services.
 * GraphQL answers `null` where REST leaves an optional key out; the comparison drops those nulls.
 */

type Row = Record<string, unknown>;
type Outcome = { ok: true; value: unknown } | { ok: false; errorCode: string; status: number; fields: string[] };

interface Adapter {
  name: string;
  createDeal(key: string, input: Row): Promise<Outcome>;
  getDeal(key: string, id: string): Promise<Outcome>;
  updateDeal(key: string, id: string, input: Row): Promise<Outcome>;
  moveDeal(key: string, id: string, stageId: string): Promise<Outcome>;
  /** Deals of a stage whose title contains `text`, newest first, with title, contact and stage only. */
  listDeals(key: string, stageId: string, text: string): Promise<Outcome>;
  listTags(key: string | undefined): Promise<Outcome>;
}

const DEAL_FIELDS = "id projectId title contactId responsibleId pipelineId stageId status lossReasonId tagIds fields { fieldId value } closedAt createdAt updatedAt";

/** Drops null-valued keys, recursively (GraphQL's way of saying "absent"). */
const withoutNulls = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutNulls)
    : value !== null && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, withoutNulls(v)]))
      : value;

function rest(api: TestApi): Adapter {
  const call = async (key: string | undefined, method: string, path: string, body?: unknown, read?: string): Promise<Outcome> => {
    const res = await api.request(method, path, { ...(key !== undefined ? { key } : {}), ...(body !== undefined ? { body } : {}) });
    if (res.status >= 400) {
      const err = res.body as { errorCode: string; status: number; errors?: Array<{ field: string }> };
      return { ok: false, errorCode: err.errorCode, status: err.status, fields: (err.errors ?? []).map((e) => e.field) };
    }
    // PATCH answers 204 (spec); the record as written is what a GET then reads.
    if (res.status === 204 && read) return call(key, "GET", read);
    return { ok: true, value: res.body };
  };
  return {
    name: "REST",
    createDeal: (key, input) => call(key, "POST", "/v1/deals", input),
    getDeal: (key, id) => call(key, "GET", `/v1/deals/${id}`),
    updateDeal: (key, id, input) => call(key, "PATCH", `/v1/deals/${id}`, input, `/v1/deals/${id}`),
    moveDeal: (key, id, stageId) => call(key, "PATCH", `/v1/deals/${id}`, { stageId }, `/v1/deals/${id}`),
    listDeals: async (key, stageId, text) => {
      const res = await call(key, "GET", `/v1/deals?stageId=${stageId}&title[regex]=${encodeURIComponent(text)}&createdAt[sort]=desc&[project]=title&[with]=contact,stage`);
      return res.ok ? { ok: true, value: (res.value as { data: unknown[] }).data } : res;
    },
    listTags: async (key) => {
      const res = await call(key, "GET", "/v1/tags");
      return res.ok ? { ok: true, value: (res.value as { data: unknown[] }).data } : res;
    },
  };
}

function gql(api: TestApi): Adapter {
  const run = async (key: string | undefined, query: string, variables: Row, pick: (data: Row) => unknown): Promise<Outcome> => {
    const res = await graphql(api, key, query, variables);
    const error = res.body.errors?.[0];
    if (error) return { ok: false, errorCode: error.extensions?.code ?? "", status: error.extensions?.status ?? 0, fields: (error.extensions?.errors ?? []).map((e) => e.field) };
    return { ok: true, value: withoutNulls(pick(res.body.data as Row)) };
  };
  return {
    name: "GraphQL",
    createDeal: (key, input) => run(key, `mutation($input: DealCreateInput!) { createDeal(input: $input) { ${DEAL_FIELDS} } }`, { input }, (d) => d.createDeal),
    getDeal: (key, id) => run(key, `query($id: ID!) { deal(id: $id) { ${DEAL_FIELDS} } }`, { id }, (d) => d.deal),
    updateDeal: (key, id, input) => run(key, `mutation($id: ID!, $input: DealUpdateInput!) { updateDeal(id: $id, input: $input) { ${DEAL_FIELDS} } }`, { id, input }, (d) => d.updateDeal),
    moveDeal: (key, id, stageId) => run(key, `mutation($id: ID!, $stageId: ID!) { moveDeal(id: $id, stageId: $stageId) { ${DEAL_FIELDS} } }`, { id, stageId }, (d) => d.moveDeal),
    listDeals: (key, stageId, text) =>
      run(
        key,
        `query($stageId: String!, $text: String!) { deals(filter: {stageId: {eq: $stageId}, title: {regex: $text}}, sort: [{field: createdAt, direction: DESC}]) {
          data { id title contact { id projectId fields { fieldId value } createdAt updatedAt } stage { id projectId pipelineId name position type builtIn createdAt updatedAt } } } }`,
        { stageId, text },
        (d) => (d.deals as { data: unknown[] }).data,
      ),
    listTags: (key) => run(key, `{ tags { data { id projectId name color createdAt updatedAt } } }`, {}, (d) => (d.tags as { data: unknown[] }).data),
  };
}

function trpc(api: TestApi): Adapter {
  const run = async (call: () => Promise<unknown>): Promise<Outcome> => {
    const settled = await call().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (settled.ok) return settled;
    const failure = await trpcFailure(Promise.reject(settled.error));
    return { ok: false, errorCode: failure.errorCode, status: failure.status, fields: (failure.errors ?? []).map((e) => e.field) };
  };
  return {
    name: "tRPC",
    // Inputs are deliberately untyped here: the scenarios send invalid ones too.
    createDeal: (key, input) => run(() => trpcClient(api, key).deals.create.mutate(input as never)),
    getDeal: (key, id) => run(() => trpcClient(api, key).deals.get.query({ id })),
    updateDeal: (key, id, input) => run(() => trpcClient(api, key).deals.update.mutate({ id, data: input })),
    moveDeal: (key, id, stageId) => run(() => trpcClient(api, key).deals.move.mutate({ id, stageId })),
    listDeals: (key, stageId, text) =>
      run(async () =>
        (
          await trpcClient(api, key).deals.list.query({
            filters: [{ field: "stageId", op: "eq", value: stageId }, { field: "title", op: "regex", value: text }],
            sort: [{ field: "createdAt", direction: -1 }],
            project: ["title"],
            with: ["contact", "stage"],
          })
        ).data,
      ),
    listTags: (key) => run(async () => (await trpcClient(api, key).tags.list.query({})).data),
  };
}

describe("parity of REST, GraphQL and tRPC (real HTTP)", () => {
  const api = useTestApi({ name: "parity" });
  let p: SalesProject;
  let other: SalesProject;
  let adapters: Adapter[];

  beforeAll(async () => {
    p = await salesProject(api, "Parity");
    other = await salesProject(api, "Parity other");
    adapters = [rest(api), gql(api), trpc(api)];
  });

  /** Runs `scenario` through every adapter; returns their outcomes by adapter name. */
  const each = async (scenario: (a: Adapter) => Promise<Outcome>): Promise<Record<string, Outcome>> =>
    Object.fromEntries(await Promise.all(adapters.map(async (a) => [a.name, await scenario(a)] as const)));

  const values = (outcomes: Record<string, Outcome>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(outcomes).map(([name, o]) => [name, o.ok ? o.value : o]));

  /** The same value through all three, ignoring the keys that differ by nature (ids, timestamps). */
  const expectSame = (outcomes: Record<string, Outcome>, normalize: (v: unknown) => unknown = (v) => v) => {
    const [first, ...rest] = Object.values(values(outcomes)).map(normalize);
    for (const other of rest) expect(other).toEqual(first);
    return first;
  };

  const dealShape = (v: unknown) => {
    const { id: _id, createdAt: _c, updatedAt: _u, closedAt, contactId: _contact, ...rest } = v as Row;
    return { ...rest, closed: closedAt !== undefined };
  };

  it("create, update and move a deal give the same records", async () => {
    const created = await each(async (a) => a.createDeal(p.key, { contactId: await p.contact(), title: `Parity ${a.name}` }));
    expect(expectSame(created, (v) => ({ ...dealShape(v), title: undefined }))).toMatchObject({ status: "OPEN", stageId: p.open.id, tagIds: [] });

    const ids = Object.fromEntries(Object.entries(created).map(([name, o]) => [name, (o.ok ? (o.value as Row).id : "") as string]));
    const tag = (await p.call("POST", "/v1/tags", { name: "parity" })).body as { id: string };
    const updated = await each((a) => a.updateDeal(p.key, ids[a.name]!, { tagIds: [tag.id] }));
    expectSame(updated, (v) => ({ ...dealShape(v), title: undefined }));
    const moved = await each((a) => a.moveDeal(p.key, ids[a.name]!, p.won.id));
    expect(expectSame(moved, (v) => ({ ...dealShape(v), title: undefined }))).toMatchObject({ status: "WON", closed: true, tagIds: [tag.id] });

    // Each adapter's write answers (or, for REST's 204, reads back) exactly what the others read.
    for (const a of adapters) {
      const reads = await each((b) => b.getDeal(p.key, ids[a.name]!));
      expectSame(reads);
      expect(values(reads).REST).toEqual(values(moved)[a.name]);
    }
  });

  it("list with filters, projection and relations gives the same rows", async () => {
    const stage = (await p.call("POST", `/v1/pipelines/${p.pipeline.id}/stages`, { name: "Parity list" })).body as { id: string };
    for (const title of ["Kiwi one", "kiwi two", "Apple"]) await p.deal({ title, stageId: stage.id });
    const rows = await each((a) => a.listDeals(p.key, stage.id, "KIWI"));
    const first = expectSame(rows) as Array<{ title: string; contact: Row; stage: Row }>;
    expect(first.map((r) => r.title)).toEqual(["kiwi two", "Kiwi one"]);
    expect(first[0]!.stage).toMatchObject({ id: stage.id, name: "Parity list" });
    expect(first[0]!.contact).toMatchObject({ projectId: p.projectId });
  });

  it("validation errors, 401, 403 and another project's 404 give the same error codes", async () => {
    const invalid = await each((a) => a.createDeal(p.key, { contactId: "" }));
    expect(expectSame(invalid)).toEqual({ ok: false, errorCode: "VALIDATION_ERROR", status: 400, fields: ["contactId"] });
    const missing = await each((a) => a.updateDeal(p.key, "nope", { stageId: "x" }));
    expect(expectSame(missing)).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });

    const unauthenticated = await each((a) => a.listTags(undefined));
    expect(expectSame(unauthenticated)).toMatchObject({ ok: false, errorCode: "UNAUTHORIZED", status: 401 });
    const forbidden = await each(async (a) => a.createDeal(p.readKey, { contactId: await p.contact() }));
    expect(expectSame(forbidden)).toMatchObject({ ok: false, errorCode: "FORBIDDEN", status: 403 });

    const theirs = await other.deal();
    const notFound = await each((a) => a.getDeal(p.key, theirs.id));
    expect(expectSame(notFound)).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });
    const foreignStage = await each(async (a) => a.moveDeal(p.key, (await p.deal()).id, other.won.id));
    expect(expectSame(foreignStage)).toMatchObject({ ok: false, errorCode: "NOT_FOUND", status: 404 });

    const tags = await each((a) => a.listTags(p.key));
    expectSame(tags);
  });
});
