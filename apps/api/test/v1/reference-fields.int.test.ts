import { beforeAll, describe, expect, it } from "vitest";
import { createContact, createField, defaultFieldGroupIds } from "../support/fixtures/crm";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import type { Contact, Deal, Field, StoredValue } from "../support/records";
import { useTestApi } from "../support/test-api";

/**
 * Custom fields of type CONTACT, DEAL and USER hold the id of a record. Deleting that record
 * clears the value on every contact and deal holding it, in the delete, each holder raising its
 * `<entity>.updated` with changes ["fields"]; values naming other records, and a TEXT value that
 * happens to equal the id, stay.
 */
describe("reference custom fields when the record they name is deleted (real HTTP)", () => {
  const api = useTestApi({ name: "reference-fields" });
  let p: SalesProject;
  let groups: Record<"CONTACT" | "DEAL", string>;
  let seq = 0;

  beforeAll(async () => {
    p = await salesProject(api, "Reference fields");
    groups = await defaultFieldGroupIds(api, p.key);
  });

  const field = (entityType: "CONTACT" | "DEAL", type: string) =>
    createField(api, p.key, { fieldGroupId: groups[entityType], label: `${type} ${++seq}`, type });
  const user = async () =>
    (await p.call<{ id: string }>("POST", "/v1/users", { name: "Named", email: `named${++seq}@example.com` })).body.id;
  const valuesOf = async (path: string) => (await p.call<Contact | Deal>("GET", path)).body.fields;
  const updatedEvents = async (type: "contact.updated" | "deal.updated", id: string) =>
    (
      await api.domain.events.list(
        { projectId: p.projectId, scopes: ["read"], actor: { type: "USER", id: p.userId } },
        { types: [type], limit: 1000 },
      )
    ).filter((e) => e.data.id === id);

  /**
   * A contact and a deal, each holding `target` in a field of `type` (one per entity type),
   * another record's id in a second field of that type, and `target` as plain TEXT.
   */
  async function holders(type: string, target: string, other: string) {
    const fields = {
      CONTACT: { ref: await field("CONTACT", type), otherRef: await field("CONTACT", type), text: await field("CONTACT", "TEXT") },
      DEAL: { ref: await field("DEAL", type), otherRef: await field("DEAL", type), text: await field("DEAL", "TEXT") },
    };
    const values = (f: { ref: Field; otherRef: Field; text: Field }): StoredValue[] => [
      { fieldId: f.ref.id, value: target },
      { fieldId: f.otherRef.id, value: other },
      { fieldId: f.text.id, value: target },
    ];
    const contact = await createContact(api, p.key, { fields: values(fields.CONTACT) });
    const deal = await p.deal({ fields: values(fields.DEAL) });
    expect(contact.fields).toEqual(values(fields.CONTACT));
    expect(deal.fields).toEqual(values(fields.DEAL));
    return { contact, deal, fields, values };
  }

  async function expectCleared(type: string, target: string, other: string, remove: () => Promise<number>) {
    const { contact, deal, fields } = await holders(type, target, other);
    expect(await remove()).toBe(204);
    const kept = (f: { otherRef: Field; text: Field }): StoredValue[] => [
      { fieldId: f.otherRef.id, value: other },
      { fieldId: f.text.id, value: target },
    ];
    expect(await valuesOf(`/v1/contacts/${contact.id}`)).toEqual(kept(fields.CONTACT));
    expect(await valuesOf(`/v1/deals/${deal.id}`)).toEqual(kept(fields.DEAL));
    const [contactEvent] = await updatedEvents("contact.updated", contact.id);
    const [dealEvent] = await updatedEvents("deal.updated", deal.id);
    expect(contactEvent?.data).toMatchObject({ changes: ["fields"], record: { id: contact.id, fields: kept(fields.CONTACT) } });
    expect(dealEvent?.data).toMatchObject({ changes: ["fields"], record: { id: deal.id, fields: kept(fields.DEAL) } });
  }

  it("CONTACT: deleting the contact clears the values naming it", async () => {
    const [target, other] = [await p.contact(), await p.contact()];
    await expectCleared("CONTACT", target, other, async () => (await p.call("DELETE", `/v1/contacts/${target}`)).status);
  });

  it("DEAL: deleting the deal clears the values naming it", async () => {
    const [target, other] = [(await p.deal()).id, (await p.deal()).id];
    await expectCleared("DEAL", target, other, async () => (await p.call("DELETE", `/v1/deals/${target}`)).status);
  });

  it("USER: deleting the user clears the values naming it", async () => {
    const [target, other] = [await user(), await user()];
    await expectCleared("USER", target, other, async () => (await p.call("DELETE", `/v1/users/${target}`)).status);
  });

  it("a delete that is refused leaves the values as they were", async () => {
    const target = await p.contact();
    const { contact, values, fields } = await holders("CONTACT", target, await p.contact());
    await p.deal({ contactId: target });
    expect((await p.call("DELETE", `/v1/contacts/${target}`)).status).toBe(409);
    expect(await valuesOf(`/v1/contacts/${contact.id}`)).toEqual(values(fields.CONTACT));
  });

  it("a value naming a deleted record cannot be written afterwards (404)", async () => {
    const target = await p.contact();
    const ref = await field("DEAL", "CONTACT");
    expect((await p.call("DELETE", `/v1/contacts/${target}`)).status).toBe(204);
    const res = await p.call("POST", "/v1/deals", { contactId: await p.contact(), fields: [{ fieldId: ref.id, value: target }] });
    expect(res.status).toBe(404);
  });
});
