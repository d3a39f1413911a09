import type { CompiledList, MongoDoc } from "../query";

/**
 * Narrows a compiled listing to a sub-collection (a pipeline's stages, a contact's calls). The condition is ANDed
 * at the top of the match, so `[logic]=OR` between the client's filters cannot widen the scope.
 * The compiled pipeline always starts with its `$match` (CompiledList contract).
 */
export function scopedList(compiled: CompiledList, scope: MongoDoc): CompiledList {
  // A client filter on a key of the scope must not be overwritten by it: both then hold.
  const clash = Object.keys(scope).some((key) => key in compiled.match);
  const match = clash ? { $and: [compiled.match, scope] } : { ...compiled.match, ...scope };
  return {
    ...compiled,
    match,
    pipeline(opts) {
      const [, ...rest] = compiled.pipeline(opts);
      return [{ $match: match }, ...rest];
    },
  };
}
