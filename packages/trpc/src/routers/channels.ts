import { templateCreateSchema, templateListSpec } from "@crm/domain";
import { z } from "zod";
import { byId, domainInput, nestedListInput } from "../input";
import { listOutput } from "../listing";
import { procedure } from "../trpc";

const id = z.string().min(1);
const templateKey = domainInput(z.strictObject({ channelId: id, templateId: id }));

/** A channel's message templates (as REST's /v1/channels/{id}/templates); its secret rotation is a declared action. */
export const channelActions = {
  listTemplates: procedure
    .input(nestedListInput("channelId"))
    .query(async ({ ctx, input }) => listOutput(await ctx.domain.templates.list(ctx.auth, input.channelId, input.query), templateListSpec)),
  getTemplate: procedure
    .input(templateKey)
    .query(({ ctx, input }) => ctx.domain.templates.get(ctx.auth, input.channelId, input.templateId)),
  /** DEV approves at once; WHATSAPP_CLOUD submits it to WhatsApp for review. */
  createTemplate: procedure
    .input(domainInput(z.strictObject({ channelId: id, template: templateCreateSchema })))
    .mutation(({ ctx, input }) => ctx.domain.templates.create(ctx.auth, input.channelId, input.template)),
  deleteTemplate: procedure.input(templateKey).mutation(async ({ ctx, input }) => {
    await ctx.domain.templates.remove(ctx.auth, input.channelId, input.templateId);
    return null;
  }),
  /** WHATSAPP_CLOUD: the business account's templates become the channel's. */
  syncTemplates: procedure.input(byId).mutation(({ ctx, input }) => ctx.domain.templates.sync(ctx.auth, input.id)),
};
