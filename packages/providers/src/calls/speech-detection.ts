/** A stretch of speech in one channel, in seconds from the start of the recording. */
export interface SpeechSegment {
  start: number;
  end: number;
}

export interface SpeechDetectionOptions {
  /** RMS level (samples in -1..1) above which a frame counts as speech; default 0.02 (about -34 dBFS). */
  threshold?: number;
  frameSeconds?: number;
  /** Pauses shorter than this stay inside one segment (breaths, between words). */
  minPauseSeconds?: number;
  /** Shorter bursts are noise (clicks, line pops). */
  minSpeechSeconds?: number;
}

/** Energy-based voice activity detection: RMS per frame against a threshold, short pauses bridged. */
export function detectSpeech(samples: Float32Array, sampleRate: number, options: SpeechDetectionOptions = {}): SpeechSegment[] {
  const threshold = options.threshold ?? 0.02;
  const frameSeconds = options.frameSeconds ?? 0.02;
  const minPause = options.minPauseSeconds ?? 0.3;
  const minSpeech = options.minSpeechSeconds ?? 0.15;
  const frameLength = Math.max(1, Math.round(sampleRate * frameSeconds));
  const raw: SpeechSegment[] = [];
  let open: number | undefined;
  for (let at = 0; at < samples.length; at += frameLength) {
    const end = Math.min(samples.length, at + frameLength);
    let sum = 0;
    for (let i = at; i < end; i++) sum += samples[i]! * samples[i]!;
    const active = Math.sqrt(sum / (end - at)) >= threshold;
    if (active && open === undefined) open = at;
    if (!active && open !== undefined) {
      raw.push({ start: open / sampleRate, end: at / sampleRate });
      open = undefined;
    }
  }
  if (open !== undefined) raw.push({ start: open / sampleRate, end: samples.length / sampleRate });

  const merged: SpeechSegment[] = [];
  for (const segment of raw) {
    const last = merged.at(-1);
    if (last && segment.start - last.end < minPause) last.end = segment.end;
    else merged.push({ ...segment });
  }
  return merged.filter((segment) => segment.end - segment.start >= minSpeech);
}
