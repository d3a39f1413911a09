import { startFakeWhatsAppCloud, type FakeWhatsAppCloud } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whatsAppErrorCode } from "./whatsapp-errors";
import { createWhatsAppTemplateCatalog, fromGraphTemplate } from "./whatsapp-templates";

describe("WhatsApp Cloud template catalogue (against the local fake Graph API)", () => {
  let fake: FakeWhatsAppCloud;
  beforeAll(async () => {
    fake = await startFakeWhatsAppCloud({ pageSize: 3 });
  });
  afterAll(() => fake.close());

  it("lists every page with `after` cursors and maps Meta's statuses", async () => {
    const statuses = ["APPROVED", "PENDING", "REJECTED", "PAUSED", "DISABLED", "IN_APPEAL", "APPROVED"];
    fake.setTemplates(
      "W1",
      statuses.map((status, i) => ({ id: `t${i}`, name: `t_${i}`, language: "en_US", status, category: "UTILITY", components: [] })),
    );
    const catalog = createWhatsAppTemplateCatalog({ accessToken: fake.accessToken, graphUrl: fake.graphUrl, pageSize: 3 });
    const listed = await catalog.list({ businessAccountId: "W1" });
    expect(listed.map((t) => t.status)).toEqual(["APPROVED", "PENDING", "REJECTED", "REJECTED", "REJECTED", "PENDING", "APPROVED"]);
    expect(fake.listRequests().filter((r) => r.startsWith("/v21.0/W1/"))).toHaveLength(3);
  });

  it("submits and removes templates; a refusal (a wrong token) is a TemplateCatalogError with Meta's code", async () => {
    const catalog = createWhatsAppTemplateCatalog({ accessToken: fake.accessToken, graphUrl: fake.graphUrl });
    const submitted = await catalog.submit(
      { businessAccountId: "W2" },
      { name: "hello", language: "en", category: "MARKETING", components: [{ type: "BODY", text: "Hi" }] },
    );
    expect(submitted).toEqual({ externalId: expect.any(String), status: "PENDING" });
    await catalog.remove({ businessAccountId: "W2" }, { name: "hello", externalId: submitted.externalId });
    expect(fake.templates("W2")).toEqual([]);
    const wrong = createWhatsAppTemplateCatalog({ accessToken: "nope", graphUrl: fake.graphUrl });
    await expect(wrong.list({ businessAccountId: "W2" })).rejects.toMatchObject({ name: "TemplateCatalogError", providerCode: 190 });
    await expect(
      createWhatsAppTemplateCatalog({ accessToken: "t", graphUrl: "http://127.0.0.1:1" }).list({ businessAccountId: "W" }),
    ).rejects.toMatchObject({
      name: "TemplateCatalogError",
    });
  });

  it("skips templates it cannot represent", () => {
    const base = {
      id: "1",
      name: "ok",
      language: "en",
      status: "APPROVED",
      category: "UTILITY",
      components: [{ type: "BODY", text: "x" }],
    };
    expect(fromGraphTemplate(base)).toMatchObject({ name: "ok", status: "APPROVED" });
    expect(fromGraphTemplate({ ...base, name: "Bad Name" })).toBeNull();
    expect(fromGraphTemplate({ ...base, category: "TRANSACTIONAL" })).toBeNull();
    expect(
      fromGraphTemplate({ ...base, components: [{ type: "CAROUSEL" }, { type: "HEADER", format: "GIF", text: "h" }] })?.components,
    ).toEqual([{ type: "HEADER", text: "h" }]);
    expect(fromGraphTemplate("garbage")).toBeNull();
  });

  it("maps WhatsApp error codes to ours", () => {
    expect([131047, 131026, 132000, 132001, 131053, 131051, 999, undefined].map(whatsAppErrorCode)).toEqual([
      "OUTSIDE_SERVICE_WINDOW",
      "RECIPIENT_UNREACHABLE",
      "TEMPLATE_PARAMS_MISMATCH",
      "TEMPLATE_UNAVAILABLE",
      "MEDIA_REJECTED",
      "UNSUPPORTED_MESSAGE",
      "PROVIDER_ERROR",
      "PROVIDER_ERROR",
    ]);
  });
});
