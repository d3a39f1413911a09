import { AppError } from "../src/core/errors";

/** For unit tests of pure rules: "<status> <errorCode>" of the AppError a call throws. */
export function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return `${e.status} ${e.errorCode}`;
    throw e;
  }
  throw new Error("expected an AppError");
}
