import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export interface LossReasonDoc extends TenantDoc {
  name: string;
}

const lossReasonSchema = tenantSchema<LossReasonDoc>({
  name: { type: String, required: true },
});
// A catalog entry: two reasons with the same name would split the loss statistics (409 DUPLICATE).
lossReasonSchema.index({ projectId: 1, name: 1 }, { unique: true });
lossReasonSchema.index({ projectId: 1, createdAt: -1 });

export const defineLossReasonModel = (conn: Connection): Model<LossReasonDoc> =>
  conn.model<LossReasonDoc>("LossReason", lossReasonSchema, "loss_reasons");
