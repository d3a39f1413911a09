import { Schema, type Connection, type Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import { CLICK_SOURCES, type ClickSource, type UrlParam } from "./lead-origin";

export const ANSWER_KEYS = ["block", "flow", "name", "inputName", "inputType", "type", "text", "value"] as const;
export type LeadAnswer = Record<(typeof ANSWER_KEYS)[number], string>;

export interface LeadDoc extends TenantDoc {
  /** The chatbot that captured the lead. */
  sourceId: string;
  sessionId: string;
  isComplete: boolean;
  answers: LeadAnswer[];
  originURL: string;
  /**
   * Stored as name/value pairs, not as an object: parameter names are visitor-controlled and
   * may contain `.` or start with `$`, which MongoDB field names cannot hold safely.
   */
  urlParams: UrlParam[];
  /** Derived from originURL at every write; internal (not in the API record), indexed for the clickId filter. */
  clickSource: ClickSource;
}

// Explicit sub-schemas: an answer has a key named `type`, which mongoose would read as a type declaration inline.
const answerSchema = new Schema(Object.fromEntries(ANSWER_KEYS.map((key) => [key, { type: String, default: "" }])), {
  _id: false,
  strict: "throw",
});
const urlParamSchema = new Schema({ name: { type: String, required: true }, value: { type: String, default: "" } }, { _id: false });

const leadSchema = tenantSchema<LeadDoc>({
  sourceId: { type: String, required: true },
  sessionId: { type: String, required: true },
  isComplete: { type: Boolean, required: true },
  answers: { type: [answerSchema], default: [] },
  originURL: { type: String, required: true },
  urlParams: { type: [urlParamSchema], default: [] },
  clickSource: { type: String, enum: CLICK_SOURCES, required: true },
});
// The listing's default order (newest first) alone, by chatbot, and by click source.
leadSchema.index({ projectId: 1, createdAt: -1 });
leadSchema.index({ projectId: 1, sourceId: 1, createdAt: -1 });
leadSchema.index({ projectId: 1, clickSource: 1, createdAt: -1 });
leadSchema.index({ projectId: 1, sessionId: 1 });

export const defineLeadModel = (conn: Connection): Model<LeadDoc> => conn.model<LeadDoc>("Lead", leadSchema, "leads");
