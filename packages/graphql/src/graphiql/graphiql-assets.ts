import type { Plugin } from "graphql-yoga";

type Bundle = typeof import("@graphql-yoga/render-graphiql/graphiql");

/** The help line above GraphiQL, and GraphiQL below it filling the rest of the window (its own style takes all of it). */
const PAGE_CSS = `html, body { height: 100%; margin: 0; }
body { display: flex; flex-direction: column; }
#api-key-help { margin: 0; padding: 8px 16px; font: 14px/1.4 system-ui, sans-serif; background: #fff8e1; border-bottom: 1px solid #e0d6b0; }
#api-key-help code { font-family: ui-monospace, monospace; }
#root { flex: 1; min-height: 0; }
#root .graphiql-container { height: 100%; width: 100%; }
`;

/**
 * Runs before the bundle: Monaco's workers come from this server too, and GraphiQL is rendered once the
 * bundle has defined YogaGraphiQL (scripts run in order, before DOMContentLoaded).
 */
const initScript = (assetsPath: string) => `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) {
    return ${JSON.stringify(assetsPath)} + "/" + (label === "json" || label === "graphql" ? label : "editor") + ".worker.js";
  },
};
document.addEventListener("DOMContentLoaded", function () {
  var options = JSON.parse(document.getElementById("graphiql-options").textContent);
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById("root"), options);
});
`;

/** Each asset's media type and content; the bundle module (9 MB of strings) is loaded on first use only. */
function assetTable(assetsPath: string): Map<string, { type: string; body: (bundle: Bundle) => string }> {
  const js = "text/javascript; charset=utf-8";
  return new Map(
    Object.entries({
      "graphiql.js": { type: js, body: (b) => b.js },
      "graphiql.css": { type: "text/css; charset=utf-8", body: (b) => b.css },
      "page.css": { type: "text/css; charset=utf-8", body: () => PAGE_CSS },
      "init.js": { type: js, body: () => initScript(assetsPath) },
      "editor.worker.js": { type: js, body: (b) => b.editorWorkerService },
      "json.worker.js": { type: js, body: (b) => b.jsonWorker },
      "graphql.worker.js": { type: js, body: (b) => b.graphqlWorker },
    }),
  );
}

/**
 * GET `<assetsPath>/<name>`: GraphiQL's scripts, styles and Monaco workers from the installed
 * @graphql-yoga/render-graphiql, answered before authentication (queries still need the key).
 */
export function useGraphiQLAssets(assetsPath: string): Plugin {
  const assets = assetTable(assetsPath);
  let bundle: Promise<Bundle> | undefined;
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      const name = url.pathname.startsWith(`${assetsPath}/`) ? url.pathname.slice(assetsPath.length + 1) : undefined;
      // Anything else (other names, other methods) is left to yoga, which answers 404.
      const asset = name === undefined ? undefined : assets.get(name);
      if (!asset || (request.method !== "GET" && request.method !== "HEAD")) return;
      bundle ??= import("@graphql-yoga/render-graphiql/graphiql");
      const body = asset.body(await bundle);
      endResponse(
        new fetchAPI.Response(request.method === "HEAD" ? null : body, {
          headers: { "content-type": asset.type, "cache-control": "public, max-age=3600" },
        }),
      );
    },
  };
}
