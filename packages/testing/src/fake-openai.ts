import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How the fake answers one request: a status and JSON (or raw text), after an optional delay or
 * once `after` settles (a test holds the answer and releases it); `hang` never answers.
 */
export type FakeAnswer =
  { status?: number; json?: unknown; raw?: string; delayMs?: number; after?: Promise<unknown>; headers?: Record<string, string> } | "hang";

export interface FakeOpenAi {
  /** The base URL to give the SDK (`OPENAI_BASE_URL`). */
  baseURL: string;
  /** Queues answers for the next requests to `path` (`/audio/transcriptions`, `/chat/completions`); then the default answer. */
  next(path: string, ...answers: FakeAnswer[]): void;
  /** Requests seen per path (JSON bodies parsed; multipart bodies as text). */
  requests(path: string): Array<{ body: unknown }>;
  /** Resolves on the next request to `path`. */
  nextRequest(path: string): Promise<void>;
  close(): Promise<void>;
}

/** A good verbose_json transcription: two segments with their start times. */
export const FAKE_SEGMENTS = [
  { start: 0.5, end: 2.5, text: " Hello, this is Sam." },
  { start: 5, end: 6.5, text: " It comes to 12,500 dollars." },
];

/**
 * The evidence a model gives for a value: the words of the transcript (the user message) that say
 * it, with their turn number `[#n]`; when the transcript does not say it, a quote that is not in it
 * (as a model that invents would), so the analyzer's check has something to drop.
 */
function evidenceFor(field: string, value: unknown, transcript: string) {
  const spellings = typeof value === "number" ? [value.toLocaleString("en-US"), String(value)] : [String(value)];
  const lines = transcript.split("\n");
  for (const quote of spellings) {
    const turn = lines.findIndex((line) => line.includes(quote));
    if (turn >= 0) return { field, quote, turns: [Number(/^\[#(\d+)/.exec(lines[turn]!)?.[1] ?? turn)], confidence: 0.9 };
  }
  return { field, quote: `the customer said ${String(value)}`, turns: [0], confidence: 0.4 };
}

/** Fills a structured-output schema the way a model would: the built-in EMAIL and PRICE, a summary, null elsewhere, and evidence when asked. */
function answerFor(body: unknown): unknown {
  const request = body as {
    messages?: Array<{ content?: string }>;
    response_format?: { json_schema?: { schema?: { properties?: Record<string, { description?: string }> } } };
  };
  const schema = request.response_format?.json_schema?.schema;
  const transcript = request.messages?.at(-1)?.content ?? "";
  const answer: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (name === "evidence") continue;
    const description = JSON.stringify(property);
    answer[name] =
      name === "summary"
        ? "The customer agreed to the offer."
        : description.includes("(EMAIL)")
          ? "jane@example.com"
          : description.includes("(PRICE)")
            ? 12500
            : null;
  }
  if (schema?.properties?.evidence) {
    answer.evidence = Object.entries(answer)
      .filter(([name, value]) => name !== "summary" && value !== null)
      .map(([name, value]) => evidenceFor(name, value, transcript));
  }
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 0,
    model: "fake",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: JSON.stringify(answer) } }],
  };
}

const defaults: Record<string, (body: unknown) => unknown> = {
  "/audio/transcriptions": () => ({
    task: "transcribe",
    language: "english",
    duration: 10,
    text: FAKE_SEGMENTS.map((s) => s.text).join(""),
    segments: FAKE_SEGMENTS,
  }),
  "/chat/completions": answerFor,
};

/** A local stand-in for an OpenAI-compatible server (real HTTP), scriptable per request for failure tests. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queued = new Map<string, FakeAnswer[]>();
  const seen = new Map<string, Array<{ body: unknown }>>();
  const waiters = new Map<string, Array<() => void>>();
  const hanging: ServerResponse[] = [];

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("latin1");
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? "").replace(/^\/v1/, "").split("?")[0]!;
      const body = await readBody(req);
      seen.set(path, [...(seen.get(path) ?? []), { body }]);
      for (const wake of waiters.get(path)?.splice(0) ?? []) wake();
      const answer = queued.get(path)?.shift() ?? {
        json: defaults[path]?.(body) ?? { error: { message: "unknown path" } },
        status: defaults[path] ? 200 : 404,
      };
      if (answer === "hang") {
        hanging.push(res);
        return;
      }
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (answer.after) await answer.after;
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { "content-type": "application/json", ...answer.headers });
      res.end(answer.raw ?? JSON.stringify(answer.json ?? defaults[path]?.(body) ?? {}));
    })().catch(() => res.destroy()); // a client gone mid-request (a killed worker)
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    next: (path, ...answers) => void queued.set(path, [...(queued.get(path) ?? []), ...answers]),
    requests: (path) => seen.get(path) ?? [],
    nextRequest: (path) => new Promise((resolve) => waiters.set(path, [...(waiters.get(path) ?? []), resolve])),
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
