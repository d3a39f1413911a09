import type { ChannelProvider as ChannelProviderName, Domain } from "@crm/domain";
import type { ChannelProvider } from "@crm/providers";
import type { Job } from "bullmq";
import { parseJob } from "../jobs/parse-job";

/**
 * The `media` queue: `copy` fetches an inbound file from its channel's provider into storage. A
 * failed fetch throws, so BullMQ tries again with backoff; the last try marks the media FAILED
 * instead (the message keeps naming it), so the job ends and nothing waits on it.
 */
export function createMediaProcessor(domain: Domain, channels: Partial<Record<ChannelProviderName, ChannelProvider>>) {
  return async function processMediaJob(job: Job): Promise<unknown> {
    const { projectId, mediaId } = parseJob("media", job).payload;
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
