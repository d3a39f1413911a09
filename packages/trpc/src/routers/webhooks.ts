import { webhookDeliveryListSpec, webhookRecoverSchema } from "@crm/domain";
import { z } from "zod";
import { byId, domainInput, nestedListInput, updateOf } from "../input";
import { listOutput } from "../listing";
import { procedure } from "../trpc";

const id = z.string().min(1);

/** A webhook endpoint's actions beyond CRUD (whose create shows the signing secret once): a new secret, the delivery log, a manual retry, a test ping and recovery. */
export const webhookActions = {
  /** The new signing secret, shown once. */
  rotateSecret: procedure.input(byId).mutation(({ ctx, input }) => ctx.domain.webhooks.rotateSecret(ctx.auth, input.id)),
  /** Raises a `webhook.ping` delivered to this endpoint only; answers the event id. */
  ping: procedure.input(byId).mutation(({ ctx, input }) => ctx.domain.webhooks.ping(ctx.auth, input.id)),
  deliveries: procedure
    .input(nestedListInput("webhookId"))
    .query(async ({ ctx, input }) =>
      listOutput(await ctx.domain.webhooks.listDeliveries(ctx.auth, input.webhookId, input.query), webhookDeliveryListSpec),
    ),
  /** Delivers a window of the feed again (`{id, data: {since} | {afterSequence}}`); answers how many events. */
  recover: procedure
    .input(updateOf(webhookRecoverSchema))
    .mutation(({ ctx, input }) => ctx.domain.webhooks.recover(ctx.auth, input.id, input.data)),
  retryDelivery: procedure
    .input(domainInput(z.strictObject({ webhookId: id, deliveryId: id })))
    .mutation(({ ctx, input }) => ctx.domain.webhooks.retryDelivery(ctx.auth, input.webhookId, input.deliveryId)),
};
