import { beforeAll, describe, expect, it } from "vitest";
import { builtInFieldIds } from "../support/fixtures/crm";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectError, ISO, type Envelope } from "../support/http-shapes";
import { graphql } from "../support/graphql";
import { callAs, useTestApi } from "../support/test-api";
import { trpcClient } from "../support/trpc";

interface Change {
  id: string;
  entityType: string;
  entityId: string;
  at: string;
  actor: { type: string; id?: string };
  source?: { type: string; id: string };
  changes: Array<{ path: string; before?: unknown; after?: unknown }>;
  revertOf?: string;
  revertedBy?: string;
}

describe("history and revert (real HTTP)", () => {
  const api = useTestApi({ name: "history" });
  let p: SalesProject;
  let other: SalesProject;
  let email: string;
  let price: string;

  beforeAll(async () => {
    p = await salesProject(api, "History");
    other = await salesProject(api, "Other");
    email = (await builtInFieldIds(api, p.key, "CONTACT")).EMAIL!;
    price = (await builtInFieldIds(api, p.key, "DEAL")).PRICE!;
  });

  const history = (kind: "contacts" | "deals", id: string, query = "", project = p) =>
    project.call<Envelope<Change>>("GET", `/v1/${kind}/${id}/history${query}`);
  const revert = (changeId: string, project = p) => project.call<Change>("POST", `/v1/history/${changeId}/revert`);
  const setEmail = (contactId: string, value: string | null) =>
    p.call("PATCH", `/v1/contacts/${contactId}`, { fields: [{ fieldId: email, value }] });
  const fieldsOf = async (contactId: string) =>
    (await p.call<{ fields: Array<{ fieldId: string; value: unknown }> }>("GET", `/v1/contacts/${contactId}`)).body.fields;

  it("records each contact change with its actor, request and values before and after, newest first", async () => {
    const contactId = await p.contact();
    expect((await setEmail(contactId, "a@example.com")).status).toBe(204);
    expect((await setEmail(contactId, "b@example.com")).status).toBe(204);
    // A PATCH that changes nothing writes no history.
    expect((await setEmail(contactId, "b@example.com")).status).toBe(204);
    const res = await history("contacts", contactId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, limit: 20, offset: 0, hasMore: false });
    expect(res.body.data.map((c) => c.changes)).toEqual([
      [{ path: `fields.${email}`, before: "a@example.com", after: "b@example.com" }],
      [{ path: `fields.${email}`, after: "a@example.com" }],
    ]);
    const [latest] = res.body.data;
    expect(latest).toMatchObject({ entityType: "CONTACT", entityId: contactId, actor: { type: "USER", id: p.userId } });
    expect(latest!.at).toMatch(ISO);
    expect(latest!.source).toEqual({ type: "REQUEST", id: expect.any(String) });
  });

  it("records deal title, stage (with the status that follows it) and tags; filters by path, actor.type and at", async () => {
    const deal = await p.deal();
    const tag = (await p.call<{ id: string }>("POST", "/v1/tags", { name: `t-${Date.now()}` })).body;
    expect((await p.call("PATCH", `/v1/deals/${deal.id}`, { title: "Renamed" })).status).toBe(204);
    expect((await p.call("PATCH", `/v1/deals/${deal.id}`, { stageId: p.won.id })).status).toBe(204);
    expect((await p.call("POST", `/v1/deals/${deal.id}/tags`, { tagIds: [tag.id] })).status).toBe(204);
    expect((await p.call("PATCH", `/v1/deals/${deal.id}`, { fields: [{ fieldId: price, value: 100 }] })).status).toBe(204);

    const all = (await history("deals", deal.id)).body.data;
    expect(all.map((c) => c.changes.map((x) => x.path).sort())).toEqual([
      [`fields.${price}`],
      ["tagIds"],
      ["closedAt", "stageId", "status"],
      ["title"],
    ]);
    expect(all[2]!.changes).toContainEqual({ path: "status", before: "OPEN", after: "WON" });
    expect(all[1]!.changes).toEqual([{ path: "tagIds", before: [], after: [tag.id] }]);

    expect((await history("deals", deal.id, "?path=title")).body.data.map((c) => c.changes[0]!.path)).toEqual(["title"]);
    expect((await history("deals", deal.id, "?actor.type=ANALYSIS")).body.data).toEqual([]);
    expect((await history("deals", deal.id, "?actor.type=USER&[limit]=1")).body).toMatchObject({ total: 4, hasMore: true });
    expect((await history("deals", deal.id, `?at[gte]=${new Date(Date.now() + 60_000).toISOString()}`)).body.data).toEqual([]);
    expect((await history("deals", deal.id, `?at[lte]=${new Date().toISOString()}`)).body.total).toBe(4);
    expectError(await history("deals", deal.id, "?actor.type=ROBOT"), 400, "VALIDATION_ERROR");
    expectError(await history("deals", deal.id, "?changes.$where=1"), 400, "VALIDATION_ERROR");
  });

  it("reverts a change: 200 the new change, the record back, the original marked; twice is 409", async () => {
    const contactId = await p.contact();
    await setEmail(contactId, "first@example.com");
    await setEmail(contactId, "second@example.com");
    const [latest] = (await history("contacts", contactId)).body.data;
    const res = await revert(latest!.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      entityType: "CONTACT",
      entityId: contactId,
      revertOf: latest!.id,
      actor: { type: "USER" },
      changes: [{ path: `fields.${email}`, before: "second@example.com", after: "first@example.com" }],
    });
    expect(await fieldsOf(contactId)).toContainEqual({ fieldId: email, value: "first@example.com" });
    const after = (await history("contacts", contactId)).body.data;
    expect(after[0]!.id).toBe(res.body.id);
    expect(after[1]).toMatchObject({ id: latest!.id, revertedBy: res.body.id });
    expectError(await revert(latest!.id), 409, "ALREADY_REVERTED");
    // The revert is a change too, and can itself be reverted.
    expect((await revert(res.body.id)).status).toBe(200);
    expect(await fieldsOf(contactId)).toContainEqual({ fieldId: email, value: "second@example.com" });
  });

  it("reverts a deal's stage (status follows) and its tags", async () => {
    const deal = await p.deal();
    await p.call("PATCH", `/v1/deals/${deal.id}`, { stageId: p.lost.id });
    const [moved] = (await history("deals", deal.id)).body.data;
    expect((await revert(moved!.id)).status).toBe(200);
    const back = (await p.call<{ stageId: string; status: string }>("GET", `/v1/deals/${deal.id}`)).body;
    expect(back).toMatchObject({ stageId: p.open.id, status: "OPEN" });
  });

  it("refuses a revert that would overwrite a later change (409 CHANGED_SINCE) and writes nothing", async () => {
    const contactId = await p.contact();
    await setEmail(contactId, "one@example.com");
    const [first] = (await history("contacts", contactId)).body.data;
    await setEmail(contactId, "two@example.com");
    expectError(await revert(first!.id), 409, "CHANGED_SINCE");
    expect(await fieldsOf(contactId)).toContainEqual({ fieldId: email, value: "two@example.com" });
    const entries = (await history("contacts", contactId)).body.data;
    expect(entries).toHaveLength(2);
    expect(entries.every((c) => c.revertedBy === undefined)).toBe(true);
  });

  it("bad input: another project's change or record (404), malformed ids (404), deleted record (409), read-only key (403)", async () => {
    const contactId = await p.contact();
    await setEmail(contactId, "x@example.com");
    const [change] = (await history("contacts", contactId)).body.data;
    expectError(await revert(change!.id, other), 404, "NOT_FOUND");
    expectError(await history("contacts", contactId, "", other), 404, "NOT_FOUND");
    expectError(await revert("not-an-id"), 404, "NOT_FOUND");
    expectError(await revert("%24where"), 404, "NOT_FOUND");
    expectError(await revert("0123456789abcdef01234567"), 404, "NOT_FOUND");
    expectError(await history("deals", "nope"), 404, "NOT_FOUND");
    expectError(await callAs(api, p.readKey)("POST", `/v1/history/${change!.id}/revert`), 403, "FORBIDDEN");
    expect((await callAs(api, p.readKey)("GET", `/v1/contacts/${contactId}/history`)).status).toBe(200);
    expectError(await p.call("POST", `/v1/calls/0123456789abcdef01234567/analysis/revert`), 404, "NOT_FOUND");

    expect((await p.call("DELETE", `/v1/contacts/${contactId}`)).status).toBe(204);
    expectError(await revert(change!.id), 409, "RECORD_DELETED");
  });

  it("GraphQL and tRPC list the same history and revert through the same rules", async () => {
    const contactId = await p.contact();
    await setEmail(contactId, "g@example.com");
    await setEmail(contactId, "h@example.com");
    const query = `
      query ($id: ID!) {
        history(entityType: CONTACT, id: $id, filter: { actor_type: { eq: USER } }, limit: 1) {
          total
          hasMore
          data { id entityType actor { type } changes { path before after } }
        }
      }
    `;
    const gql = await graphql<{ history: { total: number; hasMore: boolean; data: Change[] } }>(api, p.key, query, { id: contactId });
    expect(gql.body.data?.history).toMatchObject({ total: 2, hasMore: true });
    const [latest] = gql.body.data!.history.data;
    expect(latest!.changes).toEqual([{ path: `fields.${email}`, before: "g@example.com", after: "h@example.com" }]);

    const trpc = trpcClient(api, p.key);
    const listed = await trpc.history.list.query({ entityType: "CONTACT", id: contactId, query: { limit: 5 } });
    expect(listed.data.map((c) => c.id)[0]).toBe(latest!.id);

    const reverted = await graphql<{ revertChange: { revertOf: string } }>(
      api,
      p.key,
      `
        mutation ($id: ID!) {
          revertChange(id: $id) {
            revertOf
          }
        }
      `,
      { id: latest!.id },
    );
    expect(reverted.body.data?.revertChange).toEqual({ revertOf: latest!.id });
    const twice = await graphql(
      api,
      p.key,
      `
        mutation ($id: ID!) {
          revertChange(id: $id) {
            id
          }
        }
      `,
      { id: latest!.id },
    );
    expect(twice.body.errors?.[0]?.extensions).toMatchObject({ code: "ALREADY_REVERTED" });
    await expect(trpc.history.revert.mutate({ id: latest!.id })).rejects.toMatchObject({ data: { code: "CONFLICT" } });
    await expect(trpc.history.revertCallAnalysis.mutate({ id: "0123456789abcdef01234567" })).rejects.toMatchObject({
      data: { code: "NOT_FOUND" },
    });
  });
});
