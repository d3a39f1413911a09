import { PermanentProviderError } from "./provider-errors";
import { detectSpeech, type SpeechSegment } from "./speech-detection";
import { SPEAKERS, type Audio, type Speaker, type Transcriber, type Transcript, type TranscriptTurn } from "./types";
import { decodeWav, isWav } from "./wav";

/** Every text the dev transcriber produces starts with this, so nobody mistakes it for a real transcript. */
export const SIMULATED_MARK = "[simulated]";

const round2 = (seconds: number) => Math.round(seconds * 100) / 100;

/**
 * The WAV may carry a script in its INFO comment, one line per utterance: `SELLER: ...` or
 * `CUSTOMER: ...`. The dev transcriber gives the n-th speech segment of a channel the n-th line
 * of that speaker (still marked simulated), so a sample call can exercise the analysis end to end.
 */
function scriptOf(comment: string | undefined): Record<Speaker, string[]> {
  const lines: Record<Speaker, string[]> = { SELLER: [], CUSTOMER: [] };
  for (const line of (comment ?? "").split(/\r?\n/)) {
    const match = /^\s*(SELLER|CUSTOMER)\s*:\s*(.+?)\s*$/.exec(line);
    if (match) lines[match[1] as Speaker].push(match[2]!);
  }
  return lines;
}

const placeholder = (segment: SpeechSegment, line: string | undefined) =>
  `${SIMULATED_MARK} ${line ?? `speech, ${round2(segment.end - segment.start)} s`}`;

/**
 * Dev simulator of a speech-to-text service. It does the real audio work on WAV (decode, split
 * the channels, find speech by energy, take each segment's true start time) but has no speech
 * recognition: the words are a marked placeholder (or the file's script, see scriptOf).
 */
export function createDevTranscriber(): Transcriber {
  return {
    info: { service: "transcriber", adapter: "dev", simulated: true },
    async transcribe(audio: Audio): Promise<Transcript> {
      if (!isWav(audio.data)) throw new PermanentProviderError(`The dev transcriber reads WAV only (got ${audio.mimeType}).`);
      const wav = decodeWav(audio.data);
      const script = scriptOf(wav.comment);
      if (wav.channels.length >= 2) {
        const turns: TranscriptTurn[] = SPEAKERS.flatMap((speaker, channel) =>
          detectSpeech(wav.channels[channel]!, wav.sampleRate).map((segment, i) => ({
            speaker,
            start: round2(segment.start),
            text: placeholder(segment, script[speaker][i]),
          })),
        );
        turns.sort((a, b) => a.start - b.start || SPEAKERS.indexOf(a.speaker) - SPEAKERS.indexOf(b.speaker));
        return { turns };
      }
      const segments = detectSpeech(wav.channels[0]!, wav.sampleRate);
      const lines = [...script.SELLER, ...script.CUSTOMER];
      return { text: segments.map((segment, i) => placeholder(segment, lines[i])).join(" ") };
    },
  };
}
