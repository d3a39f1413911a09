import type { ChannelDoc, ChannelProvider } from "../channels/channel.model";
import { requireScope, type Context } from "../core/context";
import { AppError, conflict, isDuplicateKey, notFound, unprocessable, validationError } from "../core/errors";
import { loadInProject } from "../core/references";
import { insertOne } from "../core/resource-service";
import type { InTransaction } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import type { Models } from "../models";
import { TemplateCatalogError, type ProviderTemplate, type TemplateAccount, type TemplateCatalog } from "../ports/template-ports";
import { compileListQuery, runList, type ListQuery } from "../query";
import { scopedList } from "../stages/scoped-list";
import { parameterProblems, placeholderProblems, type TemplateParameters } from "./template-placeholders";
import type { TemplateDoc } from "./template.model";
import { templateListSpec, templateToRecord } from "./template.record";
import { templateCreateSchema, type TemplateRecord, type TemplateSyncResult } from "./template.schema";

export interface TemplateServiceDeps {
  models: Pick<Models, "templates" | "channels">;
  inTransaction: InTransaction;
  /** Template catalogues of real providers (WHATSAPP_CLOUD's Graph API); DEV keeps its templates here and approves them at once. */
  catalogs: Partial<Record<ChannelProvider, TemplateCatalog>>;
}

/** The most templates a sync takes from a provider (WhatsApp allows 250 per business account; the cap bounds the work). */
export const MAX_SYNCED_TEMPLATES = 5000;

/** The provider refused or failed the request: 422 PROVIDER_ERROR with its words (our error model has no 502). */
const providerError = (error: unknown): AppError => {
  if (!(error instanceof TemplateCatalogError)) throw error;
  return unprocessable("PROVIDER_ERROR", `The provider refused the template request: ${error.message}`);
};

