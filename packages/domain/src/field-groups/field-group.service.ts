import { conflict } from "../core/errors";
import { toRecord } from "../core/record";
import { createResourceService } from "../core/resource-service";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { InTransaction } from "../core/unit-of-work";
import { FIELD_ENTITY_TYPES } from "../fields/field-types";
import { DEFAULT_LIST_LIMITS, type ListSpec, recordListFields } from "../query";
import type { FieldGroupDoc } from "./field-group.model";
import { fieldGroupCreateSchema, fieldGroupUpdateSchema, type FieldGroupRecord } from "./field-group.schema";
import { nextPosition } from "../core/positions";
import type { Models } from "../models";

export const fieldGroupListSpec = {
  resource: "field groups",
  fields: recordListFields({
    name: { kind: "string" },
    entityType: { kind: "enum", values: FIELD_ENTITY_TYPES },
    position: { kind: "number" },
  }),
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [
    { field: "position", direction: 1 },
    { field: "createdAt", direction: 1 },
  ],
} satisfies ListSpec;

export const fieldGroupToRecord = (doc: FieldGroupDoc): FieldGroupRecord =>
  toRecord(doc, [...RECORD_KEYS, "name", "entityType", "position"]);

export interface FieldGroupServiceDeps {
  models: Pick<Models, "fieldGroups" | "fields">;
  inTransaction: InTransaction;
}

export function createFieldGroupService({ models: { fieldGroups: model, fields }, inTransaction }: FieldGroupServiceDeps) {
  return createResourceService(
    {
      event: "field_group",
      label: "Field group",
      model,
      list: fieldGroupListSpec,
      toRecord: fieldGroupToRecord,
      createSchema: fieldGroupCreateSchema,
      updateSchema: fieldGroupUpdateSchema,
      buildCreate: async (ctx, input) => {
        const entityType = input.entityType ?? "CONTACT";
        return {
          name: input.name,
          entityType,
          position: input.position ?? (await nextPosition(model, { projectId: ctx.projectId, entityType })),
        };
      },
      beforeDelete: async (ctx, existing) => {
        const inUse = await fields.exists({ projectId: ctx.projectId, fieldGroupId: existing._id });
        if (inUse) throw conflict("FIELD_GROUP_NOT_EMPTY", "The field group still has fields; move or delete them first.");
      },
    },
    inTransaction,
  );
}
export type FieldGroupService = ReturnType<typeof createFieldGroupService>;
