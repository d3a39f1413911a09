import type { Context } from "../core/context";
import type { NoteEntityType } from "./note.model";

/**
 * Where the notes service looks for the record a note is attached to. Passed in by
 * open-domain (core/references.ts existsInProject), so notes depend on no deal or contact
 * module, only on "is this id one of yours".
 */
export type NoteEntities = Record<NoteEntityType, (ctx: Context, id: string) => Promise<boolean>>;
