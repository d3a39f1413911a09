import type { AnyResource, Domain } from "@crm/domain";
import { pathIds } from "../core/id-params";
import { defineRoute, type AnyRouteDef } from "../core/route-def";
import { resourceTag, type CrudDocs } from "./crud-routes";

/** The action's first id is the item's `{id}`; the others keep their names. */
const restName = (id: string, index: number) => (index === 0 ? "id" : id);

/** `Peek a widget` for the action `peek`: the text of an action its docs do not describe. */
const defaultSummary = (key: string, resource: AnyResource) =>
  `${key.charAt(0).toUpperCase()}${key.slice(1).replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)} ${resource.label.one}`;

/**
 * One route per declared action of a resource: `rest.method` on `/<path>/{id}<rest.path>`, the
 * action's first id as `{id}` and the others by their names, its input (or REST's own `rest.body`)
 * as the JSON body, answering `rest.status` with its output. The text comes from `docs.actions`
 * (a default summary without).
 */
export function actionRoutes(resource: AnyResource, docs: CrudDocs, domain: Domain): AnyRouteDef[] {
  const tag = resourceTag(resource);
  return Object.entries(resource.actions).map(([key, action]) => {
    const { params: paramText = {}, success, errors, ...prose } = docs.actions?.[key] ?? { summary: defaultSummary(key, resource) };
    const names = action.ids.map(restName);
    const params = pathIds(Object.fromEntries(names.map((name) => [name, paramText[name] ?? "Record id."])));
    const body = action.input ?? action.rest.body;
    return defineRoute({
      method: action.rest.method,
      path: `/${resource.path}/{id}${action.rest.path}`,
      operationId: action.rest.operationId,
      ...prose,
      tag,
      params,
      ...(body ? { body } : {}),
      success: { status: action.rest.status, schema: action.output, ...(success ? { description: success } : {}) },
      errors: errors ?? [403, 404],
      handler: ({ ctx, params: given, body: input }) =>
        // pathIds made every name a required path parameter, so each is there.
        action.run(domain, ctx, Object.fromEntries(action.ids.map((id, i) => [id, String(given[restName(id, i)])])), input),
    });
  });
}
