import type { ChannelProvider as ChannelProviderName, Domain } from "@crm/domain";
import type { ChannelProvider } from "@crm/providers";
import type { Job } from "bullmq";
import { parseJob } from "../jobs/parse-job";

/** Uploads the expiry sweep looks at per round; it goes on while a round finds as many. */
const EXPIRY_BATCH = 200;

/**
 * The `media` queue: `copy` fetches an inbound file from its channel's provider into storage. A
 * failed fetch throws, so BullMQ tries again with backoff; the last try marks the media FAILED
 * instead (the message keeps naming it), so the job ends and nothing waits on it. `remove`
 * deletes the bytes of deleted media; `expire` (scheduled) deletes the uploads no message named
 * in time.
 */
export function createMediaProcessor(domain: Domain, channels: Partial<Record<ChannelProviderName, ChannelProvider>>) {
  return async function processMediaJob(job: Job): Promise<unknown> {
    const parsed = parseJob("media", job);
    if (parsed.name === "expire") {
      let deleted = 0;
      for (let looked = EXPIRY_BATCH; looked === EXPIRY_BATCH;) {
        const round = await domain.media.expireUploads(new Date(), EXPIRY_BATCH);
        looked = round.looked;
        deleted += round.deleted;
      }
      return { deleted };
    }
    const { projectId, mediaId } = parsed.payload;
    if (parsed.name === "remove") return domain.media.removeStored(projectId, mediaId);
    const source = await domain.media.pendingOf(projectId, mediaId);
    if (!source) return { copied: false };
    const provider = channels[source.provider as ChannelProviderName];
    const lastTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await domain.media.copyInbound(
      projectId,
      mediaId,
      async () => {
        if (!provider?.fetchMedia) throw new Error(`No adapter that fetches media is configured for the ${source.provider} provider.`);
        return provider.fetchMedia({
          channel: { id: source.channelId, ...(source.externalId ? { externalId: source.externalId } : {}) },
          providerMediaId: source.providerMediaId,
        });
      },
      lastTry,
    );
    return { copied: true };
  };
}
