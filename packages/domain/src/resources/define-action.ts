import type { z } from "zod";
import type { Context } from "../core/context";
import type { Domain } from "../open-domain";

/** What an action needs of the caller's key; the service checks it, the declaration states it for the adapters and the reader. */
export type ActionScope = "read" | "write";

/**
 * An action's input once parsed: the schema's output; for an action without input, REST's own
 * `rest.body` as sent (the service parses it) or undefined.
 */
export type ActionInput<In> = In extends z.ZodType ? z.output<In> : unknown;

/**
 * A resource's operation beyond CRUD (`rotateSecret`, `ping`), declared once beside the resource:
 * the adapters build a REST route (and its OpenAPI entry), a GraphQL mutation and a tRPC procedure
 * (named by the action's key) from it: a `read` action is a GraphQL query and a tRPC query, a
 * `write` one a mutation of each. `ids` name the records it addresses, the resource's own first:
 * GraphQL arguments and tRPC input keys take these names; REST addresses the first as the item's
 * `{id}` and the others by name in `rest.path`. `input` is the JSON body on REST, the `input`
 * argument on GraphQL and `data` on tRPC.
 */
export interface ActionDeclaration<
  Id extends string = string,
  In extends z.ZodType | undefined = z.ZodType | undefined,
  Out = unknown,
  Scope extends ActionScope = ActionScope,
> {
  scope: Scope;
  ids: readonly [Id, ...Id[]];
  input: In;
  output: z.ZodType<Out>;
  run(domain: Domain, ctx: Context, ids: Record<Id, string>, input: ActionInput<In>): Promise<Out>;
  rest: {
    /** `get` suits a `read` action without input; the rest are `post`. */
    method: "get" | "post";
    /** After the item's path: `/secret` is POST /<path>/{id}/secret. */
    path: string;
    operationId: string;
    status: 200 | 201 | 202;
    /**
     * A body REST alone accepts, for an action without `input` that reserves one for options to
     * come (`{}`): it is documented and given to `run` as its input on REST only (the service parses it).
     */
    body?: z.ZodType;
  };
  /** The mutation (`rotateWebhookSecret`), the type names of its answer and input, and its description. */
  graphql: { field: string; output: string; input?: string; description?: string };
}

/** An action of any shape, as the adapters iterate them. */
// `run` is called with the ids and the input the adapter has parsed by this declaration, so widening its input is safe.
export type AnyAction = ActionDeclaration<string, z.ZodType | undefined, unknown, ActionScope>;

/** A resource's actions by their key (the tRPC procedure's name). */
export type ActionMap = Record<string, AnyAction>;

/** Declares an action; `input` defaults to none. */
export function defineAction<
  const Id extends string,
  In extends z.ZodType | undefined = undefined,
  Out = unknown,
  const Scope extends ActionScope = ActionScope,
>(def: Omit<ActionDeclaration<Id, In, Out, Scope>, "input"> & { input?: In }): ActionDeclaration<Id, In, Out, Scope> {
  return { ...def, input: def.input as In };
}
