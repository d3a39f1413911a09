import type { Domain } from "@crm/domain";
import type { AnyRouteDef } from "../core/route-def";
import { userRoutes } from "./users.routes";
import { agentRoutes } from "./agents.routes";
import { channelRoutes } from "./channels.routes";
import { leadRoutes } from "./leads.routes";
import { noteRoutes } from "./notes.routes";
import { fieldGroupRoutes } from "./field-groups.routes";
import { fieldRoutes } from "./fields.routes";
import { contactRoutes } from "./contacts.routes";
import { pipelineRoutes } from "./pipelines.routes";
import { stageRoutes } from "./stages.routes";
import { dealRoutes } from "./deals.routes";
import { tagRoutes } from "./tags.routes";
import { taskRoutes } from "./tasks.routes";
import { lossReasonRoutes } from "./loss-reasons.routes";
import { callRoutes } from "./calls.routes";
import { eventRoutes } from "./events.routes";
import { webhookRoutes } from "./webhooks.routes";
import { chatRoutes } from "./chats.routes";

/**
 * The /v1 registry: one line per resource module (`./<resource>.routes.ts`), each a function of
 * the Domain returning its route definitions. Express routes and the OpenAPI document are both
 * built from this list. Add your module with one import and one line below; order is free
 * (static paths like `/messages/send-by-phone` win over `/messages/{id}` only if listed first).
 */
const modules: Array<(domain: Domain) => AnyRouteDef[]> = [
  userRoutes,
  noteRoutes,
  leadRoutes,
  agentRoutes,
  channelRoutes,
  fieldGroupRoutes,
  fieldRoutes,
  contactRoutes,
  pipelineRoutes,
  stageRoutes,
  dealRoutes,
  tagRoutes,
  taskRoutes,
  lossReasonRoutes,
  callRoutes,
  eventRoutes,
  webhookRoutes,
  chatRoutes,
];

export function v1Routes(domain: Domain): AnyRouteDef[] {
  return modules.flatMap((module) => module(domain));
}
