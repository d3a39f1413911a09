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
 * row), in MongoDB 5.0's concise correlated form: localField/foreignField (which follows array
 * local fields such as `tagIds`, and treats a missing local value as null) plus a sub-pipeline
 * matching the caller's project. The project filter inside the join keeps a relation from
 * ever returning another project's record, and lets MongoDB answer each row from the
 * `{projectId, <foreignField>}` prefix of the foreign collection's indexes (all of them lead
 * with `projectId`; a plain lookup on `contactId` alone could use none of them). To-one
 * relations keep the first match (no `$unwind`, which would duplicate rows when the data is
 * inconsistent); to-many relations are the joined array as is, or its newest `limit` records
 * (a `{projectId, <foreignField>, createdAt, _id}` index serves that without a sort).
 */
export function relationStages(relations: CompiledRelation[], projectId: string): PipelineStage[] {
  if (relations.length === 0) return [];
  const stages: PipelineStage[] = relations.map(({ relation, as }) => ({
    $lookup: {
      from: relation.collection,
      localField: relation.localField,
      foreignField: relation.foreignField ?? "_id",
      pipeline: relation.limit
        ? [{ $match: { projectId } }, { $sort: { createdAt: -1, _id: -1 } }, { $limit: relation.limit }]
        : [{ $match: { projectId } }],
      as,
    },
  }));
  const toOne: Record<string, unknown> = {};
  for (const { relation, as } of relations) if (!relation.many) toOne[as] = { $arrayElemAt: [`$${as}`, 0] };
  if (Object.keys(toOne).length > 0) stages.push({ $addFields: toOne });
  return stages;
}
