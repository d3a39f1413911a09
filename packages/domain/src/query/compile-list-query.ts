import type { PipelineStage } from "mongoose";
import { AppError, validationError, type FieldError } from "../core/errors";
import { CoercionError, escapeRegex, parseBoolean, valueTypeOfCustomField, valueTypeOfField, type ValueType } from "./coerce-value";
import type { Filter, FilterOp, ListQuery, SortKey } from "./list-query";
import type { ContainsLookup, CustomFieldRef, CustomFieldResolver, ListParam, ListSpec } from "./list-spec";
import { RELATION_KEY_PREFIX, relationStages, type CompiledRelation } from "./relation-stages";

export type MongoDoc = Record<string, unknown>;

/** A native MongoDB plan for one page of a listing. */
export interface CompiledList {
  resource: string;
  /** Always `{projectId, ...}`: the caller's project first, then the filters combined by logic. */
  match: MongoDoc;
  /** Computed sort keys of custom-field sorts (undefined when none). */
  addFields: MongoDoc | undefined;
  /** Query order = precedence; `_id` last as tie-break. */
  sort: Record<string, 1 | -1>;
  skip: number;
  limit: number;
  /** API keys to keep in each record (`id` always included); undefined = all. */
  project: string[] | undefined;
  /** The Mongo inclusion projection equivalent to `project` (plus populated relations). */
  projection: Record<string, 1> | undefined;
  /** `[with]` relations, in query order. */
  relations: CompiledRelation[];
  /** `$lookup` (+ reshaping) stages of `relations`. */
  lookups: PipelineStage[];
  /**
   * match, [addFields], sort, [skip], limit, lookups, [project]. `limit` overrides the page size
   * (run-list fetches one more row to learn `hasMore` without counting). `projectInDb` applies
   * `projection` in MongoDB; off by default because the resources' `toDto` mappers expect whole
   * documents (run-list trims the DTO instead).
   */
  pipeline(opts?: { limit?: number; projectInDb?: boolean }): PipelineStage[];
}

export interface CompileContext {
  projectId: string;
  resolveCustomField?: CustomFieldResolver;
  /** The search index's answer to `[regex]` filters (contacts, deals): candidates, so the filter need not scan. */
  containsCandidates?: ContainsLookup;
}

/** Filters whose text could only be abuse or a mistake: bounded so a query stays cheap. */
export const MAX_REGEX_LENGTH = 200;
export const MAX_LIST_VALUES = 500;

const CUSTOM_PREFIX = "fields.";
/** Ids and built-in KEYs; anything else cannot name a custom field, so it never reaches the resolver. */
const CUSTOM_REF = /^[A-Za-z0-9_-]{1,64}$/;
const SORT_KEY_PREFIX = "__sort_";

/** Where a filter or sort name points. */
type Target =
  | { type: "field"; path: string; valueType: ValueType; filterable: boolean; sortable: boolean }
  | { type: "custom"; ref: CustomFieldRef; valueType: ValueType }
  | { type: "param"; param: ListParam }
  | { type: "unknown"; code: string; message: string };

/**
 * Compiles a transport-neutral ListQuery against what the resource declares. Names are looked
 * up only in the spec (own properties, so `__proto__` or `constructor` are unknown names), values
 * are coerced to typed primitives: user text can never become a Mongo key or operator. All the
 * problems of a query are reported together in one 400 VALIDATION_ERROR.
 */
export async function compileListQuery(q: ListQuery, spec: ListSpec, ctx: CompileContext): Promise<CompiledList> {
  const errors: FieldError[] = [];
  const customFields = await resolveCustomFields(q, spec, ctx);
  const targetOf = (name: string): Target => resolveTarget(name, spec, customFields);

  const narrowed = await containsNarrowing(q, targetOf, ctx.containsCandidates);
  const match = compileMatch(q, ctx.projectId, targetOf, errors, narrowed);
  const { sort, addFields } = compileSort(q, spec, targetOf, errors);
  const limit = clampInteger(q.limit ?? spec.limits.default, 1, spec.limits.max, "[limit]", errors);
  const skip = clampInteger(q.offset ?? 0, 0, Number.MAX_SAFE_INTEGER, "[offset]", errors);
  const relations = compileRelations(q, spec, errors);
  const { project, projection } = compileProjection(q, spec, relations, errors);

  if (errors.length > 0) throw validationError(`Invalid ${spec.resource} list query.`, errors);

  const lookups = relationStages(relations, ctx.projectId);
  // Sort keys added for the sort, and stored paths no record shows, are not sent back.
  const unsent = [...(addFields ? Object.keys(addFields) : []), ...(spec.storedOnly ?? [])];
  return {
    resource: spec.resource,
    match,
    addFields,
    sort,
    skip,
    limit,
    project,
    projection,
    relations,
    lookups,
    pipeline(opts = {}) {
      const stages: PipelineStage[] = [{ $match: match }];
      if (addFields) stages.push({ $addFields: addFields });
      stages.push({ $sort: sort });
      if (skip > 0) stages.push({ $skip: skip });
      stages.push({ $limit: opts.limit ?? limit }, ...lookups);
      if (opts.projectInDb && projection) stages.push({ $project: projection });
      else if (unsent.length > 0) stages.push({ $project: Object.fromEntries(unsent.map((k) => [k, 0])) });
      return stages;
    },
  };
}

