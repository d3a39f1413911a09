/**
 * A sorted list stored as bounded chunks (the "sortedcontainers" layout), themselves grouped in
 * bounded branches: inserts and deletes splice one small chunk instead of a million-element array,
 * lookups are three binary searches, and ordered iteration in both directions is a walk over
 * chunks. Used as the ordered part of every secondary index.
 *
 * Why branches: a chunk split inserts a chunk into its parent array. With one flat array of chunks
 * (40,000 of them for a search index of 100,000 contacts) every split moved the whole array, and
 * while the garbage collector marks (always, on a large heap) V8 moves such an array element by
 * element: a third of an insert's cost, growing with the index. A branch holds at most
 * 2 * MAX_BRANCH chunks, so a split moves a few hundred.
 *
 * Inserts are buffered and merged in sorted batches the next time the list is read or an item
 * of an owner with buffered items is removed (or when the buffer fills). A bulk insert then costs
 * one sort of the new items, which are recently allocated and cache-warm, plus one search of the
 * big list per run of neighbouring new items, instead of a full search (cold chunks, cold
 * documents) per item.
 * Every read goes through `settle()`, so callers never see the buffer.
 */
// Small chunks keep the per-insert splice short.
const MAX_CHUNK = 128;
/** Chunks per branch, as MAX_CHUNK is items per chunk: a branch splits past twice this. */
const MAX_BRANCH = 128;
/** Bounds the buffer (and the pause of one merge) when nothing reads the list for a while. */
const MAX_PENDING = 4096;

/** A place in the list: `chunk` counts chunks from the start of the list (across branches). */
export interface Pos {
  chunk: number;
  index: number;
}

interface Branch<T> {
  chunks: T[][];
  /** Last item of each chunk: the chunk search reads this one array, not every chunk. */
  maxes: T[];
}

/**
 * `M`: what a user of the list derives from a chunk (a covered count's column of values,
 * storage/secondary-index.ts), kept until the chunk's items change.
 */
export class SortedList<T, M = never> {
  /** Derived data per chunk (memo()); created on first use, so a list nobody derives from pays nothing on its writes. */
  private memos: WeakMap<readonly T[], M> | undefined;
  private branches: Array<Branch<T>> = [];
  /** Last item of each branch. */
  private branchMaxes: T[] = [];
  /** The list-wide number of each branch's first chunk, valid below `staleFrom` (see fresh()). */
  private starts: number[] = [];
  /**
   * The first branch whose `starts` entry may be out of date. Splits and removals only lower it:
   * renumbering every later branch at each chunk split (a few a second in a search index of
   * millions of entries, each reading a thousand branch objects) cost an eighth of a merge.
   */
  private staleFrom = 0;
  private chunkCount = 0;
  private total = 0;
  private pending: T[] = [];
  /** The owners (`ownerOf`) of the buffered items: a removal whose owner has none buffered need not merge the buffer first. */
  private readonly pendingOwners = new Set<string>();

  constructor(
    private readonly cmp: (a: T, b: T) => number,
    /**
     * Who an item belongs to (an index entry's document). Items of one owner are removed together
     * (an update's old entries); an owner with no item in the buffer has its items all in the
     * chunks, so their removal merges nothing. Without it every removal merges the buffer first.
     */
    private readonly ownerOf?: (item: T) => string,
  ) {}

  get size(): number {
    return this.total + this.pending.length;
  }

  clear(): void {
    this.branches = [];
    this.branchMaxes = [];
    this.starts = [];
    this.staleFrom = 0;
    this.chunkCount = 0;
    this.total = 0;
    this.pending = [];
    this.pendingOwners.clear();
    this.memos = undefined;
  }

  /** What `make` derives from a chunk (one of slices()'), made once and kept until the chunk's items change. */
  memo(chunk: readonly T[], make: (chunk: readonly T[]) => M): M {
    this.memos ??= new WeakMap();
    if (this.memos.has(chunk)) return this.memos.get(chunk) as M;
    const made = make(chunk);
    this.memos.set(chunk, made);
    return made;
  }

