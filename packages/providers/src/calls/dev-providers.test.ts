import { describe, expect, it } from "vitest";
import { createDevAnalyzer } from "./dev-analyzer";
import { createDevTranscriber } from "./dev-transcriber";
import { PermanentProviderError } from "./provider-errors";
import { sampleCallWav } from "./sample-call";
import type { AnalysisField } from "./types";
import { encodeWav } from "./wav";

const fields: AnalysisField[] = [
  { entityType: "CONTACT", id: "email", key: "EMAIL", label: "Email", type: "EMAIL" },
  { entityType: "DEAL", id: "price", key: "PRICE", label: "Price", type: "CURRENCY" },
];

describe("dev transcriber", () => {
  it("gives a stereo WAV ordered turns at the true speech starts, marked simulated, with the file's script", async () => {
    const transcript = await createDevTranscriber().transcribe({ data: sampleCallWav(), mimeType: "audio/wav" });
    expect(transcript).toEqual({
      turns: [
        { speaker: "SELLER", start: 0.5, text: "[simulated] Hello, this is Sam from Acme, thanks for taking my call." },
        { speaker: "CUSTOMER", start: 3, text: "[simulated] Hi Sam. You can send the offer to jane.doe@example.com." },
        { speaker: "SELLER", start: 5, text: "[simulated] Great, the package we discussed comes to $12,500 per year." },
        { speaker: "CUSTOMER", start: 7, text: "[simulated] That works for us, call me back on +44 20 7946 0958." },
      ],
    });
  });

  it("without a script the text says how long each side spoke", async () => {
    const transcript = await createDevTranscriber().transcribe({ data: sampleCallWav({ script: "" }), mimeType: "audio/wav" });
    expect("turns" in transcript && transcript.turns.map((t) => t.text)).toEqual([
      "[simulated] speech, 2 s",
      "[simulated] speech, 1.5 s",
      "[simulated] speech, 1.5 s",
      "[simulated] speech, 2.5 s",
    ]);
  });

  it("reads WAV only", async () => {
    await expect(createDevTranscriber().transcribe({ data: Buffer.from("ID3..."), mimeType: "audio/mpeg" })).rejects.toBeInstanceOf(
      PermanentProviderError,
    );
  });
});

describe("dev analyzer", () => {
  it("extracts the e-mail into the contact and the largest amount into the deal, and summarises", async () => {
    const transcript = await createDevTranscriber().transcribe({ data: sampleCallWav(), mimeType: "audio/wav" });
    const result = await createDevAnalyzer().analyze({ transcript, fields });
    // Evidence: the words matched, the turns that say them, and how the value was picked.
    const turns = "turns" in transcript ? transcript.turns : [];
    expect(result.model).toBe("dev-analyzer");
    expect(result.values).toEqual([
      {
        entityType: "CONTACT",
        fieldId: "email",
        value: "jane.doe@example.com",
        evidence: { quote: "jane.doe@example.com", turns: [expect.any(Number)], confidence: 1 },
      },
      {
        entityType: "DEAL",
        fieldId: "price",
        value: 12500,
        evidence: { quote: expect.any(String), turns: [expect.any(Number)], confidence: 0.9 },
      },
    ]);
    for (const { evidence } of result.values) {
      for (const turn of evidence!.turns) expect(turns[turn]!.text).toContain(evidence!.quote);
    }
    expect(result.summary).toBe(
      '[simulated] 4 turns (SELLER and CUSTOMER). Mentioned: e-mail jane.doe@example.com; phone +442079460958; amount 12500. Last words: "That works for us, call me back on +44 20 7946 0958."',
    );
  });

  it("has nothing to summarise for a call without speech", async () => {
    const silent = await createDevTranscriber().transcribe({
      data: encodeWav([new Float32Array(8000), new Float32Array(8000)], 8000),
      mimeType: "audio/wav",
    });
    expect(await createDevAnalyzer().analyze({ transcript: silent, fields })).toEqual({ model: "dev-analyzer", values: [] });
  });
});
