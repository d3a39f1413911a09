import type { AnyResource } from "./define-resource";
import { agentResource } from "../agents/agent.resource";
import { channelResource } from "../channels/channel.resource";
import { contactResource } from "../contacts/contact.resource";
import { dealResource } from "../deals/deal.resource";
import { fieldGroupResource } from "../field-groups/field-group.resource";
import { fieldResource } from "../fields/field.resource";
import { leadResource } from "../leads/lead.resource";
import { lossReasonResource } from "../loss-reasons/loss-reason.resource";
import { noteResource } from "../notes/note.resource";
import { pipelineResource } from "../pipelines/pipeline.resource";
import { tagResource } from "../tags/tag.resource";
import { taskResource } from "../tasks/task.resource";
import { userResource } from "../users/user.resource";
import { webhookResource } from "../webhooks/webhook.resource";

/**
 * Every CRUD resource, one line each, keyed by its singular key. REST, GraphQL and tRPC build
 * their create/get/list/update/delete and each resource's declared actions (define-action.ts)
 * from this table (in this order); only special actions stay hand-written in the adapters. Sub-collections (a pipeline's stages, a chat's
 * messages, a contact's calls) are not here: they are addressed through their parent.
 */
export const RESOURCES = {
  user: userResource,
  agent: agentResource,
  channel: channelResource,
  lead: leadResource,
  note: noteResource,
  fieldGroup: fieldGroupResource,
  field: fieldResource,
  contact: contactResource,
  pipeline: pipelineResource,
  deal: dealResource,
  tag: tagResource,
  task: taskResource,
  webhook: webhookResource,
  lossReason: lossReasonResource,
} satisfies Record<string, AnyResource>;

export type Resources = typeof RESOURCES;
export type ResourceKey = keyof Resources;
