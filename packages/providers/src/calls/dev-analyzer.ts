import { SIMULATED_MARK } from "./dev-transcriber";
import type { AnalysisField, AnalysisResult, AnalysisValue, Analyzer, Transcript } from "./types";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;
// "$12,500", "€ 300.50", "12500 dollars", "40 EUR".
const AMOUNT = /(?:[$€£]\s?(\d[\d,]*(?:\.\d+)?))|(?:\b(\d[\d,]*(?:\.\d+)?)\s?(?:dollars|usd|euros?|eur|pounds|gbp)\b)/gi;

/** What the dev analyzer reports as the model in a value's evidence. */
export const DEV_ANALYZER_MODEL = "dev-analyzer";

/** The spoken turns, each with its index in the transcript (a mono transcript is turn 0). */
const speechOf = (transcript: Transcript): Array<{ who: string; text: string; turn: number }> =>
  ("turns" in transcript ? transcript.turns.map((t) => ({ who: t.speaker, text: t.text })) : [{ who: "CALL", text: transcript.text }])
    .map(({ who, text }, turn) => ({ who, text: text.replace(SIMULATED_MARK, "").trim(), turn }))
    .filter(({ text }) => text.length > 0);

/**
 * The evidence of a value found by a pattern: the words it matched, the turns that say them and
 * a confidence that says how the value was picked (an exact pattern match, or one of several candidates).
 */
function evidenceOf(speech: ReturnType<typeof speechOf>, quote: string, confidence: number) {
  return { quote, turns: speech.filter((s) => s.text.includes(quote)).map((s) => s.turn), confidence };
}

function amountsIn(text: string): number[] {
  return [...text.matchAll(AMOUNT)].map((m) => Number((m[1] ?? m[2] ?? "").replace(/,/g, ""))).filter((n) => Number.isFinite(n));
}

const fieldWithKey = (fields: AnalysisField[], entityType: AnalysisField["entityType"], key: string) =>
  fields.find((f) => f.entityType === entityType && f.key === key);

/**
 * Dev simulator of the AI analysis: deterministic extraction, no model. It finds e-mail
 * addresses, phone numbers and amounts in the transcript, writes the first e-mail into the
 * contact's EMAIL field and the largest amount into the deal's PRICE field, and summarises
 * the turns. No speech at all: nothing to summarise (no summary), as for a silent voicemail.
 */
export function createDevAnalyzer(): Analyzer {
  return {
    info: { service: "analyzer", adapter: "dev", simulated: true },
    async analyze({ transcript, fields }): Promise<AnalysisResult> {
      const speech = speechOf(transcript);
      if (speech.length === 0) return { model: DEV_ANALYZER_MODEL, values: [] };
      const all = speech.map((s) => s.text).join("\n");
      const emails = [...new Set(all.match(EMAIL) ?? [])];
      const amounts = amountsIn(all);
      const amountWords = [...all.matchAll(AMOUNT)].map((m) => ({ words: m[0], value: Number((m[1] ?? m[2] ?? "").replace(/,/g, "")) }));
      const phones = [...new Set((all.replace(AMOUNT, " ").match(PHONE) ?? []).map((p) => p.replace(/[^\d+]/g, "")))];

      const values: AnalysisValue[] = [];
      const email = fieldWithKey(fields, "CONTACT", "EMAIL");
      // The first address said: certain of the words, not of which address when several were said.
      if (email && emails[0])
        values.push({
          entityType: "CONTACT",
          fieldId: email.id,
          value: emails[0],
          evidence: evidenceOf(speech, emails[0], emails.length === 1 ? 1 : 0.5),
        });
      const price = fieldWithKey(fields, "DEAL", "PRICE");
      if (price && amounts.length > 0) {
        const value = Math.max(...amounts);
        const said = amountWords.find((a) => a.value === value)!.words;
        // The largest of the amounts said is a guess at which one is the price.
        values.push({ entityType: "DEAL", fieldId: price.id, value, evidence: evidenceOf(speech, said, amounts.length === 1 ? 0.9 : 0.6) });
      }

      const speakers = [...new Set(speech.map((s) => s.who))].join(" and ");
      const mentioned = [
        emails.length > 0 ? `e-mail ${emails.join(", ")}` : "",
        phones.length > 0 ? `phone ${phones.join(", ")}` : "",
        amounts.length > 0 ? `amount ${amounts.join(", ")}` : "",
      ].filter(Boolean);
      const summary =
        `${SIMULATED_MARK} ${speech.length} turn${speech.length === 1 ? "" : "s"} (${speakers}).` +
        (mentioned.length > 0 ? ` Mentioned: ${mentioned.join("; ")}.` : "") +
        ` Last words: "${speech.at(-1)!.text.slice(0, 200)}"`;
      return { summary, model: DEV_ANALYZER_MODEL, values };
    },
  };
}
