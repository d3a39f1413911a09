import type * as d from "@crm/domain";
import { builder, type RecordRef } from "./builder";
import { enumType } from "./zod-types";

type MergeResult = Awaited<ReturnType<d.Domain["contactMerges"]["merge"]>>;
type RevertResult = Awaited<ReturnType<d.Domain["contactMerges"]["revert"]>>;
type DuplicatesPage = Awaited<ReturnType<d.Domain["contactMerges"]["duplicates"]>>;
type DuplicateGroup = DuplicatesPage["data"][number];

/** Contact merge, its revert and duplicate detection, as on REST (docs/merge.md); the results name the Contact type. */
export function defineContactMerge(Contact: RecordRef): void {
  const MergeResult = builder.objectRef<MergeResult>("ContactMergeResult").implement({
    fields: (t) => ({
      mergeId: t.exposeID("mergeId", { description: "Revert it with revertContactMerge." }),
      contact: t.field({ type: Contact, description: "The target as it is after the merge.", resolve: (r) => r.contact }),
    }),
  });
  const RevertResult = builder.objectRef<RevertResult>("MergeRevertResult").implement({
    fields: (t) => ({
      mergeId: t.exposeID("mergeId"),
      target: t.field({ type: Contact, resolve: (r) => r.target }),
      source: t.field({ type: Contact, description: "The source, restored as it was.", resolve: (r) => r.source }),
    }),
  });
  const Match = enumType("DuplicateMatch", ["PHONE", "EMAIL"])!;
  const Group = builder.objectRef<DuplicateGroup>("DuplicateGroup").implement({
    fields: (t) => ({
      match: t.field({ type: Match, resolve: (g) => g.match }),
      value: t.exposeString("value", { description: "The shared value as stored (normalised)." }),
      contactIds: t.exposeIDList("contactIds", { description: "The contacts holding it, oldest first." }),
    }),
  });
  const Page = builder.objectRef<DuplicatesPage>("DuplicateGroupPage").implement({
    fields: (t) => ({
      data: t.field({ type: [Group], resolve: (p) => p.data }),
      hasMore: t.exposeBoolean("hasMore"),
      limit: t.exposeInt("limit"),
      offset: t.exposeInt("offset"),
      total: t.exposeInt("total"),
    }),
  });

  builder.queryFields((t) => ({
    contactDuplicates: t.field({
      type: Page,
      description: "Groups of contacts sharing a PHONE or an EMAIL (as stored, normalised); merged contacts are not listed.",
      args: { limit: t.arg.int(), offset: t.arg.int() },
      resolve: (_root, args, ctx) =>
        ctx.domain.contactMerges.duplicates(ctx.auth, {
          ...(args.limit != null ? { limit: args.limit } : {}),
          ...(args.offset != null ? { offset: args.offset } : {}),
        }),
    }),
  }));
  builder.mutationFields((t) => ({
    mergeContact: t.field({
      type: MergeResult,
      description:
        "Merges `sourceId` into the contact `id`: the source's deals, notes, calls and chats move, empty fields take its values, its id resolves to the target.",
      args: { id: t.arg.id({ required: true }), sourceId: t.arg.id({ required: true }) },
      resolve: (_root, { id, sourceId }, ctx) => ctx.domain.contactMerges.merge(ctx.auth, String(id), { sourceId: String(sourceId) }),
    }),
    revertContactMerge: t.field({
      type: RevertResult,
      description: "Restores the merged contact and moves back what moved; CHANGED_SINCE when any of it changed since.",
      args: { mergeId: t.arg.id({ required: true }) },
      resolve: (_root, { mergeId }, ctx) => ctx.domain.contactMerges.revert(ctx.auth, String(mergeId)),
    }),
  }));
}
