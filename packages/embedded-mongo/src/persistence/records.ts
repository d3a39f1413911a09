import { deserialize, serialize, serializeWithBufferAndIndex, type DeserializeOptions, type Document } from "bson";

export type JournalRecord =
  | { op: "put"; db: string; coll: string; doc: Document } // insert or full replacement (doc has _id)
  | { op: "del"; db: string; coll: string; id: unknown } // delete by _id
  | { op: "createCollection"; db: string; coll: string; options: Document }
  | { op: "dropCollection"; db: string; coll: string }
  | { op: "createIndex"; db: string; coll: string; spec: Document } // stored spec {v,key,name,unique?...}
  | { op: "dropIndex"; db: string; coll: string; name: string }
  | { op: "dropDatabase"; db: string };

/*
 * Payload encoding: a sequence of BSON documents. Each starts with a small header document
 * `{o, d, c, ...}`; a run of puts into one namespace is a header `{o:"P", n}` followed by the
 * n documents serialised as-is, so a 1,000-document insertMany serialises each document
 * exactly once and repeats the namespace once, not 1,000 times. Single-letter keys keep the
 * headers small because the snapshot uses the same encoding.
 */
const PUT = "P";
const DEL = "D";
const CREATE = "C";
const DROP = "X";
const CREATE_INDEX = "I";
const DROP_INDEX = "Y";
const DROP_DB = "Z";
/** Snapshot trailer: its presence proves the snapshot file is complete. */
export const END = "E";

/** Ids per delete header: keeps one header document far below the 16 MiB BSON limit. */
const MAX_IDS_PER_HEADER = 10_000;
const SCRATCH_BYTES = 8 << 20;

let scratch: Buffer | null = null;

/**
 * Serialises BSON documents back to back into one shared scratch buffer and cuts it into
 * owned segments. The scratch is module-wide (allocated once, not per append) and is safe to
 * share because all encoding is synchronous: `finish()` must be called before the caller
 * awaits anything, which every user here does.
 */
export class SegmentWriter {
  private readonly buf: Buffer;
  private pos = 0;
  private segments: Buffer[] = [];
  private cutBytes = 0;

  constructor() {
    scratch ??= Buffer.allocUnsafe(SCRATCH_BYTES);
    this.buf = scratch;
  }

  /** Bytes written so far (cut segments + scratch). */
  get bytes(): number {
    return this.cutBytes + this.pos;
  }

  write(doc: Document): void {
    try {
      // Serialises straight into our buffer; throws RangeError (TypedArray.set) if it does not fit.
      this.pos = serializeWithBufferAndIndex(doc, this.buf, { index: this.pos }) + 1;
    } catch (err) {
      if (!(err instanceof RangeError) || this.pos === 0) throw err;
      this.cut();
      try {
        this.pos = serializeWithBufferAndIndex(doc, this.buf, { index: 0 }) + 1;
      } catch (again) {
        if (!(again instanceof RangeError)) throw again;
        // Bigger than the whole scratch buffer: give it a segment of its own.
        const own = Buffer.from(serialize(doc));
        this.segments.push(own);
        this.cutBytes += own.length;
      }
    }
  }

  /** The written bytes as owned segments; the writer is empty afterwards. */
  finish(): Buffer[] {
    this.cut();
    const out = this.segments;
    this.segments = [];
    this.cutBytes = 0;
    return out;
  }

  private cut(): void {
    if (this.pos === 0) return;
    const seg = Buffer.allocUnsafe(this.pos);
    this.buf.copy(seg, 0, 0, this.pos);
    this.segments.push(seg);
    this.cutBytes += this.pos;
    this.pos = 0;
  }
}

