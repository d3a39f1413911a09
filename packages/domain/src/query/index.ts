/** The list engine: one transport-neutral ListQuery compiled to native MongoDB per resource spec. */
export type { Filter, FilterOp, ListQuery, SortDirection, SortKey } from "./list-query";
export { FILTER_OPS, isFilterOp } from "./list-query";
export type {
  ContainsLookup,
  ContainsTarget,
  CustomFieldRef,
  CustomFieldResolver,
  FieldKind,
  ListField,
  ListParam,
  ListRelation,
  ListSpec,
} from "./list-spec";
export type { ListedRow, RelationRecords, RowShape } from "./listed-row";
export { DEFAULT_LIST_LIMITS, recordListFields, relationTo } from "./list-spec";
export { compileListQuery, MAX_LIST_VALUES, MAX_REGEX_LENGTH } from "./compile-list-query";
export type { CompileContext, CompiledList, MongoDoc } from "./compile-list-query";
export type { CompiledRelation } from "./relation-stages";
export { runList } from "./run-list";
export type { ListModel, ListPage } from "./run-list";
export { parseDate, parseNumber, parseBoolean, escapeRegex } from "./coerce-value";
export { listQuerySchema, type ListQueryInput } from "./list-query.schema";
