import { RESOURCES, type Domain, type ResourceKey } from "@crm/domain";
import type { AnyRouteDef } from "../core/route-def";
import { callRoutes } from "./calls.routes";
import { actionRoutes } from "./action-routes";
import { channelRoutes } from "./channels.routes";
import { chatRoutes } from "./chats.routes";
import { contactDuplicateRoutes, contactRoutes } from "./contacts.routes";
import { CRUD_DOCS } from "./crud-docs";
import { crudRoutes } from "./crud-routes";
import { dealRoutes } from "./deals.routes";
import { eventRoutes } from "./events.routes";
import { importRoutes } from "./imports.routes";
import { mediaRoutes } from "./media.routes";
import { searchRoutes } from "./search.routes";
import { historyRoutes } from "./history.routes";
import { stageRoutes } from "./stages.routes";
import { webhookRoutes } from "./webhooks.routes";

type RouteModule = (domain: Domain) => AnyRouteDef[];

/** The routes of a registry resource beyond its generated CRUD and declared actions, written here (`./<resource>.routes.ts`). */
const SPECIAL: Partial<Record<ResourceKey, RouteModule>> = {
  channel: channelRoutes,
  contact: contactRoutes,
  deal: dealRoutes,
  webhook: webhookRoutes,
};

/**
 * The order of the reference's sections: a registry resource by its key (its generated CRUD,
 * then its actions), a hand-written module (sub-collections, feeds) by itself. A registry
 * resource not named here comes last, so a new resource needs no line in this file.
 * Order is free otherwise (static paths like `/messages/send-by-phone` win over
 * `/messages/{id}` only if listed first).
 */
const SECTIONS: Array<ResourceKey | RouteModule> = [
  "user",
  "note",
  "lead",
  "agent",
  "channel",
  "fieldGroup",
  "field",
  // Before the contacts and deals: `/contacts/export` must win over `/contacts/{id}`.
  importRoutes,
  contactDuplicateRoutes,
  "contact",
  "pipeline",
  stageRoutes,
  "deal",
  "tag",
  "task",
  "lossReason",
  callRoutes,
  historyRoutes,
  eventRoutes,
  searchRoutes,
  "webhook",
  chatRoutes,
  mediaRoutes,
];

const resourceRoutes = (key: ResourceKey, domain: Domain): AnyRouteDef[] => [
  ...crudRoutes(RESOURCES[key], CRUD_DOCS[key] ?? {}, domain),
  ...actionRoutes(RESOURCES[key], CRUD_DOCS[key] ?? {}, domain),
  ...(SPECIAL[key]?.(domain) ?? []),
];

/** The /v1 routes: Express routes and the OpenAPI document are both built from this list. */
export function v1Routes(domain: Domain): AnyRouteDef[] {
  const named = new Set(SECTIONS.filter((section) => typeof section === "string"));
  const unnamed = (Object.keys(RESOURCES) as ResourceKey[]).filter((key) => !named.has(key));
  return [...SECTIONS, ...unnamed].flatMap((section) => (typeof section === "string" ? resourceRoutes(section, domain) : section(domain)));
}
