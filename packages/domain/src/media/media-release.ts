import type { Context } from "../core/context";
import { excludeReferences } from "../core/references";
import type { UnitOfWork } from "../core/unit-of-work";
import type { MessageDoc } from "../messages/message.model";
import type { Models } from "../models";
import type { MediaDoc } from "./media.model";
import { mediaToRecord } from "./media.record";

/**
 * When media goes away: a media record lives as long as a message names it (`content.mediaId`)
 * or it is an upload waiting for its first message. Deleting the last message that names it
 * deletes the record in the same transaction and raises `media.deleted`, after which the worker
 * removes the stored bytes (they are unreachable once the record is gone). A send naming the
 * media reads it as a guarded reference (core/references.ts) and the release writes all its
 * guard slots, so the two conflict and the later one sees the other: a message never names
 * deleted media, and media a message still names is never deleted.
 */
export function createMediaRelease({ media, messages }: Pick<Models, "media" | "messages">) {
  /** The ids among `ids` that a message of the project names. */
  async function named(ctx: Context, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const naming = await messages
      .find({ projectId: ctx.projectId, "content.mediaId": { $in: [...ids] } })
      .select("content.mediaId")
      .lean<Array<Pick<MessageDoc, "content">>>();
    return new Set(naming.map((message) => String(message.content.mediaId)));
  }

  /** Deletes these media records, inside the caller's transaction, each with its `media.deleted`. */
  async function remove(ctx: Context, ids: readonly string[], uow: UnitOfWork): Promise<void> {
    if (ids.length === 0) return;
    const doomed = await media.find({ projectId: ctx.projectId, _id: { $in: [...ids] } }).lean<MediaDoc[]>();
    if (doomed.length === 0) return;
    const doomedIds = doomed.map((doc) => doc._id);
    await excludeReferences(media, ctx, doomedIds);
    await media.deleteMany({ projectId: ctx.projectId, _id: { $in: doomedIds } });
    for (const doc of doomed) uow.emit({ type: "media.deleted", data: { id: doc._id, record: mediaToRecord(doc) } });
  }

  return {
    named,
    remove,
    /**
     * After messages were deleted in the caller's transaction: the media they named that no
     * remaining message names is deleted with them.
     */
    async releaseUnnamed(ctx: Context, mediaIds: readonly string[], uow: UnitOfWork): Promise<void> {
      const unique = [...new Set(mediaIds)];
      const stillNamed = await named(ctx, unique);
      await remove(
        ctx,
        unique.filter((id) => !stillNamed.has(id)),
        uow,
      );
    },
  };
}
export type MediaRelease = ReturnType<typeof createMediaRelease>;
