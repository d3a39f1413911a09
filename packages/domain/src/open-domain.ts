import type { RedisClient } from "./core/redis-client";
import mongoose from "mongoose";
import type { ClientSession } from "mongoose";
import type { DomainEvent } from "./events/event-catalogue";
import { createApiKeyStore } from "./api-keys/api-key.service";
import { createAuthService } from "./auth/auth.service";
import { existsInProject, referenceCheck } from "./core/references";
import { createUnitOfWork } from "./core/unit-of-work";
import { createSearchIndex } from "./search/search-index";
import { createSearchBackfill } from "./search/search-backfill";
import { createSearchService } from "./search/search.service";
import { createSearchContains } from "./search/search-contains";
import { createRecordKeys } from "./search/record-keys";
import { createSearchVocabulary } from "./search/search-vocabulary";
import { createHistoryService } from "./history/history.service";
import { createContactMergeService, explainingMergedContacts, readingMergedAsTarget } from "./contacts/contact-merge.service";
import { anyUrl, urlGuardOf, type UrlCheck } from "./core/url-check";
import { defineModels } from "./models";
import { REPLACED_EVENTS_INDEX } from "./events/event.model";
import { createAdminService } from "./projects/admin.service";
import { createUserService } from "./users/user.service";
import { createAgentService } from "./agents/agent.service";
import { createChannelService } from "./channels/channel.service";
import { createLeadService } from "./leads/lead.service";
import { createNoteService } from "./notes/note.service";
import { createFieldDefinitionCache, currentFieldDefinitions } from "./fields/field-definitions";
import { createFieldValues } from "./fields/field-values";
import { createValueClaims } from "./fields/value-claims";
import { createUpsert } from "./resources/upsert";
import { contactCreateSchema } from "./contacts/contact.schema";
import { dealCreateSchema } from "./deals/deal.schema";
import { fieldValueStoreOf } from "./fields/field-value-store";
import { createFieldService } from "./fields/field.service";
import { builtInFieldsSeeder } from "./fields/built-in-fields";
import { createFieldGroupService } from "./field-groups/field-group.service";
import { createContactService } from "./contacts/contact.service";
import { contactToRecord } from "./contacts/contact.record";
import { createCallCascades } from "./calls/call-cascades";
import { createChatCascades } from "./chats/chat-cascades";
import { createReferenceValues } from "./fields/reference-values";
import { createCallService } from "./calls/call.service";
import { createCallPipeline } from "./calls/call-pipeline";
import { recordingStoreMissing } from "./calls/recording-store-missing";
import type { RecordingStoreFactory } from "./ports/call-ports";
import type { ImportFileStore, ImportFileStoreFactory } from "./ports/import-ports";
import { createImportService } from "./imports/import.service";
import { createMediaService } from "./media/media.service";
import type { MediaStore, MediaStoreFactory } from "./ports/media-ports";
import { createImportWriter } from "./imports/import-writer";
import { createExportService } from "./exports/export.service";
import type { ResourceService } from "./core/resource-service";
import type { TenantDoc } from "./core/tenant-schema";
import { createPipelineService } from "./pipelines/pipeline.service";
import { createStageService } from "./stages/stage.service";
import { createDealService } from "./deals/deal.service";
import { dealToRecord } from "./deals/deal-record";
import { createDealPlacement } from "./deals/deal-placement";
import { createTagService } from "./tags/tag.service";
import { createTaskService } from "./tasks/task.service";
import { createLossReasonService } from "./loss-reasons/loss-reason.service";
import { createEventService } from "./events/event.service";
import { createOutbox, signalOutbox } from "./events/outbox";
import { createLiveEvents } from "./events/live-events";
import type { LiveSubscriptionLimits } from "./events/live-slots";
import { createRateLimiter, type RateLimitOptions } from "./rate-limit/rate-limiter";
import { createWebhookService, type UrlGuard } from "./webhooks/webhook.service";
import { createWebhookDeliveries } from "./webhooks/webhook-deliveries";
import { createWebhookRecovery } from "./webhooks/webhook-recovery";
import { createWebhookEndpoints, endpointsChangedBy } from "./webhooks/webhook-endpoints";
import { DEFAULT_EVENT_RETENTION_DAYS } from "./core/unit-of-work";
import { createIdempotencyService } from "./idempotency/idempotency.service";
import { createMessaging } from "./messages/messaging";
import type { TemplateCatalog } from "./ports/template-ports";
import type { ChannelWebhookReader } from "./messages/inbound";
import type { ChannelProvider } from "./channels/channel.model";

