import { beforeEach, describe, expect, it } from "vitest";
import { builtInFieldIds, createContact, createField, defaultFieldGroupIds } from "../support/fixtures/crm";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectErrorBody, type Envelope } from "../support/http-shapes";
import type { Contact, Deal } from "../support/records";
import { graphql, graphqlData } from "../support/graphql";
import { useTestApi } from "../support/test-api";
import { trpcClient } from "../support/trpc";

interface MergeResult {
  mergeId: string;
  contact: Contact;
}
interface Group {
  match: "PHONE" | "EMAIL";
  value: string;
  contactIds: string[];
}
interface Named {
  id: string;
}

describe("contact merge, revert and duplicates (real HTTP)", () => {
  const api = useTestApi({ name: "contact-merge" });
  let p: SalesProject;
  let f: Record<string, string>;
  let seq = 0;

  beforeEach(async () => {
    p = await salesProject(api, "Merge");
    f = await builtInFieldIds(api, p.key, "CONTACT");
  });

  const contact = (fields: Array<{ key: string; value: unknown }>) => createContact(api, p.key, { fields });
  const merge = (targetId: string, body: unknown) => p.call<MergeResult>("POST", `/v1/contacts/${targetId}/merge`, body);
  const revert = (mergeId: string) => p.call<{ source: Contact; target: Contact }>("POST", `/v1/merges/${mergeId}/revert`);
  const valueOf = (c: Contact, key: string) => c.fields.find((v) => v.fieldId === f[key])?.value;
  const phone = () => `55319${String(10000000 + ++seq)}`;

  it("moves deals, notes and chats, fills empty fields, keeps the target's own, and tombstones the source", async () => {
    const target = await contact([{ key: "NAME", value: "Ada" }]);
    const sourcePhone = phone();
    const source = await contact([
      { key: "NAME", value: "Ada L." },
      { key: "PHONE", value: sourcePhone },
      { key: "EMAIL", value: "ada@example.com" },
    ]);
    const deal = await p.deal({ contactId: source.id });
    const note = await p.call<Named>("POST", "/v1/notes", { entityId: source.id, content: "Met at the fair" });
    const line = await p.call<Named>("POST", "/v1/channels", { type: "WHATSAPP", name: "Line", phone: phone() });
    const sent = await p.call<{ chatId: string }>("POST", "/v1/messages/send-by-phone", {
      channelId: line.body.id,
      phone: sourcePhone,
      messages: ["Hi"],
    });
    expect(sent.status).toBe(201);

    const merged = await merge(target.id, { sourceId: source.id });
    expect(merged.status).toBe(200);
    expect(merged.body.mergeId).toEqual(expect.any(String));
    expect(merged.body.contact.id).toBe(target.id);
    expect(valueOf(merged.body.contact, "NAME")).toBe("Ada");
    expect(valueOf(merged.body.contact, "PHONE")).toBe(sourcePhone);
    expect(valueOf(merged.body.contact, "EMAIL")).toBe("ada@example.com");

    expect((await p.call<Deal>("GET", `/v1/deals/${deal.id}`)).body.contactId).toBe(target.id);
    expect((await p.call<{ entityId: string }>("GET", `/v1/notes/${note.body.id}`)).body.entityId).toBe(target.id);
    expect((await p.call<{ contactId: string }>("GET", `/v1/chats/${sent.body.chatId}`)).body.contactId).toBe(target.id);

    // The old id reads as the target; writes naming it are refused, naming the target.
    const old = await p.call<Contact>("GET", `/v1/contacts/${source.id}`);
    expect(old.status).toBe(200);
    expect(old.body.id).toBe(target.id);
    for (const write of [
      p.call("PATCH", `/v1/contacts/${source.id}`, { fields: [{ key: "NAME", value: "x" }] }),
      p.call("DELETE", `/v1/contacts/${source.id}`),
      p.call("POST", "/v1/deals", { title: "Late", contactId: source.id }),
      p.call("POST", "/v1/notes", { entityId: source.id, content: "Late" }),
    ]) {
      const res = await write;
      expect(res.status).toBe(409);
      expect(expectErrorBody(res.body, 409, "MERGED").message).toContain(target.id);
    }
    const listed = await p.call<Envelope<Contact>>("GET", "/v1/contacts");
    expect(listed.body.data.map((c) => c.id)).toEqual([target.id]);

    // The number keeps finding the target (its phone claim moved with the value).
    const again = await p.call<{ chatId: string }>("POST", "/v1/messages/send-by-phone", {
      channelId: line.body.id,
      phone: sourcePhone,
      messages: ["Again"],
    });
    expect((await p.call<{ contactId: string }>("GET", `/v1/chats/${again.body.chatId}`)).body.contactId).toBe(target.id);

    // What the worker's relay does: fix each pending event's place in the feed.
    for (let batch = await api.domain.outbox.pending(500); batch.length > 0; batch = await api.domain.outbox.pending(500)) {
      await api.domain.outbox.markDispatched(batch.map((event) => event.id));
    }
    const events = await p.call<{ data: Array<{ type: string; data: unknown }> }>("GET", "/v1/events?types=contact.merged");
    expect(events.body.data.map((e) => e.data)).toContainEqual({
      targetId: target.id,
      sourceId: source.id,
      mergeId: merged.body.mergeId,
    });
    // Every moved record says so, as a PATCH of it would.
    type Moved = { type: string; data: { id: string; changes: string[]; record: Record<string, unknown> } };
    const moves = (await p.call<{ data: Moved[] }>("GET", "/v1/events?types=deal.updated,note.updated,chat.updated")).body.data;
    const moveOf = (id: string) => moves.find((e) => e.data.id === id && e.data.changes.some((c) => c === "contactId" || c === "entityId"));
    expect(moveOf(deal.id)?.data.record.contactId).toBe(target.id);
    expect(moveOf(note.body.id)).toMatchObject({ type: "note.updated", data: { changes: ["entityId"], record: { entityId: target.id } } });
    expect(moveOf(sent.body.chatId)).toMatchObject({
      type: "chat.updated",
      data: { changes: ["contactId"], record: { contactId: target.id } },
    });
  });

  it("reverts: the source comes back as it was, its records move back, the filled values leave the target", async () => {
    const target = await contact([{ key: "NAME", value: "Bob" }]);
    const source = await contact([{ key: "EMAIL", value: "bob@example.com" }]);
    const deal = await p.deal({ contactId: source.id });
    const ownDeal = await p.deal({ contactId: target.id });
    const searchIds = async () =>
      (await p.call<{ data: Array<{ id: string }> }>("GET", "/v1/search?q=bob%40example.com&types=contact")).body.data.map((hit) => hit.id);
    expect(await searchIds()).toEqual([source.id]);
    const { body } = await merge(target.id, { sourceId: source.id });
    // The merged contact leaves the index; the target, which took its email, is found by it.
    expect(await searchIds()).toEqual([target.id]);

    // The history says what the merge changed and names it: the deal's contact, the target's filled email.
    type Change = { source?: { type: string; id: string }; changes: Array<{ path: string; before?: unknown; after?: unknown }> };
    const latest = async (path: string) => (await p.call<Envelope<Change>>("GET", `${path}/history`)).body.data[0];
    expect(await latest(`/v1/deals/${deal.id}`)).toMatchObject({
      source: { type: "MERGE", id: body.mergeId },
      changes: [{ path: "contactId", before: source.id, after: target.id }],
    });
    expect(await latest(`/v1/contacts/${target.id}`)).toMatchObject({
      source: { type: "MERGE", id: body.mergeId },
      changes: [{ path: `fields.${f.EMAIL}`, after: "bob@example.com" }],
    });

    const reverted = await revert(body.mergeId);
    expect(reverted.status).toBe(200);
    expect(await latest(`/v1/deals/${deal.id}`)).toMatchObject({
      source: { type: "MERGE", id: body.mergeId },
      changes: [{ path: "contactId", before: target.id, after: source.id }],
    });
    expect(reverted.body.source).toEqual(expect.objectContaining({ id: source.id, fields: source.fields, createdAt: source.createdAt }));
    expect(valueOf(reverted.body.target, "EMAIL")).toBeUndefined();
    expect((await p.call<Deal>("GET", `/v1/deals/${deal.id}`)).body.contactId).toBe(source.id);
    expect((await p.call<Deal>("GET", `/v1/deals/${ownDeal.id}`)).body.contactId).toBe(target.id);
    expect((await p.call<Contact>("GET", `/v1/contacts/${source.id}`)).body.id).toBe(source.id);
    expect(await searchIds()).toEqual([source.id]);
    expect((await p.call("PATCH", `/v1/contacts/${source.id}`, { fields: [{ key: "NAME", value: "Back" }] })).status).toBe(204);

    expectErrorBody((await revert(body.mergeId)).body, 409, "ALREADY_REVERTED");
  });

  it("refuses a revert when something the merge touched changed since, changing nothing", async () => {
    const target = await contact([]);
    const source = await contact([{ key: "NAME", value: "Cy" }]);
    const first = await merge(target.id, { sourceId: source.id });
    await p.call("PATCH", `/v1/contacts/${target.id}`, { fields: [{ key: "NAME", value: "Cyrus" }] });
    const refused = await revert(first.body.mergeId);
    expectErrorBody(refused.body, 409, "CHANGED_SINCE");
    expect((await p.call<Contact>("GET", `/v1/contacts/${source.id}`)).body.id).toBe(target.id);

    // A moved deal deleted since.
    const t2 = await contact([]);
    const s2 = await contact([]);
    const deal = await p.deal({ contactId: s2.id });
    const second = await merge(t2.id, { sourceId: s2.id });
    expect((await p.call("DELETE", `/v1/deals/${deal.id}`)).status).toBe(204);
    expectErrorBody((await revert(second.body.mergeId)).body, 409, "CHANGED_SINCE");

    // The target deleted since.
    const t3 = await contact([]);
    const s3 = await contact([]);
    const third = await merge(t3.id, { sourceId: s3.id });
    expect((await p.call("DELETE", `/v1/contacts/${t3.id}`)).status).toBe(204);
    expectErrorBody((await revert(third.body.mergeId)).body, 409, "CHANGED_SINCE");
  });

  it("follows chains: A into B, then B into C; A and B resolve to C and revert in reverse order only", async () => {
    const a = await contact([{ key: "NAME", value: "A" }]);
    const b = await contact([]);
    const c = await contact([]);
    const deal = await p.deal({ contactId: a.id });
    const ab = await merge(b.id, { sourceId: a.id });
    const bc = await merge(c.id, { sourceId: b.id });
    expect(bc.status).toBe(200);
    expect(valueOf(bc.body.contact, "NAME")).toBe("A");
    expect((await p.call<Deal>("GET", `/v1/deals/${deal.id}`)).body.contactId).toBe(c.id);
    expect((await p.call<Contact>("GET", `/v1/contacts/${a.id}`)).body.id).toBe(c.id);
    expect((await p.call<Contact>("GET", `/v1/contacts/${b.id}`)).body.id).toBe(c.id);
    expect((await p.call<{ message: string }>("PATCH", `/v1/contacts/${a.id}`, { fields: [] })).body.message).toContain(c.id);

    // Into or from a tombstone.
    const d = await contact([]);
    expectErrorBody((await merge(a.id, { sourceId: d.id })).body, 409, "MERGED");
    expectErrorBody((await merge(d.id, { sourceId: b.id })).body, 409, "MERGED");

    expectErrorBody((await revert(ab.body.mergeId)).body, 409, "CHANGED_SINCE");
    expect((await revert(bc.body.mergeId)).status).toBe(200);
    expect((await revert(ab.body.mergeId)).status).toBe(200);
    expect((await p.call<Deal>("GET", `/v1/deals/${deal.id}`)).body.contactId).toBe(a.id);
  });

  it("answers bad input with clear errors and changes nothing", async () => {
    const target = await contact([]);
    const source = await contact([{ key: "NAME", value: "Kept" }]);
    expectErrorBody((await merge(target.id, { sourceId: target.id })).body, 422, "MERGE_INTO_ITSELF");
    expectErrorBody((await merge(target.id, {})).body, 400, "VALIDATION_ERROR");
    expectErrorBody((await merge(target.id, { sourceId: source.id, extra: 1 })).body, 400, "VALIDATION_ERROR");
    expectErrorBody((await merge(target.id, { sourceId: { $ne: null } })).body, 400, "VALIDATION_ERROR");
    expectErrorBody((await merge(target.id, "x")).body, 400, "VALIDATION_ERROR");
    expectErrorBody((await merge(target.id, { sourceId: "6650f0c2a1b2c3d4e5f60099" })).body, 404, "NOT_FOUND");
    expectErrorBody((await merge("6650f0c2a1b2c3d4e5f60099", { sourceId: source.id })).body, 404, "NOT_FOUND");
    expectErrorBody((await revert("6650f0c2a1b2c3d4e5f60099")).body, 404, "NOT_FOUND");

    // Another project's contacts and merges are unknown here.
    const other = await salesProject(api, "Other");
    const foreign = await createContact(api, other.key, {});
    expectErrorBody((await merge(target.id, { sourceId: foreign.id })).body, 404, "NOT_FOUND");
    const foreignTarget = await createContact(api, other.key, {});
    const foreignMerge = await other.call<MergeResult>("POST", `/v1/contacts/${foreignTarget.id}/merge`, { sourceId: foreign.id });
    expectErrorBody((await revert(foreignMerge.body.mergeId)).body, 404, "NOT_FOUND");
    expect((await p.call("GET", `/v1/contacts/${foreign.id}`)).status).toBe(404);

    // A read-only key cannot merge.
    const readOnly = await api.request("POST", `/v1/contacts/${target.id}/merge`, { key: p.readKey, body: { sourceId: source.id } });
    expect(readOnly.status).toBe(403);

    expect((await p.call<Contact>("GET", `/v1/contacts/${source.id}`)).body).toEqual(source);
  });

  it("re-points CONTACT field values and webhook filters naming the source, and a revert puts exactly those back", async () => {
    const groups = await defaultFieldGroupIds(api, p.key);
    const referrer = await createField(api, p.key, { fieldGroupId: groups.DEAL, type: "CONTACT", label: "Referrer", config: {} });
    const partner = await createField(api, p.key, { fieldGroupId: groups.CONTACT, type: "CONTACT", label: "Partner", config: {} });
    const target = await contact([]);
    const source = await contact([]);
    // The target names the source, a third contact names both; a deal's referrer is the source.
    await p.call("PATCH", `/v1/contacts/${target.id}`, { fields: [{ fieldId: partner.id, value: source.id }] });
    const third = await contact([{ key: "NAME", value: "Third" }]);
    await p.call("PATCH", `/v1/contacts/${third.id}`, { fields: [{ fieldId: partner.id, value: source.id }] });
    const deal = await p.deal({ fields: [{ fieldId: referrer.id, value: source.id }] });
    const hook = await p.call<{ id: string }>("POST", "/v1/webhooks", {
      url: "https://example.com/merge",
      filter: { contactId: source.id },
    });
    const refOf = async (path: string, fieldId: string) =>
      (await p.call<{ fields: Array<{ fieldId: string; value: unknown }> }>("GET", path)).body.fields.find((v) => v.fieldId === fieldId)
        ?.value;
    const hookFilter = async () => (await p.call<{ filter?: { contactId?: string } }>("GET", `/v1/webhooks/${hook.body.id}`)).body.filter;

    const merged = await merge(target.id, { sourceId: source.id });
    expect(merged.status).toBe(200);
    expect(await refOf(`/v1/deals/${deal.id}`, referrer.id)).toBe(target.id);
    expect(await refOf(`/v1/contacts/${third.id}`, partner.id)).toBe(target.id);
    expect(await refOf(`/v1/contacts/${target.id}`, partner.id)).toBe(target.id);
    expect(await hookFilter()).toEqual({ contactId: target.id });

    const reverted = await revert(merged.body.mergeId);
    expect(reverted.status).toBe(200);
    expect(await refOf(`/v1/deals/${deal.id}`, referrer.id)).toBe(source.id);
    expect(await refOf(`/v1/contacts/${third.id}`, partner.id)).toBe(source.id);
    expect(await refOf(`/v1/contacts/${target.id}`, partner.id)).toBe(source.id);
    expect(await hookFilter()).toEqual({ contactId: source.id });

    // A re-pointed value changed after the merge: the revert is refused and changes nothing.
    const again = await merge(target.id, { sourceId: source.id });
    await p.call("PATCH", `/v1/deals/${deal.id}`, { fields: [{ fieldId: referrer.id, value: third.id }] });
    expectErrorBody((await revert(again.body.mergeId)).body, 409, "CHANGED_SINCE");
    expect(await refOf(`/v1/contacts/${third.id}`, partner.id)).toBe(target.id);
    expect(await hookFilter()).toEqual({ contactId: target.id });
  });

  it("merges, lists duplicates and reverts through GraphQL and tRPC, with the same rules", async () => {
    const email = `gql${++seq}@example.com`;
    const target = await contact([{ key: "EMAIL", value: email }]);
    const source = await contact([{ key: "EMAIL", value: email.toUpperCase() }]);
    const dupes = await graphqlData<{ contactDuplicates: { data: Group[] } }>(
      api,
      p.key,
      `query { contactDuplicates(limit: 50) { data { match value contactIds } } }`,
    );
    expect(dupes.contactDuplicates.data).toContainEqual({ match: "EMAIL", value: email, contactIds: [target.id, source.id] });

    const MERGE = `mutation($id: ID!, $sourceId: ID!) { mergeContact(id: $id, sourceId: $sourceId) { mergeId contact { id } } }`;
    const merged = await graphqlData<{ mergeContact: { mergeId: string; contact: { id: string } } }>(api, p.key, MERGE, {
      id: target.id,
      sourceId: source.id,
    });
    expect(merged.mergeContact.contact.id).toBe(target.id);
    const self = await graphql(api, p.key, MERGE, { id: target.id, sourceId: target.id });
    expect(self.body.errors?.[0]?.extensions).toMatchObject({ code: "MERGE_INTO_ITSELF" });

    const trpc = trpcClient(api, p.key);
    expect((await trpc.contacts.duplicates.query({ limit: 50 })).data.some((g) => g.value === email)).toBe(false);
    const reverted = await trpc.contacts.revertMerge.mutate({ mergeId: merged.mergeContact.mergeId });
    expect(reverted.source.id).toBe(source.id);
    await expect(trpc.contacts.revertMerge.mutate({ mergeId: merged.mergeContact.mergeId })).rejects.toMatchObject({
      data: { code: "CONFLICT" },
    });
    const again = await trpc.contacts.merge.mutate({ id: target.id, sourceId: source.id });
    expect(again.contact.id).toBe(target.id);
    await expect(trpc.contacts.merge.mutate({ id: target.id, sourceId: source.id })).rejects.toMatchObject({ data: { code: "CONFLICT" } });
  });

  it("lists duplicate groups by normalised phone and email, project-scoped and paged", async () => {
    const a = await contact([
      { key: "PHONE", value: "+55 31 99999-0001" },
      { key: "EMAIL", value: "Dup@Example.com" },
    ]);
    const b = await contact([{ key: "PHONE", value: "5531999990001" }]);
    const c = await contact([{ key: "EMAIL", value: "dup@example.com" }]);
    await contact([{ key: "PHONE", value: "5531999990002" }]);
    const other = await salesProject(api, "Other");
    await createContact(api, other.key, { fields: [{ key: "PHONE", value: "5531999990001" }] });

    const all = await p.call<Envelope<Group>>("GET", "/v1/contacts/duplicates");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.data).toEqual(
      expect.arrayContaining([
        { match: "PHONE", value: "5531999990001", contactIds: [a.id, b.id] },
        { match: "EMAIL", value: "dup@example.com", contactIds: [a.id, c.id] },
      ]),
    );
    const page = await p.call<Envelope<Group>>("GET", "/v1/contacts/duplicates?limit=1&offset=1");
    expect(page.body).toMatchObject({ limit: 1, offset: 1, total: 2, hasMore: false });
    expect(page.body.data).toHaveLength(1);
    expectErrorBody((await p.call("GET", "/v1/contacts/duplicates?limit=0")).body, 400, "VALIDATION_ERROR");
    expectErrorBody((await p.call("GET", "/v1/contacts/duplicates?bogus=1")).body, 400, "VALIDATION_ERROR");

    // Merged away, a duplicate is no longer listed.
    await merge(a.id, { sourceId: b.id });
    const after = await p.call<Envelope<Group>>("GET", "/v1/contacts/duplicates");
    expect(after.body.data).toEqual([{ match: "EMAIL", value: "dup@example.com", contactIds: [a.id, c.id] }]);
  });
});
