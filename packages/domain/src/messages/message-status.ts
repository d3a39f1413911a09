import type { MessageStatus } from "./message.model";

const RANK: Record<MessageStatus, number> = { QUEUED: 0, SENT: 1, DELIVERED: 2, READ: 3, FAILED: 1 };

/**
 * The status an outbound message moves to when the provider reports `reported`, or null when
 * nothing changes. Status only moves forward (QUEUED -> SENT -> DELIVERED -> READ): a late
 * DELIVERED after READ, or a repeated callback, changes nothing. FAILED is reachable only
 * before delivery (from QUEUED or SENT) and is final.
 */
export function nextMessageStatus(current: MessageStatus, reported: MessageStatus): MessageStatus | null {
  if (current === "FAILED" || reported === "QUEUED" || reported === current) return null;
  if (reported === "FAILED") return current === "QUEUED" || current === "SENT" ? "FAILED" : null;
  return RANK[reported] > RANK[current] ? reported : null;
}

/** The statuses from which `target` may be reached: the compare-and-set condition of a status write. */
export function statusesBefore(target: MessageStatus): MessageStatus[] {
  return (["QUEUED", "SENT", "DELIVERED", "READ", "FAILED"] as const).filter((s) => nextMessageStatus(s, target) === target);
}
