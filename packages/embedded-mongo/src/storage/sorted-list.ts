/**
 * A sorted list stored as a list of bounded chunks (the "sortedcontainers" layout): inserts and
 * deletes splice one small chunk instead of a million-element array, lookups are two binary
 * searches, and ordered iteration in both directions is a walk over chunks. Used as the ordered
 * part of every secondary index.
 *
 * Inserts are buffered and merged in sorted batches the next time the list is read or an item
 * is removed (or when the buffer fills). A bulk insert then costs one sort of the new items,
 * which are recently allocated and cache-warm, plus one search of the big list per run of
 * neighbouring new items, instead of a full search (cold chunks, cold documents) per item.
 * Every read goes through `settle()`, so callers never see the buffer.
 */
// Small chunks keep the per-insert splice short; 1M entries is still only ~8k chunks.
const MAX_CHUNK = 128;
/** Bounds the buffer (and the pause of one merge) when nothing reads the list for a while. */
const MAX_PENDING = 4096;

export interface Pos {
  chunk: number;
  index: number;
}

export class SortedList<T> {
  private chunks: T[][] = [];
  /** Last item of each chunk: the chunk search reads this one array, not every chunk. */
  private maxes: T[] = [];
  private total = 0;
  private pending: T[] = [];

  constructor(private readonly cmp: (a: T, b: T) => number) {}

  get size(): number {
    return this.total + this.pending.length;
  }

  clear(): void {
    this.chunks = [];
    this.maxes = [];
    this.total = 0;
    this.pending = [];
  }

  insert(item: T): void {
    this.pending.push(item);
    if (this.pending.length >= MAX_PENDING) this.settle();
  }

  /** Where the item comparing equal stands (comparators include a unique tiebreak), or undefined. */
  private locate(item: T): { chunk: T[]; ci: number; at: number } | undefined {
    this.settle();
    const ci = this.chunkFor((x) => this.cmp(x, item) >= 0, 0);
    const chunk = this.chunks[ci];
    if (!chunk) return undefined;
    const at = bisect(chunk, (x) => this.cmp(x, item) >= 0, 0);
    const found = chunk[at];
    return found === undefined || this.cmp(found, item) !== 0 ? undefined : { chunk, ci, at };
  }

  /** Removes the item comparing equal. */
  remove(item: T): boolean {
    const place = this.locate(item);
    if (!place) return false;
    const { chunk, ci, at } = place;
    chunk.splice(at, 1);
    this.total--;
    if (chunk.length === 0) {
      this.chunks.splice(ci, 1);
      this.maxes.splice(ci, 1);
    } else if (at === chunk.length) {
      this.maxes[ci] = chunk[at - 1] as T;
    }
    return true;
  }

  /** First position whose item satisfies a monotone predicate (false...false, true...true). */
  first(pred: (x: T) => boolean): Pos {
    this.settle();
    const ci = this.chunkFor(pred, 0);
    const chunk = this.chunks[ci];
    if (!chunk) return { chunk: this.chunks.length, index: 0 };
    return { chunk: ci, index: bisect(chunk, pred, 0) };
  }

  end(): Pos {
    this.settle();
    return { chunk: this.chunks.length, index: 0 };
  }

  start(): Pos {
    this.settle();
    return { chunk: 0, index: 0 };
  }

  /** Items in [from, to) ascending. */
  *forward(from: Pos, to: Pos): Generator<T> {
    this.settle();
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
    this.settle();
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
    this.settle();
    if (from.chunk > to.chunk || (from.chunk === to.chunk && from.index >= to.index)) return 0;
    if (from.chunk === to.chunk) return to.index - from.index;
    let n = (this.chunks[from.chunk]?.length ?? 0) - from.index;
    for (let c = from.chunk + 1; c < to.chunk; c++) n += this.chunks[c]?.length ?? 0;
    return n + to.index;
  }

  /** Merges the buffered inserts into the chunks. */
  private settle(): void {
    if (this.pending.length === 0) return;
    const items = this.pending;
    this.pending = [];
    items.sort(this.cmp);
    this.mergeSorted(items);
  }

