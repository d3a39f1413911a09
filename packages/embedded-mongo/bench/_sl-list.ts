/**
 * A sorted list stored as a list of bounded chunks (the "sortedcontainers" layout): inserts and
 * deletes splice one small chunk instead of a million-element array, lookups are two binary
 * searches, and ordered iteration in both directions is a walk over chunks. Used as the ordered
 * part of every secondary index.
 */
// Small chunks keep the per-insert splice short; 1M entries is still only ~8k chunks.
const MAX_CHUNK = 128;

export interface Pos {
  chunk: number;
  index: number;
}

export class SortedList<T> {
  private chunks: T[][] = [];
  private total = 0;

  constructor(private readonly cmp: (a: T, b: T) => number) {}

  get size(): number {
    return this.total;
  }

  clear(): void {
    this.chunks = [];
    this.total = 0;
  }

  insert(item: T): void {
    this.total++;
    if (this.chunks.length === 0) {
      this.chunks.push([item]);
      return;
    }
    let ci = this.chunkFor((x) => this.cmp(x, item) > 0);
    if (ci === this.chunks.length) ci--;
    const chunk = this.chunks[ci] as T[];
    const at = bisect(chunk, (x) => this.cmp(x, item) > 0);
    chunk.splice(at, 0, item);
    if (chunk.length > MAX_CHUNK * 2) {
      this.chunks.splice(ci + 1, 0, chunk.splice(MAX_CHUNK));
    }
  }

  /** Removes the item comparing equal (comparators include a unique tiebreak). */
  remove(item: T): boolean {
    const ci = this.chunkFor((x) => this.cmp(x, item) >= 0);
    const chunk = this.chunks[ci];
    if (!chunk) return false;
    const at = bisect(chunk, (x) => this.cmp(x, item) >= 0);
    const found = chunk[at];
    if (found === undefined || this.cmp(found, item) !== 0) return false;
    chunk.splice(at, 1);
    this.total--;
    if (chunk.length === 0) this.chunks.splice(ci, 1);
    return true;
  }

  /** First position whose item satisfies a monotone predicate (false...false, true...true). */
  first(pred: (x: T) => boolean): Pos {
    const ci = this.chunkFor(pred);
    const chunk = this.chunks[ci];
    if (!chunk) return { chunk: this.chunks.length, index: 0 };
    return { chunk: ci, index: bisect(chunk, pred) };
  }

  end(): Pos {
    return { chunk: this.chunks.length, index: 0 };
  }

  start(): Pos {
    return { chunk: 0, index: 0 };
  }

  /** Items in [from, to) ascending. */
  *forward(from: Pos, to: Pos): Generator<T> {
    let c = from.chunk;
    let i = from.index;
    while (c < to.chunk || (c === to.chunk && i < to.index)) {
      const chunk = this.chunks[c];
      if (!chunk) return;
      if (i >= chunk.length) {
        c++;
        i = 0;
        continue;
      }
      yield chunk[i] as T;
      i++;
    }
  }

  /** Items in [from, to) descending (starting just before `to`). */
  *backward(from: Pos, to: Pos): Generator<T> {
    let c = to.chunk;
    let i = to.index - 1;
    for (;;) {
      if (i < 0) {
        c--;
        if (c < 0) return;
        i = (this.chunks[c]?.length ?? 0) - 1;
        continue;
      }
      if (c < from.chunk || (c === from.chunk && i < from.index)) return;
      const chunk = this.chunks[c];
      if (!chunk) return;
      yield chunk[i] as T;
      i--;
    }
  }

  /** Number of items in [from, to) without visiting them one by one. */
  countBetween(from: Pos, to: Pos): number {
    if (from.chunk > to.chunk || (from.chunk === to.chunk && from.index >= to.index)) return 0;
    if (from.chunk === to.chunk) return to.index - from.index;
    let n = (this.chunks[from.chunk]?.length ?? 0) - from.index;
    for (let c = from.chunk + 1; c < to.chunk; c++) n += this.chunks[c]?.length ?? 0;
    return n + to.index;
  }

  private chunkFor(pred: (x: T) => boolean): number {
    // first chunk whose last element satisfies pred
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const chunk = this.chunks[mid] as T[];
      if (pred(chunk[chunk.length - 1] as T)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

function bisect<T>(arr: T[], pred: (x: T) => boolean): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pred(arr[mid] as T)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
