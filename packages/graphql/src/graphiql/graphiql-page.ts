import type { GraphiQLOptions } from "graphql-yoga";

/** What the headers editor holds when a tab opens: the key's header with our keys' shape as a placeholder. */
export const API_KEY_HEADERS_PLACEHOLDER = JSON.stringify({ "x-api-key": "crm_..." }, null, 2);

/** The first tab's query: how to authenticate, then a query that answers once a key is in the headers. */
export const GRAPHIQL_DEFAULT_QUERY = `# Your project's API key goes in the Headers tab below:
# replace crm_... with your key, then run (Ctrl-Enter).
# Then re-fetch the schema (Shift-Ctrl-R) for the docs
# and autocompletion.
{
  contacts(limit: 5) {
    total
    data {
      id
    }
  }
}
`;

/** GraphiQL's settings: our title, the key placeholder in the headers editor (shown, not remembered across reloads). */
export const graphiqlOptions = (endpoint: string): GraphiQLOptions => ({
  title: "CRM GraphQL",
  endpoint,
  headers: API_KEY_HEADERS_PLACEHOLDER,
  defaultHeaders: API_KEY_HEADERS_PLACEHOLDER,
  defaultQuery: GRAPHIQL_DEFAULT_QUERY,
  defaultEditorToolsVisibility: "headers",
  shouldPersistHeaders: false,
});

/**
 * The GraphiQL page: a small document whose scripts and styles are served by useGraphiQLAssets from the
 * installed package (yoga's default page loads them from a CDN and stays blank offline). The options
 * travel as JSON data, not as an inline script, so the page's CSP can allow only same-origin scripts.
 */
export function graphiqlPage(assetsPath: string, options: GraphiQLOptions): string {
  // `<` escaped so no value can close the script element.
  const optionsJson = JSON.stringify(options).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; worker-src 'self' blob:">
<title>CRM GraphQL</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${assetsPath}/graphiql.css">
<link rel="stylesheet" href="${assetsPath}/page.css">
</head>
<body id="body" class="no-focus-outline">
<p id="api-key-help">
Every request needs your project's API key: in <strong>Headers</strong> below the query editor, replace <code>crm_...</code>
in <code>{"x-api-key": "crm_..."}</code> with your key (without it the server answers 401). Then re-fetch the schema
(the circular arrows at the bottom left, or Shift-Ctrl-R) for the docs and autocompletion.
</p>
<div id="root"></div>
<script type="application/json" id="graphiql-options">${optionsJson}</script>
<script src="${assetsPath}/init.js"></script>
<script src="${assetsPath}/graphiql.js"></script>
</body>
</html>
`;
}
