import { AppError } from "@crm/domain";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnFreePort } from "../../test/listen";
import { lastResortErrorHandler } from "./error-handler";
import { requestLogging } from "./request-logging";

describe("lastResortErrorHandler", () => {
  let api: Awaited<ReturnType<typeof listenOnFreePort>>;

  beforeAll(async () => {
    const app = express();
    app.use(requestLogging(pino({ level: "silent" })));
    app.get("/boom", () => {
      throw new Error("connection string mongodb://user:secret@db is broken");
    });
    app.get("/async-boom", async () => {
      await Promise.resolve();
      throw new TypeError("Cannot read properties of undefined");
    });
    app.get("/app-error", () => {
      throw new AppError("STAGE_NOT_EMPTY", 409, "Stage has deals", [{ field: "id", code: "x", message: "y" }]);
    });
    app.post("/json", express.json({ limit: 10 }), (_req, res) => {
      res.sendStatus(204);
    });
    app.use(lastResortErrorHandler);
    api = await listenOnFreePort(app);
  });

  afterAll(async () => {
    await api.close();
  });

  it("answers 500 INTERNAL_ERROR without leaking the message, sync or async", async () => {
    for (const path of ["/boom", "/async-boom"]) {
      const res = await fetch(`${api.url}${path}`);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ errorCode: "INTERNAL_ERROR", message: "Internal server error", status: 500 });
      expect(text).not.toMatch(/secret|undefined|stack/);
    }
  });

  it("keeps an AppError's code, status and field errors", async () => {
    const res = await fetch(`${api.url}/app-error`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      errorCode: "STAGE_NOT_EMPTY",
      message: "Stage has deals",
      status: 409,
      errors: [{ field: "id", code: "x", message: "y" }],
    });
  });

  it("maps body-parser client errors to the Error body", async () => {
    const big = await fetch(`${api.url}/json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"a":"0123456789"}',
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ errorCode: "PAYLOAD_TOO_LARGE", status: 413 });

    const broken = await fetch(`${api.url}/json`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ errorCode: "VALIDATION_ERROR", status: 400 });
  });
});
