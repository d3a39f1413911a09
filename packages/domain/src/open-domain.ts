import type { Redis } from "ioredis";
import mongoose from "mongoose";
import { createApiKeyStore } from "./api-keys/api-key.service";
import { createAuthService } from "./auth/auth.service";
import { existsInProject, referenceCheck } from "./core/references";
import { createUnitOfWork } from "./core/unit-of-work";
import { defineModels } from "./models";
import { createAdminService } from "./projects/admin.service";
import { createUserService } from "./users/user.service";
import { createAgentService } from "./agents/agent.service";
import { createChannelService } from "./channels/channel.service";
import { createLeadService } from "./leads/lead.service";
import { createNoteService } from "./notes/note.service";
import { createFieldDefinitionCache } from "./fields/field-definitions";
import { createFieldValues } from "./fields/field-values";
import { fieldValueStoreOf } from "./fields/field-value-store";
import { createFieldService } from "./fields/field.service";
import { builtInFieldsSeeder } from "./fields/built-in-fields";
import { createFieldGroupService } from "./field-groups/field-group.service";
import { createContactService } from "./contacts/contact.service";
import { contactCheckForDealWrite } from "./contacts/contact-references";
import { createCallCascades } from "./calls/call-cascades";
import { createCallService } from "./calls/call.service";
import { createPipelineService } from "./pipelines/pipeline.service";
import { createStageService } from "./stages/stage.service";
import { createDealService } from "./deals/deal.service";
import { createDealPlacement } from "./deals/deal-placement";
import { createTagService } from "./tags/tag.service";
import { createTaskService } from "./tasks/task.service";
import { createLossReasonService } from "./loss-reasons/loss-reason.service";
import { createEventService } from "./events/event.service";
import { createOutbox, outboxSignal } from "./events/outbox";
import { createRateLimiter, type RateLimitOptions } from "./rate-limit/rate-limiter";
import { createMessaging } from "./messages/messaging";
import type { ChannelWebhookReader } from "./messages/inbound";
import type { ChannelProvider } from "./channels/channel.model";

// Transactions carry their session through AsyncLocalStorage, so services need not thread it.
mongoose.set("transactionAsyncLocalStorage", true);

export interface OpenDomainOptions {
  mongoUri: string;
  /** Database name; defaults to the one in the URI, else "crm". */
  dbName?: string;
  /** Used for cross-process cache invalidation and job queues; optional in unit setups. */
  redis?: Redis;
  /** Per-API-key request limit, shared by every API process through Redis (none without Redis). Default 6000 / 60 s. */
  rateLimit?: Partial<RateLimitOptions>;
  /** Webhook readers of real channel providers (DEV is built in), e.g. WHATSAPP_CLOUD's signature check and format. */
  channelWebhooks?: Partial<Record<ChannelProvider, ChannelWebhookReader>>;
}

/** Opens the domain on a MongoDB: one connection, every model and index, every service. */
export async function openDomain(options: OpenDomainOptions) {
  const conn = mongoose.createConnection(options.mongoUri, {
    ...(options.dbName ? { dbName: options.dbName } : {}),
    autoIndex: false,
    autoCreate: false,
  });
  await conn.asPromise();
  const models = defineModels(conn);
  // Collections and indexes exist before the first request; transactions cannot create them.
  await Promise.all(Object.values(models).map((model) => model.createCollection().then(() => model.createIndexes())));

  const inTransaction = createUnitOfWork(conn, models.events, outboxSignal(options.redis));
  const auth = await createAuthService(models.apiKeys, options.redis);
  const apiKeys = createApiKeyStore(models.apiKeys);
  const rateLimit = createRateLimiter(options.redis, options.rateLimit);
  const events = createEventService(models.events);
  const users = createUserService(models.users, { apiKeys: models.apiKeys, deals: models.deals, tasks: models.tasks }, inTransaction);
  const leads = createLeadService(models.leads, inTransaction);
  const agents = createAgentService(models.agents, inTransaction);
  const channels = createChannelService(models.channels, inTransaction);
  const notes = createNoteService(models.notes, { DEAL: existsInProject(models.deals), CONTACT: existsInProject(models.contacts) }, inTransaction);
  const fieldDefinitions = await createFieldDefinitionCache(models.fields, options.redis);
  const fieldValues = createFieldValues({
    definitions: fieldDefinitions,
    references: {
      USER: referenceCheck(models.users, "User"),
      CONTACT: referenceCheck(models.contacts, "Contact"),
      DEAL: referenceCheck(models.deals, "Deal"),
    },
  });
  const fieldGroups = createFieldGroupService(models.fieldGroups, models.fields, inTransaction);
  const fields = createFieldService({
    model: models.fields,
    groups: models.fieldGroups,
    valueStores: { CONTACT: fieldValueStoreOf(models.contacts), DEAL: fieldValueStoreOf(models.deals) },
    definitions: fieldDefinitions,
    inTransaction,
  });
  const callCascades = createCallCascades(models.calls);
  const contacts = createContactService({ model: models.contacts, phoneClaims: models.contactPhoneClaims, fieldValues, deals: models.deals, notes, calls: callCascades, inTransaction });
  const lossReasons = createLossReasonService(models.lossReasons, models.deals, inTransaction);
  const tasks = createTaskService({ tasks: models.tasks, deals: models.deals, users: models.users }, inTransaction);
  const deals = createDealService(
    {
      deals: models.deals,
      placement: createDealPlacement(models.pipelines, models.stages),
      references: {
        // Writes to the contact, so a deal write and a concurrent contact delete conflict.
        contact: contactCheckForDealWrite(models.contacts),
        user: referenceCheck(models.users, "User"),
        tag: referenceCheck(models.tags, "Tag"),
        lossReason: referenceCheck(models.lossReasons, "Loss reason"),
      },
      fieldValues,
      tasks,
      notes,
      calls: callCascades,
    },
    inTransaction,
  );
  const calls = createCallService({
    calls: models.calls,
    contactModel: models.contacts,
    deals: models.deals,
    users: models.users,
    contacts,
    inTransaction,
  });
  const messaging = createMessaging({ models, contacts, agents, fieldValues, inTransaction, channelWebhooks: options.channelWebhooks ?? {} });
  const tags = createTagService(models.tags, deals, inTransaction);
  const stages = createStageService({ stages: models.stages, pipelines: models.pipelines, deals: models.deals, dealService: deals }, inTransaction);
  const pipelines = createPipelineService({ pipelines: models.pipelines, deals: models.deals, stages }, inTransaction);
  const admin = createAdminService({ projects: models.projects, users: models.users, apiKeys, auth, inTransaction, seeders: [builtInFieldsSeeder(models.fieldGroups, models.fields), pipelines.seedProject] });

  return {
    auth,
    rateLimit,
    events,
    admin,
    users,
    leads,
    agents,
    channels,
    notes,
    fieldGroups,
    fields,
    contacts,
    pipelines,
    stages,
    deals,
    tags,
    tasks,
    lossReasons,
    calls,
    chats: messaging.chats,
    messages: messaging.messages,
    /** The worker's messaging steps (delivery, agent replies) and the channel webhooks. */
    messaging: messaging.steps,
    /** For the worker's relay only: every project's undispatched events. */
    outbox: createOutbox(models.events),
    async ping(): Promise<{ mongo: boolean }> {
      try {
        await conn.db!.admin().ping();
        return { mongo: true };
      } catch {
        return { mongo: false };
      }
    },
    async close(): Promise<void> {
      await auth.close();
      await fieldDefinitions.close();
      await conn.close();
    },
  };
}

export type Domain = Awaited<ReturnType<typeof openDomain>>;
