import { callsRouter } from "./routers/calls";
import { chatsRouter, messagesRouter } from "./routers/chats";
import { dealsRouter } from "./routers/deals";
import { eventsRouter } from "./routers/events";
import * as r from "./routers/resources";
import { stagesRouter } from "./routers/stages";
import { webhooksRouter } from "./routers/webhooks";
import type { inferRouterOutputs } from "@trpc/server";
import { router } from "./trpc";

/** Every resource REST has, one router each: `trpc.deals.list.query(...)`, `trpc.deals.move.mutate(...)`. */
export const appRouter = router({
  users: r.usersRouter,
  agents: r.agentsRouter,
  channels: r.channelsRouter,
  leads: r.leadsRouter,
  notes: r.notesRouter,
  fieldGroups: r.fieldGroupsRouter,
  fields: r.fieldsRouter,
  contacts: r.contactsRouter,
  pipelines: r.pipelinesRouter,
  stages: stagesRouter,
  deals: dealsRouter,
  tags: r.tagsRouter,
  tasks: r.tasksRouter,
  lossReasons: r.lossReasonsRouter,
  calls: callsRouter,
  chats: chatsRouter,
  messages: messagesRouter,
  webhooks: webhooksRouter,
  events: eventsRouter,
});

/** The router's type, for `createTRPCClient<AppRouter>`: end-to-end types for the web team. */
export type AppRouter = typeof appRouter;

/** Each procedure's answer as the client receives it (JSON), e.g. `RouterOutputs["deals"]["get"]`, the deal record. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
