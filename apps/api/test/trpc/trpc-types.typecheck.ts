/**
 * Type-level test of the tRPC client the web team writes (run by `pnpm --filter @crm/api typecheck`,
 * never executed): listings are typed by the `with` and `project` sent, records have their
 * required keys, and every listing answers the same page. Each `@ts-expect-error` must fail.
 */
import { contactRecordSchema, dealRecordSchema, stageRecordSchema, tagRecordSchema } from "@crm/domain";
import type { AppRouter, RouterOutputs } from "@crm/trpc";
import { typedListings } from "@crm/trpc/client";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { expectTypeOf } from "vitest";
import type { z } from "zod";

// Records as the client sees them: what `get` answers, tRPC's JSON view of the domain's z.output
// (a custom field's `value: unknown` may be absent on the wire, so it reads as optional).
type DealRecord = RouterOutputs["deals"]["get"];
type ContactRecord = RouterOutputs["contacts"]["get"];
type StageRecord = RouterOutputs["stages"]["get"];
type TagRecord = RouterOutputs["tags"]["get"];
expectTypeOf<z.output<typeof dealRecordSchema>>().toMatchTypeOf<DealRecord>();
expectTypeOf<Omit<z.output<typeof dealRecordSchema>, "fields">>().toEqualTypeOf<Omit<DealRecord, "fields">>();
expectTypeOf<z.output<typeof contactRecordSchema>>().toMatchTypeOf<ContactRecord>();
expectTypeOf<z.output<typeof stageRecordSchema>>().toEqualTypeOf<StageRecord>();
expectTypeOf<z.output<typeof tagRecordSchema>>().toEqualTypeOf<TagRecord>();
// Required keys are required.
expectTypeOf<DealRecord["id"]>().toEqualTypeOf<string>();
expectTypeOf<DealRecord["stageId"]>().toEqualTypeOf<string>();

const trpc = typedListings(createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://localhost:3000/trpc" })] }));

export async function listingsFollowTheQuery(pipelineId: string): Promise<void> {
  const plain = await trpc.deals.list.query({});
  expectTypeOf(plain.data).toEqualTypeOf<DealRecord[]>();
  expectTypeOf(plain.data[0]!.id).toEqualTypeOf<string>();
  expectTypeOf(plain).toMatchTypeOf<{ hasMore: boolean; limit: number; offset: number; total?: number }>();
  // @ts-expect-error -- a relation is there only when `with` asks for it
  void plain.data[0]!.contact;

  const withContact = await trpc.deals.list.query({ with: ["contact"] });
  expectTypeOf(withContact.data[0]!.contact).toEqualTypeOf<ContactRecord | null>();
  expectTypeOf<Omit<(typeof withContact.data)[number], "contact">>().toEqualTypeOf<Omit<DealRecord, "contact">>();
  // @ts-expect-error -- `stage` was not asked for
  void withContact.data[0]!.stage;

  const all = await trpc.deals.list.query({ with: ["contact", "stage", "tags"], filters: [{ field: "status", op: "eq", value: "OPEN" }] });
  expectTypeOf(all.data[0]!.stage).toEqualTypeOf<StageRecord | null>();
  expectTypeOf(all.data[0]!.tags).toEqualTypeOf<TagRecord[]>();

  const projected = await trpc.deals.list.query({ project: ["title"], with: ["stage"] });
  expectTypeOf(projected.data[0]!).toEqualTypeOf<{ id: string; title: string; stage: StageRecord | null }>();
  // @ts-expect-error -- not projected
  void projected.data[0]!.stageId;

  // A non-literal projection: only `id` is certain.
  const fields: string[] = ["title"];
  const loose = await trpc.deals.list.query({ project: fields });
  expectTypeOf(loose.data[0]!.id).toEqualTypeOf<string>();
  // @ts-expect-error -- possibly undefined under a non-literal projection
  expectTypeOf(loose.data[0]!.title).toEqualTypeOf<string>();

  // @ts-expect-error -- not a relation of deals
  await trpc.deals.list.query({ with: ["contacts"] });

  // A sub-collection's listing: the query under `query`, the same page as every other listing.
  const stages = await trpc.stages.list.query({ pipelineId });
  expectTypeOf(stages.data).toEqualTypeOf<StageRecord[]>();
  // The domain does not count a pipeline's stages: no total, as REST's bare array has none.
  expectTypeOf(stages.total).toEqualTypeOf<number | undefined>();

  const deal = await trpc.deals.get.query({ id: "x" });
  // @ts-expect-error -- `get` answers the record alone
  void deal.contact;
}
