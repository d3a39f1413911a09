import { userCreateSchema, userListSpec, userRecordSchema, userUpdateSchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Users",
  description: "People of the project: every API key belongs to one, and deals and tasks point to them.",
};

/** Users of the project: standard CRUD, envelope listing. */
export const userRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/users",
      operationId: "createUser",
      summary: "Create a user",
      description: "Creates a user in the key's project. `role` defaults to MEMBER; `email` is unique per project (409 DUPLICATE).",
      tag,
      body: userCreateSchema,
      success: { status: 201, schema: userRecordSchema, description: "The created user." },
      errors: [{ status: 409, codes: ["DUPLICATE"] }],
      handler: ({ ctx, body }) => domain.users.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/users",
      operationId: "listUsers",
      summary: "List users",
      tag,
      list: { spec: userListSpec, format: "envelope" },
      success: { status: 200, schema: userRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.users.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/users/{id}",
      operationId: "getUser",
      summary: "Read a user",
      tag,
      params: idParams,
      success: { status: 200, schema: userRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.users.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/users/{id}",
      operationId: "updateUser",
      summary: "Update a user",
      description: "Only keys present change; `extension: null` removes the extension.",
      tag,
      params: idParams,
      body: userUpdateSchema,
      success: { status: 204 },
      errors: [404, { status: 409, codes: ["DUPLICATE"] }],
      handler: ({ ctx, params, body }) => domain.users.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/users/{id}",
      operationId: "deleteUser",
      summary: "Delete a user",
      description:
        "A user who still holds active API keys, is responsible for deals or is assigned tasks cannot be deleted " +
        "(409 `USER_IN_USE`): revoke the keys and reassign the records first, so no record points at nobody. USER custom " +
        "field values naming a deleted user are cleared (each holder raises `contact.updated` / `deal.updated`).",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [404, { status: 409, codes: ["USER_IN_USE"] }],
      handler: ({ ctx, params }) => domain.users.remove(ctx, params.id),
    }),
  );
