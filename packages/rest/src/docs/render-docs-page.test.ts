import type { Domain } from "@crm/domain";
import { describe, expect, it } from "vitest";
import { adminRoutes } from "../admin/admin.routes";
import { buildOpenApi } from "../openapi/build-openapi";
import { v1Routes } from "../v1";
import { renderDocsPage } from "./render-docs-page";

const doc = buildOpenApi([
  { prefix: "/v1", routes: v1Routes({} as Domain), security: "ApiKeyAuth" },
  { prefix: "/admin/v1", routes: adminRoutes({} as Domain), security: "AdminToken" },
]);
const html = renderDocsPage(doc);

describe("docs page", () => {
  it("is a self-contained page listing every operation", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).not.toMatch(/<script|https?:\/\/(?!json-schema)/);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const op of Object.values(item)) {
        expect(html).toContain(`id="op-${op.operationId}"`);
        expect(html).toContain(`<code>${path}</code>`);
      }
    }
  });

  it("explains authentication, errors, listing rules, bodies and schemas", () => {
    for (const text of ["x-api-key", "x-admin-token", "PAYLOAD_TOO_LARGE", "[limit]", "[with]", "regex", "id=\"schema-Error\"", "id=\"schema-User\""]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("Request body (application/json)");
  });
});