/** Resolves every `fields.<ref>` of the query once, in parallel (the resolver may hit the DB). */
async function resolveCustomFields(q: ListQuery, spec: ListSpec, ctx: CompileContext): Promise<Map<string, CustomFieldRef | null>> {
  const refs = new Set<string>();
  if (spec.customFields) {
    for (const name of [...q.filters.map((f) => f.field), ...q.sort.map((s) => s.field)]) {
      const ref = name.startsWith(CUSTOM_PREFIX) ? name.slice(CUSTOM_PREFIX.length) : undefined;
      if (ref !== undefined && CUSTOM_REF.test(ref)) refs.add(ref);
    }
  }
  const resolved = new Map<string, CustomFieldRef | null>();
  if (refs.size === 0) return resolved;
  const resolve = ctx.resolveCustomField;
  // A spec with customFields but no resolver is a wiring bug, not a client error.
  if (!resolve) throw new Error(`compileListQuery: ${spec.resource} declares customFields but no resolveCustomField was given`);
  await Promise.all([...refs].map(async (ref) => resolved.set(ref, await resolve(ref))));
  return resolved;
}

function resolveTarget(name: string, spec: ListSpec, customFields: Map<string, CustomFieldRef | null>): Target {
  // Endpoint parameters first: they are the endpoint's own reading of a key (leads' clickId).
  const param = own(spec.params, name);
  if (param) return { type: "param", param };
  const field = own(spec.fields, name);
  if (field) {
    return {
      type: "field",
      path: field.path ?? name,
      valueType: valueTypeOfField(field),
      filterable: field.filterable !== false,
      sortable: field.sortable !== false,
    };
  }
  if (spec.customFields && name.startsWith(CUSTOM_PREFIX)) {
    const ref = customFields.get(name.slice(CUSTOM_PREFIX.length));
    if (ref) return { type: "custom", ref, valueType: valueTypeOfCustomField(ref.type) };
    return { type: "unknown", code: "unknown_field", message: `Unknown custom field "${name}".` };
  }
  return { type: "unknown", code: "unknown_field", message: `Unknown field "${name}".` };
}

/**
 * With AND logic, a record must pass every `[regex]` filter: the fewest candidates the index gives
 * for one of them become an `_id` condition, and the regex itself still runs on each (so the page
 * and the total are exactly the scan's). Undefined: nothing to narrow with.
 */
async function containsNarrowing(
  q: ListQuery,
  targetOf: (n: string) => Target,
  lookup: ContainsLookup | undefined,
): Promise<MongoDoc | undefined> {
  if (!lookup || q.logic !== "AND") return undefined;
  const pending: Array<Promise<string[] | undefined>> = [];
  for (const filter of q.filters) {
    const target = targetOf(filter.field);
    if (filter.op !== "regex" || typeof filter.value !== "string" || filter.value.length > MAX_REGEX_LENGTH) continue;
    if (target.type === "custom" && target.valueType.regex) pending.push(lookup(target.ref, filter.value));
    if (target.type === "field" && target.filterable && target.valueType.regex) pending.push(lookup({ path: target.path }, filter.value));
  }
  const lists = (await Promise.all(pending)).filter((ids): ids is string[] => ids !== undefined);
  if (lists.length === 0) return undefined;
  const fewest = lists.reduce((a, b) => (b.length < a.length ? b : a));
  return { _id: { $in: fewest } };
}

function compileMatch(
  q: ListQuery,
  projectId: string,
  targetOf: (n: string) => Target,
  errors: FieldError[],
  narrowed: MongoDoc | undefined,
): MongoDoc {
  const conditions: Array<MongoDoc | null> = [];
  for (const filter of q.filters) {
    const before = errors.length;
    const condition = compileFilter(filter, targetOf(filter.field), errors);
    if (errors.length === before && condition !== undefined) conditions.push(condition);
  }
  const restricting = conditions.filter((c): c is MongoDoc => c !== null);
  // A parameter answering null ("no restriction", e.g. clickId=all) is a tautology: it drops
  // out of an AND, and makes an OR match everything of the project.
  if (narrowed) restricting.push(narrowed);
  if (restricting.length === 0 || (q.logic === "OR" && restricting.length < conditions.length)) return { projectId };
  return q.logic === "OR" ? { projectId, $or: restricting } : flattenAnd(projectId, restricting);
}

