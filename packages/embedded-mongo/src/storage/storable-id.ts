/** The storage rule on `_id` field names. */
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";

/**
 * MongoDB 5.0+ stores `$`-prefixed field names anywhere but in `_id` (Field Names with Periods
 * and Dollar Signs, "General Restrictions"): 52 DollarPrefixedFieldName.
 */
export function assertStorableId(id: unknown): void {
  if (!isPlainDocument(id)) return;
  for (const [k, v] of Object.entries(id)) {
    if (k.startsWith("$")) throw new MongoServerError(52, `_id fields may not contain '$'-prefixed fields: ${k} is not valid for storage.`);
    assertStorableId(v);
  }
}
