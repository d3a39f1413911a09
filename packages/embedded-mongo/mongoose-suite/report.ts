/**
 * Groups failures: first by the named, deliberate gaps of the engine (README "Deliberate
 * differences"), then the rest by their normalized error message, so one engine difference
 * shows up as one line with a count however many tests it breaks.
 */
import type { FileResult, TestFailure } from "./mocha-file.js";

/** A gap the README names, recognised by the failing test's file, title or message. */
interface Gap {
  name: string;
  test: (f: TestFailure) => boolean;
}

const has = (re: RegExp) => (f: TestFailure) => re.test(f.title) || re.test(f.message);

export const GAPS: Gap[] = [
  { name: "change streams", test: (f) => f.file.endsWith("model.watch.test.js") || has(/change ?stream|\bwatch\(|\$changeStream/i)(f) },
  // Finds the documents the failed watch() test left in "tests" (mongoose's CI runs it standalone).
  { name: "change streams", test: has(/creates collection if creating model while connection is disconnected with bufferCommands=false/) },
  { name: "numbers (int32, double and int64 decode to one JS number)", test: has(/NOT queryable as a BSON Double|Lean Tutorial bigint/) },
  { name: "geo", test: has(/geo|2dsphere|\$within|\$near|\$box|\$center|\$polygon|\bpoint\b|\blinestring\b|\bpolygon\b/i) },
  { name: "$text", test: has(/\$text|text index|\$meta|textScore/i) },
  // The last title names no secondary: its schema reads from one (`read: 'secondary'`).
  {
    name: "secondary reads on one node",
    test: has(/secondary|readPreference|read preference|nearest|read option and sends it though the driver/i),
  },
];

export function gapOf(f: TestFailure): string | undefined {
  return GAPS.find((g) => g.test(f))?.name;
}

/** The first line of a message with values masked, so the same difference groups together. */
export function normalizeMessage(message: string): string {
  return (message.split("\n")[0] ?? "")
    .replace(/[0-9a-f]{24}/g, "<id>")
    .replace(/"[^"]*"|'[^']*'/g, "<s>")
    .replace(/\d+(\.\d+)?/g, "N")
    .slice(0, 140);
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + " ".repeat(n - s.length);
}

export function formatReport(results: FileResult[], label: string): string {
  const lines: string[] = [];
  let passes = 0;
  let pending = 0;
  const failures: TestFailure[] = [];
  lines.push(`mongoose suite on the embedded engine (${label})`, "");
  lines.push(`${pad("file", 48)} ${pad("pass", 6)} ${pad("fail", 6)} ${pad("pending", 8)} seconds`);
  for (const r of results) {
    passes += r.passes;
    pending += r.pending;
    failures.push(...r.failures);
    const fail = r.crash ? "crash" : String(r.failures.length);
    lines.push(`${pad(r.file, 48)} ${pad(String(r.passes), 6)} ${pad(fail, 6)} ${pad(String(r.pending), 8)} ${(r.ms / 1000).toFixed(1)}`);
  }
  const crashed = results.filter((r) => r.crash);
  lines.push("", `total: ${passes} passing, ${failures.length} failing, ${pending} pending (${passes + failures.length + pending} tests)`);
  for (const r of crashed) lines.push(`crashed: ${r.file}: ${r.crash ?? ""}`);

  const byGap = new Map<string, TestFailure[]>();
  const rest = new Map<string, TestFailure[]>();
  for (const f of failures) {
    const gap = gapOf(f);
    const map = gap ? byGap : rest;
    const key = gap ?? normalizeMessage(f.message);
    map.set(key, [...(map.get(key) ?? []), f]);
  }
  lines.push("", "failures in named gaps:");
  for (const [gap, fs] of byGap) lines.push(`  ${pad(String(fs.length), 4)} ${gap}`);
  lines.push("", "other failures, by message:");
  const sorted = [...rest.entries()].sort((a, b) => b[1].length - a[1].length);
  for (const [msg, fs] of sorted) {
    lines.push(`  ${pad(String(fs.length), 4)} ${msg}`);
    for (const f of fs.slice(0, 5)) lines.push(`         ${f.file}: ${f.title.slice(0, 150)}`);
    if (fs.length > 5) lines.push(`         ... ${fs.length - 5} more`);
  }
  return lines.join("\n");
}
