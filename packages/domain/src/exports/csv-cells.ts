/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"), plus tab and CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell by RFC 4180, safe to open in a spreadsheet: text starting like a formula gets a
 * leading `'`; a cell holding the delimiter, a quote or a line break is quoted, quotes doubled.
 */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return "";
  let text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(",")}\r\n`;
