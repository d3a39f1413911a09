import { createResourceService } from "../core/resource-service";
import type { InTransaction } from "../core/unit-of-work";
import type { DealService } from "../deals/deal.service";
import { DEFAULT_LIST_LIMITS, type ListSpec, recordListFields } from "../query";
import { tagCreateSchema, tagUpdateSchema } from "./tag.schema";
import type { Models } from "../models";
import { tagToRecord } from "./tag.record";

export const tagListSpec = {
  resource: "tags",
  fields: recordListFields({
    name: { kind: "string" },
    color: { kind: "string" },
  }),
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "name", direction: 1 }],
} satisfies ListSpec;

/** Colours are stored upper-case so `color=#AABBCC` finds `#aabbcc` too. */
const normalizeColor = <T extends { color?: string | null }>(input: T): T =>
  typeof input.color === "string" ? { ...input, color: input.color.toUpperCase() } : input;

export interface TagServiceDeps {
  models: Pick<Models, "tags">;
  deals: Pick<DealService, "pullTag">;
  inTransaction: InTransaction;
}

export function createTagService({ models: { tags: model }, deals, inTransaction }: TagServiceDeps) {
  return createResourceService(
    {
      event: "tag",
      label: "Tag",
      model,
      list: tagListSpec,
      toRecord: tagToRecord,
      createSchema: tagCreateSchema,
      updateSchema: tagUpdateSchema,
      buildCreate: async (_ctx, input) => normalizeColor(input),
      buildUpdate: async (_ctx, _existing, input) => {
        const { color, ...rest } = normalizeColor(input);
        return color === undefined ? rest : { ...rest, color: color ?? undefined };
      },
      // The tag leaves every deal in one updateMany; each deal raises deal.updated (see DealService.pullTag).
      afterDelete: (ctx, existing, uow) => deals.pullTag(ctx, existing._id, uow),
    },
    inTransaction,
  );
}
export type TagService = ReturnType<typeof createTagService>;
