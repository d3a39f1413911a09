import type { ListQueryInput } from "@crm/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { useTestApi } from "../support/test-api";
import { trpcClient, trpcFailure } from "../support/trpc";

/** tRPC at /trpc through @trpc/client with httpBatchLink: typed procedures over the same domain as /v1. */
describe("tRPC (real HTTP, batched)", () => {
  const api = useTestApi({ name: "trpc" });
  let p: SalesProject;
  let other: SalesProject;

  beforeAll(async () => {
    p = await salesProject(api, "tRPC");
    other = await salesProject(api, "Other");
  });

  it("creates, updates, moves and tags a deal; each write answers the record as written", async () => {
    const trpc = trpcClient(api, p.key);
    // One HTTP request for both (httpBatchLink).
    const [contact, tag] = await Promise.all([trpc.contacts.create.mutate({}), trpc.tags.create.mutate({ name: "hot", color: "#00FF00" })]);
    const deal = await trpc.deals.create.mutate({ contactId: contact.id, title: "From tRPC" });
    expect(deal).toMatchObject({ title: "From tRPC", status: "OPEN", stageId: p.open.id });
    const updated = await trpc.deals.update.mutate({ id: deal.id, data: { tagIds: [tag.id] } });
    expect(updated.tagIds).toEqual([tag.id]);
    const moved = await trpc.deals.move.mutate({ id: deal.id, stageId: p.lost.id });
    expect(moved).toMatchObject({ status: "LOST", stageId: p.lost.id, closedAt: expect.any(String) });
    const rest = await p.call("GET", `/v1/deals/${deal.id}`);
    expect(await trpc.deals.get.query({ id: deal.id })).toEqual(rest.body);
  });

  it("lists with the domain's ListQuery: filters, logic, sort, projection and relations", async () => {
    const trpc = trpcClient(api, p.key);
    for (const title of ["one", "two", "three"]) await p.deal({ title: `T ${title}`, stageId: p.won.id });
    const page = await trpc.deals.list.query({
      filters: [
        { field: "stageId", op: "eq", value: p.won.id },
        { field: "title", op: "regex", value: "t " },
      ],
      sort: [{ field: "title", direction: 1 }],
      limit: 2,
      project: ["title"],
      with: ["stage"],
    });
    expect(page).toMatchObject({ hasMore: true, limit: 2, offset: 0, total: 3 });
    expect(page.data).toEqual([
      { id: expect.any(String), title: "T one", stage: expect.objectContaining({ id: p.won.id, type: "WON" }) },
      { id: expect.any(String), title: "T three", stage: expect.objectContaining({ id: p.won.id }) },
    ]);
    const stages = await trpc.stages.list.query({ pipelineId: p.pipeline.id });
    expect(stages.data.map((s) => s.type)).toEqual(["OPEN", "WON", "LOST"]);
  });

  it("answers what the listing's types say: whole records, and each relation `with` asks for; every listing the same page", async () => {
    const trpc = trpcClient(api, p.key);
    const [contact, tag] = await Promise.all([trpc.contacts.create.mutate({}), trpc.tags.create.mutate({ name: "typed" })]);
    const deal = await trpc.deals.create.mutate({ contactId: contact.id, title: "Typed", tagIds: [tag.id] });
    const query = { filters: [{ field: "id", op: "eq", value: deal.id }] satisfies ListQueryInput["filters"] };

    const plain = await trpc.deals.list.query(query);
    // Typed DealRecord[]: the whole record, as a GET answers it, and no relation.
    expect(plain.data).toEqual([await trpc.deals.get.query({ id: deal.id })]);

    const related = await trpc.deals.list.query({ ...query, with: ["contact", "stage", "tags"] });
    const [row] = related.data;
    // Typed DealRecord & {contact: ContactRecord | null; stage: StageRecord | null; tags: TagRecord[]}: read without casts.
    expect(row?.contact).toEqual(await trpc.contacts.get.query({ id: contact.id }));
    expect(row?.stage?.id).toBe(deal.stageId);
    expect(row?.tags.map((t) => t.name)).toEqual(["typed"]);
    expect(row?.title).toBe("Typed");

    const projected = await trpc.deals.list.query({ ...query, project: ["title"], with: ["contact"] });
    // Typed {id, title, contact}: exactly those keys.
    expect(projected.data).toEqual([{ id: deal.id, title: "Typed", contact: row?.contact }]);

    // stages, tags and messages alike: the paginated envelope (REST answers a bare array or {data} for some; see the guide),
    // with the domain's total, absent where the domain does not count (a pipeline's stages).
    const page = { hasMore: false, limit: expect.any(Number), offset: 0, total: expect.any(Number), data: expect.any(Array) };
    const { total: _uncounted, ...uncounted } = page;
    expect(await trpc.stages.list.query({ pipelineId: p.pipeline.id })).toEqual(uncounted);
    expect(await trpc.tags.list.query({})).toEqual(page);
    expect(await trpc.notes.list.query({})).toEqual(page);
  });

  it("domain errors become the tRPC code of their kind, with errorCode, status and field errors", async () => {
    const unauthenticated = await trpcFailure(trpcClient(api, undefined).tags.list.query({}));
    expect(unauthenticated).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401, errorCode: "UNAUTHORIZED", status: 401 });

    const forbidden = await trpcFailure(trpcClient(api, p.readKey).tags.create.mutate({ name: "x" }));
    expect(forbidden).toMatchObject({ code: "FORBIDDEN", httpStatus: 403, errorCode: "FORBIDDEN" });

    const theirs = await other.deal();
    const missing = await trpcFailure(trpcClient(api, p.key).deals.get.query({ id: theirs.id }));
    expect(missing).toMatchObject({ code: "NOT_FOUND", httpStatus: 404, errorCode: "NOT_FOUND" });

    const invalid = await trpcFailure(trpcClient(api, p.key).tags.create.mutate({ name: "x", color: "red" }));
    expect(invalid).toMatchObject({
      code: "BAD_REQUEST",
      httpStatus: 400,
      errorCode: "VALIDATION_ERROR",
      errors: [expect.objectContaining({ field: "color" })],
    });

    const reason = await trpcClient(api, p.key).lossReasons.create.mutate({ name: "Price" });
    const open = await p.deal();
    const rule = await trpcFailure(trpcClient(api, p.key).deals.move.mutate({ id: open.id, lossReasonId: reason.id }));
    expect(rule).toMatchObject({ code: "UNPROCESSABLE_CONTENT", httpStatus: 422, errorCode: "DEAL_NOT_LOST" });
  });

  it("rotates a channel's secret; starts a chat, reads it as REST does, sends a message and lists it; a second start for the number is DUPLICATE", async () => {
    const trpc = trpcClient(api, p.key);
    const channel = await trpc.channels.create.mutate({ type: "WHATSAPP", name: "tRPC line", phone: "+33612347701" });
    expect(channel.webhookSecret).toEqual(expect.any(String));
    const rotated = await trpc.channels.rotateSecret.mutate({ id: channel.id });
    expect(rotated.webhookSecret).toEqual(expect.any(String));
    expect(rotated.webhookSecret).not.toBe(channel.webhookSecret);
    const chat = await trpc.chats.create.mutate({ channelId: channel.id, phone: "+33612347702" });
    expect(await trpc.chats.get.query({ id: chat.id })).toEqual((await p.call("GET", `/v1/chats/${chat.id}`)).body);
    const { id } = await trpc.messages.send.mutate({ chatId: chat.id, message: { type: "TEXT", content: { text: "Hello" } } });
    const page = await trpc.messages.list.query({
      chatId: chat.id,
      query: { filters: [{ field: "direction", op: "eq", value: "OUTBOUND" }] },
    });
    expect(page).toMatchObject({ total: 1, data: [{ id, status: "QUEUED", content: { text: "Hello" } }] });
    const again = await trpcFailure(trpc.chats.create.mutate({ channelId: channel.id, phone: "+33612347702" }));
    expect(again).toMatchObject({ code: "CONFLICT", httpStatus: 409, errorCode: "DUPLICATE" });
  });

  it("webhooks: the secret shown once, a new secret, a test ping, the delivery log and retries, as on REST", async () => {
    const trpc = trpcClient(api, p.key);
    const created = await trpc.webhooks.create.mutate({ url: "https://hooks.example.com/crm", events: ["deal.updated"] });
    expect(created).toMatchObject({
      url: "https://hooks.example.com/crm",
      events: ["deal.updated"],
      enabled: true,
      secret: expect.stringMatching(/^whsec_/),
    });
    const { secret: _secret, ...record } = created;
    expect(await trpc.webhooks.get.query({ id: created.id })).toEqual((await p.call("GET", `/v1/webhooks/${created.id}`)).body);
    expect(await trpc.webhooks.get.query({ id: created.id })).toEqual(record);
    expect(await trpc.webhooks.update.mutate({ id: created.id, data: { enabled: false } })).toMatchObject({ enabled: false });
    const rotated = await trpc.webhooks.rotateSecret.mutate({ id: created.id });
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    expect(await trpc.webhooks.ping.mutate({ id: created.id })).toEqual({ eventId: expect.any(String) });
    const deliveries = await trpc.webhooks.deliveries.query({
      webhookId: created.id,
      query: { filters: [{ field: "status", op: "eq", value: "FAILED" }] },
    });
    expect(deliveries).toMatchObject({ data: [], total: 0 });
    const retry = await trpcFailure(trpc.webhooks.retryDelivery.mutate({ webhookId: created.id, deliveryId: "missing" }));
    expect(retry).toMatchObject({ httpStatus: 404, errorCode: "NOT_FOUND" });
    const invalid = await trpcFailure(trpc.webhooks.create.mutate({ url: "https://hooks.example.com", events: ["deal.nope"] }));
    expect(invalid).toMatchObject({
      httpStatus: 400,
      errorCode: "VALIDATION_ERROR",
      errors: [expect.objectContaining({ field: "events.0" })],
    });
    expect(await trpc.webhooks.update.mutate({ id: created.id, data: { filter: { pipelineId: p.pipeline.id } } })).toMatchObject({
      filter: { pipelineId: p.pipeline.id },
    });
    const disabled = await trpcFailure(trpc.webhooks.recover.mutate({ id: created.id, data: { afterSequence: 0 } }));
    expect(disabled).toMatchObject({ httpStatus: 409, errorCode: "WEBHOOK_DISABLED" });
    await trpc.webhooks.update.mutate({ id: created.id, data: { enabled: true } });
    expect(await trpc.webhooks.recover.mutate({ id: created.id, data: { afterSequence: 0 } })).toEqual({ count: expect.any(Number) });
    const badWindow = await trpcFailure(trpc.webhooks.recover.mutate({ id: created.id, data: { afterSequence: -1 } }));
    expect(badWindow).toMatchObject({
      httpStatus: 400,
      errorCode: "VALIDATION_ERROR",
      errors: [expect.objectContaining({ field: "data.afterSequence" })],
    });
    expect(await trpc.webhooks.remove.mutate({ id: created.id })).toEqual({ id: created.id });
  });

  it("reads the change feed as REST's GET /v1/events does, and stages by their one key {pipelineId, id}", async () => {
    const trpc = trpcClient(api, p.key);
    await p.deal({ title: "Feed" });
    for (let batch = await api.domain.outbox.pending(500); batch.length > 0; batch = await api.domain.outbox.pending(500)) {
      await api.domain.outbox.markDispatched(batch.map((event) => event.id));
    }
    const page = await trpc.events.feed.query({ types: ["deal.created"], limit: 5 });
    expect(page).toEqual((await p.call("GET", "/v1/events?types=deal.created&[limit]=5")).body);
    expect(page.data.length).toBeGreaterThan(0);
    const unknown = await trpcFailure(trpc.events.feed.query({ types: ["deal.nope"] }));
    expect(unknown).toMatchObject({ httpStatus: 400, errorCode: "VALIDATION_ERROR" });

    const key = { pipelineId: p.pipeline.id, id: p.open.id };
    expect(await trpc.stages.get.query(key)).toEqual((await p.call("GET", `/v1/pipelines/${key.pipelineId}/stages/${key.id}`)).body);
    expect(await trpc.stages.update.mutate({ ...key, data: { name: "Incoming" } })).toMatchObject({ id: p.open.id, name: "Incoming" });
    const elsewhere = await trpcFailure(trpc.stages.get.query({ pipelineId: other.pipeline.id, id: p.open.id }));
    expect(elsewhere).toMatchObject({ httpStatus: 404, errorCode: "NOT_FOUND" });
  });

  it("requests a transcription with REST's rules: RECORDING_NOT_STORED before the recording is copied, 404 for another project's call", async () => {
    const trpc = trpcClient(api, p.key);
    const { id } = await trpc.calls.ingest.mutate({
      externalId: "trpc-transcription",
      direction: "OUTBOUND",
      from: { type: "EXTENSION", number: "200" },
      to: { type: "PHONE", number: "+33612349999" },
      startedAt: "2026-01-05T10:00:00.000Z",
      answeredAt: "2026-01-05T10:00:10.000Z",
      endedAt: "2026-01-05T10:02:40.000Z",
      outcome: "ANSWERED",
      recordingUrl: "https://pbx.example.com/rec/trpc.wav",
    });
    const pending = await trpcFailure(trpc.calls.requestTranscription.mutate({ id }));
    expect(pending).toMatchObject({ code: "CONFLICT", httpStatus: 409, errorCode: "RECORDING_NOT_STORED" });
    expect((await p.call("POST", `/v1/calls/${id}/transcription`)).body).toMatchObject({ errorCode: "RECORDING_NOT_STORED" });
    const theirs = await trpcFailure(trpcClient(api, other.key).calls.requestTranscription.mutate({ id }));
    expect(theirs).toMatchObject({ httpStatus: 404, errorCode: "NOT_FOUND" });
  });
});
