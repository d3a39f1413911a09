import type { Model } from "mongoose";
import type { Context } from "../core/context";
import type { TenantDoc } from "../core/tenant-schema";
import type { NoteEntityType } from "./note.model";

/**
 * Where the notes service looks for the record a note is attached to. Passed in by
 * open-domain, so notes depend on no deal or contact module, only on "is this id one of yours".
 */
export type NoteEntities = Record<NoteEntityType, (ctx: Context, id: string) => Promise<boolean>>;

/** Existence of a record in the caller's project (inside the caller's transaction, through mongoose's session). */
export const existsInProject =
  <D extends TenantDoc>(model: Model<D>) =>
  async (ctx: Context, id: string): Promise<boolean> =>
    (await model.exists({ _id: String(id), projectId: ctx.projectId })) !== null;
