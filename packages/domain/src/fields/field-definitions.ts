import type { RedisClient } from "../core/redis-client";
import type { Model } from "mongoose";
import type { Context } from "../core/context";
import { createKeyedCache, type KeyedCache } from "../core/keyed-cache";
import { loadAllInProject, transactionOf } from "../core/references";
import type { FieldDoc } from "./field.model";
import type { BuiltInKey, FieldConfig, FieldEntityType, FieldType } from "./field-types";

/** What value writes and list filters need to know of a field. */
export interface FieldDefinition {
  id: string;
  entityType: FieldEntityType;
  type: FieldType;
  config: FieldConfig;
  key?: BuiltInKey;
}

export function toFieldDefinition(doc: Pick<FieldDoc, "_id" | "entityType" | "type" | "config" | "key">): FieldDefinition {
  return { id: doc._id, entityType: doc.entityType, type: doc.type, config: doc.config ?? {}, ...(doc.key ? { key: doc.key } : {}) };
}

/**
 * The stored definitions of these fields, read inside the caller's transaction through the
 * reference guard (core/references.ts): a value written for a field conflicts with a concurrent
 * delete of the field or a change of its options, and is validated against what is stored,
 * never against a cache that has not heard of that change yet. 404 for a field that is gone.
 *
 * Each field is read once per transaction attempt (each attempt has its own transaction number):
 * later reads in the attempt would see the same snapshot, and the first one wrote the guard. An
 * import chunk or a batch of 500 contacts with a custom field reads it once, not 500 times.
 */
export function currentFieldDefinitions(fields: Model<FieldDoc>) {
  const readInAttempt = new WeakMap<object, { txnNumber: number; known: Map<string, FieldDefinition> }>();
  return async (ctx: Context, ids: readonly string[]): Promise<ReadonlyMap<string, FieldDefinition>> => {
    const session = transactionOf(fields);
    const txnNumber = session?.serverSession.txnNumber;
    const memo = session && readInAttempt.get(session);
    const known = memo && memo.txnNumber === txnNumber ? memo.known : new Map<string, FieldDefinition>();
    const key = (id: string) => `${ctx.projectId}:${id}`;
    const missing = ids.filter((id) => !known.has(key(id)));
    if (missing.length > 0)
      for (const doc of await loadAllInProject(fields, ctx, missing, "Field")) known.set(key(doc._id), toFieldDefinition(doc));
    if (session && txnNumber !== undefined) readInAttempt.set(session, { txnNumber, known });
    return new Map(ids.map((id) => [id, known.get(key(id))!]));
  };
}

export interface ProjectFields {
  byId: ReadonlyMap<string, FieldDefinition>;
  byKey(entityType: FieldEntityType, key: string): FieldDefinition | undefined;
}

/**
 * Field definitions of each project, kept in the process: every contact or deal write and every
 * custom-field filter needs them, and they change rarely. The field service announces a change
 * with `changed(projectId)` after its commit (core/keyed-cache.ts says how it spreads).
 */
export type FieldDefinitionCache = KeyedCache<ProjectFields>;

export function createFieldDefinitionCache(fields: Model<FieldDoc>, redis?: RedisClient): Promise<FieldDefinitionCache> {
  async function load(projectId: string): Promise<ProjectFields> {
    // session(null): never read through a caller's transaction, so uncommitted fields are never cached.
    const docs = await fields.find({ projectId }, { entityType: 1, type: 1, config: 1, key: 1 }).session(null).lean<FieldDoc[]>();
    const byId = new Map<string, FieldDefinition>();
    const byKey = new Map<string, FieldDefinition>();
    for (const doc of docs) {
      const def = toFieldDefinition(doc);
      if (def.key) byKey.set(`${doc.entityType}:${def.key}`, def);
      byId.set(doc._id, def);
    }
    return { byId, byKey: (entityType, key) => byKey.get(`${entityType}:${key}`) };
  }
  return createKeyedCache({ channel: "crm:fields:changed", ttlMs: 60_000, maxKeys: 5_000, load, ...(redis ? { redis } : {}) });
}
