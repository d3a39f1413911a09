import { graphql, graphqlData } from "../support/graphql";
import type { TestApi } from "../support/test-api";
import { trpcClient, trpcFailure } from "../support/trpc";
import type { Outcome, Row } from "./adapters";

/**
 * Create, get, list, update and delete of any resource through REST, GraphQL and tRPC, from the
 * resource's names alone: REST's path, GraphQL's type and query fields (selections built from the
 * served schema's introspection), tRPC's router. Each call answers an Outcome (adapters.ts).
 */

export interface ResourceNames {
  /** REST collection path, e.g. `/v1/loss-reasons`. */
  rest: string;
  /** GraphQL record type and query fields, e.g. `LossReason`, `lossReason`, `lossReasons`. */
  type: string;
  one: string;
  many: string;
  /** tRPC router, e.g. `lossReasons`. */
  router: string;
}

export interface ListRequest {
  filters: Array<{ field: string; op: "eq" | "in" | "gte" | "lte" | "regex"; value: string | string[] }>;
  sort: { field: string; direction: "asc" | "desc" };
  /** One field kept besides `id` (REST `[project]`, GraphQL's selection). */
  project: string;
  /** A `[with]` relation, when the resource has one. */
  with?: string;
  limit: number;
}

export interface ListOutcomeValue {
  rows: Row[];
  /** REST's envelope total, GraphQL's and tRPC's total; undefined where the answer has none. */
  total: number | undefined;
}

export interface CrudAdapter {
  name: string;
  create(key: string, r: ResourceNames, input: Row): Promise<Outcome>;
  get(key: string, r: ResourceNames, id: string): Promise<Outcome>;
  list(key: string, r: ResourceNames, query: ListRequest): Promise<Outcome>;
  update(key: string, r: ResourceNames, id: string, input: Row): Promise<Outcome>;
  remove(key: string, r: ResourceNames, id: string): Promise<Outcome>;
}

const failure = (errorCode: string, status: number, fields: string[]): Outcome => ({ ok: false, errorCode, status, fields });

export function restCrud(api: TestApi): CrudAdapter {
  const call = async (key: string, method: string, path: string, body?: unknown): Promise<Outcome> => {
    const res = await api.request(method, path, { key, ...(body !== undefined ? { body } : {}) });
    if (res.status >= 400) {
      const err = res.body as { errorCode: string; status: number; errors?: Array<{ field: string }> };
      return failure(
        err.errorCode,
        err.status,
        (err.errors ?? []).map((e) => e.field),
      );
    }
    return { ok: true, value: res.body };
  };
  return {
    name: "REST",
    create: (key, r, input) => call(key, "POST", r.rest, input),
    get: (key, r, id) => call(key, "GET", `${r.rest}/${id}`),
    list: async (key, r, q) => {
      const params = [
        ...q.filters.map((f) => `${f.field}${f.op === "eq" ? "" : `[${f.op}]`}=${encodeURIComponent([f.value].flat().join(","))}`),
        `${q.sort.field}[sort]=${q.sort.direction}`,
        `[project]=${q.project}`,
        ...(q.with ? [`[with]=${q.with}`] : []),
        `[limit]=${q.limit}`,
      ];
      const outcome = await call(key, "GET", `${r.rest}?${params.join("&")}`);
      if (!outcome.ok) return outcome;
      // The spec's three shapes: an envelope with total, `{data}`, a bare array.
      const body = outcome.value as Row[] | { data: Row[]; total?: number };
      return Array.isArray(body)
        ? { ok: true, value: { rows: body, total: undefined } }
        : { ok: true, value: { rows: body.data, total: body.total } };
    },
    // PATCH answers 204 (spec); the record as written is what a GET then reads.
    update: async (key, r, id, input) => {
      const outcome = await call(key, "PATCH", `${r.rest}/${id}`, input);
      return outcome.ok && outcome.value === undefined ? call(key, "GET", `${r.rest}/${id}`) : outcome;
    },
    remove: async (key, r, id) => {
      const outcome = await call(key, "DELETE", `${r.rest}/${id}`);
      return outcome.ok ? { ok: true, value: { id } } : outcome;
    },
  };
}

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface IntrospectedField {
  name: string;
  type: TypeRef;
  args: Array<{ name: string; type: TypeRef }>;
}
interface IntrospectedType {
  name: string;
  kind: string;
  fields: IntrospectedField[] | null;
  inputFields: Array<{ name: string; type: TypeRef }> | null;
}

