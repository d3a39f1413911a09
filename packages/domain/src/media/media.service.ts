import type { Model } from "mongoose";
import { requireScope, systemContext, type Context } from "../core/context";
import { concurrencySlots } from "../core/concurrency-cap";
import { AppError, conflict } from "../core/errors";
import { newId } from "../core/ids";
import { loadForUpdate, loadInProject } from "../core/references";
import type { InTransaction } from "../core/unit-of-work";
import type { MessageDoc } from "../messages/message.model";
import type { FetchedMedia, MediaStore } from "../ports/media-ports";
import { checkedMedia, type CheckedMedia, type MediaUpload } from "./media-upload";
import { createMediaRelease } from "./media-release";
import type { MediaDoc, MediaSource } from "./media.model";
import { mediaToRecord } from "./media.record";
import type { MediaRecord } from "./media.schema";
import { MEDIA_TYPES, type MediaKind, type MediaMimeType } from "./media-type";

export interface MediaServiceDeps {
  media: Model<MediaDoc>;
  messages: Model<MessageDoc>;
  store: MediaStore;
  inTransaction: InTransaction;
}

/** How long an upload waits for a message to name it before it is deleted (WhatsApp keeps uploaded media as long). */
export const MEDIA_UPLOAD_EXPIRY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored media file opened for a download or a provider upload. */
export interface MediaFile {
  size: number;
  mimeType: MediaMimeType;
  /** The hex SHA-256, quoted: the download's ETag. */
  etag: string;
  filename?: string;
  open(range?: { start: number; end: number }): NodeJS.ReadableStream;
}

/** What inbound media is until the worker has copied it: a guess from the provider's webhook. */
const PROVISIONAL_TYPES: Record<MediaKind, MediaMimeType> = {
  IMAGE: "image/jpeg",
  AUDIO: "audio/ogg",
  VIDEO: "video/mp4",
  DOCUMENT: "application/pdf",
  STICKER: "image/webp",
};

/** Uploads streaming into storage at once, per API key and per API process (each may be 100 MiB). */
export const MEDIA_UPLOADS_PER_KEY = 4;
export const MEDIA_UPLOADS_PER_PROCESS = 16;

