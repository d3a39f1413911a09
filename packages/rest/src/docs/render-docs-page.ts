import type { OpenApiDocument, OperationObject, ParameterObject, ResponseOrRef } from "../openapi/openapi-types";
import { anchor, escapeHtml } from "./html";
import { inlineMarkdown, markdown } from "./markdown";
import { schemaHtml, typeLabel } from "./schema-html";

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;display:flex}
nav{width:270px;height:100vh;overflow:auto;position:sticky;top:0;background:#f5f6f8;padding:16px;box-sizing:border-box;font-size:13px;flex:none}
nav a{display:block;color:#1b1f24;text-decoration:none;padding:2px 0}nav h3{margin:14px 0 4px}
main{padding:24px 40px;max-width:1000px;min-width:0}
code{background:#eef0f3;padding:1px 4px;border-radius:3px;font-size:13px}
table{border-collapse:collapse;margin:8px 0;width:100%}td,th{border:1px solid #d8dce1;padding:4px 8px;text-align:left;vertical-align:top;font-size:14px}
th{background:#f5f6f8}.op{border-top:2px solid #d8dce1;margin-top:32px;padding-top:8px}
.m{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-weight:600;padding:2px 6px;margin-right:8px;font-size:13px}
.get{background:#2f7d32}.post{background:#1565c0}.patch{background:#8e6a00}.put{background:#6a1b9a}.delete{background:#c62828}
.muted{color:#5f6b7a;font-size:13px}h4{margin:16px 0 4px}`;

function parametersHtml(params: ParameterObject[]): string {
  if (params.length === 0) return "";
  const trs = params
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${typeLabel(p.schema)}</td><td>${p.required ? "yes" : "no"}</td><td>${
          p.description ? inlineMarkdown(p.description) : ""
        }</td></tr>`,
    )
    .join("");
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${trs}</tbody></table>`;
}

function responseHtml(status: string, response: ResponseOrRef, doc: OpenApiDocument): string {
  // Errors (shared components, or inline with the route's own codes) all have the Error body.
  if ("$ref" in response || Number(status) >= 400) {
    const target = "$ref" in response ? doc.components.responses[response.$ref.split("/").pop() ?? ""] : response;
    return `<tr><td>${status}</td><td>${target ? inlineMarkdown(target.description) : ""} <span class="muted">Body: <a href="#schema-Error">Error</a></span></td></tr>`;
  }
  const schema = response.content?.["application/json"]?.schema;
  return `<tr><td>${status}</td><td>${inlineMarkdown(response.description)}${schema ? schemaHtml(schema) : ""}</td></tr>`;
}

function operationHtml(method: string, path: string, op: OperationObject, doc: OpenApiDocument): string {
  const auth = op.security.flatMap((s) => Object.keys(s)).map((name) => doc.components.securitySchemes[name]?.name ?? name);
  const body = op.requestBody?.content["application/json"]?.schema;
  const responses = Object.entries(op.responses)
    .map(([status, r]) => responseHtml(status, r, doc))
    .join("");
  return `<section class="op" id="op-${anchor(op.operationId)}">
<h3><span class="m ${method}">${method.toUpperCase()}</span><code>${escapeHtml(path)}</code></h3>
<p><strong>${escapeHtml(op.summary)}</strong> <span class="muted">(${escapeHtml(op.operationId)}; header ${auth.map((a) => `<code>${escapeHtml(a)}</code>`).join(", ")})</span></p>
${op.description ? markdown(op.description) : ""}
${parametersHtml(op.parameters)}
${body ? `<h4>Request body (application/json)</h4>${schemaHtml(body)}` : ""}
<h4>Responses</h4><table><thead><tr><th>Status</th><th>Meaning and body</th></tr></thead><tbody>${responses}</tbody></table>
</section>`;
}

/**
 * The API reference page, rendered on the server from the OpenAPI document (no CDN, no script):
 * conventions, then every operation by tag with its parameters, body, responses and listing
 * rules, then every shared schema.
 */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, Array<[string, string, OperationObject]>>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags[0] ?? "Other";
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)?.push([method, path, op]);
    }
  }
  const nav = [...byTag]
    .map(
      ([tag, ops]) =>
        `<h3>${escapeHtml(tag)}</h3>${ops
          .map(([m, p, op]) => `<a href="#op-${anchor(op.operationId)}"><b>${m.toUpperCase()}</b> ${escapeHtml(p)}</a>`)
          .join("")}`,
    )
    .join("");
  const sections = [...byTag]
    .map(([tag, ops]) => {
      const description = doc.tags.find((t) => t.name === tag)?.description;
      return `<h2 id="tag-${anchor(tag)}">${escapeHtml(tag)}</h2>${description ? `<p>${inlineMarkdown(description)}</p>` : ""}${ops
        .map(([m, p, op]) => operationHtml(m, p, op, doc))
        .join("\n")}`;
    })
    .join("\n");
  const schemas = Object.entries(doc.components.schemas)
    .map(([name, schema]) => `<section id="schema-${anchor(name)}"><h3>${escapeHtml(name)}</h3>${schemaHtml(schema)}</section>`)
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title><style>${STYLE}</style></head>
<body><nav><strong>${escapeHtml(doc.info.title)}</strong><a href="#conventions">Conventions</a><a href="#schemas">Schemas</a><a href="/v1/openapi.json">openapi.json</a>${nav}</nav>
<main><h1>${escapeHtml(doc.info.title)} <span class="muted">v${escapeHtml(doc.info.version)}</span></h1>
<section id="conventions">${markdown(doc.info.description)}</section>
${sections}
<h2 id="schemas">Schemas</h2>${schemas}
</main></body></html>`;
}
