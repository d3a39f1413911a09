import { WHATSAPP_THROTTLE_CODES } from "./whatsapp-errors";

/** A number's pacing limits as WhatsApp enforces them (the DEV simulator takes the channel's settings). */
export interface PacingLimits {
  throughputPerSecond: number;
  recipientGapSeconds: number;
}

/** The sends a number had accepted when a new one arrives (times in ms, on one clock). */
export interface PacingWindow {
  now: number;
  /** Accepted sends in the last second, `(now - 1000, now]`, and the oldest of them (null if none). */
  sentInLastSecond: number;
  oldestInLastSecond: number | null;
  /** The last accepted send to this recipient (null if none). */
  lastToRecipient: number | null;
}

export interface PacingRefusal {
  code: (typeof WHATSAPP_THROTTLE_CODES)[keyof typeof WHATSAPP_THROTTLE_CODES];
  scope: "channel" | "recipient";
  /** When the send would be accepted, from `now`. */
  retryAfterMs: number;
}

/**
 * WhatsApp's refusal of a send, or null: over the number's throughput in any 1 s (130429), or
 * closer than the pair gap to the recipient's last send (131056); both counted over accepted sends.
 */
export function pacingRefusal(window: PacingWindow, limits: PacingLimits): PacingRefusal | null {
  if (window.sentInLastSecond >= limits.throughputPerSecond)
    return {
      code: WHATSAPP_THROTTLE_CODES.channel,
      scope: "channel",
      retryAfterMs: Math.max(1, (window.oldestInLastSecond ?? window.now) + 1000 - window.now),
    };
  const gapMs = limits.recipientGapSeconds * 1000;
  if (gapMs > 0 && window.lastToRecipient !== null && window.now - window.lastToRecipient < gapMs)
    return { code: WHATSAPP_THROTTLE_CODES.recipient, scope: "recipient", retryAfterMs: window.lastToRecipient + gapMs - window.now };
  return null;
}
