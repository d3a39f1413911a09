export interface SseMessage {
  /** The `event:` field; undefined for plain messages. */
  event?: string;
  /** The `id:` field (what a reconnect sends as `Last-Event-ID`). */
  id?: string;
  data: unknown;
}

/** Reads a `text/event-stream` response: yields each message with its event name and parsed JSON data. */
export async function* sseMessages(res: Response): AsyncGenerator<SseMessage> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) !== -1) {
        const lines = buffer.slice(0, end).split("\n");
        buffer = buffer.slice(end + 2);
        const field = (name: string) => lines.filter((l) => l.startsWith(`${name}:`)).map((l) => l.slice(name.length + 1).trim());
        const data = field("data").join("\n");
        const [event] = field("event");
        const [id] = field("id");
        if (data !== "") yield { ...(event ? { event } : {}), ...(id ? { id } : {}), data: JSON.parse(data) as unknown };
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The data of the messages of one event name (default: plain messages, and GraphQL's `next`). */
export async function* sseData(res: Response, event?: string): AsyncGenerator<unknown> {
  for await (const message of sseMessages(res)) {
    if (event === undefined ? message.event === undefined || message.event === "next" : message.event === event) yield message.data;
  }
}