  /**
   * Inserts ascending items. Each item lands at or after the previous one, so the search starts
   * from there, and a run of items that all fall before the same existing item goes in with one
   * splice.
   */
  private mergeSorted(items: T[]): void {
    const cmp = this.cmp;
    this.total += items.length;
    if (this.chunks.length === 0) {
      this.replaceChunk(0, 0, items);
      return;
    }
    // Galloping from the previous item's chunk pays when items are dense (a bulk insert: a few
    // chunks apart); a few items spread over a large list (one document's keys) search instead.
    const dense = items.length * 16 >= this.chunks.length;
    // (ci, lo): the earliest position the next item can take.
    let ci = 0;
    let lo = 0;
    let k = 0;
    while (k < items.length) {
      const item = items[k] as T;
      let c = ci;
      if (cmp(this.maxes[c] as T, item) <= 0) {
        // Inline predicates: under tsx a named arrow costs a name definition per item.
        c = dense && k > 0 ? this.gallop((x) => cmp(x, item) > 0, ci + 1) : this.chunkFor((x) => cmp(x, item) > 0, ci + 1);
        lo = 0;
        if (c === this.chunks.length) {
          // Past the last item: append to the last chunk.
          c--;
          lo = (this.chunks[c] as T[]).length;
        }
      }
      const chunk = this.chunks[c] as T[];
      const at = lo < chunk.length && cmp(chunk[lo] as T, item) > 0 ? lo : bisect(chunk, (x) => cmp(x, item) > 0, lo);
      // The run: following items that also sort before chunk[at] (all of them at the end).
      const next = chunk[at];
      let end = k + 1;
      while (end < items.length && (next === undefined || cmp(next, items[end] as T) > 0)) end++;
      const run = end - k;
      let pos = at + run;
      if (run === 1 && chunk.length < MAX_CHUNK * 2) {
        chunk.splice(at, 0, item);
        if (at === chunk.length - 1) this.maxes[c] = item;
      } else {
        const merged = chunk.slice(0, at).concat(items.slice(k, end), chunk.slice(at));
        const pieces = this.replaceChunk(c, 1, merged);
        // Find the piece holding `pos`, so the lower bound survives the split.
        for (let p = 0; p < pieces - 1 && pos >= (this.chunks[c] as T[]).length; p++) {
          pos -= (this.chunks[c] as T[]).length;
          c++;
        }
      }
      ci = c;
      lo = pos;
      k = end;
    }
  }

  /** Replaces `remove` chunks at `at` with `items` cut into chunks; returns how many. */
  private replaceChunk(at: number, remove: number, items: T[]): number {
    const chunks: T[][] = [];
    if (items.length <= MAX_CHUNK * 2) chunks.push(items);
    else for (let i = 0; i < items.length; i += MAX_CHUNK) chunks.push(items.slice(i, i + MAX_CHUNK));
    this.chunks.splice(at, remove, ...chunks);
    this.maxes.splice(at, remove, ...chunks.map((ch) => ch[ch.length - 1] as T));
    return chunks.length;
  }

  /**
   * chunkFor when the answer is likely near `lo` (the next of ascending merged items): probes
   * lo, lo+1, lo+3, lo+7... then bisects the last gap, so a neighbouring chunk costs a few
   * comparisons instead of a search over every chunk.
   */
  private gallop(pred: (x: T) => boolean, lo: number): number {
    const n = this.maxes.length;
    let hi = lo;
    let step = 1;
    while (hi < n && !pred(this.maxes[hi] as T)) {
      lo = hi + 1;
      hi += step;
      step *= 2;
    }
    hi = Math.min(hi, n);
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pred(this.maxes[mid] as T)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** First chunk at or after `lo` whose last item satisfies pred (chunks.length if none). */
  private chunkFor(pred: (x: T) => boolean, lo: number): number {
    let hi = this.maxes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pred(this.maxes[mid] as T)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

function bisect<T>(arr: T[], pred: (x: T) => boolean, lo: number): number {
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pred(arr[mid] as T)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
