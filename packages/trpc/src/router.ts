import { callsRouter } from "./routers/calls";
import { channelActions } from "./routers/channels";
import { contactActions } from "./routers/contacts";
import { chatsRouter, messagesRouter } from "./routers/chats";
import { dealActions } from "./routers/deals";
import { eventsRouter } from "./routers/events";
import { resourceRouters } from "./routers/resource-routers";
import { stagesRouter } from "./routers/stages";
import { webhookActions } from "./routers/webhooks";
import type { inferRouterOutputs } from "@trpc/server";
import { router } from "./trpc";

/**
 * Every resource REST has, one router each: `trpc.deals.list.query(...)`, `trpc.deals.move.mutate(...)`.
 * The domain's registry gives the CRUD routers (with the actions beyond CRUD given here); the
 * sub-collections and the feeds are written by hand.
 */
export const appRouter = router({
  ...resourceRouters({ channels: channelActions, contacts: contactActions, deals: dealActions, webhooks: webhookActions }),
  stages: stagesRouter,
  calls: callsRouter,
  chats: chatsRouter,
  messages: messagesRouter,
  events: eventsRouter,
});

/** The router's type, for `createTRPCClient<AppRouter>`: end-to-end types for the web team. */
export type AppRouter = typeof appRouter;

/** Each procedure's answer as the client receives it (JSON), e.g. `RouterOutputs["deals"]["get"]`, the deal record. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
