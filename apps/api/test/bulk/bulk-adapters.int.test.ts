import { beforeAll, describe, expect, it } from "vitest";
import { builtInFieldIds, createContact, createDeal } from "../support/fixtures/crm";
import { graphql, graphqlData } from "../support/graphql";
import { trpcClient, trpcFailure } from "../support/trpc";
import { useTestApi } from "../support/test-api";

interface BatchResult {
  results: Array<{ index: number; status: number; id: string | null; error: { errorCode: string; status: number } | null }>;
}

/** Batches and upserts through GraphQL and tRPC: the same domain operations as REST (bulk-sync.int.test.ts). */
describe("bulk sync through GraphQL and tRPC (real HTTP)", () => {
  const api = useTestApi({ name: "bulk-adapters" });
  let key: string;
  let phoneField: string;

  beforeAll(async () => {
    key = (await api.createProject("Bulk adapters")).apiKey.key;
    phoneField = (await builtInFieldIds(api, key, "CONTACT")).PHONE!;
  });

  describe("GraphQL", () => {
    const RESULTS = `results { index status id error { errorCode status } }`;
    const CREATE = `mutation($items: [ContactCreateInput!]!) { contactsBatchCreate(items: $items) { ${RESULTS} } }`;
    const UPDATE = `mutation($items: [ContactBatchUpdateItem!]!) { contactsBatchUpdate(items: $items) { ${RESULTS} } }`;
    const UPSERT_MANY = `mutation($match: String!, $items: [ContactCreateInput!]!) { contactsBatchUpsert(match: $match, items: $items) { ${RESULTS} } }`;
    const UPSERT = `mutation($match: String!, $value: String!, $input: ContactCreateInput!) {
      upsertContact(match: $match, value: $value, input: $input) { created record { id fields { fieldId value } } } }`;

    it("contactsBatchCreate creates typed items and reports a bad one alone", async () => {
      const { contactsBatchCreate } = await graphqlData<{ contactsBatchCreate: BatchResult }>(api, key, CREATE, {
        items: [{ fields: [{ key: "NAME", value: "G1" }] }, { fields: [{ key: "PHONE", value: "nope" }] }],
      });
      expect(contactsBatchCreate.results.map((r) => r.status)).toEqual([201, 400]);
      expect(contactsBatchCreate.results[0]!.id).toEqual(expect.any(String));
      expect(contactsBatchCreate.results[1]!.error).toEqual({ errorCode: "VALIDATION_ERROR", status: 400 });
    });

    it("contactsBatchUpdate and contactsBatchUpsert: per-item results, another project's id is that item's 404", async () => {
      const own = await createContact(api, key);
      const foreign = await createContact(api, (await api.createProject("Bulk adapters, other")).apiKey.key);
      const { contactsBatchUpdate } = await graphqlData<{ contactsBatchUpdate: BatchResult }>(api, key, UPDATE, {
        items: [
          { id: own.id, input: { fields: [{ key: "NAME", value: "Renamed" }] } },
          { id: foreign.id, input: { fields: [{ key: "NAME", value: "Stolen" }] } },
        ],
      });
      expect(contactsBatchUpdate.results.map((r) => [r.status, r.error?.errorCode ?? null])).toEqual([
        [200, null],
        [404, "NOT_FOUND"],
      ]);
      const items = [{ fields: [{ key: "PHONE", value: "+55 11 96666-0009" }] }];
      const first = await graphqlData<{ contactsBatchUpsert: BatchResult }>(api, key, UPSERT_MANY, { match: "PHONE", items });
      const again = await graphqlData<{ contactsBatchUpsert: BatchResult }>(api, key, UPSERT_MANY, { match: "PHONE", items });
      expect(first.contactsBatchUpsert.results[0]!.status).toBe(201);
      expect(again.contactsBatchUpsert.results[0]).toMatchObject({ status: 200, id: first.contactsBatchUpsert.results[0]!.id });
    });

    it("refuses 101 items as a whole, and an item of the wrong shape before any work", async () => {
      const res = await graphql(api, key, CREATE, { items: Array.from({ length: 101 }, () => ({})) });
      expect(res.body.errors![0]!.extensions!.code).toBe("VALIDATION_ERROR");
      const wrong = await graphql(api, key, CREATE, { items: [{ fields: "not a list" }] });
      expect(wrong.body.errors![0]!.message).toContain("fields");
    });

    it("upsertContact creates then updates by phone; a match that is not unique-able is an error", async () => {
      type Answer = { upsertContact: { created: boolean; record: { id: string; fields: Array<{ fieldId: string; value: unknown }> } } };
      const first = await graphqlData<Answer>(api, key, UPSERT, { match: "PHONE", value: "+55 11 96666-0001", input: {} });
      expect(first.upsertContact.created).toBe(true);
      expect(first.upsertContact.record.fields).toEqual([{ fieldId: phoneField, value: "5511966660001" }]);
      const again = await graphqlData<Answer>(api, key, UPSERT, { match: "PHONE", value: "5511966660001", input: {} });
      expect(again.upsertContact).toMatchObject({ created: false, record: { id: first.upsertContact.record.id } });
      const bad = await graphql(api, key, UPSERT, { match: "NAME", value: "x", input: {} });
      expect(bad.body.errors![0]!.extensions).toMatchObject({
        code: "VALIDATION_ERROR",
        errors: [{ field: "match", code: "not_unique_able" }],
      });
    });
  });

  describe("tRPC", () => {
    it("deals.batch creates and reports another project's contact as the item's 404", async () => {
      const trpc = trpcClient(api, key);
      const contact = await createContact(api, key);
      const { results } = await trpc.deals.batch.mutate({
        operation: "create",
        items: [{ contactId: contact.id, title: "T1" }, { contactId: "000000000000000000000000" }],
      });
      expect(results.map((r) => r.status)).toEqual([201, 404]);
      expect(results[1]!.error?.errorCode).toBe("NOT_FOUND");
    });

    it("contacts.upsert creates then updates; AMBIGUOUS_MATCH for existing duplicates", async () => {
      const trpc = trpcClient(api, key);
      const first = await trpc.contacts.upsert.mutate({
        match: "EMAIL",
        value: "Trpc@Example.com",
        data: { fields: [{ key: "NAME", value: "T" }] },
      });
      expect(first.created).toBe(true);
      const again = await trpc.contacts.upsert.mutate({ match: "EMAIL", value: "trpc@example.com", data: {} });
      expect(again).toMatchObject({ created: false, record: { id: first.record.id } });
      await createContact(api, key, { fields: [{ key: "EMAIL", value: "both@example.com" }] });
      await createContact(api, key, { fields: [{ key: "EMAIL", value: "both@example.com" }] });
      const failure = await trpcFailure(trpc.contacts.upsert.mutate({ match: "EMAIL", value: "both@example.com", data: {} }));
      expect(failure).toMatchObject({ code: "CONFLICT", errorCode: "AMBIGUOUS_MATCH", status: 409 });
      expect(failure.errors).toHaveLength(2);
    });

    it("tasks.batch updates by id and fails an unknown id alone", async () => {
      const trpc = trpcClient(api, key);
      const deal = await createDeal(api, key, { contactId: (await createContact(api, key)).id });
      const created = await trpc.tasks.batch.mutate({
        operation: "create",
        items: [{ dealId: deal.id, title: "x", dueAt: "2030-01-01T00:00:00Z" }],
      });
      const { results } = await trpc.tasks.batch.mutate({
        operation: "update",
        items: [
          { id: created.results[0]!.id, title: "renamed" },
          { id: "000000000000000000000000", title: "ghost" },
        ],
      });
      expect(results.map((r) => r.status)).toEqual([200, 404]);
    });
  });
});
