import type { Model } from "mongoose";
import { requireScope, type Context } from "../core/context";
import { concurrencySlots } from "../core/concurrency-cap";
import { AppError, conflict } from "../core/errors";
import { newId } from "../core/ids";
import { loadInProject } from "../core/references";
import type { FetchedMedia, MediaStore } from "../ports/media-ports";
import { checkedMedia, type CheckedMedia, type MediaUpload } from "./media-upload";
import type { MediaDoc, MediaSource } from "./media.model";
import { mediaToRecord } from "./media.record";
import type { MediaRecord } from "./media.schema";
import { MEDIA_TYPES, type MediaKind, type MediaMimeType } from "./media-type";

export interface MediaServiceDeps {
  media: Model<MediaDoc>;
  store: MediaStore;
}

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
  const { media, store } = deps;
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
      const release = uploads.acquire(ctx.keyId ?? ctx.projectId);
      let checked: Required<CheckedMedia>;
      try {
        checked = await storeChecked(id, upload);
      } finally {
        release();
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
        await media.updateOne(
          { _id: mediaId, projectId, status: "PENDING" },
          { $set: { status: "STORED", mimeType: checked.mimeType, size: checked.size, sha256: checked.sha256 } },
        );
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
