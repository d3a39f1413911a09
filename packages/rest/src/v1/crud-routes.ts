import type { AnyResource, Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { bulkRoutes } from "./bulk-routes";
import { defineRoute, type AnyRouteDef, type DocumentedError, type RouteTag } from "../core/route-def";

/** The standard operations REST generates for every registry resource. */
export type CrudOperation = "create" | "list" | "get" | "update" | "delete";

/** The reference's text of one generated operation; what is left out takes the default (`Create a tag`, no description). */
export interface OperationDocs {
  summary?: string;
  description?: string;
  /** The operation's business errors (route-def's DocumentedError); 403/404 and the rest are derived. */
  errors?: DocumentedError[];
  /** The description of a create's 201 body (default `The created <record>.`). */
  success?: string;
}

/** The reference's text of one of a resource's declared actions: its summary is required, `params` describe its path ids. */
export interface ActionDocs extends OperationDocs {
  summary: string;
  /** By REST's parameter name (`id`, `deliveryId`); default `Record id.`. */
  params?: Record<string, string>;
}

/** The reference's text of a resource's generated operations and actions: HTTP prose, so it lives in the REST adapter. */
export type CrudDocs = Partial<Record<CrudOperation, OperationDocs>> & { actions?: Record<string, ActionDocs> };

/** A resource's section of the reference: `Loss reasons`, described by its declaration. */
export const resourceTag = (resource: AnyResource): RouteTag => ({
  name: resource.label.many.charAt(0).toUpperCase() + resource.label.many.slice(1),
  description: resource.description,
});

/**
 * POST /<path>, GET /<path> (the resource's list format), GET, PATCH (204) and DELETE (204)
 * /<path>/{id}: each one call of the resource's service, documented by `docs` over the defaults.
 */
export function crudRoutes(resource: AnyResource, docs: CrudDocs, domain: Domain): AnyRouteDef[] {
  const { type, label, schemas } = resource;
  // The domain is touched inside handlers only: the document is built without one (rest-api-document.ts).
  const service = () => resource.service(domain);
  const tag = resourceTag(resource);
  const collection = `/${resource.path}`;
  const item = `${collection}/{id}`;
  const noun = label.one.replace(/^an? /, "");
  const text = (operation: CrudOperation, summary: string, errors: DocumentedError[]) => {
    const { description, ...given } = docs[operation] ?? {};
    return { summary: given.summary ?? summary, ...(description ? { description } : {}), errors: given.errors ?? errors, tag };
  };
  return [
    defineRoute({
      method: "post",
      path: collection,
      operationId: `create${type}`,
      ...text("create", `Create ${label.one}`, [403]),
      body: schemas.create,
      success: {
        status: 201,
        schema: schemas.created ?? schemas.record,
        description: docs.create?.success ?? `The created ${noun}.`,
      },
      handler: ({ ctx, body }) => service().create(ctx, body),
    }),
    // Before `/{id}`: `/batch` and `/by/...` are static paths.
    ...bulkRoutes(resource, tag, domain),
    defineRoute({
      method: "get",
      path: collection,
      operationId: `list${resource.many.charAt(0).toUpperCase()}${resource.many.slice(1)}`,
      ...text("list", `List ${label.many}`, [403]),
      list: { spec: resource.list.spec, format: resource.list.format },
      success: { status: 200, schema: schemas.record },
      handler: ({ ctx, query, listOptions }) => service().list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: item,
      operationId: `get${type}`,
      ...text("get", `Read ${label.one}`, [403, 404]),
      params: idParams,
      success: { status: 200, schema: schemas.record },
      handler: ({ ctx, params }) => service().get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: item,
      operationId: `update${type}`,
      ...text("update", `Update ${label.one}`, [403, 404]),
      params: idParams,
      body: schemas.update,
      success: { status: 204 },
      handler: ({ ctx, params, body }) => service().update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: item,
      operationId: `delete${type}`,
      ...text("delete", `Delete ${label.one}`, [403, 404]),
      params: idParams,
      success: { status: 204 },
      handler: ({ ctx, params }) => service().remove(ctx, params.id),
    }),
  ];
}
