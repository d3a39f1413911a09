import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import express, { Router } from "express";

/**
 * Mounted at /docs: the OpenAPI document rendered by Scalar's API reference, served from the installed
 * package (no CDN: the page works offline). Its "Test Request" client sends the key entered under
 * Authentication as `x-api-key` (the document's ApiKeyAuth scheme).
 */
export function docsRouter(options: { title: string; specUrl: string }): Router {
  // The standalone bundle is not in the package's exports map: locate it beside the entry point.
  const entry = createRequire(import.meta.url).resolve("@scalar/api-reference");
  const bundleDir = join(dirname(entry), "browser");
  const page = docsPage(options.title);
  const init = `Scalar.createApiReference("#app", ${JSON.stringify(scalarConfiguration(options.specUrl))});\n`;

  let bundle: string | undefined;

  const router = Router();
  router.get("/", (_req, res) => {
    // Everything the page loads is same-origin: a stray call to an outside host fails loudly.
    res.set(
      "Content-Security-Policy",
      "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; worker-src 'self' blob:",
    );
    res.type("html").send(page);
  });
  router.get("/init.js", (_req, res) => {
    res.type("text/javascript").send(init);
  });
  router.get("/assets/standalone.js", (_req, res) => {
    bundle ??= withKeyPlaceholder(readFileSync(join(bundleDir, "standalone.js"), "utf8"));
    res.set("Cache-Control", "public, max-age=3600").type("text/javascript").send(bundle);
  });
  router.use("/assets", express.static(bundleDir, { index: false, maxAge: "1h", fallthrough: false }));
  return router;
}

/**
 * Scalar's key box shows a fixed placeholder (base64 text that looks like a real key) and has no
 * setting for it (1.72), so the bundle is served with our keys' shape in its place: `crm_...`.
 * The /docs browser test checks the box shows it, so an upgrade that moves the text is noticed.
 */
const SCALAR_TOKEN_PLACEHOLDER = "`QUxMIFlPVVIgQkFTRSBBUkUgQkVMT05HIFRPIFVT`";
const withKeyPlaceholder = (source: string): string => source.replaceAll(SCALAR_TOKEN_PLACEHOLDER, "`crm_...`");

/** Scalar's configuration: everything that would reach scalar.com (fonts, telemetry, AI agent) is off. */
function scalarConfiguration(specUrl: string) {
  return {
    url: specUrl,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: "never",
    persistAuth: false,
    authentication: { preferredSecurityScheme: "ApiKeyAuth" },
    defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
  };
}

function docsPage(title: string): string {
  const safeTitle = title.replace(/[<>&"]/g, "");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${safeTitle}</title>
</head>
<body>
<div id="app"></div>
<script src="/docs/assets/standalone.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;
}
