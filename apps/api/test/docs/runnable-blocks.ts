/**
 * The guides' runnable blocks: a fenced block whose info string is `sh runnable` or `ts runnable`,
 * optionally followed (blank lines between) by a `text output` block with what it prints.
 */
export interface RunnableBlock {
  lang: "sh" | "ts";
  code: string;
  /** The output the guide shows, or undefined when it shows none (the block must still succeed). */
  expected: string | undefined;
  /** 1-based line of the block's opening fence, for messages and for rewriting the output. */
  line: number;
  /** Line range [start, end) of the output block's body, when there is one. */
  outputLines?: [number, number];
}

const FENCE = /^```(.*)$/;

/** A fenced block: its info string and the 0-based lines of its opening and closing fences. */
export interface Fence {
  info: string;
  start: number;
  end: number;
}

export function fencesOf(lines: string[]): Fence[] {
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((line, j) => j > i && line.startsWith("```"));
    if (end < 0) throw new Error(`unclosed code block at line ${i + 1}`);
    fences.push({ info: open[1]!.trim(), start: i, end });
    i = end;
  }
  return fences;
}

export function runnableBlocks(markdown: string): RunnableBlock[] {
  const lines = markdown.split("\n");
  const fences = fencesOf(lines);
  const blocks: RunnableBlock[] = [];
  fences.forEach((fence, index) => {
    const [lang, mark] = fence.info.split(/\s+/);
    if (mark !== "runnable" || (lang !== "sh" && lang !== "ts")) return;
    const next = fences[index + 1];
    const adjacent = next?.info === "text output" && lines.slice(fence.end + 1, next.start).every((line) => line.trim() === "");
    blocks.push({
      lang,
      code: lines.slice(fence.start + 1, fence.end).join("\n"),
      expected: adjacent ? lines.slice(next.start + 1, next.end).join("\n") : undefined,
      line: fence.start + 1,
      ...(adjacent ? { outputLines: [next.start + 1, next.end] as [number, number] } : {}),
    });
  });
  return blocks;
}

/**
 * What a block printed, as a guide shows it: ids held in a shell variable become `$NAME`, other
 * ids `<id>`, keys and secrets keep only their prefix, times become `<time>`, the test server's
 * address the documented one.
 */
export function maskOutput(output: string, variables: Map<string, string>, serverUrl: string): string {
  let masked = output.split(serverUrl).join(DOCUMENTED_BASE);
  const named = [...variables].filter(([, value]) => MASKED_VALUE.test(value)).sort(([, a], [, b]) => b.length - a.length);
  for (const [name, value] of named) masked = masked.split(value).join(`$${name}`);
  return masked
    .replace(/\b[0-9a-f]{24}\b/g, "<id>")
    .replace(/\b(crm|whsec|adm)_[A-Za-z0-9_+/=-]{8,}/g, "$1_<secret>")
    .replace(/\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>")
    .replace(/[ \t]+$/gm, "")
    .trimEnd();
}

export const DOCUMENTED_BASE = "http://127.0.0.1:3000";
const MASKED_VALUE = /^([0-9a-f]{24}|(crm|whsec|adm)_[A-Za-z0-9_+/=-]{8,})$/;

/**
 * Whether `actual` is what the guide shows: whitespace is ignored (a guide wraps long JSON lines)
 * and `...` in the guide stands for anything (a record's remaining keys).
 */
export function matchesShown(shown: string, actual: string): boolean {
  const squeeze = (text: string) => text.replace(/\s+/g, "");
  const pattern = squeeze(shown)
    .split("...")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\s\\S]*?");
  return new RegExp(`^${pattern}$`).test(squeeze(actual));
}
