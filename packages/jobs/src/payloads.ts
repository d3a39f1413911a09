import { z } from "zod";
import type { QueueName } from "./queue-names";

/**
 * Job payload schemas per queue and job name. Payloads are validated when enqueued (so a bad
 * producer fails at the call site) and again when processed (Redis may hold jobs written by an
 * older release).
 */
export const jobSchemas = {
  system: {
    /** Proof of life for the pipeline: the worker answers with what it received. */
    ping: z.object({
      sentAt: z.iso.datetime(),
      note: z.string().max(200).optional(),
    }),
    /** Rebuilds one project's search keys (docs/search.md, "Backfill"): enqueued by each worker at start for every project whose index is older than the current scheme. */
    "search-backfill": z.object({ projectId: z.string().min(1) }),
  },
  /**
   * The call pipeline (apps/worker/src/calls): a stage job runs the call's due stages one after the
   * other, named after the stage it starts with (and the request it serves); the sweeper recovers
   * stuck stages; a deleted call's recording is removed.
   */
  calls: {
    copyRecording: z.object({ projectId: z.string().min(1), callId: z.string().min(1) }),
    transcribe: z.object({ projectId: z.string().min(1), callId: z.string().min(1), requestId: z.string().min(1) }),
    analyze: z.object({ projectId: z.string().min(1), callId: z.string().min(1), requestId: z.string().min(1) }),
    sweep: z.object({}),
    removeRecording: z.object({ projectId: z.string().min(1), callId: z.string().min(1) }),
  },
  webhooks: {
    /** One event to one endpoint; the worker reads the event and the endpoint when it runs (a retry sees a rotated secret). */
    deliver: z.object({
      projectId: z.string().min(1),
      webhookId: z.string().min(1),
      eventId: z.string().min(1),
      /** Attempts already made in a `deliver-batch` before this job took the delivery over (its retries). */
      attemptsBefore: z.number().int().min(1).optional(),
    }),
    /**
     * The first attempts of one endpoint's deliveries from one relayed batch of events, in event
     * order; each delivery that fails goes on as its own `deliver` job (its retries).
     */
    "deliver-batch": z.object({
      projectId: z.string().min(1),
      webhookId: z.string().min(1),
      eventIds: z.array(z.string().min(1)).min(1),
    }),
    /**
     * A window of the feed delivered again to one endpoint: the job walks it in pages, enqueueing
     * `deliver` jobs, and keeps its cursor (`afterSequence`) here, so a run after a crash resumes.
     */
    recover: z.object({
      projectId: z.string().min(1),
      webhookId: z.string().min(1),
      recoveryId: z.string().min(1),
      afterSequence: z.number().int().min(0),
      untilSequence: z.number().int().min(0),
      since: z.iso.datetime().optional(),
      events: z.array(z.string()),
      filter: z
        .object({
          pipelineId: z.string().optional(),
          stageId: z.string().optional(),
          channelId: z.string().optional(),
          contactId: z.string().optional(),
        })
        .optional(),
    }),
  },
  /** Outbound delivery: a chat's QUEUED messages sent in order, and the dev provider's simulated receipts. */
  messages: {
    deliver: z.object({ projectId: z.string().min(1), chatId: z.string().min(1) }),
    receipt: z.object({
      projectId: z.string().min(1),
      channelId: z.string().min(1),
      providerMessageId: z.string().min(1),
      status: z.enum(["SENT", "DELIVERED", "READ", "FAILED"]),
    }),
  },
  /** The chats' AI agents: a reply to an inbound message, and the follow-up queued after a reply. */
  agent: {
    reply: z.object({ projectId: z.string().min(1), chatId: z.string().min(1), messageId: z.string().min(1) }),
    "follow-up": z.object({ projectId: z.string().min(1), chatId: z.string().min(1), replyId: z.string().min(1) }),
  },
  /** Import jobs (apps/worker/src/imports): one job per import runs it from its checkpoint to the end. */
  imports: {
    run: z.object({ projectId: z.string().min(1), importId: z.string().min(1) }),
  },
  /**
   * Media files (apps/worker/src/media): `copy` fetches an inbound file from the provider into
   * storage, `remove` deletes a deleted media's bytes, `expire` (scheduled) deletes uploads no
   * message named in time.
   */
  media: {
    copy: z.object({ projectId: z.string().min(1), mediaId: z.string().min(1) }),
    remove: z.object({ projectId: z.string().min(1), mediaId: z.string().min(1) }),
    expire: z.object({}),
  },
} as const satisfies Record<QueueName, Record<string, z.ZodType>>;

export type JobName<Q extends QueueName> = keyof (typeof jobSchemas)[Q] & string;

export type JobPayload<Q extends QueueName, J extends JobName<Q>> = z.infer<(typeof jobSchemas)[Q][J]>;

function schemaFor<Q extends QueueName, J extends JobName<Q>>(queue: Q, job: J): z.ZodType {
  const byJob: Record<string, z.ZodType> = jobSchemas[queue];
  const schema = byJob[job];
  if (!schema) throw new Error(`Unknown job "${job}" on queue "${queue}"`);
  return schema;
}

/** Validates a payload for `queue`/`job`; throws a ZodError naming the offending fields. */
export function parseJobPayload<Q extends QueueName, J extends JobName<Q>>(queue: Q, job: J, data: unknown): JobPayload<Q, J> {
  return schemaFor(queue, job).parse(data) as JobPayload<Q, J>;
}

/** True when `job` is a job name declared for `queue` (a worker may meet names from newer producers). */
export function isJobName<Q extends QueueName>(queue: Q, job: string): job is JobName<Q> {
  return Object.hasOwn(jobSchemas[queue], job);
}