/** Appends the encoding of `records` to `out`. Throws on a malformed record (a caller bug). */
export function encodeRecords(records: readonly JournalRecord[], out: SegmentWriter): void {
  let i = 0;
  while (i < records.length) {
    const r = records[i]!;
    switch (r.op) {
      case "put": {
        let j = i;
        while (j < records.length) {
          const p = records[j]!;
          if (p.op !== "put" || p.db !== r.db || p.coll !== r.coll) break;
          if (p.doc._id === undefined) throw new TypeError(`put into ${r.db}.${r.coll} without _id`);
          j++;
        }
        out.write({ o: PUT, d: r.db, c: r.coll, n: j - i });
        for (let k = i; k < j; k++) out.write((records[k] as { doc: Document }).doc);
        i = j;
        continue;
      }
      case "del": {
        const ids: unknown[] = [];
        let j = i;
        while (j < records.length && ids.length < MAX_IDS_PER_HEADER) {
          const d = records[j]!;
          if (d.op !== "del" || d.db !== r.db || d.coll !== r.coll) break;
          ids.push(d.id);
          j++;
        }
        // An undefined id comes back as null (arrays keep their slots); idKey treats both alike.
        out.write({ o: DEL, d: r.db, c: r.coll, i: ids });
        i = j;
        continue;
      }
      case "createCollection":
        out.write({ o: CREATE, d: r.db, c: r.coll, x: r.options });
        break;
      case "dropCollection":
        out.write({ o: DROP, d: r.db, c: r.coll });
        break;
      case "createIndex":
        out.write({ o: CREATE_INDEX, d: r.db, c: r.coll, x: r.spec });
        break;
      case "dropIndex":
        out.write({ o: DROP_INDEX, d: r.db, c: r.coll, x: r.name });
        break;
      case "dropDatabase":
        out.write({ o: DROP_DB, d: r.db });
        break;
      default: {
        const never: never = r;
        throw new TypeError(`unknown journal record ${JSON.stringify(never)}`);
      }
    }
    i++;
  }
}

/** Thrown when a payload passed its crc but does not decode: a bug or a foreign file, never a torn write. */
export class CorruptPayloadError extends Error {}

/** A decoded payload element: a journal record, or the snapshot trailer. */
export type DecodedRecord = JournalRecord | { op: "end" };

/**
 * Decodes one frame payload. Documents are deserialised with the engine's options so a
 * recovered document has the same JS shape as one that arrived over the wire.
 */
export function* decodeRecords(payload: Buffer, options: DeserializeOptions): Generator<DecodedRecord> {
  let pos = 0;
  const nextDoc = (): Document => {
    if (pos + 5 > payload.length) throw new CorruptPayloadError(`truncated document at ${pos}`);
    const len = payload.readInt32LE(pos);
    if (len < 5 || pos + len > payload.length) throw new CorruptPayloadError(`bad document length ${len} at ${pos}`);
    const doc = deserialize(payload.subarray(pos, pos + len), options);
    pos += len;
    return doc;
  };
  while (pos < payload.length) {
    const h = nextDoc();
    const o: unknown = h.o;
    if (o === END) {
      yield { op: "end" };
      continue;
    }
    const db = str(h.d, "d");
    if (o === DROP_DB) {
      yield { op: "dropDatabase", db };
      continue;
    }
    const coll = str(h.c, "c");
    switch (o) {
      case PUT: {
        const n: unknown = h.n;
        if (typeof n !== "number" || !Number.isInteger(n) || n < 0) throw new CorruptPayloadError("bad put count");
        for (let k = 0; k < n; k++) yield { op: "put", db, coll, doc: nextDoc() };
        break;
      }
      case DEL: {
        if (!Array.isArray(h.i)) throw new CorruptPayloadError("bad delete ids");
        for (const id of h.i as unknown[]) yield { op: "del", db, coll, id };
        break;
      }
      case CREATE:
        yield { op: "createCollection", db, coll, options: obj(h.x) };
        break;
      case DROP:
        yield { op: "dropCollection", db, coll };
        break;
      case CREATE_INDEX:
        yield { op: "createIndex", db, coll, spec: obj(h.x) };
        break;
      case DROP_INDEX:
        yield { op: "dropIndex", db, coll, name: str(h.x, "x") };
        break;
      default:
        throw new CorruptPayloadError(`unknown record type ${String(o)}`);
    }
  }
}

/**
 * Writes docs[start..end) into one namespace as a put run, without building a record object
 * per document (the snapshot writes millions of them).
 */
export function writePutRun(out: SegmentWriter, db: string, coll: string, docs: readonly Document[], start: number, end: number): void {
  out.write({ o: PUT, d: db, c: coll, n: end - start });
  for (let k = start; k < end; k++) out.write(docs[k]!);
}

/** Encodes the snapshot trailer. */
export function writeEnd(out: SegmentWriter, docs: number): void {
  out.write({ o: END, n: docs });
}

function str(v: unknown, field: string): string {
  if (typeof v !== "string") throw new CorruptPayloadError(`field ${field} is not a string`);
  return v;
}

function obj(v: unknown): Document {
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new CorruptPayloadError("expected a document");
  return v;
}
