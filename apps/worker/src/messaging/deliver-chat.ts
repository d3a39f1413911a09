import { setTimeout as sleep } from "node:timers/promises";
import type { ChannelSender, DeliveryChannel, Domain, OutboundDelivery } from "@crm/domain";
import { ChannelSendError, ChannelThrottledError } from "@crm/providers";
import type { PacedTarget, SendPacing } from "./send-pacing";

export interface DeliveryPolicy {
  /** How long a worker holds a chat's delivery lease; a crashed worker's lease expires after it. */
  leaseMs: number;
  /** Provider tries per message before it is FAILED (transient errors only; refusals fail at once). */
  maxAttempts: number;
  /** Backoff before the n-th retry: retryBaseMs * 2^(n-1). */
  retryBaseMs: number;
  /** How long a message may keep being throttled by the provider before it is FAILED (PROVIDER_THROTTLED). */
  throttleLimitMs: number;
}

/** The longest wait after a throttling answer that named no time (the backoff doubles up to it). */
const MAX_THROTTLE_BACKOFF_MS = 60_000;

export interface DeliverySchedule {
  /** Runs the chat's delivery again at `at` (a retry, or when another worker's lease ends). */
  deliverAt(projectId: string, chatId: string, at: Date): Promise<void>;
}

export interface DeliverChatDeps {
  delivery: Domain["messaging"]["delivery"];
  /** The channel's sender for a project's messages (media messages open the project's stored files). */
  providerFor(provider: DeliveryChannel["provider"], projectId: string): ChannelSender | undefined;
  schedule: DeliverySchedule;
  policy: DeliveryPolicy;
  pacing: SendPacing;
}

/**
 * Sends a chat's QUEUED messages in acceptance order. Only the holder of the chat's lease sends,
 * so two jobs for one chat never interleave (pacing and throttling only ever delay the chat's
 * oldest message, so they keep that order); a job that finds the lease taken comes back when it
 * ends. After releasing, the holder looks again: a message accepted meanwhile (whose own job met
 * the lease) is not left behind. A message id is the provider's idempotency key, so the send a
 * crash interrupted is repeated safely once the crashed worker's lease (and BullMQ lock) expire.
 */
export async function deliverChat(deps: DeliverChatDeps, projectId: string, chatId: string, owner: string): Promise<void> {
  const { delivery, schedule } = deps;
  // Each accepted message wakes its chat; most wake-ups find the work already done by an earlier one.
  if ((await delivery.queued(projectId, chatId, 1)).length === 0) return;
  for (;;) {
    const lease = await delivery.acquireLease(projectId, chatId, owner, deps.policy.leaseMs);
    if (!lease.acquired) {
      await schedule.deliverAt(projectId, chatId, lease.until);
      return;
    }
    let waitUntil: Date | undefined;
    try {
      waitUntil = await sendQueued(deps, projectId, chatId, owner);
    } finally {
      await delivery.releaseLease(projectId, chatId, owner);
    }
    if (waitUntil) {
      await schedule.deliverAt(projectId, chatId, waitUntil);
      return;
    }
    const [next] = await delivery.queued(projectId, chatId, 1);
    if (!next || (next.nextAttemptAt && next.nextAttemptAt > new Date())) return;
  }
}

