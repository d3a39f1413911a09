/**
 * The search keys a contact or deal carries (search/record-keys.ts): stored with the record, in no
 * record (toRecord lists its keys) and left out of reads (`select: false`; listings exclude it,
 * query/compile-list-query.ts).
 */
export const SEARCH_KEYS_FIELD = "searchKeys";
export const SEARCH_KEYS_PATH = { [SEARCH_KEYS_FIELD]: { type: [String], select: false, default: undefined } };
// Look-ups: `searchKeys: {$elemMatch: ...}` equality and prefix ranges within one project, on this multikey index.
export const SEARCH_KEYS_INDEX = { projectId: 1, [SEARCH_KEYS_FIELD]: 1 } as const;
