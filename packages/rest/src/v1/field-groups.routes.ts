import { fieldGroupCreateSchema, fieldGroupListSpec, fieldGroupRecordSchema, fieldGroupUpdateSchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Field groups",
  description: "Groups of custom fields, each for one entity type (CONTACT or DEAL), ordered by `position`.",
};

/** Sections that organise the custom fields of one entity type. */
export const fieldGroupRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/field-groups",
      operationId: "createFieldGroup",
      summary: "Create a field group",
      description:
        "Creates a field group in the key's project. `entityType` (DEAL or CONTACT, default CONTACT) is fixed for the group's life: " +
        "its fields belong to that entity type. `position` defaults to after the entity type's last group.",
      tag,
      body: fieldGroupCreateSchema,
      success: { status: 201, schema: fieldGroupRecordSchema, description: "The created field group." },
      errors: [403],
      handler: ({ ctx, body }) => domain.fieldGroups.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/field-groups",
      operationId: "listFieldGroups",
      summary: "List field groups",
      description:
        "Default order: `position`, then `createdAt`. Every project starts with one group per entity type holding the built-in fields.",
      tag,
      list: { spec: fieldGroupListSpec, format: "envelope" },
      success: { status: 200, schema: fieldGroupRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.fieldGroups.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/field-groups/{id}",
      operationId: "getFieldGroup",
      summary: "Read a field group",
      description: "404 when the id does not exist or belongs to another project.",
      tag,
      params: idParams,
      success: { status: 200, schema: fieldGroupRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.fieldGroups.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/field-groups/{id}",
      operationId: "updateFieldGroup",
      summary: "Update a field group",
      description: "Only keys present change. `entityType` cannot change.",
      tag,
      params: idParams,
      body: fieldGroupUpdateSchema,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params, body }) => domain.fieldGroups.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/field-groups/{id}",
      operationId: "deleteFieldGroup",
      summary: "Delete a field group",
      description: "Only an empty group can be deleted: 409 `FIELD_GROUP_NOT_EMPTY` while fields are in it (move or delete them first).",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [404, { status: 409, codes: ["FIELD_GROUP_NOT_EMPTY"] }],
      handler: ({ ctx, params }) => domain.fieldGroups.remove(ctx, params.id),
    }),
  );
