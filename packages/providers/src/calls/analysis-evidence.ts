import type { Transcript, ValueEvidence } from "./types";

/** Whitespace-insensitive and case-insensitive, as a quote is compared to what was said. */
const normalize = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

const turnTexts = (transcript: Transcript): string[] =>
  ("turns" in transcript ? transcript.turns.map((t) => t.text) : [transcript.text]).map(normalize);

/**
 * The model's evidence for a value, checked against the transcript: null unless the quote really
 * occurs in it (a model may paraphrase or invent). The turns kept are those that contain the quote
 * (the model's own when they do, else found here); the confidence is clamped to 0..1.
 */
export function checkedEvidence(transcript: Transcript, claimed: unknown): ValueEvidence | null {
  if (typeof claimed !== "object" || claimed === null) return null;
  const { quote, turns, confidence } = claimed as { quote?: unknown; turns?: unknown; confidence?: unknown };
  if (typeof quote !== "string" || normalize(quote).length === 0) return null;
  const wanted = normalize(quote);
  const texts = turnTexts(transcript);
  const containing = texts.flatMap((text, index) => (text.includes(wanted) ? [index] : []));
  if (containing.length === 0) return null;
  const named = Array.isArray(turns) ? turns.filter((t): t is number => Number.isInteger(t) && containing.includes(t as number)) : [];
  const sure = typeof confidence === "number" && Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0;
  return { quote: quote.trim(), turns: named.length > 0 ? [...new Set(named)] : containing, confidence: sure };
}
