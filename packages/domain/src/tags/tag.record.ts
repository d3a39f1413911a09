import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { TagDoc } from "./tag.model";
import type { TagRecord } from "./tag.schema";

export const tagToRecord = (doc: TagDoc): TagRecord => toRecord(doc, [...RECORD_KEYS, "name", "color"]);
