import { RESOURCES } from "@crm/domain";
import { batchProcedure, upsertProcedure } from "./routers/bulk";
import { callsRouter } from "./routers/calls";
import { channelActions } from "./routers/channels";
import { contactActions } from "./routers/contacts";
import { chatsRouter, messagesRouter } from "./routers/chats";
import { dealActions } from "./routers/deals";
import { eventsRouter } from "./routers/events";
import { importsRouter } from "./routers/imports";
import { mediaRouter } from "./routers/media";
import { historyRouter } from "./routers/history";
import { resourceRouters } from "./routers/resource-routers";
import { searchProcedure } from "./routers/search";
import { stagesRouter } from "./routers/stages";
import { webhookActions } from "./routers/webhooks";
import type { inferRouterOutputs } from "@trpc/server";
import { router } from "./trpc";

/**
 * Every resource REST has, one router each: `trpc.deals.list.query(...)`, `trpc.deals.move.mutate(...)`.
 * The domain's registry gives the CRUD routers and their declared actions (the special procedures
 * given here join them: a deal's move and tags, a webhook's delivery log); the sub-collections
 * and the feeds are written by hand.
 */
export const appRouter = router({
  ...resourceRouters({
    channels: channelActions,
    // Batches and upserts of the resources that declare `bulk` (routers/bulk.ts).
    contacts: { ...contactActions, batch: batchProcedure(RESOURCES.contact), upsert: upsertProcedure(RESOURCES.contact) },
    deals: { ...dealActions, batch: batchProcedure(RESOURCES.deal), upsert: upsertProcedure(RESOURCES.deal) },
    notes: { batch: batchProcedure(RESOURCES.note) },
    tasks: { batch: batchProcedure(RESOURCES.task) },
    webhooks: webhookActions,
  }),
  stages: stagesRouter,
  calls: callsRouter,
  chats: chatsRouter,
  messages: messagesRouter,
  events: eventsRouter,
  imports: importsRouter,
  media: mediaRouter,
  search: searchProcedure,
  history: historyRouter,
});

/** The router's type, for `createTRPCClient<AppRouter>`: end-to-end types for the web team. */
export type AppRouter = typeof appRouter;

/** Each procedure's answer as the client receives it (JSON), e.g. `RouterOutputs["deals"]["get"]`, the deal record. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