/**
 * AND-ed conditions on distinct fields go straight into the match document, so query planners
 * (ours and MongoDB's) see `{projectId, stageId}` as an index prefix; only repeated fields
 * (`createdAt[gte]` with `createdAt[lt]`) need an explicit `$and`.
 */
function flattenAnd(projectId: string, conditions: MongoDoc[]): MongoDoc {
  const match: MongoDoc = { projectId };
  const rest: MongoDoc[] = [];
  for (const condition of conditions) {
    const keys = Object.keys(condition);
    if (keys.every((key) => !key.startsWith("$") && !(key in match))) Object.assign(match, condition);
    else rest.push(condition);
  }
  return rest.length > 0 ? { ...match, $and: rest } : match;
}

/** The condition of one filter; null = no restriction; undefined = an error was recorded. */
function compileFilter(filter: Filter, target: Target, errors: FieldError[]): MongoDoc | null | undefined {
  const fail = (code: string, message: string): undefined => {
    errors.push({ field: filter.field, code, message });
    return undefined;
  };
  if (target.type === "unknown") return fail(target.code, target.message);
  if (target.type === "field" && !target.filterable) return fail("not_filterable", `Field "${filter.field}" cannot be filtered.`);

  const isList = filter.op === "in" || filter.op === "nin";
  if (!isList && typeof filter.value !== "string") return fail("invalid_value", `Operator ${filter.op} takes a single value.`);

  if (target.type === "param") {
    const text = Array.isArray(filter.value) ? filter.value.join(",") : filter.value;
    try {
      return target.param.toFilter(text, filter.op);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      errors.push(...(e.errors ?? [{ field: filter.field, code: "invalid_value", message: e.message }]));
      return undefined;
    }
  }

  try {
    if (target.type === "field") return { [target.path]: compileOperator(filter.op, filter.value, target.valueType) };
    return compileCustomFilter(filter, target.ref, target.valueType);
  } catch (e) {
    if (!(e instanceof CoercionError)) throw e;
    return fail(e.code, `${filter.field}[${filter.op}]: ${e.message}.`);
  }
}

/**
 * Custom values live in `fields: [{fieldId, value}]`. ne/nin/exists=false are the negation of
 * the positive element match (eq/in/exists=true), so a record without the field counts as
 * "not equal" and "absent", as a missing typed field would. "Exists" means a non-null value.
 */
function compileCustomFilter(filter: Filter, ref: CustomFieldRef, type: ValueType): MongoDoc {
  let op: FilterOp = filter.op;
  let negated = false;
  let value: MongoDoc;
  if (op === "exists") {
    negated = !parseBoolean(filter.value as string);
    value = { $ne: null };
  } else {
    if (op === "ne" || op === "nin") {
      negated = true;
      op = op === "ne" ? "eq" : "in";
    }
    value = compileOperator(op, filter.value, type);
  }
  const element = { $elemMatch: { fieldId: { $eq: ref.fieldId }, value } };
  return { fields: negated ? { $not: element } : element };
}

/**
 * The operator document of one filter on one value type. Every operator is explicit (`$eq`
 * too), and values are coerced primitives, so a value is never read as a query document.
 */
function compileOperator(op: FilterOp, rawValue: string | string[], type: ValueType): MongoDoc {
  if (op === "in" || op === "nin") {
    const list =
      typeof rawValue === "string"
        ? rawValue
            .split(",")
            .map((s) => s.trim())
            .filter((s) => s !== "")
        : rawValue;
    if (list.length === 0) throw new CoercionError("empty_list", "needs a non-empty comma-separated list");
    if (list.length > MAX_LIST_VALUES) throw new CoercionError("too_many_values", `accepts at most ${MAX_LIST_VALUES} values`);
    const values = list.map((v) => type.coerce(v));
    return { [op === "in" ? "$in" : "$nin"]: values };
  }
  // compileFilter has checked that single-value operators got a string.
  const raw = rawValue as string;
  switch (op) {
    case "eq":
    case "ne":
      return { [`$${op}`]: type.coerce(raw) };
    case "gt":
    case "gte":
    case "lt":
    case "lte":
      if (!type.ordered) throw new CoercionError("unsupported_operator", `is not available on ${type.name} values`);
      return { [`$${op}`]: type.coerce(raw) };
    case "exists":
      return { $exists: parseBoolean(raw) };
    case "regex":
      if (!type.regex) throw new CoercionError("unsupported_operator", `is not available on ${type.name} values`);
      if (raw.length > MAX_REGEX_LENGTH) throw new CoercionError("too_long", `accepts at most ${MAX_REGEX_LENGTH} characters`);
      return { $regex: escapeRegex(raw), $options: "i" };
  }
}

