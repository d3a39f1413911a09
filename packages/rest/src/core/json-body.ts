import express from "express";
import { z } from "zod";
import { findDuplicateKey } from "./duplicate-keys";
import { duplicateJsonKey, invalidJson, unsupportedMediaType } from "./http-errors";
import type { HttpRequest, HttpResponse } from "./http-types";

/** Default request body limit (1 MiB), overridable by option or REST_BODY_LIMIT_BYTES. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The API's body limit in its environment; published in docs/configuration.md (`pnpm docs:config`). */
export const restEnvSchema = z.object({
  REST_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_BODY_LIMIT)
    .catch(DEFAULT_BODY_LIMIT)
    .describe(
      "Largest request body on `/v1` and `/admin/v1`, in bytes (413 `PAYLOAD_TOO_LARGE` above it); not a positive integer: the default.",
    ),
});

export function bodyLimitFromEnv(): number {
  return restEnvSchema.parse(process.env).REST_BODY_LIMIT_BYTES;
}

const JSON_TYPES = ["application/json", "application/*+json"];

/** A request carries a body when it announces one (chunked, or a non-zero Content-Length). */
function hasBody(req: HttpRequest): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

export type JsonBodyReader = (req: HttpRequest, res: HttpResponse) => Promise<unknown>;

/**
 * Reads the JSON body of a route that declares one. Called after authentication, so an
 * unauthenticated caller never gets its body parsed. Decisions: a body with another media
 * type is 415 (not silently ignored); no body at all reads as `{}`, so the domain reports the
 * missing required fields rather than "expected object"; a key given twice in one object is a
 * 400 `duplicate_key` (JSON.parse would silently keep the last one).
 */
export function jsonBodyReader(limit: number): JsonBodyReader {
  // The raw text, kept for the duplicate-key check that runs once JSON.parse has accepted it.
  const rawText = new WeakMap<object, string>();
  const parse = express.json({ limit, strict: true, type: JSON_TYPES, verify: (req, _res, buf) => rawText.set(req, buf.toString("utf8")) });
  return (req, res) =>
    new Promise((resolve, reject) => {
      if (!hasBody(req)) {
        resolve({});
        return;
      }
      parse(req, res, (err?: unknown) => {
        if (err) {
          reject(err);
          return;
        }
        // body-parser leaves the body unread (and unset) when the media type is not JSON.
        const body = (req as HttpRequest & { body?: unknown }).body;
        if (body === undefined) {
          reject(unsupportedMediaType());
          return;
        }
        const duplicate = findDuplicateKey(rawText.get(req) ?? "");
        if (duplicate !== undefined) reject(duplicateJsonKey(duplicate));
        else resolve(body);
      });
    });
}

/** A body read raw (provider webhooks, whose signatures cover the bytes) as JSON: 400 `invalid_json` when malformed. */
export function readJsonBody(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw invalidJson();
  }
}
