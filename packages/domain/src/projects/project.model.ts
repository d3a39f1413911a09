import { Schema, type Connection, type Model } from "mongoose";
import { newId } from "../core/ids";

/** A project is the tenant itself, so it has no projectId of its own. */
export interface ProjectDoc {
  _id: string;
  name: string;
  /** The search key scheme the project's index holds for every record (search/search-scheme.ts); absent: not known to be whole. */
  searchKeys?: number;
  createdAt: Date;
  updatedAt: Date;
}

const projectSchema = new Schema<ProjectDoc>(
  {
    _id: { type: String, default: newId },
    name: { type: String, required: true },
    searchKeys: { type: Number },
  },
  { timestamps: true, versionKey: false, id: false, strict: "throw" },
);

export const defineProjectModel = (conn: Connection): Model<ProjectDoc> => conn.model<ProjectDoc>("Project", projectSchema, "projects");
