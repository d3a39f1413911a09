export { defineAction, type ActionDeclaration, type ActionInput, type ActionMap, type ActionScope, type AnyAction } from "./define-action";
export { defineResource, type AnyResource, type CrudOperations, type ListFormat, type ResourceDeclaration } from "./define-resource";
export { RESOURCES, type ResourceKey, type Resources } from "./registry";
export {
  BATCH_OPERATIONS,
  batchInputSchema,
  batchResultSchema,
  batchStatusOf,
  MAX_BATCH_ITEMS,
  runBatch,
  type BatchInput,
  type BatchItemResult,
  type BatchOperation,
  type BatchResult,
} from "./batch";
export { UPSERT_KEYS, upsertMatchSchema, type Upsert, type UpsertResult } from "./upsert";
