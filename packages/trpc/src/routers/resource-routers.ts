import { RESOURCES, type ActionMap, type AnyResource, type ResourceDeclaration, type Resources } from "@crm/domain";
import type { TRPCRouterRecord } from "@trpc/server";
import { router } from "../trpc";
import { actionProcedures, type ActionProcedure } from "./action-procedures";
import { crudProcedures } from "./crud";

/** A registry resource's router key: `lossReasons`. */
export type ResourceRouterKey = Resources[keyof Resources]["many"];

/** The procedures a resource has beyond CRUD and its declared actions (a deal's move), by router key. */
export type ResourceActions = Partial<Record<ResourceRouterKey, TRPCRouterRecord>>;

type CrudProceduresOf<D> =
  D extends ResourceDeclaration<string, string, infer R, infer Created, infer Spec, infer C, infer U>
    ? ReturnType<typeof crudProcedures<R, Created, Spec, C, U>>
    : never;
type ActionsOf<A extends ResourceActions, K> = K extends keyof A ? NonNullable<A[K]> : Record<never, never>;
// Spelt out (no alias of its own) so AppRouter's declaration writes each action's procedure, not this module's names.
type DeclaredOf<D> = D extends { actions: infer M extends ActionMap } ? { [K in keyof M]: ActionProcedure<M[K]> } : never;

/** One router per registry resource, keyed by its plural: its CRUD procedures and its actions, typed per resource. */
export type ResourceRouters<A extends ResourceActions> = {
  [K in keyof Resources as Resources[K]["many"]]: ReturnType<
    typeof router<CrudProceduresOf<Resources[K]> & DeclaredOf<Resources[K]> & ActionsOf<A, Resources[K]["many"]>>
  >;
};

/** The routers of every registry resource: get, list, create, update, remove and its actions from its declaration, then the procedures given for it. */
export function resourceRouters<A extends ResourceActions>(actions: A): ResourceRouters<A> {
  const byKey: Partial<Record<string, TRPCRouterRecord>> = actions;
  const resources: AnyResource[] = Object.values(RESOURCES);
  // Object.fromEntries forgets the keys; ResourceRouters states what each entry is, per resource.
  return Object.fromEntries(
    resources.map((resource) => [
      resource.many,
      router({ ...crudProcedures(resource), ...actionProcedures(resource.actions), ...byKey[resource.many] }),
    ]),
  ) as ResourceRouters<A>;
}
