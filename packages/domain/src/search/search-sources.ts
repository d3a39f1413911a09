import type { DomainEvent } from "../events/event-catalogue";
import type { FieldDefinition } from "../fields/field-definitions";
import type { StoredFieldValue } from "../fields/field-values";
import type { SearchableText } from "./search-text";
import type { SearchType } from "./search-term.model";

/** What one event does to the index: a source's text replaced, a source or a whole record removed. */
export type IndexChange =
  | { op: "put"; type: SearchType; recordId: string; sourceId: string; text: SearchableText; isNew: boolean }
  | { op: "removeSource"; sourceId: string }
  | { op: "removeRecord"; type: SearchType; recordId: string };

type FieldsById = ReadonlyMap<string, FieldDefinition>;
type Rec = Record<string, unknown>;

const str = (value: unknown): value is string => typeof value === "string" && value.length > 0;

/**
 * The searched text of custom field values, by field type (decisions "Search"): EMAIL and CUSTOM_ID
 * whole, PHONE by digits, TEXT/TEXTAREA/URL as words. A value of a field the cache has not heard of
 * yet is searched as words when it is a string.
 */
function fieldText(values: unknown, fields: FieldsById, into: SearchableText): SearchableText {
  if (!Array.isArray(values)) return into;
  for (const { fieldId, value } of values as StoredFieldValue[]) {
    if (!str(value)) continue;
    const def = fields.get(fieldId);
    if (def?.key === "NAME") (into.names ??= []).push(value);
    else if (def?.key === "CUSTOM_ID" || def?.type === "EMAIL") (into.exact ??= []).push(value);
    else if (def?.type === "PHONE") (into.phones ??= []).push(value);
    else if (!def || def.type === "TEXT" || def.type === "TEXTAREA" || def.type === "URL") (into.text ??= []).push(value);
  }
  return into;
}

/** The text of a contact, deal, note, message or call record (as its events and GET carry it). */
export const searchableText = {
  contact: (record: Rec, fields: FieldsById): SearchableText => fieldText(record.fields, fields, { substrings: true }),
  deal: (record: Rec, fields: FieldsById): SearchableText =>
    fieldText(record.fields, fields, { names: str(record.title) ? [record.title] : [], substrings: true }),
  note: (record: Rec): SearchableText => ({ text: str(record.content) ? [record.content] : [] }),
  message: (record: Rec): SearchableText => {
    const content = (record.content ?? {}) as Rec;
    return { text: [content.text, content.caption].filter(str) };
  },
  call: (record: Rec): SearchableText => {
    const transcription = record.transcription as { text?: unknown; turns?: Array<{ text?: unknown }> } | null | undefined;
    return { text: [transcription?.text, ...(transcription?.turns ?? []).map((turn) => turn.text)].filter(str) };
  },
};

/** The keys of a record's update event that change its searched text. */
const TEXT_KEYS: Partial<Record<SearchType, readonly string[]>> = {
  contact: ["fields"],
  deal: ["title", "fields"],
  note: ["content"],
  call: ["transcription"],
};

/** What an event means for the index (nothing for most events). `fields`: the project's field definitions (contacts and deals). */
export function indexChangeOf(event: DomainEvent, fields: FieldsById): IndexChange | undefined {
  const [resource, action] = event.type.split(".") as [string, string];
  const data = event.data as { record?: Rec; changes?: string[]; sourceId?: unknown };
  // A merged contact leaves as a deleted one does (its id resolves to the target, whose own keys stay); a revert raises its contact.created.
  if (event.type === "contact.merged")
    return str(data.sourceId) ? { op: "removeRecord", type: "contact", recordId: data.sourceId } : undefined;
  const record = data.record;
  if (!record || typeof record.id !== "string") return undefined;
  const id = record.id;
  if (resource === "message") {
    if (action === "deleted") return { op: "removeSource", sourceId: id };
    if ((action === "created" || action === "updated") && str(record.chatId))
      return {
        op: "put",
        type: "chat",
        recordId: record.chatId,
        sourceId: id,
        text: searchableText.message(record),
        isNew: action === "created",
      };
    return undefined;
  }
  if (resource === "chat") return action === "deleted" ? { op: "removeRecord", type: "chat", recordId: id } : undefined;
  if (resource !== "contact" && resource !== "deal" && resource !== "note" && resource !== "call") return undefined;
  if (action === "deleted") return { op: "removeRecord", type: resource, recordId: id };
  const textChanged =
    action === "created" ||
    (action === "updated" && (data.changes ?? []).some((key) => TEXT_KEYS[resource]?.includes(key))) ||
    event.type === "call.transcription";
  if (!textChanged) return undefined;
  const text = resource === "contact" || resource === "deal" ? searchableText[resource](record, fields) : searchableText[resource](record);
  return { op: "put", type: resource, recordId: id, sourceId: id, text, isNew: action === "created" };
}
