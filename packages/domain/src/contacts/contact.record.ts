import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { ContactDoc } from "./contact.model";
import type { ContactRecord } from "./contact.schema";

export const contactToRecord = (doc: ContactDoc): ContactRecord => toRecord(doc, [...RECORD_KEYS, "fields"]);