/** Sends until the chat has nothing QUEUED (undefined) or its oldest message must wait (the time to come back). */
async function sendQueued(deps: DeliverChatDeps, projectId: string, chatId: string, owner: string): Promise<Date | undefined> {
  const { delivery, policy } = deps;
  const channel = await delivery.channelOf(projectId, chatId);
  if (!channel) return undefined;
  const provider = deps.providerFor(channel.provider, projectId);
  const target: PacedTarget = {
    channelId: channel.id,
    to: channel.to,
    throughputPerSecond: channel.throughputPerSecond,
    recipientGapSeconds: channel.recipientGapSeconds,
  };
  let leaseUntil = Date.now() + policy.leaseMs;
  for (;;) {
    const batch = await delivery.queued(projectId, chatId, 100);
    if (batch.length === 0) return undefined;
    for (const message of batch) {
      if (message.nextAttemptAt && message.nextAttemptAt.getTime() > Date.now()) return message.nextAttemptAt;
      // Renew at half-time: one write per few hundred sends, not one per send.
      if (leaseUntil - Date.now() < policy.leaseMs / 2) {
        if (!(await delivery.acquireLease(projectId, chatId, owner, policy.leaseMs)).acquired) return undefined;
        leaseUntil = Date.now() + policy.leaseMs;
      }
      if (!provider) {
        await delivery.markFailed(projectId, message.id, {
          error: `No adapter is configured for the ${channel.provider} provider.`,
          errorCode: "PROVIDER_NOT_CONFIGURED",
        });
        continue;
      }
      // Taken before the claim, so a message that must wait has made no provider call.
      const pace = await deps.pacing.reserve(target);
      if (!pace.go) return new Date(Date.now() + pace.retryInMs);
      const slotAt = Date.now() + pace.inMs;
      // Not QUEUED any more, or an agent's message whose agent was switched or disabled: it is not sent.
      if (!(await delivery.claimAttempt(projectId, message))) continue;
      // The claim's write is done first, so the call leaves as close to its slot as the process allows.
      if (slotAt > Date.now()) await sleep(slotAt - Date.now());
      try {
        const sent = await provider.send({
          messageId: message.id,
          channel: { id: channel.id, phone: channel.phone, ...(channel.externalId ? { externalId: channel.externalId } : {}) },
          to: channel.to,
          type: message.type,
          content: message.content,
          ...(message.context ? { context: message.context } : {}),
          pacing: { throughputPerSecond: target.throughputPerSecond, recipientGapSeconds: target.recipientGapSeconds },
        });
        // Its message.status event (through the outbox) schedules a simulator's receipts, so a crash here loses none.
        await delivery.markSent(projectId, message.id, sent.providerMessageId);
        await deps.pacing.sent(target);
      } catch (error) {
        // Anything but a provider's answer (the database, a bug) fails the job: BullMQ retries it whole.
        if (!(error instanceof ChannelSendError)) throw error;
        if (error instanceof ChannelThrottledError) {
          const at = await throttled(deps, projectId, message, target, error);
          if (at) return at;
          continue;
        }
        // Throttled tries are provider calls but not failures: they do not use up the retries.
        const attempts = message.attempts + 1 - message.throttles;
        if (error.retryable && attempts < policy.maxAttempts) {
          const at = new Date(Date.now() + policy.retryBaseMs * 2 ** (attempts - 1));
          await delivery.retryLater(projectId, message.id, at, error.message);
          return at;
        }
        await delivery.markFailed(projectId, message.id, {
          error: error.message,
          errorCode: error.errorCode,
          ...(error.providerCode !== undefined ? { providerCode: error.providerCode } : {}),
        });
      }
    }
  }
}

/**
 * A throttling answer: the message waits (the provider's Retry-After, else a doubling backoff; a
 * recipient's throttle at least its gap) and the channel's or recipient's pacing holds off as long,
 * so the chat's other sends do not hit it again. Throttled for longer than the policy allows, the
 * message FAILS (PROVIDER_THROTTLED), so a chat never waits forever. Returns when to come back.
 */
async function throttled(
  deps: DeliverChatDeps,
  projectId: string,
  message: OutboundDelivery,
  target: PacedTarget,
  error: ChannelThrottledError,
): Promise<Date | undefined> {
  const since = message.throttledSince?.getTime() ?? Date.now();
  if (Date.now() - since >= deps.policy.throttleLimitMs) {
    await deps.delivery.markFailed(projectId, message.id, {
      error: `Throttled by the provider for longer than ${Math.round(deps.policy.throttleLimitMs / 1000)} s: ${error.message}`,
      errorCode: "PROVIDER_THROTTLED",
      ...(error.providerCode !== undefined ? { providerCode: error.providerCode } : {}),
    });
    return undefined;
  }
  const backoff = Math.min(MAX_THROTTLE_BACKOFF_MS, deps.policy.retryBaseMs * 2 ** message.throttles);
  const floor = error.scope === "recipient" ? target.recipientGapSeconds * 1000 : 0;
  const waitMs = Math.max(error.retryAfterMs ?? backoff, floor);
  await deps.pacing.holdOff(target, error.scope, waitMs);
  const at = new Date(Date.now() + waitMs);
  await deps.delivery.throttledUntil(projectId, message.id, at, error.message);
  return at;
}
