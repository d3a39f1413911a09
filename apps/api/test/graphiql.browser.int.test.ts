import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./browser/chromium";
import { callAs, useTestApi } from "./support/test-api";

/** Monaco draws spaces as no-break spaces and each line in its own element; this reads what a person sees. */
const editorText = async (editor: Locator): Promise<string> => (await editor.locator(".view-lines").innerText()).replace(/\u00a0/g, " ");

/**
 * Pastes as a person would (typing would trip the editor's auto-closing of quotes and braces): a paste
 * event carrying the text, sent to the editor's focused input.
 */
const pasteIntoFocused = (page: Page, text: string): Promise<void> =>
  page.evaluate((pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/plain", pasted);
    document.activeElement?.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
  }, text);

/** GraphiQL at /graphql in a real headless Chromium: served from the installed packages (offline), keyed by x-api-key from the headers tab. */
describe("GraphiQL at /graphql (headless Chromium)", () => {
  const api = useTestApi({ name: "graphiql-browser" });
  let browser: Browser;
  let page: Page;
  const requested: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    page.on("request", (request) => requested.push(request.url()));
    // What a browser sends for a page: GET with Accept text/html (yoga answers GraphiQL only to that).
    await page.goto(`${api.baseUrl}/graphql`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const headersEditor = () => page.locator('section[aria-label="Headers"] .graphiql-editor:not(.hidden)');
  const resultWindow = () => page.locator('section[aria-label="Result Window"]');

  it("renders the editor with the key explained on the page and a crm_... placeholder in the headers editor", async () => {
    await page.locator('section[aria-label="Operation Editor"] .view-lines').waitFor();
    expect(await page.title()).toBe("CRM GraphQL");
    await page.getByText("Every request needs your project's API key:", { exact: false }).waitFor();
    expect(await editorText(page.locator('section[aria-label="Operation Editor"]'))).toContain("contacts(limit: 5)");
    await headersEditor().locator(".view-lines").waitFor();
    expect(JSON.parse(await editorText(headersEditor()))).toEqual({ "x-api-key": "crm_..." });
  });

  it("runs a query with the key entered in the headers editor, and shows the data", async () => {
    const { apiKey } = await api.createProject("GraphiQL");
    const created = await callAs(api, apiKey.key)<{ id: string }>("POST", "/v1/contacts", {
      fields: [{ key: "NAME", value: "Ada Lovelace" }],
    });
    expect(created.status).toBe(201);

    await headersEditor().click();
    await page.keyboard.press("ControlOrMeta+A");
    await pasteIntoFocused(page, JSON.stringify({ "x-api-key": apiKey.key }));
    // The editor redraws on its next frame.
    await expect.poll(() => editorText(headersEditor())).toBe(JSON.stringify({ "x-api-key": apiKey.key }));

    const sent = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === "/graphql" && request.method() === "POST" && /contacts/.test(request.postData() ?? ""),
    );
    await page.getByRole("button", { name: /^Execute query/ }).click();
    expect((await sent).headers()["x-api-key"]).toBe(apiKey.key);
    await resultWindow().getByText('"total": 1', { exact: false }).waitFor();
    expect(await editorText(resultWindow())).toContain(`"id": "${created.body.id}"`);
  });

  it("loads the schema for the docs explorer once the key is in place and the schema is re-fetched", async () => {
    await page.getByRole("button", { name: /^Re-fetch GraphQL schema/ }).click();
    await page.getByRole("button", { name: "Show Documentation Explorer" }).click();
    await page.locator(".graphiql-doc-explorer").getByRole("link", { name: "Query", exact: true }).click();
    await page.locator(".graphiql-doc-explorer").getByText("contacts", { exact: true }).first().waitFor();
  });

  it("loads nothing from outside the machine: every request went to this server", () => {
    const hosts = new Set(requested.map((url) => new URL(url).host));
    expect([...hosts]).toEqual([new URL(api.baseUrl).host]);
    expect(requested).toContain(`${api.baseUrl}/graphql/graphiql/graphiql.js`);
  });
});
