import { webhookDeliveryListSpec } from "@crm/domain";
import { nestedListInput } from "../input";
import { listOutput } from "../listing";
import { procedure } from "../trpc";

/** A webhook endpoint's delivery log: a listing of a sub-collection, which the registry's declared actions do not model. */
export const webhookActions = {
  deliveries: procedure
    .input(nestedListInput("webhookId"))
    .query(async ({ ctx, input }) =>
      listOutput(await ctx.domain.webhooks.listDeliveries(ctx.auth, input.webhookId, input.query), webhookDeliveryListSpec),
    ),
};
