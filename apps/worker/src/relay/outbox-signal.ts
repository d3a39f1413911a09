import { OUTBOX_SIGNAL_CHANNEL } from "@crm/domain";
import { createRedisClient, type RedisTarget } from "@crm/jobs";

/** Subscribes to the domain's commit signal on its own connection (a subscribed connection can do nothing else). */
export function subscribeOutboxSignal(target: RedisTarget) {
  return async (wake: () => void): Promise<() => Promise<void>> => {
    const subscriber = createRedisClient(target, { maxRetriesPerRequest: null, connectionName: "crm-outbox-signal" });
    subscriber.on("error", () => {});
    subscriber.on("message", (channel: string) => {
      if (channel === OUTBOX_SIGNAL_CHANNEL) wake();
    });
    await subscriber.subscribe(OUTBOX_SIGNAL_CHANNEL);
    return async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    };
  };
}
