import { validationError } from "../core/errors";
import { type FilterOp, type ListParam, type ListSpec, recordListFields } from "../query";
import { CLICK_SOURCES } from "./lead-origin";

const CLICK_ID_VALUES = ["all", ...CLICK_SOURCES] as const;

/** `chatbotId` and `clickId` are equality filters (single value or `[in]` list); other operators are refused by name. */
function requireEquality(key: string, op: FilterOp): void {
  if (op !== "eq" && op !== "in") {
    throw validationError(`${key} accepts only equality or [in].`, [
      { field: key, code: "unsupported_operator", message: `${key}[${op}] is not supported; use ${key}=<value> or ${key}[in]=<a,b>.` },
    ]);
  }
}

const splitValues = (value: string): string[] =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter((v) => v !== "");

/** Leads captured by a chatbot: the spec's chatbot filter, an alias of `sourceId`. */
export const chatbotIdParam: ListParam = {
  toFilter(value, op) {
    requireEquality("chatbotId", op);
    const ids = splitValues(value);
    if (ids.length === 0) {
      throw validationError("chatbotId must not be empty.", [
        { field: "chatbotId", code: "too_small", message: "chatbotId must be a non-empty chatbot id." },
      ]);
    }
    return op === "in" ? { sourceId: { $in: ids } } : { sourceId: { $eq: value.trim() } };
  },
};

/** Ad click source found in originURL; `all` means no restriction (also inside an `[in]` list). */
export const clickIdParam: ListParam = {
  toFilter(value, op) {
    requireEquality("clickId", op);
    const values = splitValues(value);
    const invalid = values.filter((v) => !(CLICK_ID_VALUES as readonly string[]).includes(v));
    if (values.length === 0 || invalid.length > 0) {
      throw validationError("Invalid clickId.", [
        { field: "clickId", code: "invalid_enum", message: `clickId must be one of ${CLICK_ID_VALUES.join(", ")}.` },
      ]);
    }
    if (values.includes("all")) return null;
    // Values were checked against the constant list above, so they are trusted constants here.
    return values.length === 1 ? { clickSource: { $eq: values[0] } } : { clickSource: { $in: values } };
  },
};

export const leadListSpec = {
  resource: "leads",
  fields: recordListFields({
    sourceId: { kind: "id" },
    sessionId: { kind: "string" },
    isComplete: { kind: "boolean" },
    originURL: { kind: "string" },
    answers: { kind: "string", filterable: false, sortable: false },
    urlParams: { kind: "string", filterable: false, sortable: false },
  }),
  params: { chatbotId: chatbotIdParam, clickId: clickIdParam },
  // Spec Limits: the leads listing goes up to 250; the default page size is the house default.
  limits: { default: 20, max: 250 },
  defaultSort: [{ field: "createdAt", direction: -1 }],
} satisfies ListSpec;
