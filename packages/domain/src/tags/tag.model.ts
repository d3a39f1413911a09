import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export interface TagDoc extends TenantDoc {
  name: string;
  /** `#RRGGBB`. */
  color?: string;
}

const tagSchema = tenantSchema<TagDoc>({
  name: { type: String, required: true },
  color: { type: String },
});
// A label means one thing in a project: a second tag with the same name is a 409 DUPLICATE.
tagSchema.index({ projectId: 1, name: 1 }, { unique: true });
tagSchema.index({ projectId: 1, createdAt: -1 });

export const defineTagModel = (conn: Connection): Model<TagDoc> => conn.model<TagDoc>("Tag", tagSchema, "tags");
