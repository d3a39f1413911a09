import { expect } from "vitest";
import type { TestResponse } from "./test-api";

/** An ISO-8601 UTC timestamp with milliseconds, as the service writes createdAt/updatedAt. */
export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The spec's Error body. */
export interface ErrorBody {
  errorCode: string;
  message: string;
  status: number;
  errors?: Array<{ field: string; code: string; message: string }>;
}

/** The paginated listing envelope. */
export interface Envelope<T> {
  data: T[];
  hasMore: boolean;
  limit: number;
  offset: number;
  total: number;
}

/** Asserts the exact Error body shape (no extra keys) with this status and code; returns it typed. */
export function expectErrorBody(body: unknown, status: number, errorCode: string): ErrorBody {
  expect(body).toMatchObject({ errorCode, status, message: expect.any(String) });
  const extra = Object.keys(body as object).filter((k) => !["errorCode", "message", "status", "errors"].includes(k));
  expect(extra).toEqual([]);
  const { errors } = body as ErrorBody;
  if (errors !== undefined) for (const e of errors) expect(Object.keys(e).sort()).toEqual(["code", "field", "message"]);
  return body as ErrorBody;
}

/** Asserts a response's status and its Error body's errorCode (and that the body carries status and a message). */
export function expectError(res: TestResponse<unknown>, status: number, errorCode: string): void {
  expect({ status: res.status, errorCode: (res.body as ErrorBody | undefined)?.errorCode }).toEqual({ status, errorCode });
  expect(res.body).toMatchObject({ status, message: expect.any(String) });
}
