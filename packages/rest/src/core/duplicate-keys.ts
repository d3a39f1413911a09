/**
 * The first key that appears twice in one object of a JSON text, as a dotted path
 * (`scopes`, `fields.0.value`), or undefined. JSON.parse keeps the last of duplicate keys
 * silently, so `{"scopes":["read"],"scopes":["read","write"]}` would mean whatever the last
 * one says while a proxy or a log reader sees the first: the API refuses such bodies instead.
 *
 * Hand-written (about 40 lines) because it runs only on text JSON.parse has already accepted, so
 * it needs no grammar checks; the npm validators for this re-implement a whole parser and are
 * unmaintained. Keys are compared decoded (`"a"` and `"\u0061"` are the same key).
 */
export function findDuplicateKey(text: string): string | undefined {
  type Frame = { kind: "object"; keys: Set<string>; key?: string; expectKey: boolean } | { kind: "array"; index: number };
  const stack: Frame[] = [];
  const path = () =>
    stack
      .map((frame) => (frame.kind === "object" ? frame.key : String(frame.index)))
      .filter((part) => part !== undefined)
      .join(".");

  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const top = stack.at(-1);
    if (ch === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      if (top?.kind === "object" && top.expectKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        top.key = key;
        if (top.keys.has(key)) return path();
        top.keys.add(key);
        top.expectKey = false;
      }
      i = end;
    } else if (ch === "{") {
      stack.push({ kind: "object", keys: new Set(), expectKey: true });
    } else if (ch === "[") {
      stack.push({ kind: "array", index: 0 });
    } else if (ch === "}" || ch === "]") {
      stack.pop();
    } else if (ch === ",") {
      if (top?.kind === "object") top.expectKey = true;
      else if (top?.kind === "array") top.index++;
    }
  }
  return undefined;
}