const INTROSPECTION = `{ __schema { types { name kind fields { name args { name type { ...Ref } } type { ...Ref } } inputFields { name type { ...Ref } } } } }
fragment Ref on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }`;

const named = (ref: TypeRef): TypeRef => (ref.ofType ? named(ref.ofType) : ref);
const printRef = (ref: TypeRef): string =>
  ref.kind === "NON_NULL" ? `${printRef(ref.ofType!)}!` : ref.kind === "LIST" ? `[${printRef(ref.ofType!)}]` : ref.name!;

/** The served schema, read once: selections of a type's own keys and the type names of arguments. */
export async function graphqlSchemaOf(api: TestApi, key: string) {
  const { __schema } = await graphqlData<{ __schema: { types: IntrospectedType[] } }>(api, key, INTROSPECTION);
  const types = new Map(__schema.types.map((t) => [t.name, t]));
  const fieldsOf = (name: string) => types.get(name)?.fields ?? [];
  // A record (not an embedded object such as a deal's `fields` or a note's `author`) carries its project.
  const isRecord = (name: string) => fieldsOf(name).some((f) => f.name === "projectId");
  /** The type's own keys, nested objects included; relations to other records left out (they are what `[with]` adds). */
  const selection = (name: string, extra: string[] = []): string =>
    fieldsOf(name)
      .filter((f) => !extra.includes(f.name))
      .map((f) => {
        const target = named(f.type);
        if (target.kind !== "OBJECT") return f.name;
        return isRecord(target.name!) ? "" : `${f.name} { ${selection(target.name!)} }`;
      })
      .filter(Boolean)
      .join(" ");
  const root = (rootName: "Query" | "Mutation", field: string) => fieldsOf(rootName).find((f) => f.name === field);
  return {
    selection,
    /** The return type of a root field and the printed type of one of its arguments. */
    returns: (rootName: "Query" | "Mutation", field: string) => named(root(rootName, field)!.type).name!,
    argType: (rootName: "Query" | "Mutation", field: string, arg: string) =>
      printRef(root(rootName, field)!.args.find((a) => a.name === arg)!.type),
    /** One field of `typeName` as a selection: its name, with its own keys when it is an object. */
    fieldSelection: (typeName: string, field: string) => {
      const target = named(fieldsOf(typeName).find((f) => f.name === field)!.type);
      return target.kind === "OBJECT" ? `${field} { ${selection(target.name!)} }` : field;
    },
    /** The scalar a filter operator of `field` takes in the `<Type>Filter` input, e.g. Boolean or Float. */
    filterValueType: (typeName: string, field: string, op: string) => {
      const operators = types.get(`${typeName}Filter`)?.inputFields?.find((f) => f.name === field);
      return named(types.get(named(operators!.type).name!)!.inputFields!.find((f) => f.name === op)!.type).name!;
    },
    /** The type a relation field of `typeName` points to. */
    fieldType: (typeName: string, field: string) => named(fieldsOf(typeName).find((f) => f.name === field)!.type).name!,
  };
}
export type GraphQLSchemaView = Awaited<ReturnType<typeof graphqlSchemaOf>>;