export function createTemplateService(deps: TemplateServiceDeps) {
  const { templates, channels } = deps.models;
  const { inTransaction } = deps;

  const loadChannel = (ctx: Context, channelId: string) => loadInProject(channels, ctx, channelId, "Channel");

  /** A template of the channel (404 for another channel's, another project's or an unknown id). */
  async function loadTemplate(
    ctx: Context,
    channelId: string,
    templateId: string,
  ): Promise<{ channel: ChannelDoc; template: TemplateDoc }> {
    const channel = await loadChannel(ctx, channelId);
    const template = await templates
      .findOne({ _id: String(templateId), projectId: ctx.projectId, channelId: channel._id })
      .lean<TemplateDoc>();
    if (!template) throw notFound("Template", templateId);
    return { channel, template };
  }

  /** A real provider's catalogue and the channel's account there, or null for DEV (which needs neither). */
  function catalogOf(channel: ChannelDoc): { catalog: TemplateCatalog; account: TemplateAccount } | null {
    if (channel.provider === "DEV") return null;
    const catalog = deps.catalogs[channel.provider];
    if (!catalog)
      throw unprocessable("PROVIDER_NOT_CONFIGURED", `No template catalogue is configured for the ${channel.provider} provider.`);
    if (!channel.businessAccountId)
      throw unprocessable("BUSINESS_ACCOUNT_MISSING", "Set the channel's businessAccountId (the WhatsApp Business Account id) first.", [
        { field: "businessAccountId", code: "required", message: "The channel has no businessAccountId." },
      ]);
    return { catalog, account: { businessAccountId: channel.businessAccountId } };
  }

  return {
    async list(ctx: Context, channelId: string, query: ListQuery, options: { count?: boolean } = {}) {
      requireScope(ctx, "read");
      const channel = await loadChannel(ctx, channelId);
      const compiled = await compileListQuery(query, templateListSpec, { projectId: ctx.projectId });
      return runList(
        templates,
        scopedList(compiled, { channelId: channel._id }),
        (doc) => templateToRecord(doc as unknown as TemplateDoc),
        {
          count: options.count ?? true,
        },
      );
    },

    async get(ctx: Context, channelId: string, templateId: string): Promise<TemplateRecord> {
      requireScope(ctx, "read");
      return templateToRecord((await loadTemplate(ctx, channelId, templateId)).template);
    },

    /**
     * `POST /v1/channels/{id}/templates`: DEV approves at once; a real provider gets it for review
     * (its answer, usually PENDING, is the status). 409 DUPLICATE for a name and language the
     * channel already has.
     */
    async create(ctx: Context, channelId: string, input: unknown): Promise<TemplateRecord> {
      requireScope(ctx, "write");
      const parsed = parseInput(templateCreateSchema, input);
      const problems = placeholderProblems(parsed.components);
      if (problems.length > 0) throw validationError("The template's placeholders are invalid.", problems);
      const channel = await loadChannel(ctx, channelId);
      if (await templates.exists({ projectId: ctx.projectId, channelId: channel._id, name: parsed.name, language: parsed.language }))
        throw conflict("DUPLICATE", `The channel already has a template '${parsed.name}' in ${parsed.language}.`);
      const remote = catalogOf(channel);
      const submitted = remote
        ? await remote.catalog.submit(remote.account, parsed).catch((e: unknown) => Promise.reject(providerError(e)))
        : null;
      try {
        return await inTransaction(ctx, async (uow) => {
          const doc = await insertOne(templates, {
            ...parsed,
            projectId: ctx.projectId,
            channelId: channel._id,
            status: submitted?.status ?? "APPROVED",
            ...(submitted ? { externalId: submitted.externalId } : {}),
          });
          const record = templateToRecord(doc);
          uow.emit({ type: "template.created", data: { record } });
          return record;
        });
      } catch (error) {
        if (isDuplicateKey(error))
          throw conflict("DUPLICATE", `The channel already has a template '${parsed.name}' in ${parsed.language}.`);
        throw error;
      }
    },

    /** Deletes it here and, for a real provider, there. */
    async remove(ctx: Context, channelId: string, templateId: string): Promise<void> {
      requireScope(ctx, "write");
      const { channel, template } = await loadTemplate(ctx, channelId, templateId);
      const remote = catalogOf(channel);
      if (remote) {
        await remote.catalog
          .remove(remote.account, { name: template.name, ...(template.externalId ? { externalId: template.externalId } : {}) })
          .catch((e: unknown) => Promise.reject(providerError(e)));
      }
      await inTransaction(ctx, async (uow) => {
        const deleted = await templates.findOneAndDelete({ _id: template._id, projectId: ctx.projectId }).lean<TemplateDoc>();
        if (deleted) uow.emit({ type: "template.deleted", data: { id: deleted._id, record: templateToRecord(deleted) } });
      });
    },

    /**
     * `POST /v1/channels/{id}/templates/sync`: the provider's templates become the channel's
     * (new ones created, changed ones updated, ones gone at the provider removed), in one unit.
     */
    async sync(ctx: Context, channelId: string): Promise<TemplateSyncResult> {
      requireScope(ctx, "write");
      const channel = await loadChannel(ctx, channelId);
      const remote = catalogOf(channel);
      if (!remote)
        throw unprocessable("SYNC_NOT_SUPPORTED", "DEV channels keep their templates here (approved at once): there is nothing to sync.");
      const fetched: ProviderTemplate[] = await remote.catalog.list(remote.account).catch((e: unknown) => Promise.reject(providerError(e)));
      if (fetched.length > MAX_SYNCED_TEMPLATES)
        throw unprocessable("PROVIDER_ERROR", `The provider listed more than ${MAX_SYNCED_TEMPLATES} templates.`);
      return inTransaction(ctx, async (uow) => {
        const existing = await templates.find({ projectId: ctx.projectId, channelId: channel._id }).lean<TemplateDoc[]>();
        const byKey = new Map(existing.map((t) => [`${t.name}\u0000${t.language}`, t]));
        const result: TemplateSyncResult = { created: 0, updated: 0, removed: 0, total: fetched.length };
        for (const t of fetched) {
          const key = `${t.name}\u0000${t.language}`;
          const known = byKey.get(key);
          byKey.delete(key);
          const values = { category: t.category, components: t.components, status: t.status, externalId: t.externalId };
          if (!known) {
            const doc = await insertOne(templates, {
              ...values,
              name: t.name,
              language: t.language,
              projectId: ctx.projectId,
              channelId: channel._id,
            });
            uow.emit({ type: "template.created", data: { record: templateToRecord(doc) } });
            result.created++;
            continue;
          }
          const changes = (Object.keys(values) as Array<keyof typeof values>).filter(
            (k) => JSON.stringify(known[k] ?? null) !== JSON.stringify(values[k] ?? null),
          );
          if (changes.length === 0) continue;
          const after = await templates
            .findOneAndUpdate({ _id: known._id, projectId: ctx.projectId }, { $set: values }, { returnDocument: "after" })
            .lean<TemplateDoc>();
          if (after)
            uow.emit({
              type: "template.updated",
              data: { id: after._id, changes: changes.filter((c) => c !== "externalId"), record: templateToRecord(after) },
            });
          result.updated++;
        }
        for (const gone of byKey.values()) {
          await templates.deleteOne({ _id: gone._id, projectId: ctx.projectId });
          uow.emit({ type: "template.deleted", data: { id: gone._id, record: templateToRecord(gone) } });
          result.removed++;
        }
        return result;
      });
    },

    /**
     * A TEMPLATE message on a channel: the template of that name and language exists (404),
     * is APPROVED (422 TEMPLATE_NOT_APPROVED) and gets one parameter per placeholder (400).
     */
    async checkSendable(
      ctx: Context,
      channelId: string,
      content: { name: string; language: string; parameters?: TemplateParameters | undefined },
    ) {
      const template = await templates
        .findOne({ projectId: ctx.projectId, channelId, name: content.name, language: content.language })
        .lean<TemplateDoc>();
      if (!template) {
        throw new AppError("NOT_FOUND", 404, `The channel has no template '${content.name}' in ${content.language}.`, [
          { field: "content.name", code: "unknown_template", message: "No template of this name and language on the chat's channel." },
        ]);
      }
      if (template.status !== "APPROVED") {
        throw unprocessable(
          "TEMPLATE_NOT_APPROVED",
          `The template '${content.name}' is ${template.status}: only APPROVED templates can be sent.`,
          [{ field: "content.name", code: "template_not_approved", message: `The template is ${template.status}.` }],
        );
      }
      const problems = parameterProblems(template.components, content.parameters);
      if (problems.length > 0) throw validationError("The parameters do not match the template's placeholders.", problems);
    },
  };
}
export type TemplateService = ReturnType<typeof createTemplateService>;
