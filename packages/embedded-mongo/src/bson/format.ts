/** Values written the way MongoDB's error messages show them (`ObjectId('…')`, `"text"`, `{ a: 1 }`). */
import type { Document } from "bson";

export function formatValue(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  if (v === null || v === undefined) return "null";
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return v.length === 0 ? "[]" : `[ ${v.map(formatValue).join(", ")} ]`;
  if (typeof v === "object") {
    const t = (v as { _bsontype?: string })._bsontype;
    if (t === "ObjectId") return `ObjectId('${String(v)}')`;
    if (t !== undefined) return String(v);
    const entries = Object.keys(v).map((k) => `${k}: ${formatValue((v as Document)[k])}`);
    return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
  }
  return String(v);
}
