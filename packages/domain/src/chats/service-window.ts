import { unprocessable } from "../core/errors";
import type { MessageType } from "../messages/message.model";

/** WhatsApp's customer-service window: free-form messages may be sent for 24 h after the contact's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export const serviceWindowEnd = (lastInboundAt: Date | undefined | null): Date | null =>
  lastInboundAt ? new Date(lastInboundAt.getTime() + SERVICE_WINDOW_MS) : null;

/** Outside the window only templates may start a conversation. */
export const needsOpenWindow = (type: MessageType): boolean => type !== "TEMPLATE";

export function isServiceWindowOpen(lastInboundAt: Date | undefined | null, now: Date): boolean {
  const end = serviceWindowEnd(lastInboundAt);
  return end !== null && end.getTime() > now.getTime();
}

export const outsideServiceWindow = () =>
  unprocessable(
    "OUTSIDE_SERVICE_WINDOW",
    "The contact has not written in the last 24 hours: outside the service window this channel sends only TEMPLATE messages.",
    [{ field: "type", code: "outside_service_window", message: "Send an approved TEMPLATE message instead." }],
  );
