import { agentRecordSchema } from "../agents/agent.schema";
import { agentToRecord } from "../agents/agent.record";
import { channelRecordSchema } from "../channels/channel.schema";
import { channelToRecord } from "../channels/channel.record";
import { contactRecordSchema } from "../contacts/contact.schema";
import { contactToRecord } from "../contacts/contact.record";
import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import { DEFAULT_LIST_LIMITS, recordListFields, relationTo, type ListSpec } from "../query";
import { AGENT_STATUSES, type ChatDoc } from "./chat.model";
import { serviceWindowEnd } from "./service-window";
import type { ChatRecord } from "./chat.schema";

export const chatToRecord = (doc: ChatDoc): ChatRecord => ({
  ...toRecord<ChatRecord>(doc, [...RECORD_KEYS, "channelId", "contactId", "phone", "agentId", "agentStatus", "isTest", "lastMessageAt"]),
  serviceWindowEndsAt: serviceWindowEnd(doc.lastInboundAt)?.toISOString() ?? null,
});

export const chatListSpec = {
  resource: "chats",
  fields: recordListFields({
    channelId: { kind: "id" },
    contactId: { kind: "id" },
    phone: { kind: "string" },
    agentId: { kind: "id" },
    agentStatus: { kind: "enum", values: AGENT_STATUSES },
    isTest: { kind: "boolean" },
    lastMessageAt: { kind: "date" },
  }),
  relations: {
    contact: relationTo("contacts", "contactId", { toRecord: contactToRecord, schema: contactRecordSchema }),
    channel: relationTo("channels", "channelId", { toRecord: channelToRecord, schema: channelRecordSchema }),
    agent: relationTo("agents", "agentId", { toRecord: agentToRecord, schema: agentRecordSchema }),
  },
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: -1 }],
} satisfies ListSpec;
