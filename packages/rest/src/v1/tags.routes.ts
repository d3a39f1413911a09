import { tagCreateSchema, tagListSpec, tagRecordSchema, tagUpdateSchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Tags",
  description: "Labels put on deals; names are unique per project, and deleting a tag removes it from every deal.",
};

/** Free-form labels of deals (spec "Tags"). Attaching: deals.routes.ts. */
export const tagRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/tags",
      operationId: "createTag",
      summary: "Create a tag",
      description: "Names are unique within the project (409 `DUPLICATE`). `color` is `#RRGGBB`, stored upper-case.",
      tag,
      body: tagCreateSchema,
      success: { status: 201, schema: tagRecordSchema, description: "The created tag." },
      errors: [{ status: 409, codes: ["DUPLICATE"] }],
      handler: ({ ctx, body }) => domain.tags.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/tags",
      operationId: "listTags",
      summary: "List tags",
      description: "`{data}` only (no pagination fields), ordered by name by default; `[limit]` 1..100 (default 20).",
      tag,
      list: { spec: tagListSpec, format: "data" },
      success: { status: 200, schema: tagRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.tags.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/tags/{id}",
      operationId: "getTag",
      summary: "Read a tag",
      tag,
      params: idParams,
      success: { status: 200, schema: tagRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.tags.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/tags/{id}",
      operationId: "updateTag",
      summary: "Update a tag",
      description: "`color: null` removes the colour.",
      tag,
      params: idParams,
      body: tagUpdateSchema,
      success: { status: 204 },
      errors: [404, { status: 409, codes: ["DUPLICATE"] }],
      handler: ({ ctx, params, body }) => domain.tags.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/tags/{id}",
      operationId: "deleteTag",
      summary: "Delete a tag",
      description:
        "Deletes the tag and removes it from every deal (one bulk update). Each deal that carried it raises a " +
        '`deal.updated` event with `changes: ["tagIds"]`, so subscribers need no special case for tag deletion.',
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.tags.remove(ctx, params.id),
    }),
  );
