import { conflict } from "../core/errors";
import type { Models } from "../models";
import { createResourceService } from "../core/resource-service";
import type { InTransaction } from "../core/unit-of-work";
import type { ReferenceValues } from "../fields/reference-values";
import { DEFAULT_LIST_LIMITS, type ListSpec, recordListFields } from "../query";
import { USER_ROLES } from "./user.model";
import { userCreateSchema, userUpdateSchema } from "./user.schema";
import { userToRecord } from "./user.record";

export const userListSpec = {
  resource: "users",
  fields: recordListFields({
    name: { kind: "string" },
    email: { kind: "string" },
    role: { kind: "enum", values: USER_ROLES },
    extension: { kind: "string" },
  }),
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: 1 }],
} satisfies ListSpec;

export interface UserServiceDeps {
  /**
   * Users, and the records that point at one: a user still pointed at cannot be deleted (nothing is
   * left dangling). API keys count only while not revoked: a revoked key may keep naming its former owner.
   */
  models: Pick<Models, "users" | "apiKeys" | "deals" | "tasks">;
  /** USER custom field values naming a deleted user are cleared (fields/reference-values.ts). */
  referenceValues: Pick<ReferenceValues, "clear">;
  inTransaction: InTransaction;
}

export function createUserService({ models, referenceValues, inTransaction }: UserServiceDeps) {
  return createResourceService(
    {
      event: "user",
      label: "User",
      model: models.users,
      list: userListSpec,
      toRecord: userToRecord,
      createSchema: userCreateSchema,
      updateSchema: userUpdateSchema,
      buildCreate: async (_ctx, input) => ({ ...input, role: input.role ?? "MEMBER" }),
      beforeDelete: async (ctx, existing) => {
        const projectId = ctx.projectId;
        const [key, deal, task] = await Promise.all([
          models.apiKeys.exists({ projectId, userId: existing._id, revokedAt: { $exists: false } }),
          models.deals.exists({ projectId, responsibleId: existing._id }),
          models.tasks.exists({ projectId, assigneeId: existing._id }),
        ]);
        const holds = [key && "active API keys", deal && "deals as responsible", task && "assigned tasks"].filter(Boolean);
        if (holds.length > 0) {
          throw conflict("USER_IN_USE", `User '${existing._id}' still holds ${holds.join(", ")}; revoke or reassign them first.`);
        }
      },
      afterDelete: (ctx, existing, uow) => referenceValues.clear(ctx, "USER", existing._id, uow),
    },
    inTransaction,
  );
}
