import type { ActionDeclaration, ActionInput, ActionMap, ActionScope, Context, Domain } from "@crm/domain";
import type { TRPCMutationProcedure, TRPCQueryProcedure } from "@trpc/server";
import { z } from "zod";
import { domainInput, type Parser } from "../input";
import { procedure, router } from "../trpc";

const id = z.string().min(1);

type IdsOf<Id extends string> = { [K in Id]: string };
/** The action's ids by name, and its input as `data` when it has one; spelt out because TS cannot see through zod's mapped types for a generic schema. */
type ActionParser<Id extends string, In> = In extends z.ZodType
  ? Parser<IdsOf<Id> & { data: z.input<In> }, IdsOf<Id> & { data: z.output<In> }>
  : Parser<IdsOf<Id>, IdsOf<Id>>;

function actionInput<Id extends string, In extends z.ZodType | undefined>(action: ActionDeclaration<Id, In, unknown, ActionScope>) {
  const ids = Object.fromEntries(action.ids.map((name) => [name, id]));
  const parser = domainInput(z.strictObject(action.input ? { ...ids, data: action.input } : ids));
  // The schema is exactly the ids and `data`: ActionParser states its type per action.
  return parser as unknown as ActionParser<Id, In>;
}

/** Runs the action with the ids picked from the input by name and `data` as its input. */
function run<Id extends string, In extends z.ZodType | undefined, Out>(
  action: ActionDeclaration<Id, In, Out, ActionScope>,
  domain: Domain,
  auth: Context,
  input: unknown,
): Promise<Out> {
  // actionInput parsed the input: the ids by name, and `data` by the action's own schema (absent when it has none).
  const given = input as Record<string, unknown>;
  const ids = Object.fromEntries(action.ids.map((name) => [name, given[name]])) as IdsOf<Id>;
  return action.run(domain, auth, ids, given.data as ActionInput<In>);
}

/** A `write` action: a mutation. */
const actionMutation = <Id extends string, In extends z.ZodType | undefined, Out>(action: ActionDeclaration<Id, In, Out, ActionScope>) =>
  procedure.input(actionInput(action)).mutation(({ ctx, input }) => run(action, ctx.domain, ctx.auth, input));

/** A `read` action: a query. */
const actionQuery = <Id extends string, In extends z.ZodType | undefined, Out>(action: ActionDeclaration<Id, In, Out, ActionScope>) =>
  procedure.input(actionInput(action)).query(({ ctx, input }) => run(action, ctx.domain, ctx.auth, input));

/** The error shape every procedure of this router reports. */
type ErrorShape = ReturnType<typeof router>["_def"]["_config"]["$types"]["errorShape"];

/**
 * What a client sends to an action: its ids by name, and `data` when it has an input. Spelt out as
 * plain object types (no alias of this module survives resolution), so a declaration emit of
 * AppRouter (@crm/api-types) writes the shapes, never the declaration (which names the domain).
 */
type ActionCall<A> =
  A extends ActionDeclaration<infer Id, infer In, unknown, ActionScope>
    ? { [K in Id]: string } & (In extends z.ZodType ? { data: z.input<In> } : unknown)
    : never;

type ActionDef<A> =
  A extends ActionDeclaration<string, z.ZodType | undefined, infer Out, ActionScope>
    ? { input: ActionCall<A>; output: Out; meta: object; errorShape: ErrorShape }
    : never;

/** The procedure of one declared action, typed by its declaration: a query for `read`, a mutation for `write`. */
export type ActionProcedure<A> = A extends { scope: "read" } ? TRPCQueryProcedure<ActionDef<A>> : TRPCMutationProcedure<ActionDef<A>>;

/** One procedure per declared action (`webhooks.rotateSecret`): a query for `read`, a mutation for `write`. */
export function actionProcedures<M extends ActionMap>(actions: M): { [K in keyof M]: ActionProcedure<M[K]> } {
  // Object.fromEntries forgets the keys; the return type states what each entry is.
  return Object.fromEntries(
    Object.entries(actions).map(([key, action]) => [key, action.scope === "read" ? actionQuery(action) : actionMutation(action)]),
  ) as { [K in keyof M]: ActionProcedure<M[K]> };
}
