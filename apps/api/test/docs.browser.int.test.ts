import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./browser/chromium";
import { callAs, useTestApi } from "./support/test-api";

/** /docs in a real headless Chromium: Scalar renders the operations, offline, and "Test Request" sends x-api-key. */
describe("API reference at /docs (headless Chromium)", () => {
  const api = useTestApi({ name: "docs-browser" });
  let browser: Browser;
  let page: Page;
  const requested: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(`${api.baseUrl}/docs`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("renders every tag and the operations from /v1/openapi.json", async () => {
    await page.getByRole("heading", { name: "CRM REST API", exact: true }).waitFor();
    await page.getByText("List users", { exact: true }).first().waitFor();
    for (const group of ["Contacts", "Deals", "Pipelines", "Admin"]) {
      await page.getByRole("button", { name: `Open Group - ${group}` }).waitFor();
    }
    // The conventions live in the document's description and are shown with it.
    await page.getByText("Every error has the body", { exact: false }).first().waitFor();
  });

  it("loads nothing from outside the service (works offline)", () => {
    const origins = new Set(requested.map((url) => new URL(url).origin));
    expect([...origins]).toEqual([new URL(api.baseUrl).origin]);
    expect(requested).toContain(`${api.baseUrl}/v1/openapi.json`);
  });

  it("sends the key entered under Authentication as x-api-key from Test Request", async () => {
    const { apiKey } = await api.createProject("Docs");
    await page.getByText("List users", { exact: true }).first().click();
    await page.getByRole("button", { name: /Test Request\s*\(get \/v1\/users\)/ }).click();
    // The client's own Authentication card (the page behind it has one too).
    await page.locator("input.scalar-password-input").last().fill(apiKey.key);
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/v1/users" && request.method() === "GET");
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/v1/users");
    await page.getByRole("button", { name: /^Send/ }).first().click();
    expect((await sent).headers()["x-api-key"]).toBe(apiKey.key);
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ total: 1 });
  });

  it("creates a contact from Test Request's pre-filled example (201), with the key box showing the crm_... placeholder", async () => {
    const { apiKey } = await api.createProject("Docs create");
    // A fresh page: the previous test left its request client open.
    await page.goto(`${api.baseUrl}/docs`);
    await page.getByRole("button", { name: "Open Group - Contacts" }).click();
    await page.getByText("Create a contact", { exact: true }).first().click();
    await page.getByRole("button", { name: /Test Request\s*\(post \/v1\/contacts\)/ }).click();
    const keyBox = page.locator("input.scalar-password-input").last();
    expect(await keyBox.getAttribute("placeholder")).toBe("crm_...");
    // The body is the schema's example, as it stands (it used to be `{"fieldId":"","key":"NAME","value":null}`, a 400).
    const body = page.locator(".cm-content").filter({ hasText: '"fields"' }).last();
    expect(JSON.parse(await body.innerText())).toEqual({
      fields: [
        { key: "NAME", value: "Ada Lovelace" },
        { key: "PHONE", value: "+55 11 99999-0001" },
      ],
    });
    await keyBox.fill(apiKey.key);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/v1/contacts");
    await page.getByRole("button", { name: /^Send/ }).first().click();
    const created = (await (await answered).json()) as { id: string };
    await page.getByText("201 Created", { exact: true }).waitFor();
    const stored = await callAs(api, apiKey.key)<{ data: Array<{ id: string }> }>("GET", "/v1/contacts?fields.NAME=Ada%20Lovelace");
    expect(stored.body.data.map((contact) => contact.id)).toEqual([created.id]);
  });
});
