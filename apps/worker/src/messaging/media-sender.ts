import { ChannelSendError } from "@crm/providers";
import type { ChannelSender, Domain } from "@crm/domain";

/**
 * A channel sender that hands media messages sent by `mediaId` their stored file (`request.media`),
 * opened from the message's project. Media no longer stored fails the message for good (MEDIA_REJECTED).
 */
export function withStoredMedia(sender: ChannelSender, media: Pick<Domain["media"], "forDelivery">, projectId: string): ChannelSender {
  return {
    ...(sender.simulatedReceipts ? { simulatedReceipts: sender.simulatedReceipts } : {}),
    async send(request) {
      const mediaId = request.content.mediaId;
      if (typeof mediaId !== "string") return sender.send(request);
      const file = await media.forDelivery(projectId, mediaId);
      if (!file) throw new ChannelSendError(`Media '${mediaId}' is not stored.`, false, { errorCode: "MEDIA_REJECTED" });
      return sender.send({ ...request, media: file });
    },
  };
}
