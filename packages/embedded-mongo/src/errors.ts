/** Errors answered to the client as `{ ok: 0, errmsg, code, codeName, ... }`. */
import type { Document } from "bson";

export const CODE_NAMES: Record<number, string> = {
  2: "BadValue",
  9: "FailedToParse",
  11: "UserNotFound",
  14: "TypeMismatch",
  20: "IllegalOperation",
  26: "NamespaceNotFound",
  28: "PathNotViable",
  40: "ConflictingUpdateOperators",
  50: "MaxTimeMSExpired",
  52: "DollarPrefixedFieldName",
  53: "InvalidIdField",
  56: "EmptyFieldName",
  27: "IndexNotFound",
  43: "CursorNotFound",
  48: "NamespaceExists",
  51: "UnknownError",
  59: "CommandNotFound",
  66: "ImmutableField",
  67: "CannotCreateIndex",
  72: "InvalidOptions",
  73: "InvalidNamespace",
  85: "IndexOptionsConflict",
  86: "IndexKeySpecsConflict",
  112: "WriteConflict",
  115: "CommandNotSupported",
  121: "DocumentValidationFailure",
  139: "JSInterpreterFailure",
  165: "ViewDepthLimitExceeded",
  166: "CommandNotSupportedOnView",
  125: "NoSuchTransaction",
  197: "InvalidIndexSpecificationOption",
  225: "TransactionTooOld",
  239: "SnapshotTooOld",
  251: "NoSuchTransaction",
  256: "TransactionCommitted",
  263: "OperationNotSupportedInTransaction",
  10334: "BSONObjectTooLarge",
  11000: "DuplicateKey",
  40323: "Location40323",
  40324: "Location40324",
  40415: "Location40415",
  40601: "Location40601",
};

export class MongoServerError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** Extra fields merged into the error reply (keyPattern, keyValue, errorLabels...). */
  readonly extra: Document;

  constructor(code: number, message: string, extra: Document = {}) {
    super(message);
    this.code = code;
    this.codeName = CODE_NAMES[code] ?? "UnknownError";
    this.extra = extra;
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export function badValue(message: string): MongoServerError {
  return new MongoServerError(2, message);
}

export function writeConflict(): MongoServerError {
  return new MongoServerError(
    112,
    "Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.",
    { errorLabels: ["TransientTransactionError"] },
  );
}

/** Turns anything thrown by a handler (including mingo's plain Errors) into a reply document. */
export function errorReply(err: unknown): Document {
  if (err instanceof MongoServerError) return err.toReply();
  const message = err instanceof Error ? err.message : String(err);
  if (message.includes("would modify the immutable field")) {
    return { ok: 0, errmsg: message, code: 66, codeName: "ImmutableField" };
  }
  // mingo throws plain Errors for bad operators/expressions: MongoDB would answer a parse error.
  return { ok: 0, errmsg: message, code: 2, codeName: "BadValue" };
}
