import type { AgentService } from "../agents/agent.service";
import type { ChannelProvider } from "../channels/channel.model";
import { createAgentReplies } from "../chats/agent-replies";
import { createChatService } from "../chats/chat.service";
import type { ContactService } from "../contacts/contact.service";
import type { InTransaction } from "../core/unit-of-work";
import type { FieldValues } from "../fields/field-values";
import type { Models } from "../models";
import { createInbound, devWebhookReader, type ChannelWebhookReader } from "./inbound";
import { createMessageDelivery } from "./message-delivery";
import { createMessageService } from "./message.service";
import { createMessageWriter } from "./message-writer";
import type { TemplateCatalog } from "../ports/template-ports";
import { createTemplateService } from "../templates/template.service";
import type { MediaService } from "../media/media.service";

export interface MessagingDeps {
  models: Models;
  contacts: Pick<ContactService, "findOrCreateByPhone">;
  agents: Pick<AgentService, "loadAssignable">;
  fieldValues: Pick<FieldValues, "builtInFieldId">;
  inTransaction: InTransaction;
  media: MediaService;
  channelWebhooks: Partial<Record<ChannelProvider, ChannelWebhookReader>>;
  templateCatalogs: Partial<Record<ChannelProvider, TemplateCatalog>>;
}

/** Chats, messages and the steps of the messaging pipeline, wired on one set of models. */
export function createMessaging(deps: MessagingDeps) {
  const { models, inTransaction } = deps;
  const append = createMessageWriter(models.chats, models.messages, models.channels);
  const chats = createChatService({
    models,
    contacts: deps.contacts,
    agents: deps.agents,
    fieldValues: deps.fieldValues,
    inTransaction,
  });
  const templates = createTemplateService({ models, inTransaction, catalogs: deps.templateCatalogs });
  const messages = createMessageService({
    models,
    chats,
    templates,
    media: deps.media,
    append,
    inTransaction,
  });
  const delivery = createMessageDelivery({ models, inTransaction });
  const inbound = createInbound({
    models,
    chatService: chats,
    delivery,
    media: deps.media,
    append,
    readers: { DEV: devWebhookReader, ...deps.channelWebhooks },
  });
  const agent = createAgentReplies({ models, append, inTransaction });
  return { chats, messages, templates, steps: { delivery, inbound, agent } };
}
