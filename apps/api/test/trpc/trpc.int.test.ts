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
      filters: [{ field: "stageId", op: "eq", value: p.won.id }, { field: "title", op: "regex", value: "t " }],
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

  it("domain errors become the tRPC code of their kind, with errorCode, status and field errors", async () => {
    const unauthenticated = await trpcFailure(trpcClient(api, undefined).tags.list.query({}));
    expect(unauthenticated).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401, errorCode: "UNAUTHORIZED", status: 401 });

    const forbidden = await trpcFailure(trpcClient(api, p.readKey).tags.create.mutate({ name: "x" }));
    expect(forbidden).toMatchObject({ code: "FORBIDDEN", httpStatus: 403, errorCode: "FORBIDDEN" });

    const theirs = await other.deal();
    const missing = await trpcFailure(trpcClient(api, p.key).deals.get.query({ id: theirs.id }));
    expect(missing).toMatchObject({ code: "NOT_FOUND", httpStatus: 404, errorCode: "NOT_FOUND" });

    const invalid = await trpcFailure(trpcClient(api, p.key).tags.create.mutate({ name: "x", color: "red" }));
    expect(invalid).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400, errorCode: "VALIDATION_ERROR", errors: [expect.objectContaining({ field: "color" })] });

    const reason = await trpcClient(api, p.key).lossReasons.create.mutate({ name: "Price" });
    const open = await p.deal();
    const rule = await trpcFailure(trpcClient(api, p.key).deals.move.mutate({ id: open.id, lossReasonId: reason.id }));
    expect(rule).toMatchObject({ code: "UNPROCESSABLE_CONTENT", httpStatus: 422, errorCode: "DEAL_NOT_LOST" });
  });
});
