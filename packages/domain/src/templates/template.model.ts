import { Schema, type Connection, type Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export const TEMPLATE_CATEGORIES = ["MARKETING", "UTILITY", "AUTHENTICATION"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
/** Only APPROVED templates may be sent. */
export const TEMPLATE_STATUSES = ["APPROVED", "PENDING", "REJECTED"] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export const TEMPLATE_COMPONENT_TYPES = ["HEADER", "BODY", "FOOTER", "BUTTONS"] as const;
export type TemplateComponentType = (typeof TEMPLATE_COMPONENT_TYPES)[number];
export const TEMPLATE_HEADER_FORMATS = ["TEXT", "IMAGE", "VIDEO", "DOCUMENT", "LOCATION"] as const;

export interface TemplateComponent {
  type: TemplateComponentType;
  text?: string;
  format?: (typeof TEMPLATE_HEADER_FORMATS)[number];
}

/** A channel's message template (WhatsApp's "message template"): the only kind of message allowed outside the 24 h window. */
export interface TemplateDoc extends TenantDoc {
  channelId: string;
  name: string;
  language: string;
  category: TemplateCategory;
  components: TemplateComponent[];
  status: TemplateStatus;
  /** Internal: the provider's id of the template (WHATSAPP_CLOUD). */
  externalId?: string;
}

const componentSchema = new Schema(
  { type: { type: String, enum: TEMPLATE_COMPONENT_TYPES, required: true }, text: { type: String }, format: { type: String } },
  { _id: false },
);

const templateSchema = tenantSchema<TemplateDoc>({
  channelId: { type: String, required: true, immutable: true },
  name: { type: String, required: true, immutable: true },
  language: { type: String, required: true, immutable: true },
  category: { type: String, enum: TEMPLATE_CATEGORIES, required: true },
  components: { type: [componentSchema], required: true },
  status: { type: String, enum: TEMPLATE_STATUSES, required: true },
  externalId: { type: String },
});
// A template is addressed by its name and language within its channel (as WhatsApp does).
templateSchema.index({ projectId: 1, channelId: 1, name: 1, language: 1 }, { unique: true });
templateSchema.index({ projectId: 1, channelId: 1, createdAt: 1 });

export const defineTemplateModel = (conn: Connection): Model<TemplateDoc> =>
  conn.model<TemplateDoc>("Template", templateSchema, "templates");
