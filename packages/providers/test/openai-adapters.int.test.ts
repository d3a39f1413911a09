import { FAKE_SEGMENTS, startFakeOpenAi, type FakeOpenAi } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiAnalyzer } from "../src/calls/openai-analyzer";
import { createOpenAiTranscriber } from "../src/calls/openai-transcriber";
import { PermanentProviderError } from "../src/calls/provider-errors";
import { sampleCallWav } from "../src/calls/sample-call";
import type { AnalysisField } from "../src/calls/types";
import { encodeWav } from "../src/calls/wav";

const TRANSCRIPTIONS = "/audio/transcriptions";
const CHAT = "/chat/completions";
const fast = { "retry-after-ms": "1" };

describe("OpenAI-compatible adapters against a local fake server", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  const transcriber = (over: { timeoutMs?: number; maxRetries?: number } = {}) =>
    createOpenAiTranscriber({ baseURL: fake.baseURL, apiKey: "test-key", model: "whisper-test", maxRetries: 2, ...over });
  const analyzer = (over: { timeoutMs?: number; maxRetries?: number } = {}) =>
    createOpenAiAnalyzer({ baseURL: fake.baseURL, apiKey: "test-key", model: "gpt-test", maxRetries: 2, ...over });

  describe("transcriber", () => {
    it("splits a stereo WAV, transcribes each side with segment timestamps and merges ordered turns", async () => {
      const before = fake.requests(TRANSCRIPTIONS).length;
      const transcript = await transcriber().transcribe({ data: sampleCallWav(), mimeType: "audio/wav" });
      const sent = fake.requests(TRANSCRIPTIONS).slice(before);
      expect(sent).toHaveLength(2);
      for (const { body } of sent) {
        expect(String(body)).toContain('name="response_format"\r\n\r\nverbose_json');
        expect(String(body)).toContain('name="timestamp_granularities[]"\r\n\r\nsegment');
        expect(String(body)).toContain("whisper-test");
      }
      expect(transcript).toEqual({
        turns: [
          { speaker: "SELLER", start: 0.5, text: FAKE_SEGMENTS[0]!.text.trim() },
          { speaker: "CUSTOMER", start: 0.5, text: FAKE_SEGMENTS[0]!.text.trim() },
          { speaker: "SELLER", start: 5, text: FAKE_SEGMENTS[1]!.text.trim() },
          { speaker: "CUSTOMER", start: 5, text: FAKE_SEGMENTS[1]!.text.trim() },
        ],
      });
    });

    it("gives mono recordings one text", async () => {
      const mono = encodeWav([new Float32Array(800)], 8000);
      expect(await transcriber().transcribe({ data: mono, mimeType: "audio/wav" })).toEqual({
        text: "Hello, this is Sam. It comes to 12,500 dollars.",
      });
    });

    it("retries 429 and 5xx answers, then succeeds", async () => {
      fake.next(
        TRANSCRIPTIONS,
        { status: 429, json: { error: { message: "slow down" } }, headers: fast },
        { status: 503, json: {}, headers: fast },
      );
      const mono = encodeWav([new Float32Array(800)], 8000);
      const before = fake.requests(TRANSCRIPTIONS).length;
      expect(await transcriber().transcribe({ data: mono, mimeType: "audio/wav" })).toHaveProperty("text");
      expect(fake.requests(TRANSCRIPTIONS).length - before).toBe(3);
    });

    it("gives up after its retries on 5xx with an error the pipeline retries later", async () => {
      fake.next(TRANSCRIPTIONS, ...Array.from({ length: 2 }, () => ({ status: 500, json: {}, headers: fast })));
      const error = await transcriber({ maxRetries: 1 })
        .transcribe({ data: encodeWav([new Float32Array(80)], 8000), mimeType: "audio/wav" })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PermanentProviderError);
    });

    it("times out a server that does not answer", async () => {
      fake.next(TRANSCRIPTIONS, { delayMs: 2000, json: {} });
      const error = await transcriber({ timeoutMs: 100, maxRetries: 0 })
        .transcribe({ data: encodeWav([new Float32Array(80)], 8000), mimeType: "audio/wav" })
        .catch((e: unknown) => e);
      expect(String(error)).toMatch(/timed out/i);
      expect(error).not.toBeInstanceOf(PermanentProviderError);
    });

    it("refuses a malformed answer, and treats a rejected request (401) as permanent", async () => {
      fake.next(TRANSCRIPTIONS, { json: { segments: "nope" } });
      const mono = { data: encodeWav([new Float32Array(80)], 8000), mimeType: "audio/wav" };
      await expect(transcriber().transcribe(mono)).rejects.toThrow(/Malformed transcription answer/);
      fake.next(TRANSCRIPTIONS, { status: 401, json: { error: { message: "bad key" } } });
      await expect(transcriber().transcribe(mono)).rejects.toBeInstanceOf(PermanentProviderError);
    });
  });

  describe("analyzer", () => {
    const fields: AnalysisField[] = [
      { entityType: "CONTACT", id: "f-email", key: "EMAIL", label: "Email", type: "EMAIL" },
      { entityType: "DEAL", id: "f-price", key: "PRICE", label: "Price", type: "CURRENCY" },
      {
        entityType: "DEAL",
        id: "f-stage",
        label: "Interest",
        type: "SELECT",
        options: [
          { id: "o1", label: "High" },
          { id: "o2", label: "Low" },
        ],
      },
      { entityType: "DEAL", id: "f-owner", label: "Owner", type: "USER" },
    ];
    const transcript = { turns: [{ speaker: "CUSTOMER" as const, start: 1, text: "Mail me at jane@example.com" }] };

    it("asks for structured output built from the project's fields and maps the answer back to field values", async () => {
      const before = fake.requests(CHAT).length;
      const result = await analyzer().analyze({ transcript, fields });
      // The e-mail's quote is in the transcript (turn 0): kept. The price's is not: the evidence is dropped, the value kept.
      expect(result).toEqual({
        summary: "The customer agreed to the offer.",
        model: "gpt-test",
        values: [
          {
            entityType: "CONTACT",
            fieldId: "f-email",
            value: "jane@example.com",
            evidence: { quote: "jane@example.com", turns: [0], confidence: 0.9 },
          },
          { entityType: "DEAL", fieldId: "f-price", value: 12500 },
        ],
      });
      const body = fake.requests(CHAT)[before]!.body as {
        model: string;
        messages: Array<{ content: string }>;
        response_format: {
          type: string;
          json_schema: { strict: boolean; schema: { properties: Record<string, unknown>; required: string[] } };
        };
      };
      expect(body.model).toBe("gpt-test");
      expect(body.messages[1]!.content).toContain("CUSTOMER: Mail me at jane@example.com");
      expect(body.response_format.type).toBe("json_schema");
      expect(body.response_format.json_schema.strict).toBe(true);
      const { properties, required } = body.response_format.json_schema.schema;
      // Record-id fields (USER) are not offered to the model; select options are an enum of labels.
      expect(Object.keys(properties).sort()).toEqual(["contact_f-email", "deal_f-price", "deal_f-stage", "evidence", "summary"]);
      expect(JSON.stringify(properties.evidence)).toContain('"enum":["contact_f-email","deal_f-price","deal_f-stage"]');
      expect(body.messages[1]!.content).toContain("[#0 1.0s] CUSTOMER:");
      expect(required.sort()).toEqual(Object.keys(properties).sort());
      expect(JSON.stringify(properties["deal_f-stage"])).toContain('"enum":["High","Low"]');
    });

    it("retries 429, and refuses answers that are not the JSON object asked for", async () => {
      fake.next(CHAT, { status: 429, json: { error: { message: "slow down" } }, headers: fast });
      expect((await analyzer().analyze({ transcript, fields })).values).toHaveLength(2);
      const reply = (content: string) => ({
        json: {
          id: "x",
          object: "chat.completion",
          created: 0,
          model: "m",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
        },
      });
      fake.next(CHAT, reply("not json"));
      await expect(analyzer().analyze({ transcript, fields })).rejects.toThrow(/Malformed analysis answer/);
      fake.next(CHAT, reply("[1,2]"));
      await expect(analyzer().analyze({ transcript, fields })).rejects.toThrow(/Malformed analysis answer/);
      fake.next(CHAT, { status: 400, json: { error: { message: "bad schema" } } });
      await expect(analyzer().analyze({ transcript, fields })).rejects.toBeInstanceOf(PermanentProviderError);
    });

    it("checks each quote against the transcript: invented, paraphrased or malformed evidence is dropped, turns corrected", async () => {
      const reply = (answer: Record<string, unknown>) => ({
        json: {
          id: "x",
          object: "chat.completion",
          created: 0,
          model: "m",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: JSON.stringify(answer) } }],
        },
      });
      const base = { summary: "s", "contact_f-email": "jane@example.com", "deal_f-price": 5, "deal_f-stage": "High" };
      fake.next(
        CHAT,
        reply({
          ...base,
          evidence: [
            { field: "contact_f-email", quote: "  MAIL me at   Jane@example.com ", turns: [7], confidence: 3 },
            { field: "deal_f-price", quote: "five dollars", turns: [0], confidence: 0.9 },
            { field: "deal_f-stage", quote: 42, turns: "x", confidence: "high" },
          ],
        }),
      );
      const result = await analyzer().analyze({ transcript, fields });
      expect(result.values).toEqual([
        {
          entityType: "CONTACT",
          fieldId: "f-email",
          value: "jane@example.com",
          evidence: { quote: "MAIL me at   Jane@example.com", turns: [0], confidence: 1 },
        },
        { entityType: "DEAL", fieldId: "f-price", value: 5 },
        { entityType: "DEAL", fieldId: "f-stage", value: "High" },
      ]);
    });

    it("a null summary means nothing to summarise", async () => {
      fake.next(CHAT, {
        json: {
          id: "x",
          object: "chat.completion",
          created: 0,
          model: "m",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: JSON.stringify({ summary: null }) } }],
        },
      });
      expect(await analyzer().analyze({ transcript, fields })).toEqual({ model: "gpt-test", values: [] });
    });
  });
});
