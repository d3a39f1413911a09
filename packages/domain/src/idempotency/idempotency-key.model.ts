import { Schema, type Connection, type Model } from "mongoose";

/**
 * One Idempotency-Key of one API key: `_id` is `<projectId>:<API key id>:<sha256 of the key>`. IN_FLIGHT while
 * the first request runs (its lease bounds how long a crashed request blocks the key), then DONE
 * with the response to replay. Expires 24 h after the first request (TTL index).
 */
export interface IdempotencyKeyDoc {
  _id: string;
  projectId: string;
  /** The API key that made the request (none for system contexts): only it gets the replay. */
  keyId?: string;
  fingerprint: string;
  state: "IN_FLIGHT" | "DONE";
  leaseUntil: Date;
  response?: { status: number; body?: unknown };
  createdAt: Date;
  expiresAt: Date;
}

const idempotencyKeySchema = new Schema<IdempotencyKeyDoc>(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    keyId: { type: String, required: false },
    fingerprint: { type: String, required: true },
    state: { type: String, enum: ["IN_FLIGHT", "DONE"], required: true },
    leaseUntil: { type: Date, required: true },
    response: { type: { status: Number, body: Schema.Types.Mixed }, required: false, _id: false },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, id: false },
);
idempotencyKeySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const defineIdempotencyKeyModel = (conn: Connection): Model<IdempotencyKeyDoc> =>
  conn.model<IdempotencyKeyDoc>("IdempotencyKey", idempotencyKeySchema, "idempotency_keys");
