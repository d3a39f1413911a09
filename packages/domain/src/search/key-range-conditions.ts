import type { KeyRange } from "./search-text";

/**
 * A key range as conditions on an array of keys: one key in it (a range in `$elemMatch` is how a
 * multikey index is bounded on both sides), and for a strided range another key matching `holds`.
 */
export const keyRangeConditions = (field: string, { prefix, holds }: KeyRange): object[] => [
  { [field]: { $elemMatch: { $gte: prefix, $lt: `${prefix}\uffff` } } },
  ...(holds ? [{ [field]: holds }] : []),
];