export function graphqlCrud(api: TestApi, schema: () => GraphQLSchemaView): CrudAdapter {
  const run = async (key: string, query: string, variables: Row, field: string): Promise<Outcome> => {
    const res = await graphql(api, key, query, variables);
    const error = res.body.errors?.[0];
    if (error)
      return failure(
        error.extensions?.code ?? "",
        error.extensions?.status ?? 0,
        (error.extensions?.errors ?? []).map((e) => e.field),
      );
    return { ok: true, value: (res.body.data as Row)[field] };
  };
  const graphqlName = (name: string) => name.replace(/\./g, "_");
  return {
    name: "GraphQL",
    create: (key, r, input) => {
      const s = schema();
      const field = `create${r.type}`;
      const inputType = s.argType("Mutation", field, "input");
      return run(
        key,
        `mutation($input: ${inputType}) { ${field}(input: $input) { ${s.selection(s.returns("Mutation", field))} } }`,
        { input },
        field,
      );
    },
    get: (key, r, id) => run(key, `query($id: ID!) { ${r.one}(id: $id) { ${schema().selection(r.type)} } }`, { id }, r.one),
    list: async (key, r, q) => {
      const s = schema();
      const filter: Row = {};
      // REST's text values as the typed values GraphQL's variables carry (an epoch-ms date stays a number).
      const typed = (field: string, op: string, value: string) => {
        const type = s.filterValueType(r.type, field, op);
        if (type === "Boolean") return value === "true";
        return type === "Float" || (type === "DateFilterValue" && /^\d+$/.test(value)) ? Number(value) : value;
      };
      for (const f of q.filters) {
        const field = graphqlName(f.field);
        const value = Array.isArray(f.value) ? f.value.map((v) => typed(field, f.op, v)) : typed(field, f.op, f.value);
        filter[field] = { ...(filter[field] as Row), [f.op]: value };
      }
      const relation = q.with ? `${q.with} { ${s.selection(s.fieldType(r.type, q.with))} }` : "";
      const outcome = await run(
        key,
        `query($filter: ${r.type}Filter, $sort: [${r.type}Sort!]) { ${r.many}(filter: $filter, sort: $sort, limit: ${q.limit}) {
          total data { id ${s.fieldSelection(r.type, graphqlName(q.project))} ${relation} } } }`,
        { filter, sort: [{ field: graphqlName(q.sort.field), direction: q.sort.direction.toUpperCase() }] },
        r.many,
      );
      if (!outcome.ok) return outcome;
      const page = outcome.value as { data: Row[]; total: number | null };
      return { ok: true, value: { rows: page.data, total: page.total ?? undefined } };
    },
    update: (key, r, id, input) => {
      const s = schema();
      const field = `update${r.type}`;
      const inputType = s.argType("Mutation", field, "input");
      return run(
        key,
        `mutation($id: ID!, $input: ${inputType}) { ${field}(id: $id, input: $input) { ${s.selection(r.type)} } }`,
        { id, input },
        field,
      );
    },
    remove: async (key, r, id) => {
      const outcome = await run(key, `mutation($id: ID!) { delete${r.type}(id: $id) }`, { id }, `delete${r.type}`);
      return outcome.ok ? { ok: true, value: { id: outcome.value } } : outcome;
    },
  };
}

/** The CRUD procedures every resource router has, called without their static types (the suite sends invalid inputs too). */
interface CrudProcedures {
  create: { mutate(input: unknown): Promise<unknown> };
  get: { query(input: { id: string }): Promise<unknown> };
  list: { query(input: unknown): Promise<{ data: Row[]; total?: number }> };
  update: { mutate(input: { id: string; data: unknown }): Promise<unknown> };
  remove: { mutate(input: { id: string }): Promise<unknown> };
}

export function trpcCrud(api: TestApi): CrudAdapter {
  const procedures = (key: string, r: ResourceNames) => (trpcClient(api, key) as unknown as Record<string, CrudProcedures>)[r.router]!;
  /** `within` strips the key an input is nested under (an update's `data`), so field names read as in REST's body. */
  const run = async (call: () => Promise<unknown>, within = ""): Promise<Outcome> => {
    const settled = await call().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (settled.ok) return settled;
    const f = await trpcFailure(Promise.reject(settled.error));
    return failure(
      f.errorCode,
      f.status,
      (f.errors ?? []).map((e) => (within && e.field.startsWith(within) ? e.field.slice(within.length) : e.field)),
    );
  };
  return {
    name: "tRPC",
    create: (key, r, input) => run(() => procedures(key, r).create.mutate(input)),
    get: (key, r, id) => run(() => procedures(key, r).get.query({ id })),
    list: async (key, r, q) => {
      const outcome = await run(() =>
        procedures(key, r).list.query({
          filters: q.filters,
          sort: [{ field: q.sort.field, direction: q.sort.direction === "asc" ? 1 : -1 }],
          project: [q.project],
          ...(q.with ? { with: [q.with] } : {}),
          limit: q.limit,
        }),
      );
      if (!outcome.ok) return outcome;
      const page = outcome.value as { data: Row[]; total?: number };
      return { ok: true, value: { rows: page.data, total: page.total } };
    },
    update: (key, r, id, input) => run(() => procedures(key, r).update.mutate({ id, data: input }), "data."),
    remove: (key, r, id) => run(() => procedures(key, r).remove.mutate({ id })),
  };
}
