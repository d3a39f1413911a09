import type * as d from "@crm/domain";
import { builder, type Row } from "./builder";
import type { RecordRef } from "./resources";

/**
 * Relations as fields: `t.loadable` (plugin-dataloader) over the domain's `getMany`, so each
 * relation of a page costs one project-scoped query whatever the page size.
 */
type Loader = (domain: d.Domain) => { getMany(ctx: d.Context, ids: readonly string[]): Promise<Array<Row | null>> };

/** `parent.name` is the record whose id is in `parent[key]` (null when unset or gone). */
export function toOne(parent: RecordRef, name: string, type: RecordRef, key: string, service: Loader) {
  builder.objectField(parent, name, (t) =>
    t.loadable({
      type,
      nullable: true,
      load: (ids: string[], ctx) => service(ctx.domain).getMany(ctx.auth, ids),
      resolve: (row) => (typeof row[key] === "string" ? row[key] : null),
    }),
  );
}

/** `parent.name` is the records whose ids are in the array `parent[key]`. */
export function toMany(parent: RecordRef, name: string, type: RecordRef, key: string, service: Loader) {
  builder.objectField(parent, name, (t) =>
    t.loadable({
      type: [type],
      nullable: { list: false, items: true },
      load: (ids: string[], ctx) => service(ctx.domain).getMany(ctx.auth, ids),
      resolve: (row) => (Array.isArray(row[key]) ? (row[key] as string[]) : []),
    }),
  );
}
