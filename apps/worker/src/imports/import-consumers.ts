import type { TypedQueue } from "@crm/jobs";
import { eventConsumer } from "../relay/event-consumer";
import type { OutboxConsumer } from "../relay/outbox-relay";

/** One job per import, named by it, so a repeated relay adds nothing. */
export const importJobId = (importId: string) => `import.${importId}`;

/** An accepted import (`import.queued`) becomes its run job. */
export function importConsumers(queue: TypedQueue<"imports">): OutboxConsumer[] {
  return [
    eventConsumer({
      name: "import-run",
      type: "import.queued",
      select: ({ data }) => data.id,
      enqueue: (importId, event) =>
        queue.add(
          "run",
          { projectId: event.projectId, importId },
          { jobId: importJobId(importId), attempts: 5, backoff: { type: "exponential", delay: 1000 } },
        ),
    }),
  ];
}
