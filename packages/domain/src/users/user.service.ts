import type { Model } from "mongoose";
import { RECORD_KEYS } from "../core/schema-helpers";
import { toRecord } from "../core/record";
import { createResourceService } from "../core/resource-service";
import type { InTransaction } from "../core/unit-of-work";
import { DEFAULT_LIST_LIMITS, type ListSpec, recordListFields } from "../query";
import { USER_ROLES, type UserDoc } from "./user.model";
import { userCreateSchema, userUpdateSchema, type UserRecord } from "./user.schema";

export const userListSpec: ListSpec = {
  resource: "users",
  fields: recordListFields({
    name: { kind: "string" },
    email: { kind: "string" },
    role: { kind: "enum", values: USER_ROLES },
    extension: { kind: "string" },
  }),
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: 1 }],
};

export const userToRecord = (doc: UserDoc): UserRecord =>
  toRecord(doc, [...RECORD_KEYS, "name", "email", "role", "extension"]);

export function createUserService(model: Model<UserDoc>, inTransaction: InTransaction) {
  return createResourceService(
    {
      event: "user",
      label: "User",
      model,
      list: userListSpec,
      toRecord: userToRecord,
      createSchema: userCreateSchema,
      updateSchema: userUpdateSchema,
      buildCreate: async (_ctx, input) => ({ ...input, role: input.role ?? "MEMBER" }),
    },
    inTransaction,
  );
}
