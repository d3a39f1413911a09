import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { UserDoc } from "./user.model";
import type { UserRecord } from "./user.schema";

export const userToRecord = (doc: UserDoc): UserRecord => toRecord(doc, [...RECORD_KEYS, "name", "email", "role", "extension"]);
