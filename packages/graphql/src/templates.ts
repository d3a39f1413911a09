import * as d from "@crm/domain";
import { builder } from "./builder";
import { defineNestedList, recordTypeOf } from "./resources";
import { inputTypeOf } from "./zod-types";

/** A channel's message templates (REST `/v1/channels/{id}/templates`): listed, read, created, deleted and synced from WhatsApp. */
export function defineTemplates(): void {
  const Template = recordTypeOf(d.templateRecordSchema, "Template");

  defineNestedList({
    field: "channelTemplates",
    typeName: "Template",
    type: Template,
    parent: "channelId",
    spec: d.templateListSpec,
    description: "A channel's message templates, oldest first. NOT_FOUND for a channel of another project.",
    list: (domain, auth, channelId, query) => domain.templates.list(auth, channelId, query),
  });

  builder.queryField("channelTemplate", (t) =>
    t.field({
      type: Template,
      description: "One template of a channel (NOT_FOUND for another channel's).",
      args: { channelId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
      resolve: (_root, { channelId, id }, ctx) => ctx.domain.templates.get(ctx.auth, String(channelId), String(id)),
    }),
  );

  builder.mutationFields((t) => ({
    createChannelTemplate: t.field({
      type: Template,
      description:
        "DEV approves it at once; WHATSAPP_CLOUD submits it to WhatsApp for review (PENDING). DUPLICATE for a name and language the channel has.",
      args: {
        channelId: t.arg.id({ required: true }),
        input: t.arg({ type: inputTypeOf(d.templateCreateSchema, "TemplateCreate"), required: true }),
      },
      resolve: (_root, { channelId, input }, ctx) => ctx.domain.templates.create(ctx.auth, String(channelId), input),
    }),
    deleteChannelTemplate: t.id({
      description: "Deletes it here and, on WHATSAPP_CLOUD channels, at WhatsApp. Answers the id of the deleted template.",
      args: { channelId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
      resolve: async (_root, { channelId, id }, ctx) => {
        await ctx.domain.templates.remove(ctx.auth, String(channelId), String(id));
        return String(id);
      },
    }),
    syncChannelTemplates: t.field({
      type: recordTypeOf(d.templateSyncResultSchema, "TemplateSyncResult"),
      description: "WHATSAPP_CLOUD: the business account's templates become the channel's (SYNC_NOT_SUPPORTED on DEV).",
      args: { channelId: t.arg.id({ required: true }) },
      resolve: (_root, { channelId }, ctx) => ctx.domain.templates.sync(ctx.auth, String(channelId)),
    }),
  }));
}
