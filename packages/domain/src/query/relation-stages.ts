import type { PipelineStage } from "mongoose";
import type { ListRelation } from "./list-spec";

/** A `[with]` relation as compiled: `as` is where the pipeline leaves the related document(s). */
export interface CompiledRelation {
  name: string;
  as: string;
  relation: ListRelation;
}

/** Prefix of the temporary keys the pipeline adds; run-list strips them before `toDto`. */
export const RELATION_KEY_PREFIX = "__with_";

/**
 * Native `$lookup` stages for the page's rows (they run after `$limit`, so never one query per
 * row). The plain localField/foreignField form is used because it follows array local fields
 * (e.g. `tagIds`) and uses the foreign index on every MongoDB version; the project filter is
 * applied right after with `$filter`, so a relation never returns another project's record
 * even if an id were shared. To-one relations keep the first match (no `$unwind`, which would
 * duplicate rows when the data is inconsistent).
 */
export function relationStages(relations: CompiledRelation[], projectId: string): PipelineStage[] {
  if (relations.length === 0) return [];
  const stages: PipelineStage[] = relations.map(({ relation, as }) => ({
    $lookup: {
      from: relation.collection,
      localField: relation.localField,
      foreignField: relation.foreignField ?? "_id",
      as,
    },
  }));
  const reshape: Record<string, unknown> = {};
  for (const { relation, as } of relations) {
    const sameProject = {
      $filter: { input: `$${as}`, as: "rel", cond: { $eq: ["$$rel.projectId", { $literal: projectId }] } },
    };
    reshape[as] = relation.many ? sameProject : { $arrayElemAt: [sameProject, 0] };
  }
  stages.push({ $addFields: reshape } as PipelineStage.AddFields);
  return stages;
}