// Transactions carry their session through AsyncLocalStorage, so services need not thread it.
mongoose.set("transactionAsyncLocalStorage", true);

export interface OpenDomainOptions {
  mongoUri: string;
  /** Database name; defaults to the one in the URI, else "crm". */
  dbName?: string;
  /** Used for cross-process cache invalidation and job queues; optional in unit setups. */
  redis?: RedisClient;
  /** Per-API-key request limit, shared by every API process through Redis (none without Redis). Default DEFAULT_RATE_LIMIT. */
  rateLimit?: Partial<RateLimitOptions>;
  /**
   * Which URLs the service may fetch for clients (recordings, webhooks): the host injects its SSRF
   * rule (packages/providers' checkUrlTarget under ALLOW_PRIVATE_URLS). Default: any http(s) URL.
   */
  urlCheck?: UrlCheck;
  /**
   * Where call recordings are copied to, built on the domain's own database (the hosts pass
   * @crm/providers' GridFS store). Without it, the recording steps and downloads fail.
   */
  recordingStore?: RecordingStoreFactory;
  /** Where import files wait for the worker (the hosts pass @crm/providers' GridFS store). Without it, imports answer 500. */
  importFileStore?: ImportFileStoreFactory;
  /** Where media files live (the hosts pass @crm/providers' GridFS store). Without it, media uploads and downloads answer 500. */
  mediaStore?: MediaStoreFactory;
  /** Called with the name of every command sent to MongoDB (driver command monitoring); for tests that count queries. */
  onCommand?: (commandName: string) => void;
  /** How long events stay in the outbox and the change feed (EVENT_RETENTION_DAYS); default 30. */
  eventRetentionDays?: number;
  /** Keep the search index in each write's transaction (default true); false only to measure its cost (`pnpm bench:search`). */
  searchIndex?: boolean;
  /** Contact and deal history (HISTORY_RETENTION_DAYS, default 365; `enabled: false` writes none, for benchmarks). */
  history?: { retentionDays?: number; enabled?: boolean };
  webhooks?: {
    /** The SSRF rule for webhook URLs (checked at create/update); default: `urlCheck`. */
    urlGuard?: UrlGuard;
    /** Deliveries failing for good in a row before an endpoint is disabled; default 5. */
    disableAfterFailedDeliveries?: number;
    /** How long the worker keeps a project's endpoints when no change announcement reaches it; default WEBHOOK_ENDPOINT_TTL_MS. */
    endpointCacheTtlMs?: number;
  };
  /** Caps on live subscriptions (GraphQL, tRPC) per API key and per process; default DEFAULT_LIVE_SUBSCRIPTION_LIMITS. */
  liveSubscriptions?: LiveSubscriptionLimits;
  /** Webhook readers of real channel providers (DEV is built in), e.g. WHATSAPP_CLOUD's signature check and format. */
  channelWebhooks?: Partial<Record<ChannelProvider, ChannelWebhookReader>>;
  /** Template catalogues of real channel providers (WHATSAPP_CLOUD's Graph API), for template sync and submission. */
  templateCatalogs?: Partial<Record<ChannelProvider, TemplateCatalog>>;
}

const importFileStoreMissing: ImportFileStore = {
  save: () => Promise.reject(new Error("No import file store configured (openDomain's importFileStore).")),
  open: () => {
    throw new Error("No import file store configured (openDomain's importFileStore).");
  },
  remove: () => Promise.resolve(),
};

const mediaStoreMissing: MediaStore = {
  save: () => Promise.reject(new Error("No media store configured (openDomain's mediaStore).")),
  open: () => {
    throw new Error("No media store configured (openDomain's mediaStore).");
  },
  remove: () => Promise.resolve(),
};

