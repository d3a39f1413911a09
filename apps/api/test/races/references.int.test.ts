import type { Db } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { builtInFieldIds, createContact, defaultFieldGroupIds } from "../support/fixtures/crm";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import type { Field, Pipeline, Stage } from "../support/records";
import { useTestApi, type TestResponse } from "../support/test-api";
import { danglingReferences, openDatabase } from "./dangling-references";

/**
 * Each test sends a delete and a write that references the deleted record at the same time
 * (Promise.all over real HTTP), round after round, and then reads the database: no stored
 * document may name a record that is gone. Whichever request commits second must see the
 * first: the delete refuses (409) or cascades, or the write answers 404.
 */
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 15);

interface Named {
  id: string;
}

describe("delete || reference races (real HTTP)", () => {
  const api = useTestApi({ name: "races" });
  let p: SalesProject;
  let db: Db;
  let closeDb: () => Promise<void>;
  let groups: Record<"CONTACT" | "DEAL", string>;
  let phoneFieldId: string;
  let seq = 0;

  beforeAll(async () => {
    ({ db, close: closeDb } = await openDatabase(api.database));
  });
  // A project per pair, so one pair's leftovers never fail another.
  beforeEach(async () => {
    p = await salesProject(api, "Races");
    groups = await defaultFieldGroupIds(api, p.key);
    phoneFieldId = (await builtInFieldIds(api, p.key, "CONTACT")).PHONE!;
  });
  afterAll(() => closeDb?.());

  const created = async <T>(res: Promise<TestResponse<T>>): Promise<T> => {
    const done = await res;
    if (done.status !== 201) throw new Error(`setup: ${done.status} ${done.text}`);
    return done.body;
  };
  const user = () => created(p.call<Named>("POST", "/v1/users", { name: "Racer", email: `racer${++seq}@example.com` }));
  const channel = () =>
    created(p.call<Named & { webhookSecret: string }>("POST", "/v1/channels", { type: "WHATSAPP", name: "Line", phone: newPhone() }));
  const newPhone = () => `5531${String(910000000 + ++seq)}`;
  /** A contact with this phone and an open chat with it on `channelId`. */
  const contactWithChat = async (channelId: string) => {
    const phone = newPhone();
    const contact = await createContact(api, p.key, { fields: [{ fieldId: phoneFieldId, value: phone }] });
    const sent = await created(p.call<{ chatId: string }>("POST", "/v1/messages/send-by-phone", { channelId, phone, messages: ["Hi"] }));
    return { phone, contactId: contact.id, chatId: sent.chatId };
  };
  const sendTo = (chatId: string) => p.call("POST", `/v1/chats/${chatId}/messages`, { type: "TEXT", content: { text: "Hello" } });
  const sendByPhone = (channelId: string, phone: string, contactId?: string) =>
    p.call("POST", "/v1/messages/send-by-phone", { channelId, phone, messages: ["Hello"], ...(contactId ? { contactId } : {}) });
  const inbound = (line: { id: string; webhookSecret: string }, from: string) =>
    api.request("POST", `/webhooks/channels/${line.id}`, {
      body: { event: "message", messageId: `in-${++seq}`, from, type: "TEXT", content: { text: "Hi" } },
      headers: { "x-channel-secret": line.webhookSecret },
    });
  const referenceField = (entityType: "CONTACT" | "DEAL", type: "CONTACT" | "DEAL" | "USER") =>
    created(p.call<Field>("POST", "/v1/fields", { fieldGroupId: groups[entityType], label: `R${++seq}`, type }));
  const task = (body: Record<string, unknown>) =>
    p.call("POST", "/v1/tasks", { title: "Call back", dueAt: "2030-01-01T00:00:00Z", ...body });

  /**
   * Runs `rounds` rounds of: set up, send both requests at once, check each status is one the
   * pair may answer, then check that nothing dangles.
   */
  async function race<T>(
    setup: () => Promise<T>,
    send: (t: T) => [Promise<TestResponse<unknown>>, Promise<TestResponse<unknown>>],
    allowed: [number[], number[]],
  ): Promise<void> {
    for (let round = 0; round < ROUNDS; round++) {
      const state = await setup();
      const [first, second] = await Promise.all(send(state));
      expect({ round, first: first.status, second: second.status }).toEqual({
        round,
        first: expect.toBeOneOf(allowed[0]),
        second: expect.toBeOneOf(allowed[1]),
      });
      expect(await danglingReferences(db, p.projectId)).toEqual([]);
    }
  }

  it("stage delete with targetStageId || deal PATCH stageId", async () => {
    await race(
      async () => ({
        stage: await created(p.call<Stage>("POST", `/v1/pipelines/${p.pipeline.id}/stages`, { name: `S${++seq}` })),
        deal: await p.deal(),
      }),
      ({ stage, deal }) => [
        p.call("DELETE", `/v1/pipelines/${p.pipeline.id}/stages/${stage.id}?targetStageId=${p.open.id}`),
        p.call("PATCH", `/v1/deals/${deal.id}`, { stageId: stage.id }),
      ],
      [[204], [204, 404]],
    );
  });

  it("stage delete || ten deals created into it at once (references to one record do not serialise, each still meets the delete)", async () => {
    const writers = 10;
    for (let round = 0; round < ROUNDS; round++) {
      const stage = await created(p.call<Stage>("POST", `/v1/pipelines/${p.pipeline.id}/stages`, { name: `S${++seq}` }));
      const contactId = await p.contact();
      const [removed, ...creates] = await Promise.all([
        p.call("DELETE", `/v1/pipelines/${p.pipeline.id}/stages/${stage.id}`),
        ...Array.from({ length: writers }, () => p.call("POST", "/v1/deals", { contactId, stageId: stage.id, title: "Racer" })),
      ]);
      const createdCount = creates.filter((res) => res.status === 201).length;
      // The stage is deleted only if no deal got into it; it stays (409) only if one did.
      expect({ round, removed: removed.status, creates: creates.map((res) => res.status).sort() }).toEqual({
        round,
        removed: createdCount > 0 ? 409 : 204,
        creates: creates.map((res) => (res.status === 201 ? 201 : 404)).sort(),
      });
      expect(await danglingReferences(db, p.projectId)).toEqual([]);
    }
  });

  it("tag delete || tag attached (POST /deals/{id}/tags)", async () => {
    await race(
      async () => ({ tag: await created(p.call<Named>("POST", "/v1/tags", { name: `t${++seq}` })), deal: await p.deal() }),
      ({ tag, deal }) => [p.call("DELETE", `/v1/tags/${tag.id}`), p.call("POST", `/v1/deals/${deal.id}/tags`, { tagIds: [tag.id] })],
      [[204], [204, 404]],
    );
  });

  it("tag delete || deal PATCH tagIds", async () => {
    await race(
      async () => ({ tag: await created(p.call<Named>("POST", "/v1/tags", { name: `t${++seq}` })), deal: await p.deal() }),
      ({ tag, deal }) => [p.call("DELETE", `/v1/tags/${tag.id}`), p.call("PATCH", `/v1/deals/${deal.id}`, { tagIds: [tag.id] })],
      [[204], [204, 404]],
    );
  });

  it("loss reason delete || deal lost with it", async () => {
    await race(
      async () => ({ reason: await created(p.call<Named>("POST", "/v1/loss-reasons", { name: `r${++seq}` })), deal: await p.deal() }),
      ({ reason, deal }) => [
        p.call("DELETE", `/v1/loss-reasons/${reason.id}`),
        p.call("PATCH", `/v1/deals/${deal.id}`, { stageId: p.lost.id, lossReasonId: reason.id }),
      ],
      [
        [204, 409],
        [204, 404],
      ],
    );
  });

  it("user delete || deal PATCH responsibleId", async () => {
    await race(
      async () => ({ user: await user(), deal: await p.deal() }),
      ({ user, deal }) => [p.call("DELETE", `/v1/users/${user.id}`), p.call("PATCH", `/v1/deals/${deal.id}`, { responsibleId: user.id })],
      [
        [204, 409],
        [204, 404],
      ],
    );
  });

  it("user delete || task created with assigneeId", async () => {
    await race(
      async () => ({ user: await user(), deal: await p.deal() }),
      ({ user, deal }) => [p.call("DELETE", `/v1/users/${user.id}`), task({ dealId: deal.id, assigneeId: user.id })],
      [
        [204, 409],
        [201, 404],
      ],
    );
  });

  it("deal delete || note created on it", async () => {
    await race(
      () => p.deal(),
      (deal) => [p.call("DELETE", `/v1/deals/${deal.id}`), p.call("POST", "/v1/notes", { entityId: deal.id, content: "hi" })],
      [[204], [201, 404]],
    );
  });

  it("deal delete || task created on it", async () => {
    await race(
      () => p.deal(),
      (deal) => [p.call("DELETE", `/v1/deals/${deal.id}`), task({ dealId: deal.id })],
      [[204], [201, 404]],
    );
  });

  it("contact delete || note created on it", async () => {
    await race(
      () => p.contact(),
      (contactId) => [p.call("DELETE", `/v1/contacts/${contactId}`), p.call("POST", "/v1/notes", { entityId: contactId, content: "hi" })],
      [[204], [201, 404]],
    );
  });

  it("contact delete || a batch of notes, one on it (the batch's one transaction meets the delete; the other note is kept)", async () => {
    const live = await p.contact();
    await race(
      () => p.contact(),
      (contactId) => [
        p.call("DELETE", `/v1/contacts/${contactId}`),
        p
          .call<{ results: Array<{ status: number }> }>("POST", "/v1/notes/batch", {
            operation: "create",
            items: [
              { entityId: contactId, content: "doomed" },
              { entityId: live, content: "kept" },
            ],
          })
          .then((res) => {
            expect(res.body.results.map((r) => r.status)).toEqual([expect.toBeOneOf([201, 404]), 201]);
            return res;
          }),
      ],
      [[204], [200, 207]],
    );
  });

  it("contact delete || a batch of 20 deals naming 20 contacts, one of them it (a reference to many records writes the records themselves)", async () => {
    const others = await Promise.all(Array.from({ length: 19 }, () => p.contact()));
    for (let round = 0; round < ROUNDS; round++) {
      const contactId = await p.contact();
      const [removed, batch] = await Promise.all([
        p.call("DELETE", `/v1/contacts/${contactId}`),
        p.call<{ results: Array<{ status: number }> }>("POST", "/v1/deals/batch", {
          operation: "create",
          items: [contactId, ...others].map((id) => ({ contactId: id, title: "Racer" })),
        }),
      ]);
      const statuses = batch.body.results.map((r) => r.status);
      // Either the deal got the contact first (the delete answers 409: it has deals) or the delete did (that item is a 404).
      expect({ round, removed: removed.status, first: statuses[0], rest: new Set(statuses.slice(1)) }).toEqual({
        round,
        removed: statuses[0] === 201 ? 409 : 204,
        first: expect.toBeOneOf([201, 404]),
        rest: new Set([201]),
      });
      expect(await danglingReferences(db, p.projectId)).toEqual([]);
    }
  });

  it("contact delete || call ingested for its phone", async () => {
    await race(
      async () => {
        const phone = `5511${String(910000000 + ++seq)}`;
        return { phone, contact: await createContact(api, p.key, { fields: [{ fieldId: phoneFieldId, value: phone }] }) };
      },
      ({ phone, contact }) => [
        p.call("DELETE", `/v1/contacts/${contact.id}`),
        p.call("POST", "/v1/telephony/calls", {
          externalId: `race-${seq}`,
          direction: "INBOUND",
          from: { type: "PHONE", number: phone },
          to: { type: "EXTENSION", number: "200" },
          startedAt: "2025-03-01T10:00:00Z",
          endedAt: "2025-03-01T10:01:00Z",
          outcome: "ANSWERED",
        }),
      ],
      [[204], [202]],
    );
  });

  it("pipeline delete || deal moved into it (pipelineId, or a stage of it)", async () => {
    await race(
      async () => {
        const pipeline = await created(p.call<Pipeline>("POST", "/v1/pipelines", { name: `P${++seq}` }));
        const [open] = await p.stages(pipeline.id);
        return { pipeline, open: open!, deal: await p.deal() };
      },
      ({ pipeline, open, deal }) => [
        p.call("DELETE", `/v1/pipelines/${pipeline.id}`),
        p.call("PATCH", `/v1/deals/${deal.id}`, seq % 2 === 0 ? { pipelineId: pipeline.id } : { stageId: open.id }),
      ],
      [
        [204, 409],
        [204, 404],
      ],
    );
  });

  it("field delete || contact written with a value for it", async () => {
    await race(
      async () => ({
        field: await created(p.call<Field>("POST", "/v1/fields", { fieldGroupId: groups.CONTACT, label: `F${++seq}`, type: "TEXT" })),
        contactId: await p.contact(),
      }),
      ({ field, contactId }) => [
        p.call("DELETE", `/v1/fields/${field.id}`),
        p.call("PATCH", `/v1/contacts/${contactId}`, { fields: [{ fieldId: field.id, value: "x" }] }),
      ],
      [[204], [204, 404]],
    );
  });

  it("SELECT option removed || contact set to that option", async () => {
    const options = [
      { id: "keep", label: "Keep" },
      { id: "drop", label: "Drop" },
    ];
    await race(
      async () => ({
        field: await created(
          p.call<Field>("POST", "/v1/fields", { fieldGroupId: groups.CONTACT, label: `O${++seq}`, type: "SELECT", config: { options } }),
        ),
        contactId: await p.contact(),
      }),
      ({ field, contactId }) => [
        p.call("PATCH", `/v1/fields/${field.id}`, { config: { options: [options[0]] } }),
        p.call("PATCH", `/v1/contacts/${contactId}`, { fields: [{ fieldId: field.id, value: "drop" }] }),
      ],
      [
        [204, 409],
        [204, 400],
      ],
    );
  });

  it("contact delete || message sent to its chat", async () => {
    const line = await channel();
    await race(
      () => contactWithChat(line.id),
      ({ contactId, chatId }) => [p.call("DELETE", `/v1/contacts/${contactId}`), sendTo(chatId)],
      [[204], [201, 404]],
    );
  });

  it("contact delete || send-by-phone naming it (a new chat for it)", async () => {
    const line = await channel();
    await race(
      async () => {
        const phone = newPhone();
        return { phone, contactId: (await createContact(api, p.key, { fields: [{ fieldId: phoneFieldId, value: phone }] })).id };
      },
      ({ phone, contactId }) => [p.call("DELETE", `/v1/contacts/${contactId}`), sendByPhone(line.id, phone, contactId)],
      [[204], [201, 404]],
    );
  });

  it("contact delete || chat started for it (POST /chats with contactId)", async () => {
    const line = await channel();
    await race(
      () => p.contact(),
      (contactId) => [
        p.call("DELETE", `/v1/contacts/${contactId}`),
        p.call("POST", "/v1/chats", { channelId: line.id, contactId, phone: newPhone() }),
      ],
      [[204], [201, 404]],
    );
  });

  it("contact delete || inbound message from its phone (its chat, or a new contact's)", async () => {
    const line = await channel();
    await race(
      () => contactWithChat(line.id),
      ({ contactId, phone }) => [p.call("DELETE", `/v1/contacts/${contactId}`), inbound(line, phone)],
      [[204], [200]],
    );
  });

  it("contact delete || inbound message from its phone starting its first chat", async () => {
    const line = await channel();
    await race(
      async () => {
        const phone = newPhone();
        return { phone, contactId: (await createContact(api, p.key, { fields: [{ fieldId: phoneFieldId, value: phone }] })).id };
      },
      ({ contactId, phone }) => [p.call("DELETE", `/v1/contacts/${contactId}`), inbound(line, phone)],
      [[204], [200]],
    );
  });

  it("channel delete || message sent to one of its chats", async () => {
    await race(
      async () => {
        const line = await channel();
        return { line, chat: await contactWithChat(line.id) };
      },
      ({ line, chat }) => [p.call("DELETE", `/v1/channels/${line.id}`), sendTo(chat.chatId)],
      [[204], [201, 404]],
    );
  });

  it("channel delete || send-by-phone on it (a new chat)", async () => {
    await race(
      async () => ({ line: await channel(), phone: newPhone() }),
      ({ line, phone }) => [p.call("DELETE", `/v1/channels/${line.id}`), sendByPhone(line.id, phone)],
      [[204], [201, 404]],
    );
  });

  it("channel delete || inbound message on it (a new chat)", async () => {
    await race(
      async () => ({ line: await channel(), phone: newPhone() }),
      ({ line, phone }) => [p.call("DELETE", `/v1/channels/${line.id}`), inbound(line, phone)],
      [[204], [200, 401, 404]],
    );
  });

  it("agent delete || chat switched to it", async () => {
    const line = await channel();
    await race(
      async () => ({
        agent: await created(p.call<Named>("POST", "/v1/agents", { name: `A${++seq}` })),
        chat: await contactWithChat(line.id),
      }),
      ({ agent, chat }) => [
        p.call("DELETE", `/v1/agents/${agent.id}`),
        p.call("PATCH", `/v1/chats/${chat.chatId}/agent`, { agentId: agent.id }),
      ],
      [
        [204, 409],
        [204, 404],
      ],
    );
  });

  /**
   * A delete and a write naming the deleted record, raced with the write sent first and then with
   * the delete sent first: a value written just before the delete must be cleared by it.
   */
  async function raceEitherOrder<T>(
    setup: () => Promise<T>,
    remove: (t: T) => Promise<TestResponse<unknown>>,
    write: (t: T) => Promise<TestResponse<unknown>>,
    writeStatuses: number[],
  ): Promise<void> {
    await race(
      setup,
      (t) => {
        const written = write(t);
        return [written, remove(t)];
      },
      [writeStatuses, [204]],
    );
    await race(
      setup,
      (t) => {
        const removed = remove(t);
        return [removed, write(t)];
      },
      [[204], writeStatuses],
    );
  }

  it("contact delete || deal PATCH with a CONTACT custom field naming it", async () => {
    const ref = await referenceField("DEAL", "CONTACT");
    await raceEitherOrder(
      async () => ({ contactId: await p.contact(), deal: await p.deal() }),
      ({ contactId }) => p.call("DELETE", `/v1/contacts/${contactId}`),
      ({ contactId, deal }) => p.call("PATCH", `/v1/deals/${deal.id}`, { fields: [{ fieldId: ref.id, value: contactId }] }),
      [204, 404],
    );
  });

  it("deal delete || contact PATCH with a DEAL custom field naming it", async () => {
    const ref = await referenceField("CONTACT", "DEAL");
    await raceEitherOrder(
      async () => ({ deal: await p.deal(), contactId: await p.contact() }),
      ({ deal }) => p.call("DELETE", `/v1/deals/${deal.id}`),
      ({ deal, contactId }) => p.call("PATCH", `/v1/contacts/${contactId}`, { fields: [{ fieldId: ref.id, value: deal.id }] }),
      [204, 404],
    );
  });

  it("user delete || contact created with a USER custom field naming it", async () => {
    const ref = await referenceField("CONTACT", "USER");
    await raceEitherOrder(
      () => user(),
      (named) => p.call("DELETE", `/v1/users/${named.id}`),
      (named) => p.call("POST", "/v1/contacts", { fields: [{ fieldId: ref.id, value: named.id }] }),
      [201, 404],
    );
  });
});
