import { parse } from "csv-parse";
import type { ImportFormat } from "./import.schema";

/** Longest CSV record or NDJSON line; a longer one is reported, never buffered further. */
export const MAX_ROW_BYTES = 1024 * 1024;

/** One data row of the file (row 1 = the first data row), or why it cannot be read. */
export type ImportRow = { row: number; values: Record<string, unknown> } | { row: number; error: { code: string; message: string } };

/** A problem with the file as a whole; the rows before `row` were read. */
export class ImportFileError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly row = 0,
  ) {
    super(message);
  }
}

/** `;` when the header line has more semicolons than commas outside quotes (the European spreadsheet default), else `,`. */
export function detectDelimiter(firstLine: string): "," | ";" {
  let inQuotes = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of firstLine) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && char === ",") commas++;
    else if (!inQuotes && char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/** Reads the first chunk(s) up to a newline to choose the delimiter, then hands back every byte. */
async function* withDelimiter(source: AsyncIterable<Buffer>, found: (delimiter: "," | ";") => void): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  let decided = false;
  for await (const chunk of source) {
    if (decided) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    const newline = head.indexOf(0x0a);
    if (newline >= 0 || head.length > MAX_ROW_BYTES) {
      found(detectDelimiter(head.subarray(0, newline >= 0 ? newline : head.length).toString("utf8")));
      decided = true;
      yield head;
    }
  }
  if (!decided) {
    found(detectDelimiter(head.toString("utf8")));
    yield head;
  }
}

function checkHeader(header: string[]): string[] {
  const names = header.map((name) => name.trim());
  if (names.length === 0 || names.every((name) => name === "")) throw new ImportFileError("NO_HEADER", "The file has no header row.");
  const seen = new Set<string>();
  for (const name of names) {
    if (name === "") throw new ImportFileError("EMPTY_HEADER", "A column of the header row has no name.");
    if (seen.has(name)) throw new ImportFileError("DUPLICATE_HEADER", `The header names the column "${name}" twice.`);
    seen.add(name);
  }
  return names;
}

/**
 * CSV by RFC 4180 through csv-parse (quoted fields, embedded newlines and quotes, a UTF-8 BOM), the
 * delimiter detected from the header. A row with a different number of cells is reported; a
 * malformed file (an unclosed quote, a record over MAX_ROW_BYTES) stops at that row.
 */
async function* csvRows(source: AsyncIterable<Buffer>, columnsNeeded: readonly string[]): AsyncGenerator<ImportRow> {
  let delimiter: "," | ";" = ",";
  const bytes = withDelimiter(source, (found) => (delimiter = found));
  // The delimiter is known once the first chunk went through; csv-parse takes its options up front.
  const first = await bytes.next();
  if (first.done) throw new ImportFileError("NO_HEADER", "The file is empty.");
  const parser = parse({ bom: true, delimiter, relax_column_count: true, max_record_size: MAX_ROW_BYTES, skip_empty_lines: true });
  // Backpressure: wait for the parser to drain, or to be destroyed by a reader that stopped early.
  const write = async (chunk: Buffer) => {
    if (!parser.write(chunk) && !parser.destroyed) {
      // Whichever comes first removes the other listener: one left per wait would pile up over a large file.
      await new Promise<void>((resolve) => {
        const done = () => {
          parser.off("drain", done);
          parser.off("close", done);
          resolve();
        };
        parser.once("drain", done);
        parser.once("close", done);
      });
    }
  };
  const feed = (async () => {
    try {
      await write(first.value);
      for await (const chunk of bytes) {
        if (parser.destroyed) break;
        await write(chunk);
      }
      if (!parser.destroyed) parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  let header: string[] | undefined;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = checkHeader(record);
        const missing = columnsNeeded.filter((column) => !header!.includes(column));
        if (missing.length > 0)
          throw new ImportFileError("UNKNOWN_COLUMN", `The mapping names columns the header lacks: ${missing.join(", ")}.`);
        continue;
      }
      row++;
      if (record.length !== header.length) {
        yield {
          row,
          error: { code: "WRONG_COLUMN_COUNT", message: `The row has ${record.length} cells; the header has ${header.length}.` },
        };
        continue;
      }
      const values: Record<string, unknown> = {};
      header.forEach((name, i) => {
        if (record[i] !== "") values[name] = record[i];
      });
      yield { row, values };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const code = (error as { code?: string }).code ?? "MALFORMED_CSV";
    throw new ImportFileError(
      code === "CSV_MAX_RECORD_SIZE" ? "ROW_TOO_LONG" : "MALFORMED_CSV",
      `The CSV cannot be read after row ${row}: ${(error as Error).message}`,
      row + 1,
    );
  } finally {
    parser.destroy();
    await feed;
  }
  if (!header) throw new ImportFileError("NO_HEADER", "The file has no header row.");
}

/** One JSON object per line; blank lines are skipped, a line over MAX_ROW_BYTES is reported and skipped. */
async function* ndjsonRows(source: AsyncIterable<Buffer>): AsyncGenerator<ImportRow> {
  let row = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let tooLong = false;
  function* line(bytes: Buffer): Generator<ImportRow> {
    const text = bytes
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trim();
    if (text === "" && !tooLong) return;
    row++;
    if (tooLong) {
      yield { row, error: { code: "ROW_TOO_LONG", message: `The line is longer than ${MAX_ROW_BYTES} bytes.` } };
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      yield { row, error: { code: "INVALID_JSON", message: "The line is not valid JSON." } };
      return;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      yield { row, error: { code: "INVALID_JSON", message: "The line is not a JSON object." } };
      return;
    }
    yield { row, values: value as Record<string, unknown> };
  }
  for await (const chunk of source) {
    let start = 0;
    for (let newline = chunk.indexOf(0x0a); newline >= 0; newline = chunk.indexOf(0x0a, start)) {
      if (!tooLong) pending.push(chunk.subarray(start, newline));
      yield* line(Buffer.concat(pending));
      pending = [];
      pendingBytes = 0;
      tooLong = false;
      start = newline + 1;
    }
    if (!tooLong) {
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.length - start;
      if (pendingBytes > MAX_ROW_BYTES) {
        tooLong = true;
        pending = [];
      }
    }
  }
  if (pendingBytes > 0 || tooLong) yield* line(Buffer.concat(pending));
}

/** The rows of an import file; `columnsNeeded` are the mapped columns a CSV header must have. */
export function readImportRows(
  source: AsyncIterable<Buffer>,
  format: ImportFormat,
  columnsNeeded: readonly string[],
): AsyncGenerator<ImportRow> {
  return format === "CSV" ? csvRows(source, columnsNeeded) : ndjsonRows(source);
}