/** Drops an index an earlier version created and this one replaced; a database without it is fine. */
async function dropIndexIfPresent(model: { collection: { dropIndex(name: string): Promise<unknown> } }, name: string): Promise<void> {
  await model.collection.dropIndex(name).catch((error: { code?: unknown }) => {
    // 27: IndexNotFound (a new database, or one already migrated).
    if (error.code !== 27) throw error;
  });
}

/** Opens the domain on a MongoDB: one connection, every model and index, every service. */
export async function openDomain(options: OpenDomainOptions) {
  const conn = mongoose.createConnection(options.mongoUri, {
    ...(options.dbName ? { dbName: options.dbName } : {}),
    autoIndex: false,
    autoCreate: false,
    ...(options.onCommand ? { monitorCommands: true } : {}),
  });
  await conn.asPromise();
  const { onCommand } = options;
  if (onCommand) conn.getClient().on("commandStarted", (event) => onCommand(event.commandName));
  const models = defineModels(conn);
  // Collections and indexes exist before the first request; transactions cannot create them.
  await Promise.all(Object.values(models).map((model) => model.createCollection().then(() => model.createIndexes())));
  await dropIndexIfPresent(models.events, REPLACED_EVENTS_INDEX);

  const outbox = createOutbox(conn, models.events, models.eventSequences);
  const events = createEventService({ models });
  const live = createLiveEvents({ redis: options.redis, outbox, feed: events, limits: options.liveSubscriptions });
  const webhookEndpoints = await createWebhookEndpoints(models.webhooks, {
    redis: options.redis,
    ttlMs: options.webhooks?.endpointCacheTtlMs,
  });
  const fieldDefinitions = await createFieldDefinitionCache(models.fields, options.redis);
  const vocabulary = createSearchVocabulary(models.searchWords);
  const searchIndex = createSearchIndex(models, vocabulary, fieldDefinitions);
  // Without the index kept on writes its keys may be missing: `[regex]` then scans.
  const contains = options.searchIndex === false ? undefined : createSearchContains(models, vocabulary);
  const stampSearchKeys = options.searchIndex === false ? undefined : createRecordKeys(fieldDefinitions, vocabulary);
  // A write naming a merged contact answers 409 MERGED (naming the target) rather than 404.
  const inTransaction = explainingMergedContacts(
    createUnitOfWork(conn, models.events, {
      ...(options.searchIndex === false
        ? {}
        : {
            beforeCommit: (projectId: string, pending: readonly DomainEvent[], session: ClientSession) =>
              searchIndex.applyEvents(projectId, pending, session),
          }),
      onEventsCommitted: (committed) => {
        // Both announcements in one write to Redis (every write request pays it): a pipeline, sent once.
        // A failed publish loses nothing durable: the events are in the outbox and the change feed.
        const pipeline = options.redis?.pipeline();
        const publish = (channel: string, message: string) => void pipeline?.publish(channel, message);
        signalOutbox(publish);
        live.publish(committed, publish);
        pipeline?.exec().catch(() => undefined);
        for (const projectId of endpointsChangedBy(committed)) void webhookEndpoints.changed(projectId);
      },
      ...(options.eventRetentionDays !== undefined ? { eventRetentionDays: options.eventRetentionDays } : {}),
      history: { model: models.changes, ...options.history },
    }),
    models.contactMerges,
  );
  const urlCheck = options.urlCheck ?? anyUrl;
  const auth = await createAuthService({ models, redis: options.redis });
  const apiKeys = createApiKeyStore(models.apiKeys);
  const rateLimit = createRateLimiter(options.redis, options.rateLimit);
  const valueStores = {
    CONTACT: fieldValueStoreOf(models.contacts, "contact", contactToRecord),
    DEAL: fieldValueStoreOf(models.deals, "deal", dealToRecord),
  };
  const referenceValues = createReferenceValues(models.fields, valueStores);
  const chatCascades = createChatCascades(models);
  const users = createUserService({ models, referenceValues, inTransaction });
  const leads = createLeadService({ models, inTransaction });
  const agents = createAgentService({ models, inTransaction });
  const channels = createChannelService({ models, chats: chatCascades, inTransaction });
  const notes = createNoteService({
    models,
    entities: { DEAL: existsInProject(models.deals), CONTACT: existsInProject(models.contacts) },
    inTransaction,
  });
  const fieldValues = createFieldValues({
    definitions: fieldDefinitions,
    references: {
      USER: referenceCheck(models.users, "User"),
      CONTACT: referenceCheck(models.contacts, "Contact"),
      DEAL: referenceCheck(models.deals, "Deal"),
    },
    current: currentFieldDefinitions(models.fields),
  });
  const valueClaims = createValueClaims({ models, definitions: fieldDefinitions });
  const fieldGroups = createFieldGroupService({ models, inTransaction });
  const fields = createFieldService({
    models,
    valueStores,
    definitions: fieldDefinitions,
    valueClaims,
    inTransaction,
  });
  const callCascades = createCallCascades(models.calls);
  const contacts = createContactService({
    models,
    fieldValues,
    valueClaims,
    notes,
    calls: callCascades,
    chats: chatCascades,
    referenceValues,
    inTransaction,
    ...(contains ? { contains } : {}),
    ...(stampSearchKeys ? { stampSearchKeys } : {}),
  });
  const contactMerges = createContactMergeService({
    models,
    contacts,
    fieldValues,
    referenceValues,
    inTransaction,
    ...(stampSearchKeys ? { stampSearchKeys } : {}),
  });
  const lossReasons = createLossReasonService({ models, inTransaction });
  const tasks = createTaskService({ models, inTransaction });
  const dealPlacement = createDealPlacement(models.pipelines, models.stages);
  const deals = createDealService({
    models,
    placement: dealPlacement,
    references: {
      contact: referenceCheck(models.contacts, "Contact"),
      user: referenceCheck(models.users, "User"),
      tag: referenceCheck(models.tags, "Tag"),
      lossReason: referenceCheck(models.lossReasons, "Loss reason"),
    },
    fieldValues,
    valueClaims,
    tasks,
    notes,
    calls: callCascades,
    referenceValues,
    inTransaction,
    ...(contains ? { contains } : {}),
    ...(stampSearchKeys ? { stampSearchKeys } : {}),
  });
  /** Create-or-update by a value (resources/upsert.ts), for the resources whose declaration has `bulk.upsert`. */
  const upserts = {
    contacts: createUpsert({
      entityType: "CONTACT",
      models,
      definitions: fieldDefinitions,
      valueClaims,
      createSchema: contactCreateSchema,
      service: contacts,
    }),
    deals: createUpsert({
      entityType: "DEAL",
      models,
      definitions: fieldDefinitions,
      valueClaims,
      createSchema: dealCreateSchema,
      service: deals,
    }),
  };
  const calls = createCallService({
    models,
    contacts,
    inTransaction,
    urlCheck,
  });
  const recordings = options.recordingStore ? options.recordingStore(conn.db!) : recordingStoreMissing;
  const callPipeline = createCallPipeline({
    calls: models.calls,
    deals: models.deals,
    fields: models.fields,
    store: recordings,
    fieldValues,
    dealService: deals,
    contactService: contacts,
    inTransaction,
  });
  const media = createMediaService({
    media: models.media,
    messages: models.messages,
    inTransaction,
    store: options.mediaStore ? options.mediaStore(conn.db!) : mediaStoreMissing,
  });
  const history = createHistoryService({ models, deals, contacts, fieldValues, inTransaction });
  const messaging = createMessaging({
    models,
    contacts,
    agents,
    fieldValues,
    inTransaction,
    media,
    channelWebhooks: options.channelWebhooks ?? {},
    templateCatalogs: options.templateCatalogs ?? {},
  });
  const asResource = (service: unknown) => service as ResourceService<TenantDoc, unknown>;
  const importFiles: ImportFileStore = options.importFileStore ? options.importFileStore(conn.db!) : importFileStoreMissing;
  const imports = createImportService({
    models,
    fieldDefinitions,
    files: importFiles,
    inTransaction,
    writer: createImportWriter({
      imports: models.imports,
      importErrors: models.importErrors,
      importChunks: models.importChunks,
      contacts: asResource(contacts),
      deals: asResource(deals),
      upserts: { CONTACT: upserts.contacts, DEAL: upserts.deals },
      dealPlacement,
      fieldValues,
      inTransaction,
    }),
  });
  const exports = createExportService({ fields: models.fields, contacts: asResource(contacts), deals: asResource(deals) });
  const tags = createTagService({ models, deals, inTransaction });
  const stages = createStageService({ models, deals, inTransaction });
  const pipelines = createPipelineService({ models, stages, inTransaction });
  const webhooks = createWebhookService({
    models,
    inTransaction,
    retentionMs: (options.eventRetentionDays ?? DEFAULT_EVENT_RETENTION_DAYS) * 24 * 60 * 60 * 1000,
    urlGuard: options.webhooks?.urlGuard ?? urlGuardOf(urlCheck),
  });
  const webhookRecovery = createWebhookRecovery({ events: models.events });
  const webhookDeliveries = createWebhookDeliveries({
    models,
    endpoints: webhookEndpoints,
    inTransaction,
    retentionMs: (options.eventRetentionDays ?? DEFAULT_EVENT_RETENTION_DAYS) * 24 * 60 * 60 * 1000,
    ...(options.webhooks?.disableAfterFailedDeliveries !== undefined
      ? { disableAfterFailedDeliveries: options.webhooks.disableAfterFailedDeliveries }
      : {}),
  });
  const admin = createAdminService({
    models,
    apiKeys,
    auth,
    inTransaction,
    seeders: [builtInFieldsSeeder(models.fieldGroups, models.fields), pipelines.seedProject],
  });

  return {
    auth,
    rateLimit,
    events,
    /** Committed events as they happen, per project (GraphQL and tRPC subscriptions). */
    live,
    admin,
    users,
    leads,
    agents,
    channels,
    notes,
    fieldGroups,
    fields,
    /** Contacts; the id of a merged contact reads as its target (old ids keep resolving). */
    contacts: readingMergedAsTarget({ ...contacts, upsert: upserts.contacts }, models.contactMerges),
    /** Contact merge, its revert, and duplicate detection (docs/merge.md). */
    contactMerges,
    pipelines,
    stages,
    deals: { ...deals, upsert: upserts.deals },
    tags,
    tasks,
    lossReasons,
    calls,
    /** The call pipeline's steps (worker) and its recording/transcription endpoints. */
    callPipeline,
    /** Import jobs (REST/tRPC start them, the worker runs them) and streamed exports. */
    imports,
    exports,
    /** Contact and deal history, and reverts (of one change, of a call's analysis). */
    history,
    webhooks,
    /** Idempotency-Key of POST requests (adapters map the header; the rule is here). */
    idempotency: createIdempotencyService({ models }),
    /** For the worker's webhook pipeline only: fan-out, what to send, the delivery log. */
    webhookDeliveries,
    /** For the worker's webhook pipeline only: the windows of the feed delivered again. */
    webhookRecovery,
    /** `GET /v1/search` and its GraphQL/tRPC twins (docs/search.md). */
    search: createSearchService({ models, vocabulary }),
    /** Rebuilds a project's search keys from its records (the worker's `search-backfill` job, the CLI's search:backfill). */
    searchBackfill: createSearchBackfill({ models, definitions: fieldDefinitions, index: searchIndex }),
    /** Media files: uploads, downloads, and the inbound copies the worker makes (docs/messaging.md "Media"). */
    media,
    chats: messaging.chats,
    messages: messaging.messages,
    templates: messaging.templates,
    /** The worker's messaging steps (delivery, agent replies) and the channel webhooks. */
    messaging: messaging.steps,
    /** For the worker's relay only: every project's undispatched events. */
    outbox,
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
      await live.close();
      await fieldDefinitions.close();
      await webhookEndpoints.close();
      await conn.close();
    },
  };
}

export type Domain = Awaited<ReturnType<typeof openDomain>>;
