import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { recordBase } from "../core/schema-helpers";
import { TEMPLATE_CATEGORIES, TEMPLATE_COMPONENT_TYPES, TEMPLATE_HEADER_FORMATS, TEMPLATE_STATUSES } from "./template.model";

/** WhatsApp's rules for names and languages (and for what a TEMPLATE message names). */
export const templateNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, "template names are 1 to 512 lowercase letters, digits and underscores");
export const templateLanguageSchema = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "a language code such as en or pt_BR");

const componentRecordSchema = z
  .object({
    type: z.enum(TEMPLATE_COMPONENT_TYPES),
    text: z.string().optional().describe("With `{{1}}`, `{{2}}`... placeholders (HEADER: at most one; FOOTER, BUTTONS: none)."),
    format: z.enum(TEMPLATE_HEADER_FORMATS).optional().describe("HEADER: TEXT or a media kind."),
  })
  .meta({ id: "TemplateComponent" });

export const templateRecordSchema = z
  .object({
    ...recordBase,
    channelId: z.string(),
    name: z.string(),
    language: z.string(),
    category: z.enum(TEMPLATE_CATEGORIES),
    components: z.array(componentRecordSchema),
    status: z
      .enum(TEMPLATE_STATUSES)
      .describe("Only APPROVED templates may be sent (422 TEMPLATE_NOT_APPROVED). DEV approves at once; WhatsApp reviews."),
  })
  .meta({
    id: "Template",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.template),
        channelId: EXAMPLE_IDS.channel,
        name: "order_shipped",
        language: "en",
        category: "UTILITY",
        components: [{ type: "BODY", text: "Hi {{1}}, your order {{2}} has shipped." }],
        status: "APPROVED",
      },
    ],
  });
export type TemplateRecord = z.infer<typeof templateRecordSchema>;

const componentInputSchema = z.strictObject({
  type: z.enum(TEMPLATE_COMPONENT_TYPES),
  text: z.string().trim().min(1).max(1024).optional(),
  format: z.enum(TEMPLATE_HEADER_FORMATS).optional(),
});

export const templateCreateSchema = z
  .strictObject({
    name: templateNameSchema,
    language: templateLanguageSchema,
    category: z.enum(TEMPLATE_CATEGORIES),
    components: z.array(componentInputSchema).min(1).max(4),
  })
  .superRefine((input, ctx) => {
    const types = input.components.map((c) => c.type);
    if (!types.includes("BODY")) ctx.addIssue({ code: "custom", path: ["components"], message: "a template has a BODY component" });
    if (new Set(types).size !== types.length)
      ctx.addIssue({ code: "custom", path: ["components"], message: "each component type at most once" });
    input.components.forEach((c, i) => {
      if (c.type === "BODY" && c.text === undefined)
        ctx.addIssue({ code: "custom", path: ["components", i, "text"], message: "BODY has a text" });
      if (c.type === "HEADER" && c.text !== undefined && c.text.length > 60)
        ctx.addIssue({ code: "custom", path: ["components", i, "text"], message: "a HEADER text has at most 60 characters" });
      if (c.format !== undefined && c.type !== "HEADER")
        ctx.addIssue({ code: "custom", path: ["components", i, "format"], message: "only a HEADER has a format" });
    });
  })
  .meta({
    examples: [
      {
        name: "order_shipped",
        language: "en",
        category: "UTILITY",
        components: [{ type: "BODY", text: "Hi {{1}}, your order {{2}} has shipped." }],
      },
    ],
  });
export type TemplateCreate = z.infer<typeof templateCreateSchema>;

export const templateSyncResultSchema = z
  .object({
    created: z.number().int().describe("Templates new at the provider."),
    updated: z.number().int().describe("Templates whose status, category or components changed."),
    removed: z.number().int().describe("Templates no longer at the provider, removed here."),
    total: z.number().int().describe("Templates the provider has for the channel's business account."),
  })
  .meta({ id: "TemplateSyncResult", examples: [{ created: 2, updated: 1, removed: 0, total: 5 }] });
export type TemplateSyncResult = z.infer<typeof templateSyncResultSchema>;
