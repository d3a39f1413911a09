import type { z } from "zod";
import type { FilterOp, SortKey } from "./list-query";

/**
 * What a resource declares to the list engine. Nothing outside these declarations can reach
 * MongoDB: unknown names are a 400, so user text never becomes a Mongo key or operator.
 */
export type FieldKind = "string" | "id" | "number" | "boolean" | "date" | "enum";

export interface ListField {
  kind: FieldKind;
  /** Mongo path when it differs from the API key, e.g. `id` -> `_id`. */
  path?: string;
  /** Allowed values of an `enum` field. */
  values?: readonly string[];
  /** Default true. */
  sortable?: boolean;
  /** Default true. Declare non-scalar API keys (objects, arrays) with `filterable: false, sortable: false` so they stay projectable. */
  filterable?: boolean;
  /** Default true. */
  projectable?: boolean;
}

/**
 * Endpoint-specific filter key (leads' `chatbotId`, `clickId`). Returns the Mongo condition to
 * add, or null for "no restriction"; may throw `validationError`. In/nin lists arrive joined by
 * commas. The returned document is trusted: build it from constants and coerced values only.
 */
export interface ListParam {
  toFilter(value: string, op: FilterOp): Record<string, unknown> | null;
}

/** S: the related resource's record schema; M: whether the relation is to-many (typed clients read both). */
export interface ListRelation<S extends z.ZodType = z.ZodType, M extends boolean = boolean> {
  collection: string;
  localField: string;
  /** Default `_id`. */
  foreignField?: string;
  /** false: populated as one record or null; true: as an array. */
  many: M;
  /**
   * A to-many relation through `foreignField` (a contact's deals) has no bound of its own: it is
   * populated with at most this many records, newest first (`createdAt`, then `_id`, descending).
   */
  limit?: number;
  /** Maps a raw related document to its API shape. */
  toDto(doc: Record<string, unknown>): unknown;
  /** The API shape `toDto` returns (the related resource's record schema), for the OpenAPI document. */
  schema: S;
}

export interface ListSpec {
  resource: string;
  fields: Record<string, ListField>;
  params?: Record<string, ListParam>;
  relations?: Record<string, ListRelation>;
  /** Allows `fields.<fieldId or KEY>` filters and sorts (contacts, deals). */
  customFields?: boolean;
  /** Stored paths no record shows, left out of the page in the database (a contact's search keys). */
  storedOnly?: readonly string[];
  limits: { default: number; max: number };
  /** Used when the query has no sort; names are keys of `fields` (or raw Mongo paths). */
  defaultSort: SortKey[];
}

export interface CustomFieldRef {
  fieldId: string;
  type: string;
}

/** What a `[regex]` filter names: a custom field (its id and type), or a built-in field by path. */
export type ContainsTarget = { fieldId: string; type: string } | { path: string };

/**
 * Ids of records that include every record whose value at `target` contains `literal` (any case),
 * from an index; undefined when the index cannot tell (the filter then scans).
 */
export type ContainsLookup = (target: ContainsTarget, literal: string) => Promise<string[] | undefined>;

/** Looks a custom field of the caller's project up by id or built-in KEY; null when unknown. */
export type CustomFieldResolver = (ref: string) => Promise<CustomFieldRef | null>;

/**
 * A resource's listing fields framed by the keys every record has: `id` (stored
 * as `_id`) first, then the resource's own, then `projectId` (projectable only: the engine
 * already scopes every query by it) and the timestamps.
 */
export function recordListFields(own: Record<string, ListField>): Record<string, ListField> {
  return {
    id: { kind: "id", path: "_id" },
    ...own,
    projectId: { kind: "id", filterable: false, sortable: false },
    createdAt: { kind: "date" },
    updatedAt: { kind: "date" },
  };
}

/** Default page size 20 and max 100, unless the spec gives an endpoint its own maximum. */
export const DEFAULT_LIST_LIMITS: ListSpec["limits"] = { default: 20, max: 100 };

/**
 * A `[with]` relation whose raw documents (the stored shape D of `collection`) are mapped by the
 * related resource's own toRecord, so a populated record is the same closed object a GET returns
 * and is documented by the same record schema.
 */
export function relationTo<D, S extends z.ZodType, M extends boolean = false>(
  collection: string,
  localField: string,
  record: { toRecord: (doc: D) => z.output<S>; schema: S },
  options: { many?: M; foreignField?: string; limit?: number } = {},
  // NoInfer: a spec's `satisfies ListSpec` would otherwise widen M to boolean through the return type.
): ListRelation<S, NoInfer<M>> {
  return {
    collection,
    localField,
    ...(options.foreignField ? { foreignField: options.foreignField } : {}),
    ...(options.limit ? { limit: options.limit } : {}),
    // M defaults to false exactly when `many` is left out.
    many: (options.many ?? false) as M,
    toDto: (doc) => record.toRecord(doc as unknown as D),
    schema: record.schema,
  };
}
