import type { TypedQueue } from "@crm/jobs";
import { eventConsumer } from "../relay/event-consumer";
import type { OutboxConsumer } from "../relay/outbox-relay";

/** Tries to copy one inbound file before its media is FAILED (WhatsApp keeps inbound media 30 days; the backoff spans minutes). */
export const MEDIA_COPY_ATTEMPTS = 5;

/** One job per file, named by it, so a repeated relay adds nothing. */
export const mediaCopyJobId = (mediaId: string) => `media-copy.${mediaId}`;

/** The removal of a deleted media's bytes: one job per file. */
export const mediaRemovalJobId = (mediaId: string) => `media-remove.${mediaId}`;

/**
 * An inbound media message (`message.received` naming a `mediaId`) becomes the copy of its file
 * (media already stored is skipped by the step); a `media.deleted` becomes the removal of its bytes.
 */
export function mediaConsumers(queue: TypedQueue<"media">, backoffMs: number): OutboxConsumer[] {
  return [
    eventConsumer({
      name: "media-copy",
      type: "message.received",
      select: ({ data }) => {
        const mediaId = (data.record.content as Record<string, unknown> | undefined)?.mediaId;
        return typeof mediaId === "string" ? mediaId : undefined;
      },
      enqueue: (mediaId, event) =>
        queue.add(
          "copy",
          { projectId: event.projectId, mediaId },
          { jobId: mediaCopyJobId(mediaId), attempts: MEDIA_COPY_ATTEMPTS, backoff: { type: "exponential", delay: backoffMs } },
        ),
    }),
    eventConsumer({
      name: "media-removal",
      type: "media.deleted",
      select: ({ data }) => data.id,
      enqueue: (mediaId, event) =>
        queue.add(
          "remove",
          { projectId: event.projectId, mediaId },
          { jobId: mediaRemovalJobId(mediaId), attempts: MEDIA_COPY_ATTEMPTS, backoff: { type: "exponential", delay: backoffMs } },
        ),
    }),
  ];
}
