import { SIMULATED_MARK } from "./dev-transcriber";
import type { AnalysisField, AnalysisResult, AnalysisValue, Analyzer, Transcript } from "./types";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;
// "$12,500", "€ 300.50", "12500 dollars", "40 EUR".
const AMOUNT = /(?:[$€£]\s?(\d[\d,]*(?:\.\d+)?))|(?:\b(\d[\d,]*(?:\.\d+)?)\s?(?:dollars|usd|euros?|eur|pounds|gbp)\b)/gi;

const speechOf = (transcript: Transcript): Array<{ who: string; text: string }> =>
  ("turns" in transcript ? transcript.turns.map((t) => ({ who: t.speaker, text: t.text })) : [{ who: "CALL", text: transcript.text }])
    .map(({ who, text }) => ({ who, text: text.replace(SIMULATED_MARK, "").trim() }))
    .filter(({ text }) => text.length > 0);

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
      if (speech.length === 0) return { values: [] };
      const all = speech.map((s) => s.text).join("\n");
      const emails = [...new Set(all.match(EMAIL) ?? [])];
      const amounts = amountsIn(all);
      const phones = [...new Set((all.replace(AMOUNT, " ").match(PHONE) ?? []).map((p) => p.replace(/[^\d+]/g, "")))];

      const values: AnalysisValue[] = [];
      const email = fieldWithKey(fields, "CONTACT", "EMAIL");
      if (email && emails[0]) values.push({ entityType: "CONTACT", fieldId: email.id, value: emails[0] });
      const price = fieldWithKey(fields, "DEAL", "PRICE");
      if (price && amounts.length > 0) values.push({ entityType: "DEAL", fieldId: price.id, value: Math.max(...amounts) });

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
      return { summary, values };
    },
  };
}
