import { checkedEvidence } from "./analysis-evidence";
import { buildAnalysisSchema } from "./analysis-schema";
import { isPermanentApiError, openAiClient, type OpenAiEndpoint } from "./openai-client";
import { PermanentProviderError } from "./provider-errors";
import type { AnalysisResult, Analyzer, Transcript } from "./types";

const INSTRUCTIONS =
  "You analyse a sales phone call between a SELLER and a CUSTOMER. Summarise it in a few sentences, and fill each " +
  "field with the value the call states for it. Use null for anything the call does not state; never guess. For each " +
  "value, give the evidence: the transcript's exact words that state it, the turn numbers and your confidence.";

// Turns are numbered ([#n]) so the model can name the ones its evidence quotes.
const transcriptText = (transcript: Transcript) =>
  "turns" in transcript
    ? transcript.turns.map((t, n) => `[#${n} ${t.start.toFixed(1)}s] ${t.speaker}: ${t.text}`).join("\n")
    : transcript.text;

/**
 * The AI analysis over OpenAI-compatible chat completions with structured output: the JSON schema
 * is built from the project's deal and contact fields (types, select options, built-in keys). The
 * answer's values are validated again by the domain with the same rules as an API write.
 */
export function createOpenAiAnalyzer(endpoint: OpenAiEndpoint & { model: string }): Analyzer {
  const client = openAiClient(endpoint);
  return {
    info: { service: "analyzer", adapter: `openai-compatible (${endpoint.model})`, simulated: false },
    async analyze({ transcript, fields }): Promise<AnalysisResult> {
      const { schema, valuesOf } = buildAnalysisSchema(fields);
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: endpoint.model,
          messages: [
            { role: "system", content: INSTRUCTIONS },
            { role: "user", content: transcriptText(transcript) },
          ],
          response_format: { type: "json_schema", json_schema: { name: "call_analysis", strict: true, schema } },
        });
        content = completion.choices?.[0]?.message?.content;
      } catch (error) {
        if (isPermanentApiError(error)) throw new PermanentProviderError(`Analysis refused: ${String(error)}`, { cause: error });
        throw error;
      }
      let answer: unknown;
      try {
        answer = JSON.parse(content ?? "");
      } catch {
        throw new Error("Malformed analysis answer: not JSON.");
      }
      if (typeof answer !== "object" || answer === null || Array.isArray(answer))
        throw new Error("Malformed analysis answer: not an object.");
      const record = answer as Record<string, unknown>;
      const summary = typeof record.summary === "string" && record.summary.trim() ? record.summary.trim() : undefined;
      // Evidence whose quote is not in the transcript is dropped; the value itself still goes through the domain's checks.
      const values = valuesOf(record).map(({ claimed, ...value }) => {
        const evidence = checkedEvidence(transcript, claimed);
        return evidence ? { ...value, evidence } : value;
      });
      return { ...(summary ? { summary } : {}), model: endpoint.model, values };
    },
  };
}
