import type { Redis } from "ioredis";
import type { Model } from "mongoose";
import type { Context } from "../core/context";
import { loadAllInProject } from "../core/references";
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
 */
export const currentFieldDefinitions =
  (fields: Model<FieldDoc>) =>
  async (ctx: Context, ids: readonly string[]): Promise<ReadonlyMap<string, FieldDefinition>> =>
    new Map((await loadAllInProject(fields, ctx, ids, "Field")).map((doc) => [doc._id, toFieldDefinition(doc)]));

export interface ProjectFields {
  byId: ReadonlyMap<string, FieldDefinition>;
  byKey(entityType: FieldEntityType, key: string): FieldDefinition | undefined;
}

/**
 * Field definitions of each project, kept in the process: every contact or deal write and every
 * custom-field filter needs them, and they change rarely. A change is announced with
 * `changed(projectId)` AFTER its transaction commits (announcing earlier would let a concurrent
 * reader cache the old state again). Other processes learn it through Redis pub/sub; the TTL
 * bounds staleness if Redis is down.
 */
export interface FieldDefinitionCache {
  get(projectId: string): Promise<ProjectFields>;
  changed(projectId: string): Promise<void>;
  close(): Promise<void>;
}

const CHANGED_CHANNEL = "crm:fields:changed";
const CACHE_TTL_MS = 60_000;
/** Projects kept at once; the least recently loaded goes first. */
const MAX_PROJECTS = 5_000;

interface Entry {
  fields: Promise<ProjectFields>;
  expiresAt: number;
}

export async function createFieldDefinitionCache(fields: Model<FieldDoc>, redis?: Redis): Promise<FieldDefinitionCache> {
  const cache = new Map<string, Entry>();
  const subscriber = redis?.duplicate();
  if (subscriber) {
    await subscriber.subscribe(CHANGED_CHANNEL);
    subscriber.on("message", (_channel: string, projectId: string) => cache.delete(projectId));
  }

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

  return {
    get(projectId) {
      const now = Date.now();
      const hit = cache.get(projectId);
      if (hit && hit.expiresAt > now) return hit.fields;
      // The promise is cached, so concurrent readers share one load; `changed` drops it even mid-load.
      const entry: Entry = { fields: load(projectId), expiresAt: now + CACHE_TTL_MS };
      cache.delete(projectId);
      cache.set(projectId, entry);
      if (cache.size > MAX_PROJECTS) cache.delete(cache.keys().next().value as string);
      entry.fields.catch(() => {
        if (cache.get(projectId) === entry) cache.delete(projectId);
      });
      return entry.fields;
    },
    async changed(projectId) {
      cache.delete(projectId);
      // The change is committed by now: a Redis outage must not turn it into an error. Other
      // processes then catch up within CACHE_TTL_MS.
      await redis?.publish(CHANGED_CHANNEL, projectId).catch(() => undefined);
    },
    async close() {
      await subscriber?.quit();
    },
  };
}
