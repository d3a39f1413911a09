export * from "./core/errors";
export * from "./core/context";
export type { ListResult } from "./core/resource-service";
export type { ListQuery } from "./query";
export { parseRestQuery } from "./query";
export { openDomain } from "./open-domain";
export type { Domain, OpenDomainOptions } from "./open-domain";
// Public surface the adapters derive their docs from (schemas defined once here; list specs for the REST query docs).
export type { FieldKind, FilterOp, ListField, ListParam, ListRelation, ListSpec } from "./query";
export { FILTER_OPS } from "./query";
export { userCreateSchema, userRecordSchema, userUpdateSchema } from "./users/user.schema";
export { userListSpec } from "./users/user.service";
export { projectCreateSchema, projectCreatedSchema, projectRecordSchema } from "./projects/project.schema";
export { apiKeyCreateSchema, apiKeyCreatedSchema } from "./api-keys/api-key.schema";
