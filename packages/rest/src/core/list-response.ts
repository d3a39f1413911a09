import { internalError, type ListResult } from "@crm/domain";
import type { ListFormat } from "./route-def";

function isListResult(value: unknown): value is ListResult<unknown> {
  return typeof value === "object" && value !== null && Array.isArray((value as { data?: unknown }).data);
}

/** The spec's three listing shapes, built from the one ListResult every service returns. */
export function formatList(result: unknown, format: ListFormat): unknown {
  // A list handler returning something else is a programming error, not a client error.
  if (!isListResult(result)) throw internalError();
  switch (format) {
    case "envelope":
      return {
        data: result.data,
        hasMore: result.hasMore,
        limit: result.limit,
        offset: result.offset,
        total: result.total ?? 0,
      };
    case "data":
      return { data: result.data };
    case "array":
      return result.data;
  }
}
