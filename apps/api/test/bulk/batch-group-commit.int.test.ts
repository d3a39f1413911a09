import { beforeAll, describe, expect, it } from "vitest";
import { builtInFieldIds, createContact, createField, defaultFieldGroupIds } from "../support/fixtures/crm";
import type { Envelope, ErrorBody } from "../support/http-shapes";
import type { Contact } from "../support/records";
import { useTestApi } from "../support/test-api";

interface BatchResult {
  results: Array<{ index: number; status: number; id?: string; error?: ErrorBody }>;
}
interface FeedEvent {
  type: string;
  data: { record: Contact & { contactId?: string } };
}

/**
 * Batch create writes all valid items of a batch in one transaction (core/create-many.ts): each
 * item must still answer and leave exactly what its single create would (docs/bulk-sync.md).
 */
describe("batch create as one group (real HTTP)", () => {
  const api = useTestApi({ name: "batch-group" });
  let key: string;
  let builtIn: Record<string, string>;
  let unique: string;

  beforeAll(async () => {
    key = (await api.createProject("Group")).apiKey.key;
    builtIn = await builtInFieldIds(api, key, "CONTACT");
    const groups = await defaultFieldGroupIds(api, key);
    unique = (await createField(api, key, { fieldGroupId: groups.CONTACT, label: "External", type: "TEXT", config: { unique: true } })).id;
  });

  const batch = (path: string, items: unknown[]) =>
    api.request<BatchResult & ErrorBody>("POST", `/v1/${path}/batch`, { key, body: { operation: "create", items } });
  const contact = (name: string, external?: string, more: Array<{ key?: string; fieldId?: string; value: unknown }> = []) => ({
    fields: [{ key: "NAME", value: name }, ...(external === undefined ? [] : [{ fieldId: unique, value: external }]), ...more],
  });
  const byField = async (field: string, value: string) =>
    (await api.request<Envelope<Contact>>("GET", `/v1/contacts?fields.${field}=${encodeURIComponent(value)}`, { key })).body.data;
  const total = async () => (await api.request<Envelope<Contact>>("GET", "/v1/contacts?[limit]=1", { key })).body.total;
  /** Every event of the project's feed (the relay's numbering first, as the worker would). */
  const feed = async (types: string): Promise<FeedEvent[]> => {
    for (let pending = await api.domain.outbox.pending(500); pending.length > 0; pending = await api.domain.outbox.pending(500))
      await api.domain.outbox.markDispatched(pending.map((event) => event.id));
    const events: FeedEvent[] = [];
    for (let after = 0; ;) {
      const page = await api.request<{ data: FeedEvent[]; next: number; hasMore: boolean }>(
        "GET",
        `/v1/events?after=${after}&[limit]=100&types=${types}`,
        { key },
      );
      events.push(...page.body.data);
      after = page.body.next;
      if (!page.body.hasMore) return events;
    }
  };

  it("valid, invalid and colliding items: exact per-item results, nothing of a refused item, one event per record", async () => {
    const holder = await createContact(api, key, contact("Holder", "ext-held"));
    const before = await total();
    const answer = await batch("contacts", [
      contact("Group One", "ext-1"),
      contact("Group Bad Phone", "ext-bad", [{ key: "PHONE", value: "call me" }]),
      // The same unique value as item 0 of this batch: refused as a second single create would be.
      contact("Group Twin", "ext-1"),
      // The value of an existing record, and a value no one holds beside it: neither is kept.
      contact("Group Clash", "ext-held", [{ key: "CUSTOM_ID", value: "group-clash" }]),
      { fields: [{ key: "NAME", value: "Group Unknown" }], nope: true },
      contact("Group Five", "ext-5", [{ key: "PHONE", value: "+55 11 96666-0005" }]),
    ]);
    expect(answer.status).toBe(207);
    expect(answer.body.results.map((r) => [r.index, r.status])).toEqual([
      [0, 201],
      [1, 400],
      [2, 409],
      [3, 409],
      [4, 400],
      [5, 201],
    ]);
    const [first, badPhone, twin, clash, unknown, fifth] = answer.body.results;
    expect(badPhone!.error!.errors![0]).toMatchObject({ field: "fields.2.value" });
    expect(twin!.error).toMatchObject({
      errorCode: "DUPLICATE",
      status: 409,
      errors: [{ field: `fields.${unique}`, message: `Held by '${first!.id}'.` }],
    });
    expect(clash!.error).toMatchObject({ errorCode: "DUPLICATE", errors: [{ message: `Held by '${holder.id}'.` }] });
    expect(unknown!.error).toMatchObject({ errorCode: "VALIDATION_ERROR", errors: [{ field: "nope" }] });

    // Exactly the two records, each once, with what its single create would have stored.
    expect(await total()).toBe(before + 2);
    expect((await byField(unique, "ext-1")).map((c) => c.id)).toEqual([first!.id]);
    expect((await byField(unique, "ext-held")).map((c) => c.id)).toEqual([holder.id]);
    for (const name of ["Group Bad Phone", "Group Twin", "Group Clash", "Group Unknown"]) expect(await byField("NAME", name)).toEqual([]);
    expect(await byField("CUSTOM_ID", "group-clash")).toEqual([]);
    const stored = (await api.request<Contact>("GET", `/v1/contacts/${fifth!.id}`, { key })).body;
    expect(stored.fields).toEqual([
      { fieldId: builtIn.NAME, value: "Group Five" },
      { fieldId: unique, value: "ext-5" },
      { fieldId: builtIn.PHONE, value: "5511966660005" },
    ]);

    // The value item 0 claimed stays claimed by it.
    const again = await api.request<ErrorBody>("POST", "/v1/contacts", { key, body: contact("Later twin", "ext-1") });
    expect(again.status).toBe(409);

    // One contact.created per created record, carrying the record as GET answers it; none for the others.
    const created = (await feed("contact.created")).filter((e) => [first!.id, fifth!.id].includes(e.data.record.id));
    expect(created.map((e) => e.data.record.id)).toEqual([first!.id, fifth!.id]);
    expect(created[1]!.data.record).toEqual(stored);
    const names = (await feed("contact.created")).map((e) => e.data.record.fields.find((f) => f.fieldId === builtIn.NAME)?.value);
    expect(names.filter((n) => typeof n === "string" && n.startsWith("Group"))).toEqual(["Group One", "Group Five"]);

    // The search index holds the created records, not the refused ones.
    const search = async (q: string) =>
      (await api.request<{ data: Array<{ id: string }> }>("GET", `/v1/search?q=${encodeURIComponent(q)}&types=contact`, { key })).body.data;
    expect((await search("Group Five")).map((hit) => hit.id)).toContain(fifth!.id);
    expect(await search("Group Clash")).toEqual([]);
  });

  it("a deal naming a missing or a merged contact fails alone (404, 409 MERGED) beside created deals", async () => {
    const target = await createContact(api, key, contact("Merge target"));
    const source = await createContact(api, key, contact("Merge source"));
    expect((await api.request("POST", `/v1/contacts/${target.id}/merge`, { key, body: { sourceId: source.id } })).status).toBe(200);
    const answer = await batch("deals", [
      { contactId: target.id, title: "Group deal 1" },
      { contactId: source.id, title: "Group deal merged" },
      { contactId: "0123456789abcdef01234567", title: "Group deal missing" },
      { contactId: target.id, title: "Group deal 4" },
    ]);
    expect(answer.body.results.map((r) => r.status)).toEqual([201, 409, 404, 201]);
    expect(answer.body.results[1]!.error).toMatchObject({ errorCode: "MERGED" });
    expect(answer.body.results[1]!.error!.message).toContain(target.id);
    const deals = await api.request<Envelope<{ id: string; title: string }>>("GET", `/v1/deals?contactId=${target.id}`, { key });
    expect(deals.body.data.map((d) => d.title).sort()).toEqual(["Group deal 1", "Group deal 4"]);
    const created = (await feed("deal.created")).filter((e) => e.data.record.contactId === target.id);
    expect(created.map((e) => e.data.record.id)).toEqual([answer.body.results[0]!.id, answer.body.results[3]!.id]);
  });

  it("concurrent batches claiming one unique value: exactly one item gets it, every other item is created", async () => {
    const batches = await Promise.all(
      Array.from({ length: 6 }, (_, b) =>
        batch("contacts", [
          contact(`Race ${b} a`, `race-${b}-a`),
          contact(`Race ${b} shared`, "race-shared"),
          contact(`Race ${b} b`, `race-${b}-b`),
        ]),
      ),
    );
    const shared = batches.map((answer) => answer.body.results[1]!.status);
    expect(shared.filter((s) => s === 201)).toHaveLength(1);
    expect(shared.filter((s) => s === 409)).toHaveLength(5);
    for (const answer of batches) expect([answer.body.results[0]!.status, answer.body.results[2]!.status]).toEqual([201, 201]);
    expect(await byField(unique, "race-shared")).toHaveLength(1);
    for (let b = 0; b < 6; b++) expect(await byField(unique, `race-${b}-a`)).toHaveLength(1);
  });
});
