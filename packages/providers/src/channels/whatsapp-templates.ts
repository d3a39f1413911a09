import {
  TEMPLATE_CATEGORIES,
  TemplateCatalogError,
  type ProviderTemplate,
  type TemplateAccount,
  type TemplateCatalog,
  type TemplateStatus,
} from "@crm/domain";
import { z } from "zod";
import { DEFAULT_GRAPH_URL } from "./graph-url";

export interface WhatsAppTemplateOptions {
  accessToken: string;
  graphUrl?: string;
  timeoutMs?: number;
  /** Templates per page asked of the Graph API (its maximum is 100 per request in practice). */
  pageSize?: number;
}

/** Pages a sync follows at most (at 100 a page, far above WhatsApp's 250 templates per account). */
const MAX_PAGES = 50;

/** Meta's statuses as ours: only APPROVED is sendable; paused or disabled ones count as REJECTED, the rest as PENDING. */
const statusOf = (status: string): TemplateStatus =>
  status === "APPROVED" ? "APPROVED" : ["REJECTED", "PAUSED", "DISABLED"].includes(status) ? "REJECTED" : "PENDING";

const graphTemplateSchema = z.looseObject({
  id: z.string(),
  name: z.string().regex(/^[a-z0-9_]{1,512}$/),
  language: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/),
  status: z.string(),
  category: z.string(),
  components: z
    .array(z.looseObject({ type: z.string(), text: z.string().optional(), format: z.string().optional() }))
    .max(10)
    .default([]),
});
const graphPageSchema = z.looseObject({
  data: z.array(z.unknown()),
  paging: z.looseObject({ cursors: z.looseObject({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional(),
});

const COMPONENT_TYPES = new Set(["HEADER", "BODY", "FOOTER", "BUTTONS"]);
const HEADER_FORMATS = new Set(["TEXT", "IMAGE", "VIDEO", "DOCUMENT", "LOCATION"]);

/** One Graph template as ours; null for what we cannot represent (its name, language or category are not WhatsApp's current ones). */
export function fromGraphTemplate(raw: unknown): ProviderTemplate | null {
  const parsed = graphTemplateSchema.safeParse(raw);
  if (!parsed.success) return null;
  const t = parsed.data;
  const category = TEMPLATE_CATEGORIES.find((c) => c === t.category);
  if (!category) return null;
  return {
    externalId: t.id,
    name: t.name,
    language: t.language,
    category,
    status: statusOf(t.status),
    components: t.components
      .filter((c) => COMPONENT_TYPES.has(c.type))
      .map((c) => ({
        type: c.type as ProviderTemplate["components"][number]["type"],
        ...(c.text !== undefined ? { text: c.text } : {}),
        ...(c.format !== undefined && HEADER_FORMATS.has(c.format)
          ? { format: c.format as NonNullable<ProviderTemplate["components"][number]["format"]> }
          : {}),
      })),
  };
}

/**
 * WhatsApp Cloud's template catalogue (Graph API `/{waba-id}/message_templates`): listed page by
 * page with `after` cursors on our own Graph address (never by following a `next` URL elsewhere),
 * submitted for review with POST, deleted by name.
 */
export function createWhatsAppTemplateCatalog(options: WhatsAppTemplateOptions): TemplateCatalog {
  const graphUrl = (options.graphUrl ?? DEFAULT_GRAPH_URL).replace(/\/$/, "");
  const pageSize = options.pageSize ?? 100;

  async function call(method: string, url: URL, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${options.accessToken}`, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new TemplateCatalogError(`WhatsApp Cloud unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string; code?: number } };
    if (!response.ok)
      throw new TemplateCatalogError(
        `WhatsApp Cloud ${response.status}: ${answer.error?.message ?? response.statusText}`,
        answer.error?.code,
      );
    return answer;
  }

  const edge = (account: TemplateAccount) => new URL(`${graphUrl}/${encodeURIComponent(account.businessAccountId)}/message_templates`);

  return {
    async list(account) {
      const templates: ProviderTemplate[] = [];
      let after: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const url = edge(account);
        url.searchParams.set("limit", String(pageSize));
        url.searchParams.set("fields", "id,name,language,status,category,components");
        if (after) url.searchParams.set("after", after);
        const parsed = graphPageSchema.safeParse(await call("GET", url));
        if (!parsed.success) throw new TemplateCatalogError("WhatsApp Cloud answered the template list in an unknown shape.");
        for (const raw of parsed.data.data) {
          const template = fromGraphTemplate(raw);
          if (template) templates.push(template);
        }
        after = parsed.data.paging?.next ? parsed.data.paging.cursors?.after : undefined;
        if (!after) return templates;
      }
      throw new TemplateCatalogError(`WhatsApp Cloud listed more than ${MAX_PAGES} pages of templates.`);
    },

    async submit(account, template) {
      const answer = (await call("POST", edge(account), {
        name: template.name,
        language: template.language,
        category: template.category,
        components: template.components,
      })) as { id?: unknown; status?: unknown };
      if (typeof answer.id !== "string") throw new TemplateCatalogError("WhatsApp Cloud answered the template without an id.");
      return { externalId: answer.id, status: statusOf(typeof answer.status === "string" ? answer.status : "PENDING") };
    },

    async remove(account, template) {
      const url = edge(account);
      url.searchParams.set("name", template.name);
      if (template.externalId) url.searchParams.set("hsm_id", template.externalId);
      await call("DELETE", url);
    },
  };
}