  insert(item: T): void {
    this.pending.push(item);
    if (this.ownerOf) this.pendingOwners.add(this.ownerOf(item));
    if (this.pending.length >= MAX_PENDING) this.settle();
  }

  /** The branch and chunk of the first item satisfying a monotone predicate (undefined: none does). */
  private find(pred: (x: T) => boolean): { b: number; lc: number; at: number } | undefined {
    this.settle();
    return this.locate(pred);
  }

  /** find() in the chunks alone, the buffer as it is. */
  private locate(pred: (x: T) => boolean): { b: number; lc: number; at: number } | undefined {
    const b = search(this.branchMaxes, pred, 0);
    const branch = this.branches[b];
    if (!branch) return undefined;
    const lc = search(branch.maxes, pred, 0);
    return { b, lc, at: search(branch.chunks[lc] as T[], pred, 0) };
  }

  /** Removes the item comparing equal (comparators include a unique tiebreak). */
  remove(item: T): boolean {
    // While a bulk of inserts waits in the buffer, an update of an older item (a backfill setting
    // every record's keys) would otherwise merge the buffer at each removal, one small merge each.
    const buffered = !this.ownerOf || this.pendingOwners.has(this.ownerOf(item));
    const pred = (x: T) => this.cmp(x, item) >= 0;
    const place = buffered ? this.find(pred) : this.locate(pred);
    if (!place) return false;
    const { b, lc, at } = place;
    const branch = this.branches[b] as Branch<T>;
    const chunk = branch.chunks[lc] as T[];
    const found = chunk[at];
    if (found === undefined || this.cmp(found, item) !== 0) return false;
    chunk.splice(at, 1);
    this.memos?.delete(chunk);
    this.total--;
    if (chunk.length > 0) {
      if (at === chunk.length) this.setMax(b, lc, chunk[at - 1] as T);
      return true;
    }
    branch.chunks.splice(lc, 1);
    branch.maxes.splice(lc, 1);
    this.chunkCount--;
    if (branch.chunks.length === 0) {
      this.branches.splice(b, 1);
      this.branchMaxes.splice(b, 1);
    } else this.branchMaxes[b] = branch.maxes[branch.maxes.length - 1] as T;
    this.staleFrom = Math.min(this.staleFrom, b + 1);
    return true;
  }

  /** First position whose item satisfies a monotone predicate (false...false, true...true). */
  first(pred: (x: T) => boolean): Pos {
    const place = this.find(pred);
    if (!place) return { chunk: this.chunkCount, index: 0 };
    return { chunk: (this.fresh()[place.b] as number) + place.lc, index: place.at };
  }

  end(): Pos {
    this.settle();
    return { chunk: this.chunkCount, index: 0 };
  }

  start(): Pos {
    this.settle();
    return { chunk: 0, index: 0 };
  }

  /** Items in [from, to) ascending. */
  *forward(from: Pos, to: Pos): Generator<T> {
    for (const { chunk, start, end } of this.slices(from, to)) for (let i = start; i < end; i++) yield chunk[i] as T;
  }

  /**
   * The chunks holding [from, to) in order, each with the bounds of its part inside: a loop over
   * many items (a count) resumes a generator once per chunk instead of once per item.
   */
  *slices(from: Pos, to: Pos): Generator<{ chunk: readonly T[]; start: number; end: number }> {
    this.settle();
    for (let c = from.chunk; c <= to.chunk; c++) {
      const chunk = this.chunkAt(c);
      if (!chunk) return;
      const start = c === from.chunk ? from.index : 0;
      const end = c === to.chunk ? Math.min(to.index, chunk.length) : chunk.length;
      if (start < end) yield { chunk, start, end };
    }
  }

