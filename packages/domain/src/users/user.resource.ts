import { defineResource } from "../resources/define-resource";
import { userListSpec } from "./user.service";
import { userCreateSchema, userRecordSchema, userUpdateSchema } from "./user.schema";

export const userResource = defineResource({
  one: "user",
  many: "users",
  description: "People of the project: every API key belongs to one, and deals and tasks point to them.",
  schemas: {
    record: userRecordSchema,
    create: userCreateSchema,
    update: userUpdateSchema,
  },
  list: { spec: userListSpec, format: "envelope" },
  service: (domain) => domain.users,
});
