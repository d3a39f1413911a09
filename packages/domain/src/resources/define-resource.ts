import type { z } from "zod";
import type { Context } from "../core/context";
import type { CreateOptions, CreateOutcome, ListResult } from "../core/resource-service";
import type { HistoryEntityType } from "../history/change.model";
import type { Domain } from "../open-domain";
import type { ListQuery, ListSpec } from "../query";
import type { ActionMap } from "./define-action";
import type { Upsert } from "./upsert";

/** How REST answers a listing: `{data, total, limit, offset, hasMore}`, `{data}` or a bare array. */
export type ListFormat = "envelope" | "data" | "array";

/** The operations every CRUD resource's service offers (every createResourceService fits). */
export interface CrudOperations<R, Created = R> {
  create(ctx: Context, input: unknown, options?: CreateOptions): Promise<Created>;
  /** Many creates grouped in one transaction (core/resource-service.ts); what a batch's create uses, when the service has it. */
  createMany?(ctx: Context, inputs: readonly unknown[]): Promise<Array<CreateOutcome<R>>>;
  get(ctx: Context, id: string): Promise<R>;
  /** Records in the order of `ids`, null for missing ones: what relations batch on. */
  getMany(ctx: Context, ids: readonly string[]): Promise<Array<R | null>>;
  /** Answers the record after the change. */
  update(ctx: Context, id: string, input: unknown): Promise<R>;
  remove(ctx: Context, id: string): Promise<void>;
  list(ctx: Context, query: ListQuery, options?: { count?: boolean }): Promise<ListResult<R>>;
}

/**
 * One CRUD resource, declared once: the adapters build REST routes (and their OpenAPI entries),
 * GraphQL types/queries/mutations and tRPC procedures from it. The type parameters keep the
 * record, created and input types precise, so a typed adapter (tRPC) infers them per resource.
 */
export interface ResourceDeclaration<
  One extends string = string,
  Many extends string = string,
  R = unknown,
  Created = R,
  Spec extends ListSpec = ListSpec,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  Actions extends ActionMap = ActionMap,
> {
  /** Singular key: GraphQL's query of one record (`lossReason`). */
  one: One;
  /** Plural key: the Domain's service, tRPC's router and GraphQL's listing (`lossReasons`). */
  many: Many;
  /** Type name: GraphQL's object type and the `create<Type>` mutations (`LossReason`). */
  type: string;
  /** Path segment under the API's prefix (`loss-reasons`). */
  path: string;
  /** The record in prose with its article (`a loss reason`), and its plural (`loss reasons`): summaries and messages. */
  label: { one: string; many: string };
  /** What the resource is, in one or two sentences (the REST tag's description). */
  description: string;
  schemas: {
    record: z.ZodType<R>;
    create: Create;
    update: Update;
    /** What create answers when it is more than the record (a secret shown once). */
    created?: z.ZodType<Created>;
  };
  /** Filters, sorts, relations and limits of its listing, and REST's response shape for it. */
  list: { spec: Spec; format: ListFormat };
  /**
   * The records keep a history of their changes under this entity type (their service passes
   * `history: true`, see core/resource-service.ts): the adapters add `GET /<path>/{id}/history`.
   */
  history?: HistoryEntityType;
  service(domain: Domain): CrudOperations<R, Created>;
  /** Its operations beyond CRUD (define-action.ts), by the tRPC procedure's name; `{}` when none. */
  actions: Actions;
  /**
   * Opts in to batches (`POST /<path>/batch`, GraphQL `<many>Batch`, tRPC `<many>.batch`: see
   * resources/batch.ts) and, with `upsert`, to create-or-update by a value
   * (`PUT /<path>/by/{match}/{value}`, GraphQL `upsert<Type>`, tRPC `<many>.upsert`).
   */
  bulk?: { upsert?: (domain: Domain) => Upsert<R> };
}

/** A declaration of any resource, as the adapters iterate them (records and answers are covariant). */
export type AnyResource = ResourceDeclaration<string, string, unknown, unknown>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const words = (name: string) => name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/**
 * Declares a resource from its keys: `type`, `path` and `label` default to the keys' spellings
 * (`lossReason`, `lossReasons` -> `LossReason`, `loss-reasons`, `a loss reason`/`loss reasons`).
 */
export function defineResource<
  const One extends string,
  const Many extends string,
  R,
  Created,
  Spec extends ListSpec,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Actions extends ActionMap = Record<never, never>,
>(
  def: Omit<ResourceDeclaration<One, Many, R, Created, Spec, Create, Update, Actions>, "type" | "path" | "label" | "actions"> &
    Partial<Pick<ResourceDeclaration, "type" | "path" | "label">> & { actions?: Actions },
): ResourceDeclaration<One, Many, R, Created, Spec, Create, Update, Actions> {
  const article = /^[aeio]/.test(def.one) ? "an" : "a";
  return {
    type: def.one.charAt(0).toUpperCase() + def.one.slice(1),
    path: kebab(def.many),
    label: { one: `${article} ${words(def.one)}`, many: words(def.many) },
    ...def,
    actions: def.actions ?? ({} as Actions),
  };
}