  /** Items in [from, to) descending (starting just before `to`). */
  *backward(from: Pos, to: Pos): Generator<T> {
    this.settle();
    let c = to.chunk;
    let chunk = this.chunkAt(c);
    let i = to.index - 1;
    for (;;) {
      if (i < 0) {
        c--;
        if (c < 0) return;
        chunk = this.chunkAt(c);
        i = (chunk?.length ?? 0) - 1;
        continue;
      }
      if (c < from.chunk || (c === from.chunk && i < from.index)) return;
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
    let n = (this.chunkAt(from.chunk)?.length ?? 0) - from.index;
    for (let c = from.chunk + 1; c < to.chunk; c++) n += this.chunkAt(c)?.length ?? 0;
    return n + to.index;
  }

  /** The chunk numbered `c` list-wide (undefined past the end). */
  private chunkAt(c: number): T[] | undefined {
    if (c < 0 || c >= this.chunkCount) return undefined;
    const starts = this.fresh();
    const b = search(starts, (s) => s > c, 0) - 1;
    return (this.branches[b] as Branch<T>).chunks[c - (starts[b] as number)];
  }

  /** The list-wide chunk numbers, recomputed from the first stale branch on. */
  private fresh(): number[] {
    const from = this.staleFrom;
    if (from >= this.branches.length && this.starts.length === this.branches.length) return this.starts;
    let n = from === 0 ? 0 : (this.starts[from - 1] as number) + (this.branches[from - 1] as Branch<T>).chunks.length;
    for (let b = from; b < this.branches.length; b++) {
      this.starts[b] = n;
      n += (this.branches[b] as Branch<T>).chunks.length;
    }
    this.starts.length = this.branches.length;
    this.staleFrom = this.branches.length;
    return this.starts;
  }

  private setMax(b: number, lc: number, item: T): void {
    const branch = this.branches[b] as Branch<T>;
    branch.maxes[lc] = item;
    if (lc === branch.maxes.length - 1) this.branchMaxes[b] = item;
  }

  /** Merges the buffered inserts into the chunks. */
  private settle(): void {
    if (this.pending.length === 0) return;
    const items = this.pending;
    this.pending = [];
    this.pendingOwners.clear();
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
    if (this.branches.length === 0) {
      const chunks = cut(items, MAX_CHUNK);
      this.branches = cut(chunks, MAX_BRANCH).map(branchOf);
      this.branchMaxes = this.branches.map((branch) => branch.maxes[branch.maxes.length - 1] as T);
      this.chunkCount = chunks.length;
      this.staleFrom = 0;
      return;
    }
    // Galloping from the previous item's branch or chunk pays when items are dense there (a bulk
    // insert: a few chunks apart; a buffer of a few thousand: a few branches apart); a few items
    // spread over a large list (one document's keys) search instead.
    const dense = items.length * 16 >= this.chunkCount;
    const denseBranches = items.length * 16 >= this.branches.length;
    // (b, lc, lo): the earliest position the next item can take.
    let b = 0;
    let lc = 0;
    let lo = 0;
    let k = 0;
    while (k < items.length) {
      const item = items[k] as T;
      // Inline predicates: under tsx a named arrow costs a name definition per item.
      let branch = this.branches[b] as Branch<T>;
      if (cmp(branch.maxes[lc] as T, item) <= 0) {
        lo = 0;
        if (cmp(this.branchMaxes[b] as T, item) <= 0) {
          b =
            denseBranches && k > 0
              ? gallop(this.branchMaxes, (x) => cmp(x, item) > 0, b + 1)
              : search(this.branchMaxes, (x) => cmp(x, item) > 0, b + 1);
          if (b === this.branches.length) {
            // Past the last item: append to the last chunk.
            b--;
            branch = this.branches[b] as Branch<T>;
            lc = branch.chunks.length - 1;
            lo = (branch.chunks[lc] as T[]).length;
          } else {
            branch = this.branches[b] as Branch<T>;
            lc = search(branch.maxes, (x) => cmp(x, item) > 0, 0);
          }
        } else
          lc =
            dense && k > 0 ? gallop(branch.maxes, (x) => cmp(x, item) > 0, lc + 1) : search(branch.maxes, (x) => cmp(x, item) > 0, lc + 1);
      }
      const chunk = branch.chunks[lc] as T[];
      const at = lo < chunk.length && cmp(chunk[lo] as T, item) > 0 ? lo : search(chunk, (x) => cmp(x, item) > 0, lo);
      // The run: following items that also sort before chunk[at] (all of them at the end).
      const next = chunk[at];
      let end = k + 1;
      while (end < items.length && (next === undefined || cmp(next, items[end] as T) > 0)) end++;
      if (end - k === 1 && chunk.length < MAX_CHUNK * 2) {
        chunk.splice(at, 0, item);
        this.memos?.delete(chunk);
        if (at === chunk.length - 1) this.setMax(b, lc, item);
        lo = at + 1;
      } else {
        const merged = chunk.slice(0, at).concat(items.slice(k, end), chunk.slice(at));
        ({ b, lc, lo } = this.replaceChunk(b, lc, merged, at + end - k));
      }
      k = end;
    }
  }

  /**
   * Replaces chunk `lc` of branch `b` with `items`, cut into chunks (and the branch into branches)
   * when too long; returns where position `pos` of `items` now is.
   */
  private replaceChunk(b: number, lc: number, items: T[], pos: number): { b: number; lc: number; lo: number } {
    const branch = this.branches[b] as Branch<T>;
    if (items.length <= MAX_CHUNK * 2) {
      // One chunk for one (the usual merge): no array of chunks moves.
      branch.chunks[lc] = items;
      this.setMax(b, lc, items[items.length - 1] as T);
      return { b, lc, lo: pos };
    }
    const pieces = cut(items, MAX_CHUNK);
    branch.chunks.splice(lc, 1, ...pieces);
    branch.maxes.splice(lc, 1, ...pieces.map((piece) => piece[piece.length - 1] as T));
    this.branchMaxes[b] = branch.maxes[branch.maxes.length - 1] as T;
    this.chunkCount += pieces.length - 1;
    this.staleFrom = Math.min(this.staleFrom, b + 1);
    // The branch-wide number of the piece holding `pos` (pieces are MAX_CHUNK long but for the last).
    const piece = Math.min(Math.floor(pos / MAX_CHUNK), pieces.length - 1);
    const lo = pos - piece * MAX_CHUNK;
    const target = lc + piece;
    if (branch.chunks.length <= MAX_BRANCH * 2) return { b, lc: target, lo };
    const split = cut(branch.chunks, MAX_BRANCH).map(branchOf);
    this.branches.splice(b, 1, ...split);
    this.branchMaxes.splice(b, 1, ...split.map((s) => s.maxes[s.maxes.length - 1] as T));
    // The split branches are MAX_BRANCH chunks long but for the last.
    const into = Math.min(Math.floor(target / MAX_BRANCH), split.length - 1);
    return { b: b + into, lc: target - into * MAX_BRANCH, lo };
  }
}

/** `items` as one piece when at most twice `max` long, else pieces of `max` (the last may be shorter). */
function cut<U>(items: U[], max: number): U[][] {
  if (items.length <= max * 2) return [items];
  const pieces: U[][] = [];
  for (let i = 0; i < items.length; i += max) pieces.push(items.slice(i, i + max));
  return pieces;
}

function branchOf<T>(chunks: T[][]): Branch<T> {
  return { chunks, maxes: chunks.map((chunk) => chunk[chunk.length - 1] as T) };
}

/**
 * The first index at or after `lo` whose item satisfies pred, when the answer is likely near `lo`
 * (the next of ascending merged items): probes lo, lo+1, lo+3, lo+7... then bisects the last gap,
 * so a neighbouring chunk costs a few comparisons instead of a search over every chunk.
 */
function gallop<T>(arr: T[], pred: (x: T) => boolean, lo: number): number {
  const n = arr.length;
  let hi = lo;
  let step = 1;
  while (hi < n && !pred(arr[hi] as T)) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  return search(arr, pred, lo, Math.min(hi, n));
}

/** First index in [lo, hi) whose item satisfies a monotone predicate (hi if none). */
function search<T>(arr: T[], pred: (x: T) => boolean, lo: number, hi = arr.length): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pred(arr[mid] as T)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
