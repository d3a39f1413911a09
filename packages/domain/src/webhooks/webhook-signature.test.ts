import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import {
  generateWebhookSecret,
  PREVIOUS_SECRET_GRACE_MS,
  signingKeysOf,
  signStandardWebhook,
  signWebhook,
  standardSecretsOf,
} from "./webhook-signature";

const headersFor = (secrets: string[], body: string, id = "evt_1", timestamp = Math.floor(Date.now() / 1000)) => ({
  "webhook-id": id,
  "webhook-timestamp": String(timestamp),
  "webhook-signature": signStandardWebhook(secrets, id, timestamp, body),
});

describe("Standard Webhooks signature (checked by the standardwebhooks reference library)", () => {
  const body = JSON.stringify({ id: "evt_1", type: "tag.created", data: { name: "ü/+" } });

  it("is accepted for a new secret, refused for another secret, a changed body or an old timestamp", () => {
    const secret = generateWebhookSecret();
    expect(() => new Webhook(secret).verify(body, headersFor([secret], body))).not.toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headersFor([secret], body))).toThrow();
    expect(() => new Webhook(secret).verify(body.replace("ü", "u"), headersFor([secret], body))).toThrow();
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(() => new Webhook(secret).verify(body, headersFor([secret], body, "evt_1", hourAgo))).toThrow();
  });

  it("signs with the bytes of a secret issued in base64url (before standard base64): the same secret in base64 verifies", () => {
    const bytes = randomBytes(32);
    const legacy = `whsec_${bytes.toString("base64url")}`;
    const headers = headersFor([legacy], body);
    expect(() => new Webhook(`whsec_${bytes.toString("base64")}`).verify(body, headers)).not.toThrow();
  });

  it("carries one signature per key, each accepted on its own", () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = headersFor([current, previous], body);
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(() => new Webhook(current).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(previous).verify(body, headers)).not.toThrow();
  });

  it("keeps the previous secret only until its grace ends", () => {
    const now = Date.now();
    const rotated = { secret: "whsec_new", previousSecret: "whsec_old", previousSecretExpiresAt: new Date(now + PREVIOUS_SECRET_GRACE_MS) };
    expect(standardSecretsOf(rotated, now)).toEqual(["whsec_new", "whsec_old"]);
    expect(standardSecretsOf(rotated, now + PREVIOUS_SECRET_GRACE_MS)).toEqual(["whsec_new"]);
    expect(standardSecretsOf({ secret: "whsec_new" }, now)).toEqual(["whsec_new"]);
  });

  it("signs the same with an endpoint's keys derived once as with its secrets", () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const keys = signingKeysOf({ secret: current, previousSecret: previous });
    const timestamp = Math.floor(Date.now() / 1000);
    expect(signStandardWebhook([keys.standard, keys.previousStandard!], "evt_1", timestamp, body)).toBe(
      signStandardWebhook([current, previous], "evt_1", timestamp, body),
    );
    expect(signWebhook(keys.secret, timestamp, body)).toBe(signWebhook(current, timestamp, body));
  });
});
