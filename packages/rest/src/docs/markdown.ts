import { escapeHtml } from "./html";

/** Inline markdown of our own descriptions: `code`, **bold**. Escapes everything else. */
export function inlineMarkdown(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>");
}

function tableHtml(rows: string[]): string {
  const cells = (row: string) => row.replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
  const [head, , ...body] = rows;
  const th = cells(head ?? "").map((c) => `<th>${inlineMarkdown(c)}</th>`).join("");
  const trs = body.map((r) => `<tr>${cells(r).map((c) => `<td>${inlineMarkdown(c)}</td>`).join("")}</tr>`).join("");
  return `<table><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table>`;
}

/**
 * The small markdown subset the generated descriptions use (## headings, `-` lists, tables,
 * paragraphs). Not a general renderer: the input is written by us, and everything is escaped.
 */
export function markdown(text: string): string {
  const out: string[] = [];
  const lines = text.split("\n");
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    if (line.trim() === "") {
      i++;
    } else if (line.startsWith("#")) {
      const level = Math.min(6, (/^#+/.exec(line)?.[0].length ?? 1) + 1);
      out.push(`<h${level}>${inlineMarkdown(line.replace(/^#+\s*/, ""))}</h${level}>`);
      i++;
    } else if (line.startsWith("|")) {
      const rows: string[] = [];
      while (i < lines.length && (lines[i] ?? "").startsWith("|")) rows.push(lines[i++] ?? "");
      out.push(tableHtml(rows));
    } else if (line.startsWith("- ")) {
      const items: string[] = [];
      while (i < lines.length && (lines[i] ?? "").startsWith("- ")) items.push((lines[i++] ?? "").slice(2));
      out.push(`<ul>${items.map((item) => `<li>${inlineMarkdown(item)}</li>`).join("")}</ul>`);
    } else {
      const para: string[] = [];
      while (i < lines.length && (lines[i] ?? "").trim() !== "" && !/^(#|\||- )/.test(lines[i] ?? "")) para.push(lines[i++] ?? "");
      out.push(`<p>${inlineMarkdown(para.join(" "))}</p>`);
    }
  }
  return out.join("\n");
}