export function createMediaService(deps: MediaServiceDeps) {
  const { media, store, inTransaction } = deps;
  const release = createMediaRelease({ media, messages: deps.messages });
  const uploads = concurrencySlots(
    { perKey: MEDIA_UPLOADS_PER_KEY, perProcess: MEDIA_UPLOADS_PER_PROCESS },
    {
      perKey: `This API key already uploads ${MEDIA_UPLOADS_PER_KEY} media files; retry when one has been stored.`,
      perProcess: "This API process receives as many media files as it serves; retry later.",
    },
  );

  /** Streams `content` into the store under `id`; removes what was stored when it fails. */
  async function storeChecked(id: string, upload: MediaUpload): Promise<Required<CheckedMedia>> {
    const checked: CheckedMedia = { size: 0 };
    await store.save(id, checkedMedia(upload, checked));
    return checked as Required<CheckedMedia>;
  }

  const fileOf = (doc: MediaDoc): MediaFile => ({
    size: doc.size!,
    mimeType: doc.mimeType,
    etag: `"${doc.sha256}"`,
    ...(doc.filename ? { filename: doc.filename } : {}),
    open: (range) => store.open(doc._id, range),
  });

  return {
    /** `POST /v1/media`: the file streamed into the store, typed by its bytes and capped by its kind's limit; 201 with its record. */
    async upload(ctx: Context, upload: MediaUpload): Promise<MediaRecord> {
      requireScope(ctx, "write");
      const id = newId();
      const freeSlot = uploads.acquire(ctx.keyId ?? ctx.projectId);
      let checked: Required<CheckedMedia>;
      try {
        checked = await storeChecked(id, upload);
      } finally {
        freeSlot();
      }
      const filename = upload.filename?.trim().slice(0, 240);
      try {
        const [doc] = await media.create([
          {
            _id: id,
            projectId: ctx.projectId,
            kind: checked.kind,
            mimeType: checked.mimeType,
            status: "STORED",
            size: checked.size,
            sha256: checked.sha256,
            ...(filename ? { filename } : {}),
            expiresAt: new Date(Date.now() + MEDIA_UPLOAD_EXPIRY_DAYS * DAY_MS),
          },
        ]);
        return mediaToRecord(doc!.toObject());
      } catch (error) {
        // The bytes are stored before the record: a failed record leaves no orphan file.
        await store.remove(id);
        throw error;
      }
    },

    async get(ctx: Context, id: string): Promise<MediaRecord> {
      requireScope(ctx, "read");
      return mediaToRecord(await loadInProject(media, ctx, id, "Media"));
    },

    /** `GET /v1/media/{id}`: the bytes; 409 MEDIA_NOT_STORED while inbound media is PENDING or after it FAILED. */
    async download(ctx: Context, id: string): Promise<MediaFile> {
      requireScope(ctx, "read");
      const doc = await loadInProject(media, ctx, id, "Media");
      if (doc.status !== "STORED") throw conflict("MEDIA_NOT_STORED", `The media is ${doc.status}; it can be downloaded once STORED.`);
      return fileOf(doc);
    },

    /**
     * `DELETE /v1/media/{id}`: the record at once (`media.deleted`), the bytes by the worker after
     * it; 409 MEDIA_IN_USE while a message names it (it goes with the last of them).
     */
    async remove(ctx: Context, id: string): Promise<void> {
      requireScope(ctx, "write");
      await inTransaction(ctx, async (uow) => {
        const doc = await loadForUpdate(media, ctx, id, "Media");
        if ((await release.named(ctx, [doc._id])).size > 0)
          throw conflict(
            "MEDIA_IN_USE",
            `Media '${doc._id}' is named by messages; it is deleted with the last of them (their chat's delete).`,
          );
        await release.remove(ctx, [doc._id], uow);
      });
    },

    /**
     * After `media.deleted`: removes the stored bytes. Only bytes without a record go, so a
     * repeated or late job never touches a file that is in use.
     */
    async removeStored(projectId: string, mediaId: string): Promise<void> {
      if (await media.exists({ _id: mediaId, projectId })) return;
      await store.remove(mediaId);
    },

    /**
     * The expiry sweep: uploads past their `expiresAt` that no message names are deleted (as
     * `remove`, per project in one transaction); those a message names lose their expiry. At most
     * `limit` are looked at per call; answers how many were looked at and how many deleted.
     */
    async expireUploads(now: Date, limit: number): Promise<{ looked: number; deleted: number }> {
      const due = await media
        .find({ expiresAt: { $lte: now } })
        .sort({ expiresAt: 1 })
        .limit(limit)
        .select("_id projectId")
        .lean<Array<Pick<MediaDoc, "_id" | "projectId">>>();
      const byProject = new Map<string, string[]>();
      for (const doc of due) byProject.set(doc.projectId, [...(byProject.get(doc.projectId) ?? []), doc._id]);
      let deleted = 0;
      for (const [projectId, ids] of byProject) {
        const ctx = systemContext(projectId);
        deleted += await inTransaction(ctx, async (uow) => {
          const named = await release.named(ctx, ids);
          await media.updateMany({ projectId, _id: { $in: [...named] } }, { $unset: { expiresAt: 1 } }, { timestamps: false });
          const unnamed = ids.filter((id) => !named.has(id));
          await release.remove(ctx, unnamed, uow);
          return unnamed.length;
        });
      }
      return { looked: due.length, deleted };
    },

    /** A media message's `content.mediaId`: a media of the project (404) of the message's kind (400). */
    async assertFits(ctx: Context, messageType: string, mediaId: string): Promise<void> {
      const doc = await loadInProject(media, ctx, mediaId, "Media");
      if (doc.kind !== messageType)
        throw new AppError(
          "VALIDATION_ERROR",
          400,
          `Media '${mediaId}' is ${doc.kind}; a ${messageType} message needs ${messageType} media.`,
          [{ field: "content.mediaId", code: "media_kind_mismatch", message: `The media is ${doc.kind}, not ${messageType}.` }],
        );
    },

    /** For delivery: the stored file a message names, or null when it is not (or no longer) stored. */
    async forDelivery(projectId: string, mediaId: string): Promise<MediaFile | null> {
      const doc = await media.findOne({ _id: mediaId, projectId, status: "STORED" }).lean<MediaDoc>();
      return doc ? fileOf(doc) : null;
    },

    /**
     * Inbound media, recorded PENDING in the caller's transaction (the message names its id at
     * once); the worker copies the bytes with `copyInbound`.
     */
    async pendingInbound(
      projectId: string,
      input: { id: string; kind: MediaKind; source: MediaSource; mimeType?: string | undefined; filename?: string | undefined },
    ): Promise<void> {
      const declared = input.mimeType?.toLowerCase().split(";")[0]!.trim();
      const mimeType =
        declared && declared in MEDIA_TYPES && MEDIA_TYPES[declared as MediaMimeType] === input.kind
          ? (declared as MediaMimeType)
          : PROVISIONAL_TYPES[input.kind];
      await media.create([
        {
          _id: input.id,
          projectId,
          kind: input.kind,
          mimeType,
          status: "PENDING",
          source: input.source,
          ...(input.filename ? { filename: input.filename.slice(0, 240) } : {}),
        },
      ]);
    },

    /** The PENDING inbound media of a message (the worker copies them), with where the provider keeps them. */
    async pendingOf(projectId: string, mediaId: string): Promise<MediaSource | null> {
      const doc = await media.findOne({ _id: mediaId, projectId, status: "PENDING" }).lean<MediaDoc>();
      return doc?.source ?? null;
    },

    /**
     * Copies inbound media from the provider into the store: STORED with what the bytes are.
     * A failure is thrown for a retry, except on the `lastTry`, when the media is marked FAILED
     * with the reason (the message keeps naming it). Bytes of another kind than the message's
     * fail at once. A copy already made (or given up) changes nothing.
     */
    async copyInbound(projectId: string, mediaId: string, fetch: () => Promise<FetchedMedia>, lastTry: boolean): Promise<void> {
      const doc = await media.findOne({ _id: mediaId, projectId, status: "PENDING" }).lean<MediaDoc>();
      if (!doc) return;
      const fail = (reason: string) =>
        media.updateOne({ _id: mediaId, projectId, status: "PENDING" }, { $set: { status: "FAILED", error: reason.slice(0, 1000) } });
      try {
        const fetched = await fetch();
        const checked = await storeChecked(mediaId, {
          content: fetched.content,
          mimeType: fetched.mimeType,
          filename: doc.filename,
        });
        if (checked.kind !== doc.kind) {
          await store.remove(mediaId);
          await fail(`The provider's file is ${checked.kind}, the message ${doc.kind}.`);
          return;
        }
        const stored = await media.updateOne(
          { _id: mediaId, projectId, status: "PENDING" },
          { $set: { status: "STORED", mimeType: checked.mimeType, size: checked.size, sha256: checked.sha256 } },
        );
        // Its message was deleted while the bytes were copied (and the removal may have run already): they go too.
        if (stored.matchedCount === 0 && !(await media.exists({ _id: mediaId, projectId }))) await store.remove(mediaId);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // Bytes the limits refuse will not change with another try.
        if (lastTry || error instanceof AppError) await fail(reason);
        else throw error;
      }
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