function compileSort(q: ListQuery, spec: ListSpec, targetOf: (n: string) => Target, errors: FieldError[]) {
  const sort: Record<string, 1 | -1> = {};
  const addFields: MongoDoc = {};
  const fromQuery = q.sort.length > 0;
  const keys: SortKey[] = fromQuery ? q.sort : spec.defaultSort;
  let computed = 0;
  for (const { field, direction } of keys) {
    const target = targetOf(field);
    let path: string | undefined;
    if (target.type === "field") {
      if (!target.sortable) {
        errors.push({ field, code: "not_sortable", message: `Field "${field}" cannot be sorted.` });
        continue;
      }
      path = target.path;
    } else if (target.type === "custom") {
      // Sorting on an array element's value needs a computed key; $literal keeps the id a value.
      path = `${SORT_KEY_PREFIX}${computed++}`;
      addFields[path] = customValueExpression(target.ref.fieldId);
    } else if (!fromQuery) {
      path = field; // defaultSort comes from the spec's author, not the client: a raw path is fine
    } else if (target.type === "param") {
      errors.push({ field, code: "not_sortable", message: `"${field}" cannot be sorted.` });
      continue;
    } else {
      errors.push({ field, code: target.code, message: target.message });
      continue;
    }
    if (!(path in sort)) sort[path] = direction; // first occurrence wins: it has the precedence
  }
  // Tie-break on the unique _id so pages never overlap or skip; it follows the last key's
  // direction so `createdAt desc` lists same-millisecond records newest id first.
  if (!("_id" in sort)) sort._id = keys.at(-1)?.direction ?? 1;
  return { sort, addFields: computed > 0 ? addFields : undefined };
}

/** The stored value of one custom field of the record (missing when the record has none). */
function customValueExpression(fieldId: string): MongoDoc {
  return {
    $arrayElemAt: [
      {
        $map: {
          input: {
            $filter: { input: { $ifNull: ["$fields", []] }, as: "f", cond: { $eq: ["$$f.fieldId", { $literal: fieldId }] } },
          },
          as: "f",
          in: "$$f.value",
        },
      },
      0,
    ],
  };
}

/** Spec Limits: out-of-range values are clamped, not rejected; only non-numbers are a 400. */
function clampInteger(value: number, min: number, max: number, field: string, errors: FieldError[]): number {
  if (!Number.isFinite(value)) {
    errors.push({ field, code: "invalid_integer", message: `${field} must be an integer.` });
    return min;
  }
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function compileRelations(q: ListQuery, spec: ListSpec, errors: FieldError[]): CompiledRelation[] {
  const relations: CompiledRelation[] = [];
  for (const name of new Set(q.with ?? [])) {
    const relation = own(spec.relations, name);
    if (relation) relations.push({ name, as: `${RELATION_KEY_PREFIX}${name}`, relation });
    else errors.push({ field: "[with]", code: "unknown_relation", message: `Unknown relation "${name}" in [with].` });
  }
  if (q.with && q.with.length === 0) errors.push({ field: "[with]", code: "empty_list", message: "[with] must not be empty." });
  return relations;
}

function compileProjection(q: ListQuery, spec: ListSpec, relations: CompiledRelation[], errors: FieldError[]) {
  if (!q.project) return { project: undefined, projection: undefined };
  if (q.project.length === 0) errors.push({ field: "[project]", code: "empty_list", message: "[project] must not be empty." });
  const project = new Set<string>(["id"]);
  const projection: Record<string, 1> = { _id: 1 };
  for (const name of q.project) {
    const field = own(spec.fields, name);
    if (!field || field.projectable === false) {
      errors.push({ field: "[project]", code: "unknown_field", message: `Unknown field "${name}" in [project].` });
      continue;
    }
    project.add(name);
    projection[field.path ?? name] = 1;
  }
  for (const { as } of relations) projection[as] = 1;
  return { project: [...project], projection };
}

/** Own-property lookup: a name like `__proto__` or `toString` must not find inherited members. */
function own<V>(record: Record<string, V> | undefined, name: string): V | undefined {
  return record !== undefined && Object.hasOwn(record, name) ? record[name] : undefined;
}
