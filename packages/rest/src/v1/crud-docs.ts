import type { ResourceKey } from "@crm/domain";
import { agentDocs } from "./agents.docs";
import { channelDocs } from "./channels.docs";
import { contactDocs } from "./contacts.docs";
import type { CrudDocs } from "./crud-routes";
import { dealDocs } from "./deals.docs";
import { fieldGroupDocs } from "./field-groups.docs";
import { fieldDocs } from "./fields.docs";
import { leadDocs } from "./leads.docs";
import { lossReasonDocs } from "./loss-reasons.docs";
import { noteDocs } from "./notes.docs";
import { pipelineDocs } from "./pipelines.docs";
import { tagDocs } from "./tags.docs";
import { taskDocs } from "./tasks.docs";
import { userDocs } from "./users.docs";
import { webhookDocs } from "./webhooks.docs";

/** The reference's text of each resource's generated operations; a resource without an entry gets the default text. */
export const CRUD_DOCS: Partial<Record<ResourceKey, CrudDocs>> = {
  user: userDocs,
  agent: agentDocs,
  channel: channelDocs,
  lead: leadDocs,
  note: noteDocs,
  fieldGroup: fieldGroupDocs,
  field: fieldDocs,
  contact: contactDocs,
  pipeline: pipelineDocs,
  deal: dealDocs,
  tag: tagDocs,
  task: taskDocs,
  webhook: webhookDocs,
  lossReason: lossReasonDocs,
};
