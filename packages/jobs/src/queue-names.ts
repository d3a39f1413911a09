/** Every BullMQ queue of the product, declared once so producers (api, domain) and the worker agree. */
export const queueNames = ["system", "calls", "webhooks", "messages", "agent", "imports", "media"] as const;

export type QueueName = (typeof queueNames)[number];
