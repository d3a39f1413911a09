import { toFile } from "openai";
import { z } from "zod";
import { isPermanentApiError, openAiClient, type OpenAiEndpoint } from "./openai-client";
import { PermanentProviderError } from "./provider-errors";
import { SPEAKERS, type Audio, type Transcriber, type Transcript, type TranscriptTurn } from "./types";
import { decodeWav, encodeWav, isWav } from "./wav";

/** What we read of a `verbose_json` answer; anything else is a malformed answer. */
const verboseSchema = z.object({
  text: z.string(),
  segments: z.array(z.object({ start: z.number(), text: z.string() })).optional(),
});

const extensionOf = (mimeType: string) =>
  (mimeType.split("/")[1] ?? "bin").replace(/^x-/, "").replace("mpeg", "mp3").replace("wave", "wav");

/**
 * Speech to text over the OpenAI-compatible `/audio/transcriptions` API (official SDK), with
 * segment timestamps. A stereo WAV is split into its channels, each side transcribed on its own
 * (left = SELLER, right = CUSTOMER) and merged into ordered turns; anything else gives `text`
 * (other formats are sent as they are: splitting them would need a decoder we do not ship).
 */
export function createOpenAiTranscriber(endpoint: OpenAiEndpoint & { model: string }): Transcriber {
  const client = openAiClient(endpoint);

  async function transcribeFile(data: Buffer, mimeType: string): Promise<z.infer<typeof verboseSchema>> {
    try {
      const answer: unknown = await client.audio.transcriptions.create({
        file: await toFile(data, `recording.${extensionOf(mimeType)}`, { type: mimeType }),
        model: endpoint.model,
        response_format: "verbose_json",
        timestamp_granularities: ["segment"],
      });
      const parsed = verboseSchema.safeParse(answer);
      if (!parsed.success) throw new Error(`Malformed transcription answer: ${parsed.error.message}`);
      return parsed.data;
    } catch (error) {
      if (isPermanentApiError(error)) throw new PermanentProviderError(`Transcription refused: ${String(error)}`, { cause: error });
      throw error;
    }
  }

  return {
    info: { service: "transcriber", adapter: `openai-compatible (${endpoint.model})`, simulated: false },
    async transcribe(audio: Audio): Promise<Transcript> {
      const wav = isWav(audio.data) ? decodeWav(audio.data) : undefined;
      if (!wav || wav.channels.length < 2) return { text: (await transcribeFile(audio.data, audio.mimeType)).text.trim() };
      const sides = await Promise.all(
        SPEAKERS.map(async (speaker, channel) => {
          const answer = await transcribeFile(encodeWav([wav.channels[channel]!], wav.sampleRate), "audio/wav");
          const segments = answer.segments ?? [{ start: 0, text: answer.text }];
          return segments.map((s): TranscriptTurn => ({ speaker, start: s.start, text: s.text.trim() })).filter((t) => t.text.length > 0);
        }),
      );
      return { turns: sides.flat().sort((a, b) => a.start - b.start || SPEAKERS.indexOf(a.speaker) - SPEAKERS.indexOf(b.speaker)) };
    },
  };
}
