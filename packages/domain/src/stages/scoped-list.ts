import type { CompiledList, MongoDoc } from "../query";

/**
 * Narrows a compiled listing to a sub-collection (a pipeline's stages). The condition is ANDed
 * at the top of the match, so `[logic]=OR` between the client's filters cannot widen the scope.
 * The compiled pipeline always starts with its `$match` (CompiledList contract).
 */
export function scopedList(compiled: CompiledList, scope: MongoDoc): CompiledList {
  const match = { ...compiled.match, ...scope };
  return {
    ...compiled,
    match,
    pipeline(opts) {
      const [, ...rest] = compiled.pipeline(opts);
      return [{ $match: match }, ...rest];
    },
  };
}
