/**
 * Generated from the service's OpenAPI document (packages/rest/src/openapi) by
 * `pnpm --filter @crm/client generate`: do not edit. A test fails when this file is stale.
 */

export interface paths {
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `name` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `email` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `role` | enum (`ADMIN`, `MEMBER`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `extension` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Creates a user in the key's project. `role` defaults to MEMBER; `email` is unique per project (409 DUPLICATE).
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a user */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description A user who still holds active API keys, is responsible for deals or is assigned tasks cannot be deleted (409 `USER_IN_USE`): revoke the keys and reassign the records first, so no record points at nobody. USER custom field values naming a deleted user are cleared (each holder raises `contact.updated` / `deal.updated`).
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Update a user
         * @description Only keys present change; `extension: null` removes the extension.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/v1/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List notes
         * @description Bare array, newest first by default; `[limit]` 1..100 (default 20). Filter with e.g. `entityId=<id>`, `entityType=DEAL`, `author.type=USER`, `author.id=<id>`, `createdAt[gte]=...`, `content[regex]=...`. `[with]=deal,contact` adds the record the note is on (`deal` is null on a contact's note, `contact` on a deal's).
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `content` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `entityId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `entityType` | enum (`DEAL`, `CONTACT`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `author` | string | - | no |
         *     | `author.type` | enum (`USER`, `AGENT`, `SYSTEM`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `author.id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     Relations for `[with]`: `deal` (one record or null), `contact` (one record or null).
         *
         *     Response: a bare JSON array, without pagination fields. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listNotes"];
        put?: never;
        /**
         * Create a note
         * @description Attaches a note to a deal or a contact of the project (404 otherwise). The service sets `entityType` (DEAL or CONTACT) and `author` (`{type: USER, id: <the key's user>}` for API keys). `content` is trimmed, 1..10,000 characters.
         */
        post: operations["createNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notes/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update notes in a batch
         * @description 1 to 100 items (more: 400 before any work). `create` items are the create body, `update` items `{id, ...PATCH body}`. Each item is its own unit (the single call's checks, record and events): a failing item writes nothing and rolls back nothing else. `create` writes the valid items together in one transaction (their events commit together); `update` and `upsert` run one transaction per item. `results` hold one entry per item in input order: `status` is what the single call would have answered, `id` the record's id on success, `error` the single call's Error body otherwise. `Idempotency-Key` covers the whole batch.
         */
        post: operations["batchNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a note */
        get: operations["getNote"];
        put?: never;
        post?: never;
        /** Delete a note */
        delete: operations["deleteNote"];
        options?: never;
        head?: never;
        /**
         * Update a note
         * @description Only `content` changes; the record, entity type and author of a note are fixed.
         */
        patch: operations["updateNote"];
        trace?: never;
    };
    "/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List leads
         * @description Newest first by default. `[limit]` 1..250 (default 20; larger values are reduced to 250). Besides the field filters: `chatbotId=<id>` (leads captured by that chatbot, `[in]` accepted) and `clickId=all|organic|google|meta|tiktok` (ad click id found in originURL; `all` = no restriction; `[in]` accepted).
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 250 (larger values are reduced to 250, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `sourceId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `sessionId` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `isComplete` | boolean | `eq`, `ne`, `in`, `nin`, `exists` | yes |
         *     | `originURL` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `answers` | string | - | no |
         *     | `urlParams` | string | - | no |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     Endpoint filters: `chatbotId`, `clickId`.
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listLeads"];
        put?: never;
        /**
         * Capture a lead
         * @description Stores a chatbot conversation. The service derives `urlParams` (first value of each query parameter of `originURL`) and the ad click source used by the `clickId` filter (google: gclid, gbraid, wbraid; meta: fbclid; tiktok: ttclid; organic: none). `isComplete` defaults to false, `answers` to [].
         */
        post: operations["createLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a lead */
        get: operations["getLead"];
        put?: never;
        post?: never;
        /** Delete a lead */
        delete: operations["deleteLead"];
        options?: never;
        head?: never;
        /**
         * Update a lead
         * @description For a conversation that goes on after capture: `isComplete`, `answers` (replaces the list) and `originURL` (re-derives `urlParams` and the click source). The chatbot and session of a lead do not change.
         */
        patch: operations["updateLead"];
        trace?: never;
    };
    "/v1/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agents
         * @description Oldest first by default; `archived=false` lists the agents that can be put on a chat.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `name` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `instructions` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `archived` | boolean | `eq`, `ne`, `in`, `nin`, `exists` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listAgents"];
        put?: never;
        /**
         * Create an agent
         * @description `instructions` defaults to an empty text; a new agent is not archived.
         */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an agent */
        get: operations["getAgent"];
        put?: never;
        post?: never;
        /**
         * Delete an agent
         * @description Prefer archiving (PATCH `archived: true`), which keeps the agent's history readable. An agent that is the agent of a chat cannot be deleted: 409 `AGENT_IN_USE` (archive it instead).
         */
        delete: operations["deleteAgent"];
        options?: never;
        head?: never;
        /**
         * Update or archive an agent
         * @description `archived: true` archives the agent (it can no longer be put on a chat); `archived: false` restores it.
         */
        patch: operations["updateAgent"];
        trace?: never;
    };
    "/v1/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List channels
         * @description Oldest first by default.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `type` | enum (`WHATSAPP`, `SMS`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `name` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `phone` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `provider` | enum (`DEV`, `WHATSAPP_CLOUD`, `TWILIO`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `enforceServiceWindow` | boolean | `eq`, `ne`, `in`, `nin`, `exists` | yes |
         *     | `throughputPerSecond` | number | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `recipientGapSeconds` | number | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listChannels"];
        put?: never;
        /**
         * Create a channel
         * @description `provider` defaults to DEV (simulated delivery). `phone` is stored as digits, country code included; one channel per type and number (409 DUPLICATE). The answer carries `webhookSecret`, the secret the provider's inbound webhook presents: it is shown only here (store it), only its hash is kept. WHATSAPP_CLOUD carries only WHATSAPP channels (422 PROVIDER_NOT_SUPPORTED).
         */
        post: operations["createChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a channel
         * @description The webhook secret is never returned after creation.
         */
        get: operations["getChannel"];
        put?: never;
        post?: never;
        /**
         * Delete a channel
         * @description The channel's chats are deleted with it, with their messages (each raising `message.deleted` and `chat.deleted`): a chat is a conversation over its channel and cannot move to another one. Messages still QUEUED are not sent.
         */
        delete: operations["deleteChannel"];
        options?: never;
        head?: never;
        /**
         * Update a channel
         * @description `name` and `phone` change; `type` and `provider` are fixed at creation.
         */
        patch: operations["updateChannel"];
        trace?: never;
    };
    "/v1/channels/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a channel's webhook secret
         * @description Issues a new webhook secret, shown once; the previous secret stops working at once. Takes no options: send `{}` or no body; like every body it must be JSON (415 otherwise), well-formed (400) and within the size limit (413).
         */
        post: operations["rotateChannelSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/{id}/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a channel's message templates
         * @description Paginated envelope, oldest first. Filters: `name`, `language`, `category`, `status`. Only APPROVED templates can be sent (a TEMPLATE message names one by `name` and `language`).
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `channelId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `name` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `language` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `category` | enum (`MARKETING`, `UTILITY`, `AUTHENTICATION`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `status` | enum (`APPROVED`, `PENDING`, `REJECTED`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `components` | string | - | no |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listChannelTemplates"];
        put?: never;
        /**
         * Create a message template
         * @description DEV channels approve it at once. WHATSAPP_CLOUD channels submit it to WhatsApp for review (status as WhatsApp answers, usually PENDING; `POST .../templates/sync` picks up the verdict); they need the channel's `businessAccountId` (422 `BUSINESS_ACCOUNT_MISSING`) and the API's `WHATSAPP_ACCESS_TOKEN` (422 `PROVIDER_NOT_CONFIGURED`); WhatsApp's refusal is 422 `PROVIDER_ERROR` with its message. Placeholders are `{{1}}`, `{{2}}`... without gaps (a HEADER takes at most one; FOOTER and BUTTONS none). A name and language the channel has already: 409 `DUPLICATE`. Raises `template.created`.
         */
        post: operations["createChannelTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/{id}/templates/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync a channel's templates from WhatsApp
         * @description WHATSAPP_CLOUD channels: reads every template of the channel's WhatsApp Business Account (Graph API `GET /{businessAccountId}/message_templates`, all pages) and makes them the channel's: new ones created, changed ones (status, category, components) updated, ones gone at WhatsApp removed, with their `template.*` events. WhatsApp's PAUSED and DISABLED count as REJECTED, other non-final statuses as PENDING. DEV channels: 422 `SYNC_NOT_SUPPORTED` (their templates live here). Takes no body.
         */
        post: operations["syncChannelTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/{id}/templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a message template */
        get: operations["getChannelTemplate"];
        put?: never;
        post?: never;
        /**
         * Delete a message template
         * @description Deletes it here and, on WHATSAPP_CLOUD channels, at WhatsApp (its refusal: 422 `PROVIDER_ERROR`, nothing deleted). Raises `template.deleted`.
         */
        delete: operations["deleteChannelTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/field-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List field groups
         * @description Default order: `position`, then `createdAt`. Every project starts with one group per entity type holding the built-in fields.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `name` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `entityType` | enum (`DEAL`, `CONTACT`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `position` | number | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listFieldGroups"];
        put?: never;
        /**
         * Create a field group
         * @description Creates a field group in the key's project. `entityType` (DEAL or CONTACT, default CONTACT) is fixed for the group's life: its fields belong to that entity type. `position` defaults to after the entity type's last group.
         */
        post: operations["createFieldGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/field-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a field group
         * @description 404 when the id does not exist or belongs to another project.
         */
        get: operations["getFieldGroup"];
        put?: never;
        post?: never;
        /**
         * Delete a field group
         * @description Only an empty group can be deleted: 409 `FIELD_GROUP_NOT_EMPTY` while fields are in it (move or delete them first).
         */
        delete: operations["deleteFieldGroup"];
        options?: never;
        head?: never;
        /**
         * Update a field group
         * @description Only keys present change. `entityType` cannot change.
         */
        patch: operations["updateFieldGroup"];
        trace?: never;
    };
    "/v1/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fields
         * @description Built-in fields carry `key`: on CONTACT NAME (TEXT), PHONE (PHONE), EMAIL (EMAIL), ACQUISITION_SOURCE (TEXT), ORIGIN_URL (URL), LEAD_ID, WHATSAPP_LID, CUSTOM_ID (TEXT); on DEAL PRICE (CURRENCY, USD until changed), ACQUISITION_SOURCE, CUSTOM_ID (TEXT). Default order: `position`, then `createdAt`.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `entityType` | enum (`DEAL`, `CONTACT`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `label` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `type` | enum (`TEXT`, `TEXTAREA`, `NUMBER`, `CURRENCY`, `DATE`, `DATETIME`, `BOOLEAN`, `SELECT`, `MULTI_SELECT`, `EMAIL`, `PHONE`, `URL`, `USER`, `CONTACT`, `DEAL`, `FILE`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `config` | string | - | no |
         *     | `position` | number | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `level` | enum (`USER`, `API`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `fieldGroupId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `key` | enum (`NAME`, `PHONE`, `EMAIL`, `PRICE`, `ACQUISITION_SOURCE`, `ORIGIN_URL`, `LEAD_ID`, `WHATSAPP_LID`, `CUSTOM_ID`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listFields"];
        put?: never;
        /**
         * Create a field
         * @description Creates a custom field in a field group of the key's project; the field's `entityType` is the group's (404 when the group is not in the project). Required: `label`, `type`, `fieldGroupId`; `config` is required for CURRENCY (`{currency}`, ISO 4217) and SELECT/MULTI_SELECT (`{options: [{id?, label, color?}]}`; ids are generated when left out, ids and labels are unique in the field), optional for NUMBER (`{decimals}`), `{}` for the other types. TEXT, EMAIL, PHONE, NUMBER and URL also take `unique: true`: no two records then hold the same normalised value (409 `DUPLICATE`), and the field can be an upsert's `match`; other types refuse it (400). `position` defaults to after the group's last field; `level` defaults to API (USER: shown to people in the app; API: kept for integrations). `key` is only present on built-in fields. Values written to contacts and deals are validated and stored by type: NUMBER and CURRENCY numbers (NUMBER rounded to `config.decimals`), BOOLEAN booleans, DATE `YYYY-MM-DD`, DATETIME ISO 8601 in UTC, SELECT an option id and MULTI_SELECT an array of option ids (an option's label is accepted in place of its id), EMAIL lower-cased, PHONE digits with the country code, URL an absolute http(s) URL, USER/CONTACT/DEAL the id of a record of the project; other types strings. `null` or an empty string clears a value.
         */
        post: operations["createField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a field */
        get: operations["getField"];
        put?: never;
        post?: never;
        /**
         * Delete a field
         * @description Deletes a project-created field and removes its values from every contact or deal. Built-in fields: 422 `BUILT_IN_FIELD`.
         */
        delete: operations["deleteField"];
        options?: never;
        head?: never;
        /**
         * Update a field
         * @description Only keys present change. `type` and `entityType` cannot change. `config` is validated against the field's type and replaces the stored one; removing a SELECT option that records still hold is 409 `OPTION_IN_USE`. `fieldGroupId` must name a group of the same entity type (422 `ENTITY_TYPE_MISMATCH`). Built-in fields can be relabelled, moved and reconfigured (e.g. PRICE's currency). Switching `config.unique` on while records share a value is 409 `DUPLICATE_VALUES` naming them (per value, in `errors`); make them distinct first.
         */
        patch: operations["updateField"];
        trace?: never;
    };
    "/v1/contacts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export contacts
         * @description Every contact matching the list filters, streamed (no page limit; the sort and filters of the list apply), as an attachment. `format=csv` (default): RFC 4180, a header row, columns `id`, `createdAt`, `updatedAt`, then one per field (its `key`, else its label); a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so spreadsheets do not run it. `format=ndjson`: one record per line, as GET returns it. Filter errors answer 400 before any byte is sent. An API key runs at most 2 exports at once (a server at most 16): beyond, 429 `RATE_LIMITED` with `Retry-After`.
         */
        get: operations["exportContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export deals
         * @description Every deal matching the list filters, streamed (no page limit; the sort and filters of the list apply), as an attachment. `format=csv` (default): RFC 4180, a header row, columns `id`, `createdAt`, `updatedAt`, `title`, `status`, `pipelineId`, `stageId`, `contactId`, then one per field (its `key`, else its label); a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so spreadsheets do not run it. `format=ndjson`: one record per line, as GET returns it. Filter errors answer 400 before any byte is sent. An API key runs at most 2 exports at once (a server at most 16): beyond, 429 `RATE_LIMITED` with `Retry-After`.
         */
        get: operations["exportDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List imports
         * @description The project's imports, newest first.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `entityType` | enum (`CONTACT`, `DEAL`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `status` | enum (`QUEUED`, `RUNNING`, `DONE`, `FAILED`, `CANCELLED`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listImports"];
        put?: never;
        /**
         * Start an import
         * @description Uploads a CSV (header row; `,` or `;` detected; RFC 4180 quoting; a UTF-8 BOM is fine) or NDJSON file (by a `.ndjson`/`.jsonl` name or an `application/x-ndjson` part) of up to 50 MiB, stored until the worker has run it; 202 `{id, status: QUEUED}`. `mapping` (JSON text) maps columns to a built-in `KEY` or a field id of `entityType`, and for deals also to `title`, `pipelineId`, `stageId`, `status` (OPEN/WON/LOST: the first stage of that type in the row's pipeline), `lossReasonId` and exactly one of `contact.PHONE`, `contact.EMAIL`, `contact.CUSTOM_ID` (the deal's contact: the oldest with that value, else a new one). An unknown target or a field of the other entity type is a 400 before the file is read; a file over 50 MiB is a 413 and one that is not UTF-8 a 400, both while it uploads. `mode: upsert` with `match` (`PHONE`, `EMAIL`, `CUSTOM_ID` or a unique field's id, as `PUT /v1/contacts/by/{match}/{value}`; a column must be mapped to it) creates or updates each row's record by its value; a value several records hold is that row's `AMBIGUOUS_MATCH`. Send the `file` part last. A project has at most 5 imports waiting or running, and a key uploads at most 2 files at once: beyond, 429 `RATE_LIMITED` with `Retry-After`, nothing stored.
         */
        post: operations["startImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an import
         * @description Status (`QUEUED`, `RUNNING`, `DONE`, `FAILED`, `CANCELLED`) and progress: `processed` rows, of which `created` and `failed`; `rows` once the whole file has been read.
         */
        get: operations["getImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/imports/{id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an import's row errors
         * @description The rows reported and skipped, in row order (the first 1000): `row` 1 is the first data row, 0 the file as a whole (a missing or duplicate header name, a column the mapping names but the header lacks); `column` when one cell is at fault.
         */
        get: operations["listImportErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an import
         * @description Stops a queued or running import after the chunk it is writing (rows already written stay); `import.completed` with status `CANCELLED`. 409 `IMPORT_FINISHED` once it has ended.
         */
        post: operations["cancelImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find duplicate contacts
         * @description Groups of contacts of the project sharing a PHONE or an EMAIL, compared as stored (phones as digits with the country code, emails lower-cased), ordered by field and value; each group's `contactIds` oldest first. Merged contacts are not listed. Paged with `limit` (1-100, default 20) and `offset`.
         */
        get: operations["listContactDuplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contacts
         * @description Newest first by default. Besides `id`, `createdAt` and `updatedAt`, filter and sort on custom fields as `fields.<fieldId>` or `fields.<KEY>` (e.g. `fields.EMAIL[regex]=acme`, `fields.PHONE=5511999990000`); filter values are read like stored values (numbers, dates, booleans, option ids). `ne`, `nin` and `exists=false` also match contacts without a value. `[with]=deals` adds each contact's newest 100 deals (all of them: `GET /v1/deals?contactId=`).
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `fields` | string | - | no |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     Custom fields: filter and sort as `fields.<fieldId or KEY>` (e.g. `fields.EMAIL[regex]=acme`), typed by the field definition.
         *
         *     Relations for `[with]`: `deals` (array).
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listContacts"];
        put?: never;
        /**
         * Create a contact
         * @description Creates a contact in the key's project; every key is optional. Each item of `fields` names a CONTACT field by `fieldId` or by built-in `key` (exactly one) and gives its `value`; values are validated by the field's type (see createField). An unknown field is 404; a DEAL field, a repeated field or a bad value is 400 naming `fields.<i>.value` (or `.fieldId`/`.key`). A value of a field with `config.unique` that another contact holds: 409 `DUPLICATE`.
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create, update or upsert contacts in a batch
         * @description 1 to 100 items (more: 400 before any work). `create` items are the create body, `update` items `{id, ...PATCH body}`, `upsert` items the create body holding the value of `match` (see the upsert operation). Each item is its own unit (the single call's checks, record and events): a failing item writes nothing and rolls back nothing else. `create` writes the valid items together in one transaction (their events commit together); `update` and `upsert` run one transaction per item. `results` hold one entry per item in input order: `status` is what the single call would have answered, `id` the record's id on success, `error` the single call's Error body otherwise. `Idempotency-Key` covers the whole batch.
         */
        post: operations["batchContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/by/{match}/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or update a contact by a unique value
         * @description Finds the record holding `value` in the field `match` (values compare normalised: a phone by the digits of its E.164 form, an email lower-cased and trimmed) and updates it with the body (as a PATCH: fields not named keep their values), or creates it from the body with that value. Concurrent upserts of one value create one record. The body may hold the match field only with the same value (else 400 `match_mismatch`). A `match` that is not a KEY of this record type nor a field with `config.unique`: 400 `not_unique_able`. Records sharing the value already (duplicates from before): 409 `AMBIGUOUS_MATCH` with their ids in `errors`.
         */
        put: operations["upsertContact"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a contact */
        get: operations["getContact"];
        put?: never;
        post?: never;
        /**
         * Delete a contact
         * @description A contact with deals cannot be deleted: 409 `CONTACT_HAS_DEALS` (delete the deals or move them to another contact first). The contact's notes, calls and chats (with their messages) are deleted with it (each raising its `*.deleted` event), and CONTACT custom field values naming it are cleared (each holder raises `contact.updated` / `deal.updated`).
         */
        delete: operations["deleteContact"];
        options?: never;
        head?: never;
        /**
         * Update a contact
         * @description `fields` is merged into the stored values: fields not named keep their value, `value: null` clears one. Each item of `fields` names a CONTACT field by `fieldId` or by built-in `key` (exactly one) and gives its `value`; values are validated by the field's type (see createField). An unknown field is 404; a DEAL field, a repeated field or a bad value is 400 naming `fields.<i>.value` (or `.fieldId`/`.key`). A value of a field with `config.unique` that another contact holds: 409 `DUPLICATE`. A merged contact's id: 409 `MERGED` naming the contact it was merged into.
         */
        patch: operations["updateContact"];
        trace?: never;
    };
    "/v1/contacts/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge a contact into this one
         * @description In one transaction the source's deals, notes, calls and chats move to this contact (the target), the target's empty fields take the source's values, and the source becomes a tombstone: `GET /v1/contacts/{sourceId}` answers the target, writes naming it answer 409 `MERGED`, lists no longer show it. Raises `contact.merged`. The same contact twice: 422 `MERGE_INTO_ITSELF`; a merged contact as target or source: 409 `MERGED`.
         */
        post: operations["mergeContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merges/{mergeId}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revert a contact merge
         * @description Restores the source as it was, points every record the merge moved back to it and removes the values the target took from it. Refused with 409 `CHANGED_SINCE` when any of that changed since (a moved record deleted or moved on, a filled field changed, the target deleted or merged), 409 `ALREADY_REVERTED` the second time.
         */
        post: operations["revertContactMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pipelines
         * @description Paginated envelope, ordered by `position` by default; `[limit]` 1..100 (default 20).
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `name` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `position` | number | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listPipelines"];
        put?: never;
        /**
         * Create a pipeline
         * @description Creates a pipeline with its three built-in stages: one OPEN stage ("New", position 0), then WON and LOST. Positions of a project's pipelines are contiguous from 0: `position` inserts there (the following pipelines shift; a value past the end is clamped), default after the last one. The pipeline at position 0 is the project's default pipeline for new deals. A new project starts with one pipeline, "Sales pipeline".
         */
        post: operations["createPipeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pipelines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a pipeline */
        get: operations["getPipeline"];
        put?: never;
        post?: never;
        /**
         * Delete a pipeline
         * @description Deletes the pipeline and its stages. A pipeline that still holds deals answers 409 `PIPELINE_NOT_EMPTY` (move or delete its deals first); the project's last pipeline answers 409 `LAST_PIPELINE` (deals always need one).
         */
        delete: operations["deletePipeline"];
        options?: never;
        head?: never;
        /**
         * Update a pipeline
         * @description Renames and/or moves the pipeline; `position` is clamped to the existing range and the pipelines in between shift.
         */
        patch: operations["updatePipeline"];
        trace?: never;
    };
    "/v1/pipelines/{id}/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the stages of a pipeline
         * @description Bare array ordered by `position`: open stages first, then the built-in WON and LOST stages. A pipeline has at most 100 stages and `[limit]` defaults to 100, so one call returns them all. 404 when the pipeline is unknown.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 100, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `pipelineId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `name` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `position` | number | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `type` | enum (`OPEN`, `WON`, `LOST`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `builtIn` | boolean | `eq`, `ne`, `in`, `nin`, `exists` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a bare JSON array, without pagination fields. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listStages"];
        put?: never;
        /**
         * Create a stage
         * @description Custom stages are OPEN (`builtIn: false`). They are placed among the open stages: `position` is clamped to 0..<number of open stages> (default: after the last open stage) and the following stages shift, so WON and LOST always stay last. 409 `STAGE_LIMIT_REACHED` beyond 100 stages.
         */
        post: operations["createStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pipelines/{id}/stages/{stageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a stage */
        get: operations["getStage"];
        put?: never;
        post?: never;
        /**
         * Delete a stage
         * @description Deletes a custom stage; the following stages shift up. `targetStageId` may be sent as a query parameter or in a JSON body (`{"targetStageId": "..."}`; the body wins when both are sent): the deals on the stage first move to it, each as a normal deal update (status and `closedAt` follow the target's type; one `deal.updated` event per deal). The target must be another stage of the same pipeline: 404 when unknown, 422 `STAGE_NOT_IN_PIPELINE` for a stage of another pipeline or the stage itself. Without `targetStageId` an empty stage is deleted and a stage with deals answers 409 `STAGE_NOT_EMPTY`. Built-in stages: 422 `BUILT_IN_STAGE`.
         */
        delete: operations["deleteStage"];
        options?: never;
        head?: never;
        /**
         * Update a stage
         * @description Renames and/or moves a stage. Open stages (built-in or custom) move within the open section (clamped); moving the WON or LOST stage answers 422 `BUILT_IN_STAGE`. Built-in stages can be renamed.
         */
        patch: operations["updateStage"];
        trace?: never;
    };
    "/v1/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deals
         * @description Paginated envelope, newest first by default; `[limit]` 1..100 (default 20). Filters: `stageId`, `pipelineId`, `contactId`, `responsibleId`, `status`, `lossReasonId`, `tagIds` (a deal matches when it carries the tag; `tagIds[in]=a,b` any of them), `title` (`[regex]` = contains), `createdAt`, `updatedAt`, `closedAt`, and custom values as `fields.<fieldId|KEY>`. Relations `[with]`: contact, stage, pipeline, responsible (the user), lossReason, tags (an array). Each filter is index-backed, e.g. `stageId=<id>&createdAt[sort]=desc`.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `title` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `contactId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `responsibleId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `pipelineId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `stageId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `status` | enum (`OPEN`, `WON`, `LOST`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `lossReasonId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `tagIds` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `fields` | string | - | no |
         *     | `closedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     Custom fields: filter and sort as `fields.<fieldId or KEY>` (e.g. `fields.EMAIL[regex]=acme`), typed by the field definition.
         *
         *     Relations for `[with]`: `contact` (one record or null), `stage` (one record or null), `pipeline` (one record or null), `responsible` (one record or null), `lossReason` (one record or null), `tags` (array).
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listDeals"];
        put?: never;
        /**
         * Create a deal
         * @description Only `contactId` is required (a contact of the project, 404 otherwise). `title` defaults to "Untitled deal". Without `pipelineId`/`stageId` the deal goes to the first open stage of the project's first pipeline. `stageId` alone moves the deal to that stage (and its pipeline); `pipelineId` alone moves it to that pipeline's first open stage (naming the deal's current pipeline leaves it where it is); both must agree (422 `STAGE_NOT_IN_PIPELINE`). Entering a WON/LOST stage sets `status` and `closedAt`; leaving clears them (moving between two stages of the same closed type keeps `closedAt`). `lossReasonId` is accepted only when the deal is, or is being moved to, LOST (422 `DEAL_NOT_LOST`) and is cleared when the deal leaves LOST. `responsibleId` must be a user of the project, `tagIds` tags of the project, `lossReasonId` a loss reason of the project (404 otherwise). `fields` are `[{fieldId | key, value}]` validated by each field's type; a value of a field with `config.unique` that another deal holds: 409 `DUPLICATE`.
         */
        post: operations["createDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create, update or upsert deals in a batch
         * @description 1 to 100 items (more: 400 before any work). `create` items are the create body, `update` items `{id, ...PATCH body}`, `upsert` items the create body holding the value of `match` (see the upsert operation). Each item is its own unit (the single call's checks, record and events): a failing item writes nothing and rolls back nothing else. `create` writes the valid items together in one transaction (their events commit together); `update` and `upsert` run one transaction per item. `results` hold one entry per item in input order: `status` is what the single call would have answered, `id` the record's id on success, `error` the single call's Error body otherwise. `Idempotency-Key` covers the whole batch.
         */
        post: operations["batchDeals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/by/{match}/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or update a deal by a unique value
         * @description Finds the record holding `value` in the field `match` (values compare normalised: a phone by the digits of its E.164 form, an email lower-cased and trimmed) and updates it with the body (as a PATCH: fields not named keep their values), or creates it from the body with that value. Concurrent upserts of one value create one record. The body may hold the match field only with the same value (else 400 `match_mismatch`). A `match` that is not a KEY of this record type nor a field with `config.unique`: 400 `not_unique_able`. Records sharing the value already (duplicates from before): 409 `AMBIGUOUS_MATCH` with their ids in `errors`.
         */
        put: operations["upsertDeal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a deal */
        get: operations["getDeal"];
        put?: never;
        post?: never;
        /**
         * Delete a deal
         * @description Deletes the deal with its tasks (each raises `task.deleted`) and its notes (each raises `note.deleted`); its calls stay, attached to the deal's contact (`call.updated`); DEAL custom field values naming it are cleared (each holder raises `contact.updated` / `deal.updated`).
         */
        delete: operations["deleteDeal"];
        options?: never;
        head?: never;
        /**
         * Update a deal
         * @description Only keys present change. `title` renames the deal (validated as on create). `fields` merge into the existing values (`value: null` removes one); `tagIds` replaces the set (unknown tag: 404); `responsibleId: null` and `lossReasonId: null` clear them. `stageId` alone moves the deal to that stage (and its pipeline); `pipelineId` alone moves it to that pipeline's first open stage (naming the deal's current pipeline leaves it where it is); both must agree (422 `STAGE_NOT_IN_PIPELINE`). Entering a WON/LOST stage sets `status` and `closedAt`; leaving clears them (moving between two stages of the same closed type keeps `closedAt`). `lossReasonId` is accepted only when the deal is, or is being moved to, LOST (422 `DEAL_NOT_LOST`) and is cleared when the deal leaves LOST. Referenced ids of another project are 404. Every change raises one `deal.updated` event listing the changed keys. A value of a unique field another deal holds: 409 `DUPLICATE`. A merged contact's id: 409 `MERGED`.
         */
        patch: operations["updateDeal"];
        trace?: never;
    };
    "/v1/deals/{dealId}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach tags to a deal
         * @description Adds every tag of `tagIds` to the deal; tags it already has stay once. Unknown tag or deal: 404. A deal carries at most 100 tags (422 `TOO_MANY_TAGS`).
         */
        post: operations["addDealTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description `{data}` only (no pagination fields), ordered by name by default; `[limit]` 1..100 (default 20).
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `name` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `color` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: `{data: [...]}` without pagination fields. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a tag
         * @description Names are unique within the project (409 `DUPLICATE`). `color` is `#RRGGBB`, stored upper-case.
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a tag */
        get: operations["getTag"];
        put?: never;
        post?: never;
        /**
         * Delete a tag
         * @description Deletes the tag and removes it from every deal (one bulk update). Each deal that carried it raises a `deal.updated` event with `changes: ["tagIds"]`, so subscribers need no special case for tag deletion.
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /**
         * Update a tag
         * @description `color: null` removes the colour.
         */
        patch: operations["updateTag"];
        trace?: never;
    };
    "/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description Paginated envelope, soonest `dueAt` first by default; `[limit]` 1..100 (default 20). Filters e.g. `dealId=<id>`, `assigneeId=<id>`, `status=OPEN`, `dueAt[gte]=...&dueAt[lt]=...`; relations `[with]=deal,assignee`.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `dealId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `assigneeId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `title` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `dueAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `status` | enum (`OPEN`, `DONE`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `completedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     Relations for `[with]`: `deal` (one record or null), `assignee` (one record or null).
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listTasks"];
        put?: never;
        /**
         * Create a task
         * @description `dealId` (404 when not a deal of the project), `title`, `dueAt` (ISO 8601 date-time with offset) required; `assigneeId` a user of the project (404 otherwise); `status` defaults to OPEN, DONE sets `completedAt`.
         */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tasks/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update tasks in a batch
         * @description 1 to 100 items (more: 400 before any work). `create` items are the create body, `update` items `{id, ...PATCH body}`. Each item is its own unit (the single call's checks, record and events): a failing item writes nothing and rolls back nothing else. `create` writes the valid items together in one transaction (their events commit together); `update` and `upsert` run one transaction per item. `results` hold one entry per item in input order: `status` is what the single call would have answered, `id` the record's id on success, `error` the single call's Error body otherwise. `Idempotency-Key` covers the whole batch.
         */
        post: operations["batchTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a task */
        get: operations["getTask"];
        put?: never;
        post?: never;
        /** Delete a task */
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        /**
         * Update a task
         * @description Only keys present change. `status: DONE` sets `completedAt` (kept if already DONE), `status: OPEN` clears it; `assigneeId: null` unassigns; `dealId` moves the task to another deal of the project.
         */
        patch: operations["updateTask"];
        trace?: never;
    };
    "/v1/loss-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List loss reasons
         * @description `{data}` only (no pagination fields), ordered by name by default; `[limit]` 1..250 (default 20), larger values are clamped.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 250 (larger values are reduced to 250, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `name` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: `{data: [...]}` without pagination fields. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listLossReasons"];
        put?: never;
        /**
         * Create a loss reason
         * @description Names are unique within the project (409 `DUPLICATE`).
         */
        post: operations["createLossReason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/loss-reasons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a loss reason */
        get: operations["getLossReason"];
        put?: never;
        post?: never;
        /**
         * Delete a loss reason
         * @description A reason set on deals is kept (409 `LOSS_REASON_IN_USE`): lost deals keep why they were lost. Rename it instead.
         */
        delete: operations["deleteLossReason"];
        options?: never;
        head?: never;
        /** Rename a loss reason */
        patch: operations["updateLossReason"];
        trace?: never;
    };
    "/v1/telephony/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ingest an ended call (telephony integration)
         * @description The telephony integration posts each ended call once it hangs up; 202 `{id}`. Idempotent on `externalId`: posting the same call again answers the same id and writes nothing. One party must be an `EXTENSION` and the other a `PHONE` (digits with the country code). The PHONE number finds the project's contact with that phone, or creates one; the call attaches to that contact's most recently created OPEN deal (`entityType: DEAL`), else to the contact (`entityType: CONTACT`). The EXTENSION party gets the `userId` of the project user holding that extension (absent when nobody does). `durationInSeconds` is `endedAt - answeredAt` rounded to the second (0 without `answeredAt`). `recording.status` is `PENDING` with a `recordingUrl` (copied later), else `UNAVAILABLE`; `transcription` and `analysis` start null; `provider` is always `TELEPHONY`. Raises `call.created` and `call.ended`. 400 when `endedAt` is before `startedAt` or `answeredAt` is outside them.
         */
        post: operations["ingestCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{contactId}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the calls of a contact
         * @description Bare array of the calls attached to the contact and to the contact's deals, newest first (`startedAt` desc). `[limit]` 1..50 (default 20; larger values become 50, smaller 1), `[offset]` >= 0. Filters such as `outcome=ANSWERED`, `direction=INBOUND`, `entityType=DEAL` or `startedAt[gte]=...` narrow the list. 404 when the contact is not in the key's project.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 50 (larger values are reduced to 50, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `entityId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `entityType` | enum (`DEAL`, `CONTACT`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `provider` | string | - | no |
         *     | `externalId` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `direction` | enum (`OUTBOUND`, `INBOUND`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `from` | string | - | no |
         *     | `to` | string | - | no |
         *     | `startedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `answeredAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `endedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `durationInSeconds` | number | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `outcome` | enum (`ANSWERED`, `NO_ANSWER`, `BUSY`, `VOICEMAIL`, `FAILED`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `recording` | string | - | no |
         *     | `transcription` | string | - | no |
         *     | `analysis` | string | - | no |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a bare JSON array, without pagination fields. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listContactCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calls/{id}/recording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Play a call's recording
         * @description Streams the recording copied from the telephony provider, with its content type (`recording.mimeType`). Supports HTTP Range requests, so an audio player can seek: `Range: bytes=a-b` answers 206 with `Content-Range`; a range past the end answers 416. 409 `RECORDING_NOT_STORED` unless `recording.status` is `STORED`; 404 when the call is not in the key's project.
         */
        get: operations["getCallRecording"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calls/{id}/transcription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a transcription of a call
         * @description Starts a new transcription of the stored recording (for calls not transcribed automatically, or again). `transcription.status` becomes `PENDING`, then `DONE` (with `turns` for a stereo recording, `text` for mono) or `FAILED`; each transcription is followed by a new `analysis`. Raises `call.transcription`. 409 `RECORDING_NOT_STORED` unless the recording is `STORED`, 409 `TRANSCRIPTION_PENDING` while one is under way, 422 `TOO_LONG` for a recording over the transcription limit (3600 s).
         */
        post: operations["requestCallTranscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the changes of a contact
         * @description Envelope of changes, newest first: `{id, entityType, entityId, at, actor: {type, id?}, source?, changes: [{path, before, after, evidence?}], revertOf?, revertedBy?}`. Filters: `path=fields.<fieldId>` (changes touching that path), `actor.type=ANALYSIS`, `at[gte]=`, `at[lte]=`, `source.type`, `source.id`. `[limit]` 1..100 (default 20). 404 when the contact is not in the key's project.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `at` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `path` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `actor.type` | enum (`USER`, `AGENT`, `SYSTEM`, `ANALYSIS`, `IMPORT`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `source.type` | enum (`REQUEST`, `CALL`, `CHAT`, `IMPORT`, `MERGE`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `source.id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `entityType` | string | - | no |
         *     | `entityId` | id | - | no |
         *     | `actor` | string | - | no |
         *     | `source` | string | - | no |
         *     | `changes` | string | - | no |
         *     | `revertOf` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `revertedBy` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listContactHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the changes of a deal
         * @description Envelope of changes, newest first: `{id, entityType, entityId, at, actor: {type, id?}, source?, changes: [{path, before, after, evidence?}], revertOf?, revertedBy?}`. Filters: `path=fields.<fieldId>` (changes touching that path), `actor.type=ANALYSIS`, `at[gte]=`, `at[lte]=`, `source.type`, `source.id`. `[limit]` 1..100 (default 20). 404 when the deal is not in the key's project.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `at` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `path` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `actor.type` | enum (`USER`, `AGENT`, `SYSTEM`, `ANALYSIS`, `IMPORT`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `source.type` | enum (`REQUEST`, `CALL`, `CHAT`, `IMPORT`, `MERGE`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `source.id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `entityType` | string | - | no |
         *     | `entityId` | id | - | no |
         *     | `actor` | string | - | no |
         *     | `source` | string | - | no |
         *     | `changes` | string | - | no |
         *     | `revertOf` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *     | `revertedBy` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | no |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listDealHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/{changeId}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revert a change
         * @description Puts back the values the change replaced, through the record's update path (its `*.updated` event and webhooks), and answers the new change (`revertOf` names the original, which now has `revertedBy`). A deal's `status`, `closedAt` and `pipelineId` follow its stage. 409 `CHANGED_SINCE` when a value the change wrote changed since; 409 `ALREADY_REVERTED`; 409 `RECORD_DELETED` when the record is gone; 404 when the change is not in the key's project.
         */
        post: operations["revertChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calls/{id}/analysis/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revert what a call's analysis wrote
         * @description Puts back every contact and deal value the call's analysis wrote, in one transaction, except those that changed since (`skipped`). `reverted` lists the analysis' changes undone; repeating it reverts nothing more. 404 when the call is not in the key's project.
         */
        post: operations["revertCallAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the change feed
         * @description The project's events in order (`sequence`), the same events webhooks deliver, kept for `EVENT_RETENTION_DAYS` (30 by default). Start with `after=0` (or without it), then pass each page's `next` as `after`; when `hasMore` is false you are up to date: poll again later with the same cursor. An event appears once the service has fixed its place in the order (normally within milliseconds of the change), so paging by `next` never skips an event, even one whose change committed late. Sequences increase strictly but may skip numbers. `types` narrows the feed to some event types; an unknown type is a 400.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search contacts, deals, notes, chats and calls
         * @description Records of the key's project matching `q`, best first: an exact email, phone or custom id (score 100), then word-prefix matches in contact names and deal titles, then other text (custom text fields, note content, chat messages, call transcripts), then one-typo matches. Case and accents are ignored; a phone fragment in any format (`99999-0001`, `(11) 9999`) matches on digits; every word of `q` must match. A record is found as soon as its write is answered and never after its delete. `q` of punctuation only (or words of one letter) finds nothing; an empty `q`, one over 200 characters or an unknown type is a 400. `record` is the record as `GET` returns it.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `url` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `enabled` | boolean | `eq`, `ne`, `in`, `nin`, `exists` | yes |
         *     | `events` | string | - | no |
         *     | `disabledReason` | string | - | no |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to events
         * @description `url` (http or https), `events`: catalogue event types or `["*"]` (default), `enabled` (default true), `filter` (`{pipelineId?, stageId?, channelId?, contactId?}`: only events whose record has these values; an id of another project is a 404, an unknown key a 400). The answer carries `secret`, the signing secret: it is shown only here (rotate it with POST /v1/webhooks/{id}/secret). An unknown event type is a 400; a URL the service may not call (e.g. a private address in production) is 422 `URL_NOT_ALLOWED`. Each event is POSTed as JSON `{id, type, createdAt, projectId, sequence, data}` (the Event schema without `actor`) with headers `x-webhook-id` (the event id, the same on every retry: de-duplicate on it), `x-webhook-timestamp` (unix seconds) and `x-webhook-signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">` keyed with the secret string; and the Standard Webhooks headers `webhook-id`, `webhook-timestamp` (the same values) and `webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<timestamp>.<body>">` keyed with the bytes the secret's base64 part encodes (verify with any Standard Webhooks library, e.g. `new Webhook(secret).verify(body, headers)`). Any 2xx within 10 s is a success; anything else is retried with exponential backoff and jitter for about a day (15 attempts), then the delivery is FAILED. A 429 or 503 with `Retry-After` (seconds or an HTTP date, at most 1 h honoured) delays the next attempt by at least that. A 410 Gone disables the endpoint at once (`disabledReason: "GONE"`). After 5 deliveries in a row FAILED the endpoint is disabled (`webhook.disabled` event); catch up from `GET /v1/events`. Redirects are not followed: a 3xx is a failed attempt.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook
         * @description The secret is never returned after creation.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Deliveries not yet made are dropped.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description `url`, `events`, `enabled`, `filter` (replaced whole; `{}` removes it). Enabling a disabled endpoint clears `disabledReason` and its run of failures.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook's signing secret
         * @description Issues a new secret, shown once; every delivery from now on (retries included) is signed with it. For 24 h `webhook-signature` also carries a signature with the previous secret (space-separated), so receivers can switch over.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Raises a `webhook.ping` event delivered to this endpoint only (even while it is disabled); see its delivery in the log.
         */
        post: operations["pingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a window of the feed again
         * @description `{since: <ISO time>}` or `{afterSequence: n}` (exactly one): every event of the change feed in that window, up to its last event now, that matches the webhook's types and filter is delivered again, enqueued in sequence order, each with its original `webhook-id` and body (receivers de-duplicate on it). Answers how many. `since` in the future or older than the event retention, a negative `afterSequence`, both or neither: 400. A disabled webhook: 409 `WEBHOOK_DISABLED`. The worker walks the window as one job that resumes where it stopped after a restart.
         */
        post: operations["recoverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a delivery
         * @description Sends the delivery's event again (same body and `x-webhook-id`), as a new run of attempts. 409 `DELIVERY_PENDING` while attempts are still scheduled, 409 `WEBHOOK_DISABLED` for a disabled endpoint.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description Newest first; each delivery with its attempts (time, status code, duration, error). Filter with `status=FAILED`, `eventType=...`, `eventId=...`.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `webhookId` | id | - | yes |
         *     | `eventId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `eventType` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `status` | enum (`PENDING`, `SUCCEEDED`, `FAILED`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `attemptCount` | number | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `attempts` | string | - | no |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chats
         * @description Paginated envelope, newest first by default. Filters: `channelId`, `contactId`, `phone`, `agentId`, `agentStatus`, `isTest`, `lastMessageAt` (e.g. `lastMessageAt[sort]=desc` for the inbox order). Relations `[with]`: contact, channel, agent.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `channelId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `contactId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `phone` | string | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `agentId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `agentStatus` | enum (`ACTIVE`, `DISABLED`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `isTest` | boolean | `eq`, `ne`, `in`, `nin`, `exists` | yes |
         *     | `lastMessageAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     Relations for `[with]`: `contact` (one record or null), `channel` (one record or null), `agent` (one record or null).
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listChats"];
        put?: never;
        /**
         * Start a chat
         * @description Starts the open chat of a channel with a number. `contactId` or `phone` is required: with only `phone`, the contact with that phone is used (created if none); with only `contactId`, the contact's PHONE (422 `CONTACT_HAS_NO_PHONE` without one). A channel has one open chat per number: 409 `DUPLICATE` when it exists (`GET /v1/chats?channelId=...&phone=...` finds it; send-by-phone reuses it). Raises `chat.created`.
         */
        post: operations["createChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a chat */
        get: operations["getChat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chats/{id}/agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn the chat's AI agent on or off, or switch it
         * @description The spec's state table: without `agentId`, `status` is required and becomes the chat's status; with the chat's own `agentId`, the given status (else unchanged); with another agent, the chat switches to it with the given status, else its previous status, else ACTIVE, and what the previous agent had queued is dropped (its pending follow-up, and a reply still being written is not sent). 404 when `agentId` names no agent of the project or an archived one; 422 `TEST_CHAT` when switching the agent of a test chat. Raises `chat.agent` (data: `id`, `record`, `previous`, `switched`) when something changed.
         */
        patch: operations["setChatAgent"];
        trace?: never;
    };
    "/v1/chats/{chatId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the messages of a chat
         * @description Paginated envelope, newest first (in the order the messages were accepted) by default. Filters: `direction`, `status`, `type`, `editedId`, `repliedId`, `forwardedId`, `createdAt`. 404 for a chat of another project.
         *
         *     **Listing.** Filters are `field[operator]=value` (a bare `field=value` means `eq`); `field[sort]=asc|desc|1|-1` sorts (several sort keys: their order in the query is their precedence). Operators: `eq`, `ne`, `gt`/`gte`/`lt`/`lte` (value read as a date first, then as a number), `in`/`nin` (comma-separated list), `exists` (`true`/`false`), `regex` (contains, case-insensitive). Unknown fields, operators, relations and projected fields are a 400; unrecognised bracketed keys are ignored.
         *
         *     Page size: `[limit]` default 20, max 100 (larger values are reduced to 100, values below 1 become 1, without error); `[offset]` default 0.
         *
         *     | Field | Kind | Filter operators | Sortable |
         *     |---|---|---|---|
         *     | `id` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `chatId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `direction` | enum (`INBOUND`, `OUTBOUND`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `type` | enum (`TEXT`, `IMAGE`, `AUDIO`, `VIDEO`, `DOCUMENT`, `STICKER`, `LOCATION`, `CONTACT`, `TEMPLATE`, `REACTION`, `BUTTONS`, `LIST`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `status` | enum (`QUEUED`, `SENT`, `DELIVERED`, `READ`, `FAILED`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `content` | string | - | no |
         *     | `editedId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `repliedId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `forwardedId` | id | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `author` | string | - | no |
         *     | `error` | string | - | no |
         *     | `errorCode` | enum (`OUTSIDE_SERVICE_WINDOW`, `RECIPIENT_UNREACHABLE`, `TEMPLATE_PARAMS_MISMATCH`, `TEMPLATE_UNAVAILABLE`, `MEDIA_REJECTED`, `UNSUPPORTED_MESSAGE`, `AGENT_CHANGED`, `PROVIDER_NOT_CONFIGURED`, `PROVIDER_THROTTLED`, `PROVIDER_ERROR`) | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex` | yes |
         *     | `providerCode` | number | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | no |
         *     | `projectId` | id | - | no |
         *     | `createdAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *     | `updatedAt` | date | `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists` | yes |
         *
         *     This endpoint has no relations for `[with]`.
         *
         *     Response: a paginated envelope `{data, hasMore, limit, offset, total}`. With `[project]` each record holds only the listed fields plus `id` (and the `[with]` relations).
         */
        get: operations["listChatMessages"];
        put?: never;
        /**
         * Send a message to a chat
         * @description Asynchronous: answers 201 `{id}` at once with the message QUEUED (and `message.created` raised); the worker delivers the chat's messages in the order they were accepted, and the status moves QUEUED -> SENT -> DELIVERED -> READ (each change raises `message.status`), or FAILED with the provider's reason in `error`, `errorCode` and `providerCode` after the last retry. Content per `type`: TEXT `{text}`; IMAGE and VIDEO `{url, caption?}`; AUDIO and STICKER `{url}`; DOCUMENT `{url, caption?, filename?}`; LOCATION `{latitude, longitude, name?, address?}`; CONTACT `{contacts: [{name, phones: [{phone, type?}], emails?, organization?}]}`; TEMPLATE `{name, language, parameters?: {header?: [..], body: [..]}}` (an APPROVED template of the chat's channel, one string per `{{n}}` placeholder); REACTION `{messageId, emoji}` (a message of the same chat; an empty emoji removes the reaction); BUTTONS `{text, header?, footer?, buttons: [{id, title}] (1..3)}`; LIST `{text, header?, footer?, buttonText, sections: [{title?, rows: [{id, title, description?}]}]}` (at most 10 rows in all). Media `url`s must be public http(s) addresses. `editedId`, `repliedId` and `forwardedId` name messages of the same chat (404 unknown, 422 `MESSAGE_NOT_IN_CHAT` in another chat). On a channel with `enforceServiceWindow`, anything but a TEMPLATE while the chat's `serviceWindowEndsAt` is past or null: 422 `OUTSIDE_SERVICE_WINDOW`. A TEMPLATE naming no template of the channel: 404; one not APPROVED: 422 `TEMPLATE_NOT_APPROVED`; parameters that do not match its placeholders: 400. The author is the API key's user.
         */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/send-by-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start or reuse a chat for a number and send to it
         * @description `phone`, `channelId` and `messages` (1..10 non-empty texts) are required. The contact is `contactId`, else the contact with this phone (created if none); the channel's open chat for the number is reused, else started. The messages are queued in their order (TEXT each; with `method: TEMPLATE`, each item is a template name sent in `language`, default `en`, without parameters: an APPROVED template of the channel without placeholders, else 404 / 422 `TEMPLATE_NOT_APPROVED` / 400) and delivered asynchronously. On a channel with `enforceServiceWindow`, TEXT messages to a number that has not written in 24 h: 422 `OUTSIDE_SERVICE_WINDOW` (nothing is created). 201 `{chatId}`.
         */
        post: operations["sendMessagesByPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a media file
         * @description Streams the multipart part `file` into storage; 201 with its record. The type is detected from the file's first bytes; a name (`.jpg`) or part Content-Type naming another supported type than the bytes is a 400 (`type_mismatch`), bytes of no supported type a 400 (`unsupported_type`); Office files and plain text, whose bytes do not tell, need their extension or Content-Type. Limits per kind (WhatsApp's): IMAGE 5242880 bytes (image/jpeg, image/png); AUDIO 16777216 bytes (audio/aac, audio/amr, audio/mpeg, audio/mp4, audio/ogg); VIDEO 16777216 bytes (video/mp4, video/3gpp); DOCUMENT 104857600 bytes (application/pdf, text/plain, application/msword, application/vnd.ms-excel, application/vnd.ms-powerpoint, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/vnd.openxmlformats-officedocument.presentationml.presentation); STICKER 512000 bytes (image/webp). A file over its kind's limit is a 413 while it uploads, and nothing is stored. Send one `file` part; other parts are ignored. A key uploads at most 4 files at once: beyond, 429 `RATE_LIMITED` with `Retry-After`, nothing stored. An upload no message names within 30 days is deleted then; once a message names it, the media lives as long as a message names it (it is deleted with the last one: its chat's, contact's or channel's delete).
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/{id}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a media file's record
         * @description Its kind, type, size, SHA-256 and status (inbound media is PENDING until the worker has copied it).
         */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a media file
         * @description Streams the file with its detected Content-Type and an `ETag` (its quoted SHA-256). Supports HTTP Range requests: `Range: bytes=a-b` (or `bytes=-n`, the last n bytes) answers 206 with `Content-Range`; a range past the end answers 416. 409 `MEDIA_NOT_STORED` for inbound media still PENDING or FAILED; 404 when the media is not in the key's project.
         */
        get: operations["downloadMedia"];
        put?: never;
        post?: never;
        /**
         * Delete a media file
         * @description Deletes the record at once (`media.deleted`; its download answers 404) and its stored bytes right after. 409 `MEDIA_IN_USE` while a message names the media: it is deleted with the last such message.
         */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a project
         * @description Creates a project with its owner user and a first API key (read and write). The plaintext key is shown once.
         */
        post: operations["adminCreateProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/projects/{projectId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an API key
         * @description Issues a key for the project. `scopes` defaults to `["read", "write"]`. The plaintext key is shown once.
         */
        post: operations["adminCreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revoked keys are refused (401) at once, in every API process.
         */
        delete: operations["adminRevokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/channels/{channelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answer WhatsApp Cloud's subscription check
         * @description Meta's GET challenge when the callback URL is configured: answers `hub.challenge` as plain text when `hub.mode` is `subscribe` and `hub.verify_token` is the operator's `WHATSAPP_VERIFY_TOKEN`; 403 otherwise (and always while no verify token is configured).
         */
        get: operations["verifyChannelWebhook"];
        put?: never;
        /**
         * Receive a channel provider's messages and statuses
         * @description Stores inbound messages (once per provider message id) in the open chat of the channel and sender (started, with its contact found by phone or created, when none), raising `message.received` (the chat's ACTIVE agent answers); applies delivery statuses that move an outbound message forward, raising `message.status`. The body is read raw, since the signature covers its exact bytes; its shape is the channel's provider's. 401 for an unknown channel or a request its provider did not authenticate.
         */
        post: operations["receiveChannelWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error response has this body. */
        Error: {
            /** @description Stable machine-readable code, e.g. VALIDATION_ERROR, NOT_FOUND, TEST_CHAT. */
            errorCode: string;
            /** @description Human-readable explanation; never contains internals. */
            message: string;
            /** @description The HTTP status, repeated. */
            status: number;
            /** @description Present on validation errors: one item per offending field. */
            errors?: {
                /** @description Dotted path of the field (`body`, `name`, `fields.0.value`) or the query key (`[limit]`, `name[gt]`). */
                field: string;
                /** @description Machine-readable reason, e.g. invalid_type, unrecognized_key, invalid_json, unknown_field. */
                code: string;
                message: string;
            }[];
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60002",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "name": "Ada Lovelace",
         *       "email": "ada@example.com",
         *       "role": "MEMBER",
         *       "extension": "201"
         *     }
         */
        User: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: "ADMIN" | "MEMBER";
            extension?: string;
        };
        /** @description A User as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        UserListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            name?: string;
            email?: string;
            /** @enum {string} */
            role?: "ADMIN" | "MEMBER";
            extension?: string;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f6000b",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "content": "Asked for a quote for 20 seats; call back on Monday.",
         *       "entityId": "6650f0c2a1b2c3d4e5f60004",
         *       "entityType": "DEAL",
         *       "author": {
         *         "type": "USER",
         *         "id": "6650f0c2a1b2c3d4e5f60002"
         *       }
         *     }
         */
        Note: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            content: string;
            /** @description The deal or contact the note is attached to. */
            entityId: string;
            /**
             * @description Set by the service: the kind of record entityId names.
             * @enum {string}
             */
            entityType: "DEAL" | "CONTACT";
            /** @description Set by the service: the key's user for API calls, an AI agent, or the system. */
            author: {
                /** @enum {string} */
                type: "USER" | "AGENT" | "SYSTEM";
                id: string;
            };
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "index": 0,
         *           "status": 201,
         *           "id": "6650f0c2a1b2c3d4e5f60001"
         *         },
         *         {
         *           "index": 1,
         *           "status": 400,
         *           "error": {
         *             "errorCode": "VALIDATION_ERROR",
         *             "message": "Some field values are invalid.",
         *             "status": 400,
         *             "errors": [
         *               {
         *                 "field": "fields.0.value",
         *                 "code": "invalid_phone",
         *                 "message": "Expected a phone number with its country code."
         *               }
         *             ]
         *           }
         *         }
         *       ]
         *     }
         */
        BatchResult: {
            results: components["schemas"]["BatchItemResult"][];
        };
        BatchItemResult: {
            index: number;
            status: number;
            id?: string;
            /** @description The Error body the single call would have answered. */
            error?: {
                errorCode: string;
                message: string;
                status: number;
                errors?: {
                    field: string;
                    code: string;
                    message: string;
                }[];
            };
        };
        /**
         * @example {
         *       "operation": "upsert",
         *       "match": "PHONE",
         *       "items": [
         *         {
         *           "fields": [
         *             {
         *               "key": "PHONE",
         *               "value": "+55 11 99999-0001"
         *             },
         *             {
         *               "key": "NAME",
         *               "value": "Ada Lovelace"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        BatchInput: {
            /** @enum {string} */
            operation: "create" | "update" | "upsert";
            /** @description `PHONE`, `EMAIL` or `CUSTOM_ID` (contacts), `CUSTOM_ID` (deals), or the id of a field with `config.unique`. */
            match?: string;
            items: unknown[];
        };
        /** @description A Note as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        NoteListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            content?: string;
            /** @description The deal or contact the note is attached to. */
            entityId?: string;
            /**
             * @description Set by the service: the kind of record entityId names.
             * @enum {string}
             */
            entityType?: "DEAL" | "CONTACT";
            /** @description Set by the service: the key's user for API calls, an AI agent, or the system. */
            author?: {
                /** @enum {string} */
                type: "USER" | "AGENT" | "SYSTEM";
                id: string;
            };
            /** @description With `[with]=deal`: the related record, or null when there is none. */
            deal?: components["schemas"]["Deal"] | null;
            /** @description With `[with]=contact`: the related record, or null when there is none. */
            contact?: components["schemas"]["Contact"] | null;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60004",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "title": "ACME: 20 seats",
         *       "contactId": "6650f0c2a1b2c3d4e5f60003",
         *       "responsibleId": "6650f0c2a1b2c3d4e5f60002",
         *       "pipelineId": "6650f0c2a1b2c3d4e5f60005",
         *       "stageId": "6650f0c2a1b2c3d4e5f60006",
         *       "status": "OPEN",
         *       "tagIds": [
         *         "6650f0c2a1b2c3d4e5f60007"
         *       ],
         *       "fields": [
         *         {
         *           "fieldId": "6650f0c2a1b2c3d4e5f60016",
         *           "value": 4800
         *         }
         *       ]
         *     }
         */
        Deal: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            title: string;
            contactId: string;
            responsibleId?: string;
            pipelineId: string;
            stageId: string;
            /** @enum {string} */
            status: "OPEN" | "WON" | "LOST";
            lossReasonId?: string;
            tagIds: string[];
            fields: components["schemas"]["FieldValue"][];
            /** Format: date-time */
            closedAt?: string;
        };
        FieldValue: {
            fieldId: string;
            value: unknown;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60003",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "fields": [
         *         {
         *           "fieldId": "6650f0c2a1b2c3d4e5f60017",
         *           "value": "Ada Lovelace"
         *         },
         *         {
         *           "fieldId": "6650f0c2a1b2c3d4e5f60018",
         *           "value": "5511999990001"
         *         }
         *       ]
         *     }
         */
        Contact: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            fields: components["schemas"]["FieldValue"][];
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f6000d",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "sourceId": "website-chatbot",
         *       "sessionId": "3f1c2b9e-8d4a-4c71-9a35-6e2f0b7d1c48",
         *       "isComplete": true,
         *       "answers": [
         *         {
         *           "block": "Qualify",
         *           "flow": "Website chat",
         *           "name": "company_size",
         *           "inputName": "company_size",
         *           "inputType": "number",
         *           "type": "question",
         *           "text": "How many people work at your company?",
         *           "value": "20"
         *         }
         *       ],
         *       "originURL": "https://example.com/pricing?utm_source=newsletter",
         *       "urlParams": {
         *         "utm_source": "newsletter"
         *       }
         *     }
         */
        Lead: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The chatbot that captured the lead. */
            sourceId: string;
            sessionId: string;
            isComplete: boolean;
            answers: components["schemas"]["LeadAnswer"][];
            originURL: string;
            /** @description Query parameters of originURL (first value of a repeated name). */
            urlParams: {
                [key: string]: string;
            };
        };
        LeadAnswer: {
            block: string;
            flow: string;
            name: string;
            inputName: string;
            inputType: string;
            type: string;
            /** @description The question. */
            text: string;
            /** @description The visitor's answer. */
            value: string;
        };
        LeadAnswerInput: {
            block: string;
            flow: string;
            name: string;
            inputName: string;
            inputType: string;
            type: string;
            /** @description The question. */
            text: string;
            /** @description The visitor's answer. */
            value: string;
        };
        /** @description A Lead as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        LeadListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @description The chatbot that captured the lead. */
            sourceId?: string;
            sessionId?: string;
            isComplete?: boolean;
            answers?: components["schemas"]["LeadAnswer"][];
            originURL?: string;
            /** @description Query parameters of originURL (first value of a repeated name). */
            urlParams?: {
                [key: string]: string;
            };
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f6000e",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "name": "Sales assistant",
         *       "instructions": "Answer questions about plans and prices; offer a call with a seller for more than 10 seats.",
         *       "archived": false
         *     }
         */
        Agent: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            name: string;
            instructions: string;
            /** @description Archived agents cannot be assigned to chats. */
            archived: boolean;
        };
        /** @description A Agent as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        AgentListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            name?: string;
            instructions?: string;
            /** @description Archived agents cannot be assigned to chats. */
            archived?: boolean;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f6000f",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "type": "WHATSAPP",
         *       "name": "Support line",
         *       "phone": "5511999990000",
         *       "provider": "DEV",
         *       "enforceServiceWindow": false,
         *       "throughputPerSecond": 80,
         *       "recipientGapSeconds": 0,
         *       "webhookSecret": "chs_6xq1Zr0bT8sWm4Kp2Yd9Lf3N"
         *     }
         */
        ChannelCreated: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            type: "WHATSAPP" | "SMS";
            name: string;
            /** @description Digits only, country code included. */
            phone: string;
            /**
             * @description DEV simulates delivery; the others are real providers.
             * @enum {string}
             */
            provider: "DEV" | "WHATSAPP_CLOUD" | "TWILIO";
            /** @description The number's id at the provider (WHATSAPP_CLOUD: the phone-number-id). */
            externalId?: string;
            /** @description WHATSAPP_CLOUD: the WhatsApp Business Account id whose templates the channel uses. */
            businessAccountId?: string;
            /** @description Free-form messages (anything but TEMPLATE) are refused with 422 OUTSIDE_SERVICE_WINDOW unless the contact wrote in the last 24 h. */
            enforceServiceWindow: boolean;
            /** @description At most this many sends per second through the channel (the worker paces them). */
            throughputPerSecond: number;
            /** @description At least this many seconds between two sends to one recipient (0: no gap). */
            recipientGapSeconds: number;
            /** @description Secret the provider's inbound webhook presents. Shown once; only its hash is stored. */
            webhookSecret: string;
        };
        /** @description A Channel as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        ChannelListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            type?: "WHATSAPP" | "SMS";
            name?: string;
            /** @description Digits only, country code included. */
            phone?: string;
            /**
             * @description DEV simulates delivery; the others are real providers.
             * @enum {string}
             */
            provider?: "DEV" | "WHATSAPP_CLOUD" | "TWILIO";
            /** @description The number's id at the provider (WHATSAPP_CLOUD: the phone-number-id). */
            externalId?: string;
            /** @description WHATSAPP_CLOUD: the WhatsApp Business Account id whose templates the channel uses. */
            businessAccountId?: string;
            /** @description Free-form messages (anything but TEMPLATE) are refused with 422 OUTSIDE_SERVICE_WINDOW unless the contact wrote in the last 24 h. */
            enforceServiceWindow?: boolean;
            /** @description At most this many sends per second through the channel (the worker paces them). */
            throughputPerSecond?: number;
            /** @description At least this many seconds between two sends to one recipient (0: no gap). */
            recipientGapSeconds?: number;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f6000f",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "type": "WHATSAPP",
         *       "name": "Support line",
         *       "phone": "5511999990000",
         *       "provider": "DEV",
         *       "enforceServiceWindow": false,
         *       "throughputPerSecond": 80,
         *       "recipientGapSeconds": 0
         *     }
         */
        Channel: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            type: "WHATSAPP" | "SMS";
            name: string;
            /** @description Digits only, country code included. */
            phone: string;
            /**
             * @description DEV simulates delivery; the others are real providers.
             * @enum {string}
             */
            provider: "DEV" | "WHATSAPP_CLOUD" | "TWILIO";
            /** @description The number's id at the provider (WHATSAPP_CLOUD: the phone-number-id). */
            externalId?: string;
            /** @description WHATSAPP_CLOUD: the WhatsApp Business Account id whose templates the channel uses. */
            businessAccountId?: string;
            /** @description Free-form messages (anything but TEMPLATE) are refused with 422 OUTSIDE_SERVICE_WINDOW unless the contact wrote in the last 24 h. */
            enforceServiceWindow: boolean;
            /** @description At most this many sends per second through the channel (the worker paces them). */
            throughputPerSecond: number;
            /** @description At least this many seconds between two sends to one recipient (0: no gap). */
            recipientGapSeconds: number;
        };
        /**
         * @example {
         *       "webhookSecret": "chs_P0k7Tq2Vn5Rw8Ye1Ua4Ic6Ox"
         *     }
         */
        ChannelSecret: {
            /** @description The new secret. Shown once; the previous one stops working. */
            webhookSecret: string;
        };
        /**
         * @description No options: send `{}` or no body at all. Unknown keys are a 400.
         * @example {}
         */
        ChannelSecretRotateInput: Record<string, never>;
        /** @description A Template as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        TemplateListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            channelId?: string;
            name?: string;
            language?: string;
            /** @enum {string} */
            category?: "MARKETING" | "UTILITY" | "AUTHENTICATION";
            components?: components["schemas"]["TemplateComponent"][];
            /**
             * @description Only APPROVED templates may be sent (422 TEMPLATE_NOT_APPROVED). DEV approves at once; WhatsApp reviews.
             * @enum {string}
             */
            status?: "APPROVED" | "PENDING" | "REJECTED";
        };
        TemplateComponent: {
            /** @enum {string} */
            type: "HEADER" | "BODY" | "FOOTER" | "BUTTONS";
            /** @description With `{{1}}`, `{{2}}`... placeholders (HEADER: at most one; FOOTER, BUTTONS: none). */
            text?: string;
            /**
             * @description HEADER: TEXT or a media kind.
             * @enum {string}
             */
            format?: "TEXT" | "IMAGE" | "VIDEO" | "DOCUMENT" | "LOCATION";
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60018",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "channelId": "6650f0c2a1b2c3d4e5f6000f",
         *       "name": "order_shipped",
         *       "language": "en",
         *       "category": "UTILITY",
         *       "components": [
         *         {
         *           "type": "BODY",
         *           "text": "Hi {{1}}, your order {{2}} has shipped."
         *         }
         *       ],
         *       "status": "APPROVED"
         *     }
         */
        Template: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            channelId: string;
            name: string;
            language: string;
            /** @enum {string} */
            category: "MARKETING" | "UTILITY" | "AUTHENTICATION";
            components: components["schemas"]["TemplateComponent"][];
            /**
             * @description Only APPROVED templates may be sent (422 TEMPLATE_NOT_APPROVED). DEV approves at once; WhatsApp reviews.
             * @enum {string}
             */
            status: "APPROVED" | "PENDING" | "REJECTED";
        };
        /**
         * @example {
         *       "created": 2,
         *       "updated": 1,
         *       "removed": 0,
         *       "total": 5
         *     }
         */
        TemplateSyncResult: {
            /** @description Templates new at the provider. */
            created: number;
            /** @description Templates whose status, category or components changed. */
            updated: number;
            /** @description Templates no longer at the provider, removed here. */
            removed: number;
            /** @description Templates the provider has for the channel's business account. */
            total: number;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60008",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "name": "Qualification",
         *       "entityType": "DEAL",
         *       "position": 1
         *     }
         */
        FieldGroup: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            name: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            position: number;
        };
        /** @description A FieldGroup as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        FieldGroupListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            name?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            position?: number;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60009",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "entityType": "DEAL",
         *       "label": "Company size",
         *       "position": 3,
         *       "level": "API",
         *       "fieldGroupId": "6650f0c2a1b2c3d4e5f60008",
         *       "type": "SELECT",
         *       "config": {
         *         "options": [
         *           {
         *             "id": "6650f0c2a1b2c3d4e5f60101",
         *             "label": "1-10"
         *           },
         *           {
         *             "id": "6650f0c2a1b2c3d4e5f60102",
         *             "label": "11-50"
         *           },
         *           {
         *             "id": "6650f0c2a1b2c3d4e5f60103",
         *             "label": "51+",
         *             "color": "#1a7f37"
         *           }
         *         ]
         *       }
         *     }
         */
        Field: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "TEXT";
            config: {
                unique?: boolean;
            };
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "TEXTAREA";
            config: Record<string, never>;
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "NUMBER";
            config: {
                decimals?: number;
                unique?: boolean;
            };
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "CURRENCY";
            config: {
                currency: string;
            };
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "DATE";
            config: Record<string, never>;
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "DATETIME";
            config: Record<string, never>;
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "BOOLEAN";
            config: Record<string, never>;
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "SELECT";
            config: {
                options: {
                    id: string;
                    label: string;
                    color?: string;
                }[];
            };
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "MULTI_SELECT";
            config: {
                options: {
                    id: string;
                    label: string;
                    color?: string;
                }[];
            };
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "EMAIL";
            config: {
                unique?: boolean;
            };
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "PHONE";
            config: {
                unique?: boolean;
            };
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "URL";
            config: {
                unique?: boolean;
            };
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "USER";
            config: Record<string, never>;
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "CONTACT";
            config: Record<string, never>;
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "DEAL";
            config: Record<string, never>;
        } | {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            label: string;
            position: number;
            /** @enum {string} */
            level: "USER" | "API";
            fieldGroupId: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type: "FILE";
            config: Record<string, never>;
        };
        /**
         * @example {
         *       "label": "Company size",
         *       "type": "SELECT",
         *       "fieldGroupId": "6650f0c2a1b2c3d4e5f60008",
         *       "config": {
         *         "options": [
         *           {
         *             "label": "1-10"
         *           },
         *           {
         *             "label": "11-50"
         *           },
         *           {
         *             "label": "51+",
         *             "color": "#1a7f37"
         *           }
         *         ]
         *       }
         *     }
         */
        FieldCreateInput: {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "TEXT";
            config?: {
                unique?: boolean;
            };
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "TEXTAREA";
            config?: Record<string, never>;
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "NUMBER";
            config?: {
                decimals?: number;
                unique?: boolean;
            };
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "CURRENCY";
            config: {
                currency: string;
            };
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "DATE";
            config?: Record<string, never>;
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "DATETIME";
            config?: Record<string, never>;
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "BOOLEAN";
            config?: Record<string, never>;
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "SELECT";
            config: {
                options: {
                    id?: string;
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    label: string;
                    color?: string;
                }[];
            };
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "MULTI_SELECT";
            config: {
                options: {
                    id?: string;
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    label: string;
                    color?: string;
                }[];
            };
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "EMAIL";
            config?: {
                unique?: boolean;
            };
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "PHONE";
            config?: {
                unique?: boolean;
            };
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "URL";
            config?: {
                unique?: boolean;
            };
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "USER";
            config?: Record<string, never>;
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "CONTACT";
            config?: Record<string, never>;
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "DEAL";
            config?: Record<string, never>;
        } | {
            /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
            label: string;
            fieldGroupId: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            /** @constant */
            type: "FILE";
            config?: Record<string, never>;
        };
        /** @description A Field as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        FieldListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "TEXT";
            config?: {
                unique?: boolean;
            };
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "TEXTAREA";
            config?: Record<string, never>;
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "NUMBER";
            config?: {
                decimals?: number;
                unique?: boolean;
            };
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "CURRENCY";
            config?: {
                currency: string;
            };
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "DATE";
            config?: Record<string, never>;
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "DATETIME";
            config?: Record<string, never>;
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "BOOLEAN";
            config?: Record<string, never>;
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "SELECT";
            config?: {
                options: {
                    id: string;
                    label: string;
                    color?: string;
                }[];
            };
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "MULTI_SELECT";
            config?: {
                options: {
                    id: string;
                    label: string;
                    color?: string;
                }[];
            };
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "EMAIL";
            config?: {
                unique?: boolean;
            };
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "PHONE";
            config?: {
                unique?: boolean;
            };
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "URL";
            config?: {
                unique?: boolean;
            };
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "USER";
            config?: Record<string, never>;
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "CONTACT";
            config?: Record<string, never>;
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "DEAL";
            config?: Record<string, never>;
        } | {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            label?: string;
            position?: number;
            /** @enum {string} */
            level?: "USER" | "API";
            fieldGroupId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            /** @constant */
            type?: "FILE";
            config?: Record<string, never>;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60040",
         *       "status": "QUEUED"
         *     }
         */
        ImportQueued: {
            id: string;
            /** @constant */
            status: "QUEUED";
        };
        ImportUploadInput: {
            /**
             * Format: binary
             * @description CSV with a header row (`,` or `;`), or NDJSON (one JSON object per line); up to 50 MiB, UTF-8.
             */
            file: string;
            /** @enum {string} */
            entityType: "CONTACT" | "DEAL";
            /** @description JSON object: column name -> target, e.g. `{"Name":"NAME","Phone":"PHONE"}`. */
            mapping: string;
            /**
             * @description `create` (default) or `upsert` (create or update each row's record by `match`).
             * @enum {string}
             */
            mode?: "create" | "upsert";
            /** @description Upsert only: `PHONE`, `EMAIL`, `CUSTOM_ID` (contacts), `CUSTOM_ID` (deals), or the id of a field with `config.unique`. */
            match?: string;
        };
        /** @description A Import as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        ImportListItem: {
            id: string;
            /** @enum {string} */
            entityType?: "CONTACT" | "DEAL";
            /** @enum {string} */
            mode?: "create" | "upsert";
            /** @enum {string} */
            format?: "CSV" | "NDJSON";
            /** @enum {string} */
            status?: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
            /** @description Data rows in the file, once the import has read it all. */
            rows?: number;
            processed?: number;
            created?: number;
            updated?: number;
            failed?: number;
            createdAt?: string;
            startedAt?: string;
            finishedAt?: string;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60003",
         *       "entityType": "CONTACT",
         *       "mode": "create",
         *       "format": "CSV",
         *       "status": "DONE",
         *       "rows": 3,
         *       "processed": 3,
         *       "created": 2,
         *       "updated": 0,
         *       "failed": 1,
         *       "createdAt": "2026-01-05T10:00:00.000Z",
         *       "startedAt": "2026-01-05T10:00:00.100Z",
         *       "finishedAt": "2026-01-05T10:00:01.000Z"
         *     }
         */
        Import: {
            id: string;
            /** @enum {string} */
            entityType: "CONTACT" | "DEAL";
            /** @enum {string} */
            mode: "create" | "upsert";
            /** @enum {string} */
            format: "CSV" | "NDJSON";
            /** @enum {string} */
            status: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
            /** @description Data rows in the file, once the import has read it all. */
            rows?: number;
            processed: number;
            created: number;
            updated: number;
            failed: number;
            createdAt: string;
            startedAt?: string;
            finishedAt?: string;
        };
        /**
         * @example {
         *       "data": [
         *         {
         *           "row": 7,
         *           "column": "Phone",
         *           "code": "VALIDATION_ERROR",
         *           "message": "Invalid field value. Not a phone number."
         *         }
         *       ]
         *     }
         */
        ImportErrors: {
            data: components["schemas"]["ImportRowError"][];
        };
        ImportRowError: {
            /** @description 1 = the first data row; 0 = the file as a whole (its header, its encoding). */
            row: number;
            column?: string;
            code: string;
            message: string;
        };
        /**
         * @example {
         *       "data": [
         *         {
         *           "match": "PHONE",
         *           "value": "5511999990001",
         *           "contactIds": [
         *             "6650f0c2a1b2c3d4e5f60003",
         *             "6650f0c2a1b2c3d4e5f60099"
         *           ]
         *         }
         *       ],
         *       "hasMore": false,
         *       "limit": 20,
         *       "offset": 0,
         *       "total": 1
         *     }
         */
        DuplicateGroupList: {
            data: components["schemas"]["DuplicateGroup"][];
            hasMore: boolean;
            limit: number;
            offset: number;
            total: number;
        };
        /**
         * @example {
         *       "match": "PHONE",
         *       "value": "5511999990001",
         *       "contactIds": [
         *         "6650f0c2a1b2c3d4e5f60003",
         *         "6650f0c2a1b2c3d4e5f60099"
         *       ]
         *     }
         */
        DuplicateGroup: {
            /**
             * @description The built-in field the contacts share.
             * @enum {string}
             */
            match: "PHONE" | "EMAIL";
            /** @description The shared value as stored (a phone's digits with the country code, a lower-cased email). */
            value: string;
            /** @description The contacts holding it, oldest first. */
            contactIds: string[];
        };
        FieldValueInput: {
            fieldId?: string;
            /** @enum {string} */
            key?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
            value: unknown;
        };
        /** @description A Contact as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        ContactListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            fields?: components["schemas"]["FieldValue"][];
            /** @description With `[with]=deals`: the related records (an empty array when none). */
            deals?: components["schemas"]["Deal"][];
        };
        /**
         * @example {
         *       "mergeId": "6650f0c2a1b2c3d4e5f60030",
         *       "contact": {
         *         "id": "6650f0c2a1b2c3d4e5f60003",
         *         "projectId": "6650f0c2a1b2c3d4e5f60001",
         *         "createdAt": "2026-05-04T14:30:00.000Z",
         *         "updatedAt": "2026-05-04T14:30:00.000Z",
         *         "fields": [
         *           {
         *             "fieldId": "6650f0c2a1b2c3d4e5f60017",
         *             "value": "Ada Lovelace"
         *           },
         *           {
         *             "fieldId": "6650f0c2a1b2c3d4e5f60018",
         *             "value": "5511999990001"
         *           }
         *         ]
         *       }
         *     }
         */
        ContactMergeResult: {
            /** @description Revert it with POST /v1/merges/{mergeId}/revert. */
            mergeId: string;
            /** @description The target as it is after the merge. */
            contact: components["schemas"]["Contact"];
        };
        /**
         * @example {
         *       "mergeId": "6650f0c2a1b2c3d4e5f60030",
         *       "target": {
         *         "id": "6650f0c2a1b2c3d4e5f60003",
         *         "projectId": "6650f0c2a1b2c3d4e5f60001",
         *         "createdAt": "2026-05-04T14:30:00.000Z",
         *         "updatedAt": "2026-05-04T14:30:00.000Z",
         *         "fields": [
         *           {
         *             "fieldId": "6650f0c2a1b2c3d4e5f60017",
         *             "value": "Ada Lovelace"
         *           },
         *           {
         *             "fieldId": "6650f0c2a1b2c3d4e5f60018",
         *             "value": "5511999990001"
         *           }
         *         ]
         *       },
         *       "source": {
         *         "id": "6650f0c2a1b2c3d4e5f60099",
         *         "projectId": "6650f0c2a1b2c3d4e5f60001",
         *         "createdAt": "2026-05-04T14:30:00.000Z",
         *         "updatedAt": "2026-05-04T14:30:00.000Z",
         *         "fields": []
         *       }
         *     }
         */
        MergeRevertResult: {
            mergeId: string;
            /** @description The target with the values it took from the source removed. */
            target: components["schemas"]["Contact"];
            /** @description The source, restored as it was before the merge. */
            source: components["schemas"]["Contact"];
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60005",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "name": "Enterprise sales",
         *       "position": 1
         *     }
         */
        Pipeline: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            name: string;
            position: number;
        };
        /** @description A Pipeline as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        PipelineListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            name?: string;
            position?: number;
        };
        /** @description A Stage as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        StageListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            pipelineId?: string;
            name?: string;
            position?: number;
            /** @enum {string} */
            type?: "OPEN" | "WON" | "LOST";
            builtIn?: boolean;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60006",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "pipelineId": "6650f0c2a1b2c3d4e5f60005",
         *       "name": "Negotiation",
         *       "position": 1,
         *       "type": "OPEN",
         *       "builtIn": false
         *     }
         */
        Stage: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            pipelineId: string;
            name: string;
            position: number;
            /** @enum {string} */
            type: "OPEN" | "WON" | "LOST";
            builtIn: boolean;
        };
        /** @description A Deal as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        DealListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            title?: string;
            contactId?: string;
            responsibleId?: string;
            pipelineId?: string;
            stageId?: string;
            /** @enum {string} */
            status?: "OPEN" | "WON" | "LOST";
            lossReasonId?: string;
            tagIds?: string[];
            fields?: components["schemas"]["FieldValue"][];
            /** Format: date-time */
            closedAt?: string;
            /** @description With `[with]=contact`: the related record, or null when there is none. */
            contact?: components["schemas"]["Contact"] | null;
            /** @description With `[with]=stage`: the related record, or null when there is none. */
            stage?: components["schemas"]["Stage"] | null;
            /** @description With `[with]=pipeline`: the related record, or null when there is none. */
            pipeline?: components["schemas"]["Pipeline"] | null;
            /** @description With `[with]=responsible`: the related record, or null when there is none. */
            responsible?: components["schemas"]["User"] | null;
            /** @description With `[with]=lossReason`: the related record, or null when there is none. */
            lossReason?: components["schemas"]["LossReason"] | null;
            /** @description With `[with]=tags`: the related records (an empty array when none). */
            tags?: components["schemas"]["Tag"][];
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f6000c",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "name": "Too expensive"
         *     }
         */
        LossReason: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            name: string;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60007",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "name": "vip",
         *       "color": "#d4a017"
         *     }
         */
        Tag: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            name: string;
            color?: string;
        };
        /** @description A Tag as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        TagListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            name?: string;
            color?: string;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f6000a",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "dealId": "6650f0c2a1b2c3d4e5f60004",
         *       "assigneeId": "6650f0c2a1b2c3d4e5f60002",
         *       "title": "Send the quote",
         *       "dueAt": "2026-05-08T09:00:00.000Z",
         *       "status": "OPEN"
         *     }
         */
        Task: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            dealId: string;
            assigneeId?: string;
            title: string;
            /** Format: date-time */
            dueAt: string;
            /** @enum {string} */
            status: "OPEN" | "DONE";
            /** Format: date-time */
            completedAt?: string;
        };
        /** @description A Task as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        TaskListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            dealId?: string;
            assigneeId?: string;
            title?: string;
            /** Format: date-time */
            dueAt?: string;
            /** @enum {string} */
            status?: "OPEN" | "DONE";
            /** Format: date-time */
            completedAt?: string;
            /** @description With `[with]=deal`: the related record, or null when there is none. */
            deal?: components["schemas"]["Deal"] | null;
            /** @description With `[with]=assignee`: the related record, or null when there is none. */
            assignee?: components["schemas"]["User"] | null;
        };
        /** @description A LossReason as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        LossReasonListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            name?: string;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60012"
         *     }
         */
        CallIngested: {
            /** @description The call's id (the same one for a repeated externalId). */
            id: string;
        };
        /**
         * @example {
         *       "externalId": "call-2026-05-04-0001",
         *       "direction": "OUTBOUND",
         *       "from": {
         *         "type": "EXTENSION",
         *         "number": "201"
         *       },
         *       "to": {
         *         "type": "PHONE",
         *         "number": "+55 11 99999-0001"
         *       },
         *       "startedAt": "2026-05-04T14:00:00Z",
         *       "answeredAt": "2026-05-04T14:00:12Z",
         *       "endedAt": "2026-05-04T14:06:40Z",
         *       "outcome": "ANSWERED"
         *     }
         */
        CallIngestInput: {
            /** @description The call id on the provider; posting it again answers the same id. */
            externalId: string;
            /** @enum {string} */
            direction: "OUTBOUND" | "INBOUND";
            from: {
                /** @constant */
                type: "EXTENSION";
                number: string;
            } | {
                /** @constant */
                type: "PHONE";
                number: string;
            };
            to: {
                /** @constant */
                type: "EXTENSION";
                number: string;
            } | {
                /** @constant */
                type: "PHONE";
                number: string;
            };
            /**
             * Format: date-time
             * @description ISO 8601 date-time with an offset (`Z` or `+02:00`), between 1900-01-01 and 2199-12-31 (400 `out_of_range` otherwise).
             */
            startedAt: string;
            /**
             * Format: date-time
             * @description Absent when the call was not answered.
             */
            answeredAt?: string;
            /**
             * Format: date-time
             * @description ISO 8601 date-time with an offset (`Z` or `+02:00`), between 1900-01-01 and 2199-12-31 (400 `out_of_range` otherwise).
             */
            endedAt: string;
            /** @enum {string} */
            outcome: "ANSWERED" | "NO_ANSWER" | "BUSY" | "VOICEMAIL" | "FAILED";
            /**
             * Format: uri
             * @description Where the provider serves the recording; absent: no recording.
             */
            recordingUrl?: string;
        };
        /** @description A Call as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        CallListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @description The deal the call is attached to, or the contact when it has no open deal. */
            entityId?: string;
            /** @enum {string} */
            entityType?: "DEAL" | "CONTACT";
            /**
             * @description The telephony provider; one value only: `TELEPHONY`.
             * @enum {string}
             */
            provider?: "TELEPHONY";
            /** @description The call id on the telephony provider. */
            externalId?: string;
            /** @enum {string} */
            direction?: "OUTBOUND" | "INBOUND";
            from?: components["schemas"]["CallParty"];
            to?: components["schemas"]["CallParty"];
            /** Format: date-time */
            startedAt?: string;
            /** Format: date-time */
            answeredAt?: string;
            /** Format: date-time */
            endedAt?: string;
            /** @description Talk time, from the answer to the hang up (0 when unanswered). */
            durationInSeconds?: number;
            /** @enum {string} */
            outcome?: "ANSWERED" | "NO_ANSWER" | "BUSY" | "VOICEMAIL" | "FAILED";
            recording?: {
                /** @enum {string} */
                status: "PENDING" | "STORED" | "UNAVAILABLE" | "FAILED";
                mimeType?: string;
            };
            /** @description Null while there is no stored recording. */
            transcription?: components["schemas"]["CallTranscription"] | null;
            /** @description The AI summary after each transcription; null before the first one. */
            analysis?: components["schemas"]["CallAnalysis"] | null;
        };
        CallParty: {
            /** @constant */
            type: "EXTENSION";
            /** @description The extension on the telephony provider. */
            number: string;
            /** @description The user holding the extension; absent while the extension is mapped to nobody. */
            userId?: string;
        } | {
            /** @constant */
            type: "PHONE";
            /** @description Digits including the country code. */
            number: string;
        };
        CallTranscription: {
            /** @enum {string} */
            status: "AVAILABLE" | "TOO_LONG" | "PENDING" | "DONE" | "FAILED";
            /** @description The whole transcript when the call was not split by speaker; absent when `turns` is present. */
            text?: string;
            /** @description One item per turn when each side was transcribed from its own channel (SELLER = extension side). */
            turns?: {
                /** @enum {string} */
                speaker: "SELLER" | "CUSTOMER";
                start: number;
                text: string;
            }[];
        };
        CallAnalysis: {
            /** @enum {string} */
            status: "PENDING" | "DONE" | "FAILED";
            /** @description Absent when the call had nothing worth summarising (e.g. a voicemail). */
            summary?: string;
        };
        /**
         * @description Empty: follow the `call.transcription` event or read the call.
         * @example {}
         */
        CallTranscriptionRequested: Record<string, never>;
        /** @description A Change as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        ChangeListItem: {
            id: string;
            /** @enum {string} */
            entityType?: "CONTACT" | "DEAL";
            entityId?: string;
            /** Format: date-time */
            at?: string;
            actor?: {
                /** @enum {string} */
                type: "USER" | "AGENT" | "SYSTEM" | "ANALYSIS" | "IMPORT";
                id?: string;
            };
            source?: {
                /** @enum {string} */
                type: "REQUEST" | "CALL" | "CHAT" | "IMPORT" | "MERGE";
                id: string;
            };
            changes?: components["schemas"]["PathChange"][];
            /** @description The change this one undid. */
            revertOf?: string;
            /** @description The change that undid this one. */
            revertedBy?: string;
        };
        PathChange: {
            /** @description `fields.<fieldId>`, `title`, `stageId`, `status`, `contactId`, `tagIds`, ... */
            path: string;
            /** @description Absent when the path had no value. */
            before?: unknown;
            /** @description Absent when the change cleared the path. */
            after?: unknown;
            evidence?: components["schemas"]["Evidence"];
        };
        /** @description Why the call analysis wrote a value. */
        Evidence: {
            /** @description The transcript words the value came from (they occur in the transcript). */
            quote: string;
            /** @description Indexes of the transcript turns quoted. */
            turns: number[];
            confidence: number;
            /** @description The analyzer's model. */
            model: string;
        };
        /**
         * @description One change of a contact or deal: who, why, and each value before and after.
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60020",
         *       "entityType": "DEAL",
         *       "entityId": "6650f0c2a1b2c3d4e5f60004",
         *       "at": "2026-05-04T14:30:00.000Z",
         *       "actor": {
         *         "type": "ANALYSIS",
         *         "id": "gpt-4o-mini"
         *       },
         *       "source": {
         *         "type": "CALL",
         *         "id": "6650f0c2a1b2c3d4e5f60012"
         *       },
         *       "changes": [
         *         {
         *           "path": "fields.6650f0c2a1b2c3d4e5f60016",
         *           "before": 1000,
         *           "after": 1500,
         *           "evidence": {
         *             "quote": "we can do fifteen hundred",
         *             "turns": [
         *               3
         *             ],
         *             "confidence": 0.9,
         *             "model": "gpt-4o-mini"
         *           }
         *         }
         *       ]
         *     }
         */
        Change: {
            id: string;
            /** @enum {string} */
            entityType: "CONTACT" | "DEAL";
            entityId: string;
            /** Format: date-time */
            at: string;
            actor: {
                /** @enum {string} */
                type: "USER" | "AGENT" | "SYSTEM" | "ANALYSIS" | "IMPORT";
                id?: string;
            };
            source?: {
                /** @enum {string} */
                type: "REQUEST" | "CALL" | "CHAT" | "IMPORT" | "MERGE";
                id: string;
            };
            changes: components["schemas"]["PathChange"][];
            /** @description The change this one undid. */
            revertOf?: string;
            /** @description The change that undid this one. */
            revertedBy?: string;
        };
        /**
         * @example {
         *       "reverted": [
         *         "6650f0c2a1b2c3d4e5f60020"
         *       ],
         *       "skipped": [
         *         {
         *           "changeId": "6650f0c2a1b2c3d4e5f60021",
         *           "path": "fields.6650f0c2a1b2c3d4e5f60017"
         *         }
         *       ]
         *     }
         */
        CallAnalysisRevert: {
            /** @description The analysis' changes that were undone (each now has `revertedBy`). */
            reverted: string[];
            /** @description Values left alone: they changed since. */
            skipped: {
                changeId: string;
                path: string;
            }[];
        };
        /**
         * @example {
         *       "data": [
         *         {
         *           "id": "6650f0c2a1b2c3d4e5f60014",
         *           "projectId": "6650f0c2a1b2c3d4e5f60001",
         *           "sequence": 42,
         *           "createdAt": "2026-05-04T14:30:00.000Z",
         *           "actor": {
         *             "type": "USER",
         *             "id": "6650f0c2a1b2c3d4e5f60002"
         *           },
         *           "type": "tag.updated",
         *           "data": {
         *             "id": "6650f0c2a1b2c3d4e5f60007",
         *             "changes": [
         *               "color"
         *             ],
         *             "record": {
         *               "id": "6650f0c2a1b2c3d4e5f60007",
         *               "projectId": "6650f0c2a1b2c3d4e5f60001",
         *               "createdAt": "2026-05-04T14:30:00.000Z",
         *               "updatedAt": "2026-05-04T14:30:00.000Z",
         *               "name": "vip",
         *               "color": "#d4a017"
         *             }
         *           }
         *         }
         *       ],
         *       "next": 42,
         *       "hasMore": false
         *     }
         */
        EventFeedPage: {
            data: components["schemas"]["Event"][];
            /** @description Pass as `after` to read on; equals `after` when the page is empty. */
            next: number;
            /** @description More events follow now; when false, poll again later with `after=next`. */
            hasMore: boolean;
        };
        /** @description One domain event. `type` selects the shape of `data`. */
        Event: {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "agent.created";
            data: components["schemas"]["AgentCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "agent.deleted";
            data: components["schemas"]["AgentDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "agent.updated";
            data: components["schemas"]["AgentUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "call.analysis";
            data: components["schemas"]["CallAnalysisData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "call.created";
            data: components["schemas"]["CallCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "call.deleted";
            data: components["schemas"]["CallDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "call.ended";
            data: components["schemas"]["CallEndedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "call.recording";
            data: components["schemas"]["CallRecordingData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "call.transcription";
            data: components["schemas"]["CallTranscriptionData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "call.updated";
            data: components["schemas"]["CallUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "channel.created";
            data: components["schemas"]["ChannelCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "channel.deleted";
            data: components["schemas"]["ChannelDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "channel.updated";
            data: components["schemas"]["ChannelUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "chat.agent";
            data: components["schemas"]["ChatAgentData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "chat.created";
            data: components["schemas"]["ChatCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "chat.deleted";
            data: components["schemas"]["ChatDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "chat.handoff";
            data: components["schemas"]["ChatHandoffData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "chat.updated";
            data: components["schemas"]["ChatUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "contact.created";
            data: components["schemas"]["ContactCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "contact.deleted";
            data: components["schemas"]["ContactDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "contact.merged";
            data: components["schemas"]["ContactMergedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "contact.updated";
            data: components["schemas"]["ContactUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "deal.created";
            data: components["schemas"]["DealCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "deal.deleted";
            data: components["schemas"]["DealDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "deal.updated";
            data: components["schemas"]["DealUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "field.created";
            data: components["schemas"]["FieldCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "field.deleted";
            data: components["schemas"]["FieldDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "field.updated";
            data: components["schemas"]["FieldUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "field_group.created";
            data: components["schemas"]["FieldGroupCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "field_group.deleted";
            data: components["schemas"]["FieldGroupDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "field_group.updated";
            data: components["schemas"]["FieldGroupUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "import.completed";
            data: components["schemas"]["ImportCompletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "import.queued";
            data: components["schemas"]["ImportQueuedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "lead.created";
            data: components["schemas"]["LeadCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "lead.deleted";
            data: components["schemas"]["LeadDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "lead.updated";
            data: components["schemas"]["LeadUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "loss_reason.created";
            data: components["schemas"]["LossReasonCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "loss_reason.deleted";
            data: components["schemas"]["LossReasonDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "loss_reason.updated";
            data: components["schemas"]["LossReasonUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "media.deleted";
            data: components["schemas"]["MediaDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "message.created";
            data: components["schemas"]["MessageCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "message.deleted";
            data: components["schemas"]["MessageDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "message.received";
            data: components["schemas"]["MessageReceivedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "message.status";
            data: components["schemas"]["MessageStatusData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "message.updated";
            data: components["schemas"]["MessageUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "note.created";
            data: components["schemas"]["NoteCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "note.deleted";
            data: components["schemas"]["NoteDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "note.updated";
            data: components["schemas"]["NoteUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "pipeline.created";
            data: components["schemas"]["PipelineCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "pipeline.deleted";
            data: components["schemas"]["PipelineDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "pipeline.updated";
            data: components["schemas"]["PipelineUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "project.created";
            data: components["schemas"]["ProjectCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "project.deleted";
            data: components["schemas"]["ProjectDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "project.updated";
            data: components["schemas"]["ProjectUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "stage.created";
            data: components["schemas"]["StageCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "stage.deleted";
            data: components["schemas"]["StageDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "stage.updated";
            data: components["schemas"]["StageUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "tag.created";
            data: components["schemas"]["TagCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "tag.deleted";
            data: components["schemas"]["TagDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "tag.updated";
            data: components["schemas"]["TagUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "task.created";
            data: components["schemas"]["TaskCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "task.deleted";
            data: components["schemas"]["TaskDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "task.updated";
            data: components["schemas"]["TaskUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "template.created";
            data: components["schemas"]["TemplateCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "template.deleted";
            data: components["schemas"]["TemplateDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "template.updated";
            data: components["schemas"]["TemplateUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "user.created";
            data: components["schemas"]["UserCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "user.deleted";
            data: components["schemas"]["UserDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "user.updated";
            data: components["schemas"]["UserUpdatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "webhook.created";
            data: components["schemas"]["WebhookCreatedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "webhook.deleted";
            data: components["schemas"]["WebhookDeletedData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "webhook.disabled";
            data: components["schemas"]["WebhookDisabledData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "webhook.ping";
            data: components["schemas"]["WebhookPingData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "webhook.recovery";
            data: components["schemas"]["WebhookRecoveryData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "webhook.redelivery";
            data: components["schemas"]["WebhookRedeliveryData"];
        } | {
            /** @description Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it. */
            id: string;
            projectId: string;
            /** @description Per-project order: strictly increasing, not contiguous. */
            sequence: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            /** @description Who made the change: the API key's user, an AI agent, or the service itself. */
            actor: components["schemas"]["EventActor"];
            /** @constant */
            type: "webhook.updated";
            data: components["schemas"]["WebhookUpdatedData"];
        };
        EventActor: {
            /** @enum {string} */
            type: "USER" | "AGENT" | "SYSTEM";
            id: string;
        };
        /** @description A agent was created. */
        AgentCreatedData: {
            record: components["schemas"]["Agent"];
        };
        /** @description A agent was deleted; `record` is the record as it was. */
        AgentDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Agent"];
        };
        /** @description A agent changed; `record` is the record after the change. */
        AgentUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Agent"];
        };
        /** @description The call's analysis changed status: PENDING after a transcription (with its requestId), then DONE or FAILED; field write-backs raise their own deal/contact update events. */
        CallAnalysisData: {
            id: string;
            record: components["schemas"]["Call"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60012",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "entityId": "6650f0c2a1b2c3d4e5f60004",
         *       "entityType": "DEAL",
         *       "provider": "TELEPHONY",
         *       "externalId": "call-2026-05-04-0001",
         *       "direction": "OUTBOUND",
         *       "from": {
         *         "type": "EXTENSION",
         *         "number": "201",
         *         "userId": "6650f0c2a1b2c3d4e5f60002"
         *       },
         *       "to": {
         *         "type": "PHONE",
         *         "number": "5511999990001"
         *       },
         *       "startedAt": "2026-05-04T14:00:00.000Z",
         *       "answeredAt": "2026-05-04T14:00:12.000Z",
         *       "endedAt": "2026-05-04T14:06:40.000Z",
         *       "durationInSeconds": 388,
         *       "outcome": "ANSWERED",
         *       "recording": {
         *         "status": "STORED",
         *         "mimeType": "audio/mpeg"
         *       },
         *       "transcription": {
         *         "status": "DONE",
         *         "turns": [
         *           {
         *             "speaker": "SELLER",
         *             "start": 0.4,
         *             "text": "Hi Ada, this is Grace from the sales team."
         *           },
         *           {
         *             "speaker": "CUSTOMER",
         *             "start": 3.1,
         *             "text": "Hi! We are looking at 20 seats."
         *           }
         *         ]
         *       },
         *       "analysis": {
         *         "status": "DONE",
         *         "summary": "ACME wants 20 seats; send the quote by Friday."
         *       }
         *     }
         */
        Call: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The deal the call is attached to, or the contact when it has no open deal. */
            entityId: string;
            /** @enum {string} */
            entityType: "DEAL" | "CONTACT";
            /**
             * @description The telephony provider; one value only: `TELEPHONY`.
             * @enum {string}
             */
            provider: "TELEPHONY";
            /** @description The call id on the telephony provider. */
            externalId: string;
            /** @enum {string} */
            direction: "OUTBOUND" | "INBOUND";
            from: components["schemas"]["CallParty"];
            to: components["schemas"]["CallParty"];
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            answeredAt?: string;
            /** Format: date-time */
            endedAt: string;
            /** @description Talk time, from the answer to the hang up (0 when unanswered). */
            durationInSeconds: number;
            /** @enum {string} */
            outcome: "ANSWERED" | "NO_ANSWER" | "BUSY" | "VOICEMAIL" | "FAILED";
            recording: {
                /** @enum {string} */
                status: "PENDING" | "STORED" | "UNAVAILABLE" | "FAILED";
                mimeType?: string;
            };
            /** @description Null while there is no stored recording. */
            transcription: components["schemas"]["CallTranscription"] | null;
            /** @description The AI summary after each transcription; null before the first one. */
            analysis: components["schemas"]["CallAnalysis"] | null;
        };
        /** @description A call was created. */
        CallCreatedData: {
            record: components["schemas"]["Call"];
        };
        /** @description A call was deleted; `record` is the record as it was. */
        CallDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Call"];
        };
        /** @description A call ended and was stored. */
        CallEndedData: {
            id: string;
            record: components["schemas"]["Call"];
        } & {
            [key: string]: unknown;
        };
        /** @description The call's recording reached a final status (STORED, FAILED, UNAVAILABLE). */
        CallRecordingData: {
            id: string;
            record: components["schemas"]["Call"];
        } & {
            [key: string]: unknown;
        };
        /** @description The call's transcription changed status: PENDING once requested (with its requestId), then DONE or FAILED; TOO_LONG or AVAILABLE when the recording is stored. */
        CallTranscriptionData: {
            id: string;
            record: components["schemas"]["Call"];
        } & {
            [key: string]: unknown;
        };
        /** @description A call changed; `record` is the record after the change. */
        CallUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Call"];
        };
        /** @description A channel was created. */
        ChannelCreatedData: {
            record: components["schemas"]["Channel"];
        };
        /** @description A channel was deleted; `record` is the record as it was. */
        ChannelDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Channel"];
        };
        /** @description A channel changed; `record` is the record after the change. */
        ChannelUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Channel"];
        };
        /** @description A chat's AI agent was switched, enabled or disabled. */
        ChatAgentData: {
            id: string;
            record: components["schemas"]["ChatEventRecord"];
        } & {
            [key: string]: unknown;
        };
        ChatEventRecord: {
            id: string;
            chatId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A chat was created. */
        ChatCreatedData: {
            record: components["schemas"]["ChatEventRecord"];
        };
        /** @description A chat was deleted; `record` is the record as it was. */
        ChatDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["ChatEventRecord"];
        };
        /** @description A chat's AI agent handed the chat to a person: its agent is now DISABLED. */
        ChatHandoffData: {
            id: string;
            /**
             * @description CONTACT_REQUEST: the contact asked for a person; AGENT_DECISION: the AI agent decided so.
             * @enum {string}
             */
            reason: "CONTACT_REQUEST" | "AGENT_DECISION";
            /** @description The agent that handed the chat over. */
            agentId: string;
            record: components["schemas"]["ChatEventRecord"];
        } & {
            [key: string]: unknown;
        };
        /** @description A chat changed; `record` is the record after the change. */
        ChatUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["ChatEventRecord"];
        };
        /** @description A contact was created. */
        ContactCreatedData: {
            record: components["schemas"]["Contact"];
        };
        /** @description A contact was deleted; `record` is the record as it was. */
        ContactDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Contact"];
        };
        /** @description A contact was merged into another (POST /v1/contacts/{id}/merge): its deals, notes, calls and chats moved to the target, which took its values for empty fields. */
        ContactMergedData: {
            /** @description The contact that remains. */
            targetId: string;
            /** @description The merged contact: its id now resolves to the target. */
            sourceId: string;
            /** @description Revert it with POST /v1/merges/{mergeId}/revert. */
            mergeId: string;
        };
        /** @description A contact changed; `record` is the record after the change. */
        ContactUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Contact"];
        };
        /** @description A deal was created. */
        DealCreatedData: {
            record: components["schemas"]["Deal"];
        };
        /** @description A deal was deleted; `record` is the record as it was. */
        DealDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Deal"];
        };
        /** @description A deal changed; `record` is the record after the change. */
        DealUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Deal"];
        };
        /** @description A field was created. */
        FieldCreatedData: {
            record: components["schemas"]["Field"];
        };
        /** @description A field was deleted; `record` is the record as it was. */
        FieldDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Field"];
        };
        /** @description A field changed; `record` is the record after the change. */
        FieldUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Field"];
        };
        /** @description A field_group was created. */
        FieldGroupCreatedData: {
            record: components["schemas"]["FieldGroup"];
        };
        /** @description A field_group was deleted; `record` is the record as it was. */
        FieldGroupDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["FieldGroup"];
        };
        /** @description A field_group changed; `record` is the record after the change. */
        FieldGroupUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["FieldGroup"];
        };
        /** @description An import ended: `record.status` is DONE, FAILED or CANCELLED, with its counts. */
        ImportCompletedData: {
            id: string;
            record: components["schemas"]["Import"];
        };
        /** @description An import was accepted (POST /v1/imports); the worker runs it. */
        ImportQueuedData: {
            id: string;
            record: components["schemas"]["Import"];
        };
        /** @description A lead was created. */
        LeadCreatedData: {
            record: components["schemas"]["Lead"];
        };
        /** @description A lead was deleted; `record` is the record as it was. */
        LeadDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Lead"];
        };
        /** @description A lead changed; `record` is the record after the change. */
        LeadUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Lead"];
        };
        /** @description A loss_reason was created. */
        LossReasonCreatedData: {
            record: components["schemas"]["LossReason"];
        };
        /** @description A loss_reason was deleted; `record` is the record as it was. */
        LossReasonDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["LossReason"];
        };
        /** @description A loss_reason changed; `record` is the record after the change. */
        LossReasonUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["LossReason"];
        };
        /** @description A media file was deleted: with the last message naming it (its chat's, contact's or channel's delete), by DELETE /v1/media/{id}, or when an upload no message named expired. Its bytes are removed from storage after it. */
        MediaDeletedData: {
            id: string;
            /** @description The media as it was before the delete. */
            record: components["schemas"]["Media"];
        };
        /**
         * @example {
         *       "id": "6745a1f0c2d4e8b9a0f1c2d3",
         *       "kind": "IMAGE",
         *       "mimeType": "image/png",
         *       "status": "STORED",
         *       "size": 48213,
         *       "sha256": "9f2c4e1b7a0d3c5e8f6a1b2c3d4e5f60718293a4b5c6d7e8f90112233445566",
         *       "filename": "quote.png",
         *       "createdAt": "2026-11-28T07:00:00.000Z"
         *     }
         */
        Media: {
            id: string;
            /**
             * @description What a message of this media is: IMAGE, AUDIO, VIDEO, DOCUMENT or STICKER.
             * @enum {string}
             */
            kind: "IMAGE" | "AUDIO" | "VIDEO" | "DOCUMENT" | "STICKER";
            /**
             * @description Detected from the file's first bytes.
             * @enum {string}
             */
            mimeType: "image/jpeg" | "image/png" | "image/webp" | "audio/aac" | "audio/amr" | "audio/mpeg" | "audio/mp4" | "audio/ogg" | "video/mp4" | "video/3gpp" | "application/pdf" | "text/plain" | "application/msword" | "application/vnd.ms-excel" | "application/vnd.ms-powerpoint" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" | "application/vnd.openxmlformats-officedocument.presentationml.presentation";
            /**
             * @description STORED; inbound media is PENDING while the worker copies it from the provider, FAILED if it could not.
             * @enum {string}
             */
            status: "STORED" | "PENDING" | "FAILED";
            /** @description Bytes (once STORED). */
            size?: number;
            /** @description Hex SHA-256 of the bytes (once STORED); the download's ETag. */
            sha256?: string;
            filename?: string;
            /** @description Why a FAILED inbound media could not be copied. */
            error?: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A message was created. */
        MessageCreatedData: {
            record: components["schemas"]["MessageEventRecord"];
        };
        MessageEventRecord: {
            id: string;
            chatId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A message was deleted; `record` is the record as it was. */
        MessageDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["MessageEventRecord"];
        };
        /** @description An inbound message arrived from a channel. */
        MessageReceivedData: {
            id: string;
            record: components["schemas"]["MessageEventRecord"];
        } & {
            [key: string]: unknown;
        };
        /** @description An outbound message changed delivery status (SENT, DELIVERED, READ, FAILED). */
        MessageStatusData: {
            id: string;
            record: components["schemas"]["MessageEventRecord"];
        } & {
            [key: string]: unknown;
        };
        /** @description A message changed; `record` is the record after the change. */
        MessageUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["MessageEventRecord"];
        };
        /** @description A note was created. */
        NoteCreatedData: {
            record: components["schemas"]["Note"];
        };
        /** @description A note was deleted; `record` is the record as it was. */
        NoteDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Note"];
        };
        /** @description A note changed; `record` is the record after the change. */
        NoteUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Note"];
        };
        /** @description A pipeline was created. */
        PipelineCreatedData: {
            record: components["schemas"]["Pipeline"];
        };
        /** @description A pipeline was deleted; `record` is the record as it was. */
        PipelineDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Pipeline"];
        };
        /** @description A pipeline changed; `record` is the record after the change. */
        PipelineUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Pipeline"];
        };
        /** @description A project was created. */
        ProjectCreatedData: {
            record: components["schemas"]["Project"];
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60001",
         *       "name": "ACME sales",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z"
         *     }
         */
        Project: {
            id: string;
            name: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A project was deleted; `record` is the record as it was. */
        ProjectDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Project"];
        };
        /** @description A project changed; `record` is the record after the change. */
        ProjectUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Project"];
        };
        /** @description A stage was created. */
        StageCreatedData: {
            record: components["schemas"]["Stage"];
        };
        /** @description A stage was deleted; `record` is the record as it was. */
        StageDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Stage"];
        };
        /** @description A stage changed; `record` is the record after the change. */
        StageUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Stage"];
        };
        /** @description A tag was created. */
        TagCreatedData: {
            record: components["schemas"]["Tag"];
        };
        /** @description A tag was deleted; `record` is the record as it was. */
        TagDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Tag"];
        };
        /** @description A tag changed; `record` is the record after the change. */
        TagUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Tag"];
        };
        /** @description A task was created. */
        TaskCreatedData: {
            record: components["schemas"]["Task"];
        };
        /** @description A task was deleted; `record` is the record as it was. */
        TaskDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Task"];
        };
        /** @description A task changed; `record` is the record after the change. */
        TaskUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Task"];
        };
        /** @description A template was created. */
        TemplateCreatedData: {
            record: components["schemas"]["Template"];
        };
        /** @description A template was deleted; `record` is the record as it was. */
        TemplateDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Template"];
        };
        /** @description A template changed; `record` is the record after the change. */
        TemplateUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Template"];
        };
        /** @description A user was created. */
        UserCreatedData: {
            record: components["schemas"]["User"];
        };
        /** @description A user was deleted; `record` is the record as it was. */
        UserDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["User"];
        };
        /** @description A user changed; `record` is the record after the change. */
        UserUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["User"];
        };
        /** @description A webhook was created. */
        WebhookCreatedData: {
            record: components["schemas"]["Webhook"];
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60013",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "url": "https://example.com/crm-events",
         *       "events": [
         *         "deal.created",
         *         "deal.updated"
         *       ],
         *       "enabled": true
         *     }
         */
        Webhook: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Where events are POSTed (http or https). */
            url: string;
            /** @description The event types delivered here, or `["*"]` for all of them. */
            events: string[];
            /** @description Disabled endpoints get nothing; the service disables one itself after a run of failed deliveries. */
            enabled: boolean;
            /** @description Why the service disabled the endpoint; cleared when it is enabled again. */
            disabledReason?: string;
            filter?: components["schemas"]["WebhookEventFilter"];
        };
        /**
         * @description Only events whose record has all these values are delivered (a pipeline's, stage's, channel's or contact's own events match by its `id`). Events without such a record (e.g. `message.*`, which carries the chat id only) are not. `{}`: every event of the subscribed types.
         * @example {
         *       "pipelineId": "6650f0c2a1b2c3d4e5f60005"
         *     }
         */
        WebhookEventFilter: {
            pipelineId?: string;
            stageId?: string;
            channelId?: string;
            contactId?: string;
        };
        /** @description A webhook was deleted; `record` is the record as it was. */
        WebhookDeletedData: {
            id: string;
            /** @description The record as it was before the delete. */
            record: components["schemas"]["Webhook"];
        };
        /** @description The service disabled a webhook endpoint after a run of failed deliveries. */
        WebhookDisabledData: {
            id: string;
            reason: string;
            record: components["schemas"]["Webhook"];
        };
        /** @description A test event, sent only to the webhook it was requested for (POST /v1/webhooks/{id}/ping). */
        WebhookPingData: {
            /** @description The webhook pinged. */
            id: string;
        };
        /** @description A window of the feed is delivered again to one endpoint (POST /v1/webhooks/{id}/recover), in sequence order with the original ids. Not delivered itself. */
        WebhookRecoveryData: {
            /** @description The webhook. */
            id: string;
            afterSequence: number;
            /** @description The feed's last position when the recovery was asked for: the window ends there. */
            untilSequence: number;
            /** Format: date-time */
            since?: string;
            /** @description The webhook's event types then. */
            events: string[];
            /** @description The webhook's filter then. */
            filter?: components["schemas"]["WebhookEventFilter"];
            /** @description The events delivered again. */
            count: number;
        };
        /** @description A delivery was retried by hand (POST /v1/webhooks/{id}/deliveries/{deliveryId}/retry): its event is sent again to that endpoint. Not delivered itself. */
        WebhookRedeliveryData: {
            /** @description The webhook. */
            id: string;
            deliveryId: string;
            eventId: string;
        };
        /** @description A webhook changed; `record` is the record after the change. */
        WebhookUpdatedData: {
            id: string;
            /** @description The keys whose values changed (e.g. `fields`, `stageId`). */
            changes: string[];
            record: components["schemas"]["Webhook"];
        };
        /**
         * @example {
         *       "data": [
         *         {
         *           "type": "contact",
         *           "id": "6650f0c2a1b2c3d4e5f60003",
         *           "score": 100,
         *           "record": {
         *             "id": "6650f0c2a1b2c3d4e5f60003",
         *             "projectId": "6650f0c2a1b2c3d4e5f60001",
         *             "createdAt": "2026-05-04T14:30:00.000Z",
         *             "updatedAt": "2026-05-04T14:30:00.000Z",
         *             "fields": []
         *           }
         *         }
         *       ],
         *       "hasMore": false,
         *       "limit": 20
         *     }
         */
        SearchPage: {
            data: components["schemas"]["SearchHit"][];
            /** @description More records match than `limit`. */
            hasMore: boolean;
            limit: number;
        };
        SearchHit: {
            /** @enum {string} */
            type: "contact" | "deal" | "note" | "chat" | "call";
            id: string;
            /** @description Higher is better: 100 exact email/phone/custom id, 60-70 name or title words, 30-40 other words, 10 one typo. */
            score: number;
            /** @description The record as `GET` (or, for calls, the contact's call list) returns it. */
            record: {
                [key: string]: unknown;
            };
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60013",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "url": "https://example.com/crm-events",
         *       "events": [
         *         "deal.created",
         *         "deal.updated"
         *       ],
         *       "enabled": true,
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/9e3Ay6zVyY="
         *     }
         */
        WebhookCreated: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Where events are POSTed (http or https). */
            url: string;
            /** @description The event types delivered here, or `["*"]` for all of them. */
            events: string[];
            /** @description Disabled endpoints get nothing; the service disables one itself after a run of failed deliveries. */
            enabled: boolean;
            /** @description Why the service disabled the endpoint; cleared when it is enabled again. */
            disabledReason?: string;
            filter?: components["schemas"]["WebhookEventFilter"];
            /** @description The signing secret (`whsec_` + standard base64 of 32 bytes). Shown only here; keep it to verify `webhook-signature` or `x-webhook-signature`. */
            secret: string;
        };
        /**
         * @description Only events whose record has all these values are delivered (a pipeline's, stage's, channel's or contact's own events match by its `id`). Events without such a record (e.g. `message.*`, which carries the chat id only) are not. `{}`: every event of the subscribed types.
         * @example {
         *       "pipelineId": "6650f0c2a1b2c3d4e5f60005"
         *     }
         */
        WebhookEventFilterInput: {
            pipelineId?: string;
            stageId?: string;
            channelId?: string;
            contactId?: string;
        };
        /** @description A Webhook as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        WebhookListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @description Where events are POSTed (http or https). */
            url?: string;
            /** @description The event types delivered here, or `["*"]` for all of them. */
            events?: string[];
            /** @description Disabled endpoints get nothing; the service disables one itself after a run of failed deliveries. */
            enabled?: boolean;
            /** @description Why the service disabled the endpoint; cleared when it is enabled again. */
            disabledReason?: string;
            filter?: components["schemas"]["WebhookEventFilter"];
        };
        /**
         * @example {
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/9e3Ay6zVyY="
         *     }
         */
        WebhookSecret: {
            /** @description The signing secret (`whsec_` + standard base64 of 32 bytes). Shown only here; keep it to verify `webhook-signature` or `x-webhook-signature`. */
            secret: string;
        };
        /**
         * @example {
         *       "eventId": "6650f0c2a1b2c3d4e5f60014"
         *     }
         */
        WebhookPing: {
            eventId: string;
        };
        /**
         * @example {
         *       "count": 42
         *     }
         */
        WebhookRecovery: {
            /** @description The events of the window that match the webhook's types and filter, delivered again. */
            count: number;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60014.6650f0c2a1b2c3d4e5f60013"
         *     }
         */
        WebhookDeliveryRetry: {
            id: string;
        };
        /** @description A WebhookDelivery as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        WebhookDeliveryListItem: {
            /** @description `<eventId>.<webhookId>`: one delivery log per event and endpoint, retries included. */
            id: string;
            projectId?: string;
            webhookId?: string;
            /** @description Also the `x-webhook-id` header of every attempt. */
            eventId?: string;
            eventType?: string;
            /**
             * @description PENDING while attempts remain; FAILED once every retry failed.
             * @enum {string}
             */
            status?: "PENDING" | "SUCCEEDED" | "FAILED";
            attemptCount?: number;
            /** @description The latest attempts, oldest first (at most 50). */
            attempts?: {
                /** Format: date-time */
                at: string;
                /** @description The receiver's HTTP status; absent when no response came. */
                statusCode?: number;
                durationMs: number;
                error?: string;
            }[];
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60010",
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "createdAt": "2026-05-04T14:30:00.000Z",
         *       "updatedAt": "2026-05-04T14:30:00.000Z",
         *       "channelId": "6650f0c2a1b2c3d4e5f6000f",
         *       "contactId": "6650f0c2a1b2c3d4e5f60003",
         *       "phone": "5511999990001",
         *       "agentId": "6650f0c2a1b2c3d4e5f6000e",
         *       "agentStatus": "ACTIVE",
         *       "isTest": false,
         *       "lastMessageAt": "2026-05-04T14:30:00.000Z",
         *       "serviceWindowEndsAt": null
         *     }
         */
        Chat: {
            id: string;
            projectId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            channelId: string;
            contactId: string;
            /** @description The contact's number on the channel: digits, country code included. */
            phone: string;
            /** @description The chat's AI agent. */
            agentId?: string;
            /**
             * @description ACTIVE: the agent answers inbound messages; DISABLED: it does not.
             * @enum {string}
             */
            agentStatus?: "ACTIVE" | "DISABLED";
            /** @description A test chat (trying an agent out); its agent cannot be switched. */
            isTest: boolean;
            /** Format: date-time */
            lastMessageAt?: string;
            /** @description 24 h after the contact's last inbound message in this chat (null if none): until then any message may be sent; after it, on a channel with `enforceServiceWindow`, only TEMPLATE messages. */
            serviceWindowEndsAt: string | null;
        };
        /** @description A Chat as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        ChatListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            channelId?: string;
            contactId?: string;
            /** @description The contact's number on the channel: digits, country code included. */
            phone?: string;
            /** @description The chat's AI agent. */
            agentId?: string;
            /**
             * @description ACTIVE: the agent answers inbound messages; DISABLED: it does not.
             * @enum {string}
             */
            agentStatus?: "ACTIVE" | "DISABLED";
            /** @description A test chat (trying an agent out); its agent cannot be switched. */
            isTest?: boolean;
            /** Format: date-time */
            lastMessageAt?: string;
            /** @description 24 h after the contact's last inbound message in this chat (null if none): until then any message may be sent; after it, on a channel with `enforceServiceWindow`, only TEMPLATE messages. */
            serviceWindowEndsAt?: string | null;
            /** @description With `[with]=contact`: the related record, or null when there is none. */
            contact?: components["schemas"]["Contact"] | null;
            /** @description With `[with]=channel`: the related record, or null when there is none. */
            channel?: components["schemas"]["Channel"] | null;
            /** @description With `[with]=agent`: the related record, or null when there is none. */
            agent?: components["schemas"]["Agent"] | null;
        };
        /** @description A Message as listings return it: every key but `id` may be left out by `[project]`; relations named in `[with]` are added. */
        MessageListItem: {
            id: string;
            projectId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            chatId?: string;
            /** @enum {string} */
            direction?: "INBOUND" | "OUTBOUND";
            /** @enum {string} */
            type?: "TEXT" | "IMAGE" | "AUDIO" | "VIDEO" | "DOCUMENT" | "STICKER" | "LOCATION" | "CONTACT" | "TEMPLATE" | "REACTION" | "BUTTONS" | "LIST";
            /** @description The type's content object (see the send body). */
            content?: {
                [key: string]: unknown;
            };
            /**
             * @description Outbound: QUEUED -> SENT -> DELIVERED -> READ, or FAILED. Inbound: DELIVERED.
             * @enum {string}
             */
            status?: "QUEUED" | "SENT" | "DELIVERED" | "READ" | "FAILED";
            editedId?: string;
            repliedId?: string;
            forwardedId?: string;
            author?: components["schemas"]["MessageAuthor"];
            /** @description The provider's reason, when FAILED. */
            error?: string;
            /**
             * @description Why it FAILED, machine-readable: OUTSIDE_SERVICE_WINDOW, RECIPIENT_UNREACHABLE, TEMPLATE_PARAMS_MISMATCH, TEMPLATE_UNAVAILABLE, MEDIA_REJECTED, UNSUPPORTED_MESSAGE, AGENT_CHANGED, PROVIDER_NOT_CONFIGURED or PROVIDER_ERROR.
             * @enum {string}
             */
            errorCode?: "OUTSIDE_SERVICE_WINDOW" | "RECIPIENT_UNREACHABLE" | "TEMPLATE_PARAMS_MISMATCH" | "TEMPLATE_UNAVAILABLE" | "MEDIA_REJECTED" | "UNSUPPORTED_MESSAGE" | "AGENT_CHANGED" | "PROVIDER_NOT_CONFIGURED" | "PROVIDER_THROTTLED" | "PROVIDER_ERROR";
            /** @description The provider's numeric error code, when it gave one (WhatsApp: 131047, 132000...). */
            providerCode?: number;
        };
        MessageAuthor: {
            /**
             * @description USER: the API key's user; AGENT: the chat's AI agent; CONTACT: inbound; SYSTEM.
             * @enum {string}
             */
            type: "USER" | "AGENT" | "CONTACT" | "SYSTEM";
            id?: string;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60011"
         *     }
         */
        MessageCreated: {
            /** @description The queued message's id. */
            id: string;
        };
        SendMessageTextInput: {
            /** @constant */
            type: "TEXT";
            content: {
                text: string;
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        SendMessageImageInput: {
            /** @constant */
            type: "IMAGE";
            content: {
                /**
                 * Format: uri
                 * @description Public http(s) address the provider downloads the file from.
                 */
                url?: string;
                /** @description A media file of the project (`POST /v1/media`) of the message's type, instead of `url`. */
                mediaId?: string;
                caption?: string;
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        SendMessageAudioInput: {
            /** @constant */
            type: "AUDIO";
            content: {
                /**
                 * Format: uri
                 * @description Public http(s) address the provider downloads the file from.
                 */
                url?: string;
                /** @description A media file of the project (`POST /v1/media`) of the message's type, instead of `url`. */
                mediaId?: string;
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        SendMessageVideoInput: {
            /** @constant */
            type: "VIDEO";
            content: {
                /**
                 * Format: uri
                 * @description Public http(s) address the provider downloads the file from.
                 */
                url?: string;
                /** @description A media file of the project (`POST /v1/media`) of the message's type, instead of `url`. */
                mediaId?: string;
                caption?: string;
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        SendMessageDocumentInput: {
            /** @constant */
            type: "DOCUMENT";
            content: {
                /**
                 * Format: uri
                 * @description Public http(s) address the provider downloads the file from.
                 */
                url?: string;
                /** @description A media file of the project (`POST /v1/media`) of the message's type, instead of `url`. */
                mediaId?: string;
                caption?: string;
                filename?: string;
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        SendMessageStickerInput: {
            /** @constant */
            type: "STICKER";
            content: {
                /**
                 * Format: uri
                 * @description Public http(s) address the provider downloads the file from.
                 */
                url?: string;
                /** @description A media file of the project (`POST /v1/media`) of the message's type, instead of `url`. */
                mediaId?: string;
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        SendMessageLocationInput: {
            /** @constant */
            type: "LOCATION";
            content: {
                latitude: number;
                longitude: number;
                name?: string;
                address?: string;
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        SendMessageContactInput: {
            /** @constant */
            type: "CONTACT";
            content: {
                contacts: {
                    name: string;
                    phones: {
                        phone: string;
                        type?: string;
                    }[];
                    emails?: {
                        /** Format: email */
                        email: string;
                        type?: string;
                    }[];
                    organization?: string;
                }[];
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        SendMessageTemplateInput: {
            /** @constant */
            type: "TEMPLATE";
            content: {
                /** @description A template of the chat's channel (GET /v1/channels/{id}/templates). */
                name: string;
                language: string;
                /** @description One value per placeholder (a count mismatch is a 400); omit for a template without placeholders. */
                parameters?: {
                    /** @description The value of the header's {{1}}, if it has one. */
                    header?: string[];
                    /** @description Values of the body's {{1}}, {{2}}... in order. */
                    body: string[];
                };
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        SendMessageReactionInput: {
            /** @constant */
            type: "REACTION";
            content: {
                /** @description A message of the same chat. */
                messageId: string;
                /** @description One emoji; an empty string removes the reaction. */
                emoji: string;
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        SendMessageButtonsInput: {
            /** @constant */
            type: "BUTTONS";
            content: {
                text: string;
                header?: string;
                footer?: string;
                buttons: {
                    id: string;
                    title: string;
                }[];
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        SendMessageListInput: {
            /** @constant */
            type: "LIST";
            content: {
                text: string;
                header?: string;
                footer?: string;
                /** @description Label of the button that opens the list. */
                buttonText: string;
                sections: {
                    title?: string;
                    rows: {
                        id: string;
                        title: string;
                        description?: string;
                    }[];
                }[];
            };
            /** @description The message of this chat this one edits. */
            editedId?: string;
            /** @description The message of this chat this one replies to. */
            repliedId?: string;
            /** @description The message of this chat this one forwards. */
            forwardedId?: string;
        };
        /**
         * @example {
         *       "chatId": "6650f0c2a1b2c3d4e5f60010"
         *     }
         */
        SendByPhoneResult: {
            chatId: string;
        };
        /**
         * @example {
         *       "id": "6650f0c2a1b2c3d4e5f60015",
         *       "key": "crm_...",
         *       "name": "Default",
         *       "scopes": [
         *         "read",
         *         "write"
         *       ],
         *       "projectId": "6650f0c2a1b2c3d4e5f60001",
         *       "userId": "6650f0c2a1b2c3d4e5f60002",
         *       "createdAt": "2026-05-04T14:30:00.000Z"
         *     }
         */
        ApiKeyCreated: {
            id: string;
            /** @description The plaintext key. Shown once; only its hash is stored. */
            key: string;
            name: string;
            scopes: ("read" | "write")[];
            projectId: string;
            userId: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The DEV provider's webhook body, authenticated by the channel's secret in `x-channel-secret`. */
        DevChannelWebhookInput: components["schemas"]["DevChannelInboundMessageInput"] | components["schemas"]["DevChannelStatusInput"];
        /** @description An inbound message from the chat's contact. */
        DevChannelInboundMessageInput: {
            /** @constant */
            event: "message";
            /** @description The provider's id of the message: a repeat of it is stored once. */
            messageId: string;
            /** @description The sender's number (digits with the country code, or formatted). */
            from: string;
            /** @enum {string} */
            type: "TEXT" | "IMAGE" | "AUDIO" | "VIDEO" | "DOCUMENT" | "STICKER" | "LOCATION" | "CONTACT" | "TEMPLATE" | "REACTION" | "BUTTONS" | "LIST";
            /** @description The content of its type, as `sendChatMessage` documents it. */
            content: {
                [key: string]: unknown;
            };
        };
        /** @description A delivery status of an outbound message. */
        DevChannelStatusInput: {
            /** @constant */
            event: "status";
            /** @description The provider's id of one of our sent messages (`dev-<message id>` for the DEV provider). */
            messageId: string;
            /**
             * @description Applied only when it moves the message forward.
             * @enum {string}
             */
            status: "SENT" | "DELIVERED" | "READ" | "FAILED";
            /** @description The provider's reason, kept on a FAILED message. */
            error?: string;
            /**
             * @description Why it FAILED (default PROVIDER_ERROR).
             * @enum {string}
             */
            errorCode?: "OUTSIDE_SERVICE_WINDOW" | "RECIPIENT_UNREACHABLE" | "TEMPLATE_PARAMS_MISMATCH" | "TEMPLATE_UNAVAILABLE" | "MEDIA_REJECTED" | "UNSUPPORTED_MESSAGE" | "AGENT_CHANGED" | "PROVIDER_NOT_CONFIGURED" | "PROVIDER_THROTTLED" | "PROVIDER_ERROR";
            /** @description The provider's numeric code, kept on a FAILED message. */
            providerCode?: number;
        };
        /** @description A WhatsApp Cloud API webhook (Meta), signed with `X-Hub-Signature-256`: inbound `messages` and outbound `statuses`. */
        WhatsAppCloudWebhookInput: {
            /** @description `whatsapp_business_account`. */
            object?: string;
            entry: ({
                id?: string;
                changes?: ({
                    /** @description `messages`. */
                    field?: string;
                    value?: {
                        messages?: ({
                            /** @description Meta's message id (`wamid...`): repeats of it are stored once. */
                            id: string;
                            /** @description The sender's number, digits with the country code. */
                            from: string;
                            /** @description text, location, button, interactive, image, video, document, ... */
                            type: string;
                            text?: {
                                body?: string;
                            } & {
                                [key: string]: unknown;
                            };
                            location?: {
                                latitude: number;
                                longitude: number;
                                name?: string;
                                address?: string;
                            } & {
                                [key: string]: unknown;
                            };
                            button?: {
                                text?: string;
                            } & {
                                [key: string]: unknown;
                            };
                            interactive?: {
                                button_reply?: {
                                    title?: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                list_reply?: {
                                    title?: string;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                            image?: {
                                /** @description WhatsApp's media id (`GET /{media-id}` answers its download URL). */
                                id: string;
                                mime_type?: string;
                                caption?: string;
                                filename?: string;
                            } & {
                                [key: string]: unknown;
                            };
                            audio?: {
                                /** @description WhatsApp's media id (`GET /{media-id}` answers its download URL). */
                                id: string;
                                mime_type?: string;
                                caption?: string;
                                filename?: string;
                            } & {
                                [key: string]: unknown;
                            };
                            video?: {
                                /** @description WhatsApp's media id (`GET /{media-id}` answers its download URL). */
                                id: string;
                                mime_type?: string;
                                caption?: string;
                                filename?: string;
                            } & {
                                [key: string]: unknown;
                            };
                            document?: {
                                /** @description WhatsApp's media id (`GET /{media-id}` answers its download URL). */
                                id: string;
                                mime_type?: string;
                                caption?: string;
                                filename?: string;
                            } & {
                                [key: string]: unknown;
                            };
                            sticker?: {
                                /** @description WhatsApp's media id (`GET /{media-id}` answers its download URL). */
                                id: string;
                                mime_type?: string;
                                caption?: string;
                                filename?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        statuses?: ({
                            /** @description Meta's id of one of our sent messages. */
                            id: string;
                            /** @description sent, delivered, read or failed (others are ignored). */
                            status: string;
                            errors?: ({
                                code?: number;
                                title?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The events of the body were stored or applied (repeats change nothing).
         * @example {
         *       "ok": true
         *     }
         */
        ChannelWebhookAck: {
            /** @constant */
            ok: true;
        };
    };
    responses: {
        /** @description VALIDATION_ERROR: the body, a path parameter or the query string is invalid (malformed JSON, wrong types, unknown fields, unknown filter fields/operators/relations). `errors[]` names each field. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    errorCode?: "VALIDATION_ERROR";
                    /** @constant */
                    status?: 400;
                };
            };
        };
        /** @description UNAUTHORIZED: missing, malformed, unknown or revoked credential. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    errorCode?: "UNAUTHORIZED";
                    /** @constant */
                    status?: 401;
                };
            };
        };
        /** @description FORBIDDEN: the credential lacks the scope for this operation (read for GET, write otherwise). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    errorCode?: "FORBIDDEN";
                    /** @constant */
                    status?: 403;
                };
            };
        };
        /** @description NOT_FOUND: the resource or a referenced id does not exist in the key's project (another project's ids included). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    errorCode?: "NOT_FOUND";
                    /** @constant */
                    status?: 404;
                };
            };
        };
        /** @description The request clashes with the current state; `errorCode` names the conflict. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description PAYLOAD_TOO_LARGE: the request body exceeds the limit (1 MiB by default). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    errorCode?: "PAYLOAD_TOO_LARGE";
                    /** @constant */
                    status?: 413;
                };
            };
        };
        /** @description UNSUPPORTED_MEDIA_TYPE: a request body was sent with a Content-Type other than application/json. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    errorCode?: "UNSUPPORTED_MEDIA_TYPE";
                    /** @constant */
                    status?: 415;
                };
            };
        };
        /** @description RANGE_NOT_SATISFIABLE: the `Range` header asks for bytes past the end of the file; `Content-Range: bytes *\/<size>` gives its size. */
        RangeNotSatisfiable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    errorCode?: "RANGE_NOT_SATISFIABLE";
                    /** @constant */
                    status?: 416;
                };
            };
        };
        /** @description A business rule refused the request; `errorCode` names the rule. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description RATE_LIMITED: too many requests for this key; retry after the `Retry-After` seconds. */
        RateLimited: {
            headers: {
                /** @description Seconds until the key may call again. */
                "Retry-After": number;
                /** @description Requests the key may make per window. */
                "X-RateLimit-Limit": number;
                /** @description Requests left in the current window (0 here). */
                "X-RateLimit-Remaining": number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    errorCode?: "RATE_LIMITED";
                    /** @constant */
                    status?: 429;
                };
            };
        };
        /** @description INTERNAL_ERROR: an unexpected error; the message is generic, the request id is in the logs. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    errorCode?: "INTERNAL_ERROR";
                    /** @constant */
                    status?: 500;
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listUsers: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, name, email, role, extension, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `name=value` filters on equality; `name[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `name[sort]=asc|desc` sorts. */
                name?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `email=value` filters on equality; `email[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `email[sort]=asc|desc` sorts. */
                email?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `role=value` filters on equality; `role[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `role[sort]=asc|desc` sorts. */
                role?: ("ADMIN" | "MEMBER") | {
                    /** @enum {string} */
                    eq?: "ADMIN" | "MEMBER";
                    /** @enum {string} */
                    ne?: "ADMIN" | "MEMBER";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `extension=value` filters on equality; `extension[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `extension[sort]=asc|desc` sorts. */
                extension?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60002",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@example.com",
                     *           "role": "MEMBER",
                     *           "extension": "201"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["UserListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "email": "ada@example.com",
                 *       "role": "MEMBER",
                 *       "extension": "201"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name: string;
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role?: "ADMIN" | "MEMBER";
                    extension?: string;
                };
            };
        };
        responses: {
            /** @description The created user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60002",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "Ada Lovelace",
                     *       "email": "ada@example.com",
                     *       "role": "MEMBER",
                     *       "extension": "201"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `DUPLICATE`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DUPLICATE" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60002",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "Ada Lovelace",
                     *       "email": "ada@example.com",
                     *       "role": "MEMBER",
                     *       "extension": "201"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `USER_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "USER_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "role": "ADMIN",
                 *       "extension": null
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name?: string;
                    /** Format: email */
                    email?: string;
                    /** @enum {string} */
                    role?: "ADMIN" | "MEMBER";
                    extension?: string | null;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `DUPLICATE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "DUPLICATE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listNotes: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, content, entityId, entityType, author, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description Comma-separated relations to add to each listed record, under the relation's name (typed in the item schema): `deal` (Deal or null), `contact` (Contact or null). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `content=value` filters on equality; `content[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `content[sort]=asc|desc` sorts. */
                content?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `entityId=value` filters on equality; `entityId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `entityId[sort]=asc|desc` sorts. */
                entityId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `entityType=value` filters on equality; `entityType[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `entityType[sort]=asc|desc` sorts. */
                entityType?: ("DEAL" | "CONTACT") | {
                    /** @enum {string} */
                    eq?: "DEAL" | "CONTACT";
                    /** @enum {string} */
                    ne?: "DEAL" | "CONTACT";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `author.type=value` filters on equality; `author.type[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `author.type[sort]=asc|desc` sorts. */
                "author.type"?: ("USER" | "AGENT" | "SYSTEM") | {
                    /** @enum {string} */
                    eq?: "USER" | "AGENT" | "SYSTEM";
                    /** @enum {string} */
                    ne?: "USER" | "AGENT" | "SYSTEM";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `author.id=value` filters on equality; `author.id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `author.id[sort]=asc|desc` sorts. */
                "author.id"?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "6650f0c2a1b2c3d4e5f6000b",
                     *         "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *         "createdAt": "2026-05-04T14:30:00.000Z",
                     *         "updatedAt": "2026-05-04T14:30:00.000Z",
                     *         "content": "Asked for a quote for 20 seats; call back on Monday.",
                     *         "entityId": "6650f0c2a1b2c3d4e5f60004",
                     *         "entityType": "DEAL",
                     *         "author": {
                     *           "type": "USER",
                     *           "id": "6650f0c2a1b2c3d4e5f60002"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["NoteListItem"][];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "Asked for a quote for 20 seats; call back on Monday.",
                 *       "entityId": "6650f0c2a1b2c3d4e5f60004"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 10000 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters except tab and line breaks, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    content: string;
                    /** @description Id of a deal or a contact of the project. */
                    entityId: string;
                };
            };
        };
        responses: {
            /** @description The created note. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000b",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "content": "Asked for a quote for 20 seats; call back on Monday.",
                     *       "entityId": "6650f0c2a1b2c3d4e5f60004",
                     *       "entityType": "DEAL",
                     *       "author": {
                     *         "type": "USER",
                     *         "id": "6650f0c2a1b2c3d4e5f60002"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Note"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `MERGED`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "MERGED" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    batchNotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "operation": "upsert",
                 *       "match": "PHONE",
                 *       "items": [
                 *         {
                 *           "fields": [
                 *             {
                 *               "key": "PHONE",
                 *               "value": "+55 11 99999-0001"
                 *             },
                 *             {
                 *               "key": "NAME",
                 *               "value": "Ada Lovelace"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BatchInput"];
            };
        };
        responses: {
            /** @description Every item succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "status": 201,
                     *           "id": "6650f0c2a1b2c3d4e5f60001"
                     *         },
                     *         {
                     *           "index": 1,
                     *           "status": 400,
                     *           "error": {
                     *             "errorCode": "VALIDATION_ERROR",
                     *             "message": "Some field values are invalid.",
                     *             "status": 400,
                     *             "errors": [
                     *               {
                     *                 "field": "fields.0.value",
                     *                 "code": "invalid_phone",
                     *                 "message": "Expected a phone number with its country code."
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            /** @description Some items failed: see each result's `status` and `error`. */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "status": 201,
                     *           "id": "6650f0c2a1b2c3d4e5f60001"
                     *         },
                     *         {
                     *           "index": 1,
                     *           "status": 400,
                     *           "error": {
                     *             "errorCode": "VALIDATION_ERROR",
                     *             "message": "Some field values are invalid.",
                     *             "status": 400,
                     *             "errors": [
                     *               {
                     *                 "field": "fields.0.value",
                     *                 "code": "invalid_phone",
                     *                 "message": "Expected a phone number with its country code."
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000b",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "content": "Asked for a quote for 20 seats; call back on Monday.",
                     *       "entityId": "6650f0c2a1b2c3d4e5f60004",
                     *       "entityType": "DEAL",
                     *       "author": {
                     *         "type": "USER",
                     *         "id": "6650f0c2a1b2c3d4e5f60002"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Note"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "content": "Quote sent; call back on Tuesday instead."
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 10000 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters except tab and line breaks, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    content?: string;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listLeads: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 250. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, sourceId, sessionId, isComplete, originURL, answers, urlParams, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description Endpoint-specific filter. */
                chatbotId?: string;
                /** @description Endpoint-specific filter. */
                clickId?: string;
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `sourceId=value` filters on equality; `sourceId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `sourceId[sort]=asc|desc` sorts. */
                sourceId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `sessionId=value` filters on equality; `sessionId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `sessionId[sort]=asc|desc` sorts. */
                sessionId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `isComplete=value` filters on equality; `isComplete[op]=value` with op in `ne`, `in`, `nin`, `exists`; `isComplete[sort]=asc|desc` sorts. */
                isComplete?: string | {
                    eq?: string;
                    ne?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `originURL=value` filters on equality; `originURL[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `originURL[sort]=asc|desc` sorts. */
                originURL?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f6000d",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "sourceId": "website-chatbot",
                     *           "sessionId": "3f1c2b9e-8d4a-4c71-9a35-6e2f0b7d1c48",
                     *           "isComplete": true,
                     *           "answers": [
                     *             {
                     *               "block": "Qualify",
                     *               "flow": "Website chat",
                     *               "name": "company_size",
                     *               "inputName": "company_size",
                     *               "inputType": "number",
                     *               "type": "question",
                     *               "text": "How many people work at your company?",
                     *               "value": "20"
                     *             }
                     *           ],
                     *           "originURL": "https://example.com/pricing?utm_source=newsletter",
                     *           "urlParams": {
                     *             "utm_source": "newsletter"
                     *           }
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["LeadListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createLead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sourceId": "website-chatbot",
                 *       "sessionId": "3f1c2b9e-8d4a-4c71-9a35-6e2f0b7d1c48",
                 *       "isComplete": true,
                 *       "answers": [
                 *         {
                 *           "block": "Qualify",
                 *           "flow": "Website chat",
                 *           "name": "company_size",
                 *           "inputName": "company_size",
                 *           "inputType": "number",
                 *           "type": "question",
                 *           "text": "How many people work at your company?",
                 *           "value": "20"
                 *         }
                 *       ],
                 *       "originURL": "https://example.com/pricing?utm_source=newsletter"
                 *     }
                 */
                "application/json": {
                    /** @description The chatbot that captured the lead. */
                    sourceId: string;
                    /**
                     * Format: uuid
                     * @description UUID-shaped session identifier.
                     */
                    sessionId: string;
                    /** @default false */
                    isComplete?: boolean;
                    /** @default [] */
                    answers?: components["schemas"]["LeadAnswerInput"][];
                    /**
                     * Format: uri
                     * @description URL the visitor came from; urlParams and the click source are derived from it.
                     */
                    originURL: string;
                };
            };
        };
        responses: {
            /** @description The captured lead. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000d",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "sourceId": "website-chatbot",
                     *       "sessionId": "3f1c2b9e-8d4a-4c71-9a35-6e2f0b7d1c48",
                     *       "isComplete": true,
                     *       "answers": [
                     *         {
                     *           "block": "Qualify",
                     *           "flow": "Website chat",
                     *           "name": "company_size",
                     *           "inputName": "company_size",
                     *           "inputType": "number",
                     *           "type": "question",
                     *           "text": "How many people work at your company?",
                     *           "value": "20"
                     *         }
                     *       ],
                     *       "originURL": "https://example.com/pricing?utm_source=newsletter",
                     *       "urlParams": {
                     *         "utm_source": "newsletter"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Lead"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000d",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "sourceId": "website-chatbot",
                     *       "sessionId": "3f1c2b9e-8d4a-4c71-9a35-6e2f0b7d1c48",
                     *       "isComplete": true,
                     *       "answers": [
                     *         {
                     *           "block": "Qualify",
                     *           "flow": "Website chat",
                     *           "name": "company_size",
                     *           "inputName": "company_size",
                     *           "inputType": "number",
                     *           "type": "question",
                     *           "text": "How many people work at your company?",
                     *           "value": "20"
                     *         }
                     *       ],
                     *       "originURL": "https://example.com/pricing?utm_source=newsletter",
                     *       "urlParams": {
                     *         "utm_source": "newsletter"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Lead"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "isComplete": true
                 *     }
                 */
                "application/json": {
                    isComplete?: boolean;
                    answers?: components["schemas"]["LeadAnswerInput"][];
                    /** Format: uri */
                    originURL?: string;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listAgents: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, name, instructions, archived, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `name=value` filters on equality; `name[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `name[sort]=asc|desc` sorts. */
                name?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `instructions=value` filters on equality; `instructions[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                instructions?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `archived=value` filters on equality; `archived[op]=value` with op in `ne`, `in`, `nin`, `exists`; `archived[sort]=asc|desc` sorts. */
                archived?: string | {
                    eq?: string;
                    ne?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f6000e",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "name": "Sales assistant",
                     *           "instructions": "Answer questions about plans and prices; offer a call with a seller for more than 10 seats.",
                     *           "archived": false
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AgentListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Sales assistant",
                 *       "instructions": "Answer questions about plans and prices; offer a call with a seller for more than 10 seats."
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name: string;
                    /**
                     * @description The instructions (system prompt) the agent follows.
                     * @default
                     */
                    instructions?: string;
                };
            };
        };
        responses: {
            /** @description The created agent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000e",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "Sales assistant",
                     *       "instructions": "Answer questions about plans and prices; offer a call with a seller for more than 10 seats.",
                     *       "archived": false
                     *     }
                     */
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000e",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "Sales assistant",
                     *       "instructions": "Answer questions about plans and prices; offer a call with a seller for more than 10 seats.",
                     *       "archived": false
                     *     }
                     */
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `AGENT_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "AGENT_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Sales assistant (EN)"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name?: string;
                    /** @description The instructions (system prompt) the agent follows. */
                    instructions?: string;
                    archived?: boolean;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listChannels: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, type, name, phone, provider, enforceServiceWindow, throughputPerSecond, recipientGapSeconds, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `type=value` filters on equality; `type[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `type[sort]=asc|desc` sorts. */
                type?: ("WHATSAPP" | "SMS") | {
                    /** @enum {string} */
                    eq?: "WHATSAPP" | "SMS";
                    /** @enum {string} */
                    ne?: "WHATSAPP" | "SMS";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `name=value` filters on equality; `name[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `name[sort]=asc|desc` sorts. */
                name?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `phone=value` filters on equality; `phone[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `phone[sort]=asc|desc` sorts. */
                phone?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `provider=value` filters on equality; `provider[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `provider[sort]=asc|desc` sorts. */
                provider?: ("DEV" | "WHATSAPP_CLOUD" | "TWILIO") | {
                    /** @enum {string} */
                    eq?: "DEV" | "WHATSAPP_CLOUD" | "TWILIO";
                    /** @enum {string} */
                    ne?: "DEV" | "WHATSAPP_CLOUD" | "TWILIO";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `enforceServiceWindow=value` filters on equality; `enforceServiceWindow[op]=value` with op in `ne`, `in`, `nin`, `exists`; `enforceServiceWindow[sort]=asc|desc` sorts. */
                enforceServiceWindow?: string | {
                    eq?: string;
                    ne?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `throughputPerSecond=value` filters on equality; `throughputPerSecond[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `throughputPerSecond[sort]=asc|desc` sorts. */
                throughputPerSecond?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `recipientGapSeconds=value` filters on equality; `recipientGapSeconds[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `recipientGapSeconds[sort]=asc|desc` sorts. */
                recipientGapSeconds?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f6000f",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "type": "WHATSAPP",
                     *           "name": "Support line",
                     *           "phone": "5511999990000",
                     *           "provider": "DEV",
                     *           "enforceServiceWindow": false,
                     *           "throughputPerSecond": 80,
                     *           "recipientGapSeconds": 0
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChannelListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createChannel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "WHATSAPP",
                 *       "name": "Support line",
                 *       "phone": "+55 11 99999-0000",
                 *       "provider": "DEV"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "WHATSAPP" | "SMS";
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name: string;
                    phone: string;
                    /**
                     * @default DEV
                     * @enum {string}
                     */
                    provider?: "DEV" | "WHATSAPP_CLOUD" | "TWILIO";
                    /** @description The number's id at the provider: for WHATSAPP_CLOUD the phone-number-id from Meta's WhatsApp Manager (sends go to it). */
                    externalId?: string;
                    /** @description WHATSAPP_CLOUD: the WhatsApp Business Account (WABA) id; template sync and submission address it. */
                    businessAccountId?: string;
                    /** @description Refuse free-form messages outside the 24 h window (default: true for WHATSAPP_CLOUD, false for DEV and TWILIO). */
                    enforceServiceWindow?: boolean;
                    /** @description Sends per second the worker allows through the channel, 1-1000 (default 80, WhatsApp Cloud's business-number rate). */
                    throughputPerSecond?: number;
                    /** @description Seconds the worker leaves between two sends to one recipient, 0-86400 (default: 6 for WHATSAPP_CLOUD, 0 for DEV and TWILIO). */
                    recipientGapSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The created channel and its webhook secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000f",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "type": "WHATSAPP",
                     *       "name": "Support line",
                     *       "phone": "5511999990000",
                     *       "provider": "DEV",
                     *       "enforceServiceWindow": false,
                     *       "throughputPerSecond": 80,
                     *       "recipientGapSeconds": 0,
                     *       "webhookSecret": "chs_6xq1Zr0bT8sWm4Kp2Yd9Lf3N"
                     *     }
                     */
                    "application/json": components["schemas"]["ChannelCreated"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `DUPLICATE`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DUPLICATE" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `PROVIDER_NOT_SUPPORTED`, `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PROVIDER_NOT_SUPPORTED" | "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000f",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "type": "WHATSAPP",
                     *       "name": "Support line",
                     *       "phone": "5511999990000",
                     *       "provider": "DEV",
                     *       "enforceServiceWindow": false,
                     *       "throughputPerSecond": 80,
                     *       "recipientGapSeconds": 0
                     *     }
                     */
                    "application/json": components["schemas"]["Channel"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Support line (BR)"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name?: string;
                    phone?: string;
                    /** @description The number's id at the provider: for WHATSAPP_CLOUD the phone-number-id from Meta's WhatsApp Manager (sends go to it). */
                    externalId?: string;
                    /** @description WHATSAPP_CLOUD: the WhatsApp Business Account (WABA) id; template sync and submission address it. */
                    businessAccountId?: string;
                    /** @description Refuse free-form messages outside the 24 h window (default: true for WHATSAPP_CLOUD, false for DEV and TWILIO). */
                    enforceServiceWindow?: boolean;
                    /** @description Sends per second the worker allows through the channel, 1-1000 (default 80, WhatsApp Cloud's business-number rate). */
                    throughputPerSecond?: number;
                    /** @description Seconds the worker leaves between two sends to one recipient, 0-86400 (default: 6 for WHATSAPP_CLOUD, 0 for DEV and TWILIO). */
                    recipientGapSeconds?: number;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `DUPLICATE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "DUPLICATE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    rotateChannelSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["ChannelSecretRotateInput"];
            };
        };
        responses: {
            /** @description The new webhook secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhookSecret": "chs_P0k7Tq2Vn5Rw8Ye1Ua4Ic6Ox"
                     *     }
                     */
                    "application/json": components["schemas"]["ChannelSecret"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listChannelTemplates: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, channelId, name, language, category, status, components, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `channelId=value` filters on equality; `channelId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `channelId[sort]=asc|desc` sorts. */
                channelId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `name=value` filters on equality; `name[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `name[sort]=asc|desc` sorts. */
                name?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `language=value` filters on equality; `language[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `language[sort]=asc|desc` sorts. */
                language?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `category=value` filters on equality; `category[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `category[sort]=asc|desc` sorts. */
                category?: ("MARKETING" | "UTILITY" | "AUTHENTICATION") | {
                    /** @enum {string} */
                    eq?: "MARKETING" | "UTILITY" | "AUTHENTICATION";
                    /** @enum {string} */
                    ne?: "MARKETING" | "UTILITY" | "AUTHENTICATION";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `status=value` filters on equality; `status[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `status[sort]=asc|desc` sorts. */
                status?: ("APPROVED" | "PENDING" | "REJECTED") | {
                    /** @enum {string} */
                    eq?: "APPROVED" | "PENDING" | "REJECTED";
                    /** @enum {string} */
                    ne?: "APPROVED" | "PENDING" | "REJECTED";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60018",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "channelId": "6650f0c2a1b2c3d4e5f6000f",
                     *           "name": "order_shipped",
                     *           "language": "en",
                     *           "category": "UTILITY",
                     *           "components": [
                     *             {
                     *               "type": "BODY",
                     *               "text": "Hi {{1}}, your order {{2}} has shipped."
                     *             }
                     *           ],
                     *           "status": "APPROVED"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TemplateListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createChannelTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "order_shipped",
                 *       "language": "en",
                 *       "category": "UTILITY",
                 *       "components": [
                 *         {
                 *           "type": "BODY",
                 *           "text": "Hi {{1}}, your order {{2}} has shipped."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    language: string;
                    /** @enum {string} */
                    category: "MARKETING" | "UTILITY" | "AUTHENTICATION";
                    components: {
                        /** @enum {string} */
                        type: "HEADER" | "BODY" | "FOOTER" | "BUTTONS";
                        text?: string;
                        /** @enum {string} */
                        format?: "TEXT" | "IMAGE" | "VIDEO" | "DOCUMENT" | "LOCATION";
                    }[];
                };
            };
        };
        responses: {
            /** @description The template. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60018",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "channelId": "6650f0c2a1b2c3d4e5f6000f",
                     *       "name": "order_shipped",
                     *       "language": "en",
                     *       "category": "UTILITY",
                     *       "components": [
                     *         {
                     *           "type": "BODY",
                     *           "text": "Hi {{1}}, your order {{2}} has shipped."
                     *         }
                     *       ],
                     *       "status": "APPROVED"
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `DUPLICATE`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DUPLICATE" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `BUSINESS_ACCOUNT_MISSING`, `PROVIDER_NOT_CONFIGURED`, `PROVIDER_ERROR`, `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "BUSINESS_ACCOUNT_MISSING" | "PROVIDER_NOT_CONFIGURED" | "PROVIDER_ERROR" | "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    syncChannelTemplates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": 2,
                     *       "updated": 1,
                     *       "removed": 0,
                     *       "total": 5
                     *     }
                     */
                    "application/json": components["schemas"]["TemplateSyncResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            /** @description `SYNC_NOT_SUPPORTED`, `BUSINESS_ACCOUNT_MISSING`, `PROVIDER_NOT_CONFIGURED`, `PROVIDER_ERROR`, `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SYNC_NOT_SUPPORTED" | "BUSINESS_ACCOUNT_MISSING" | "PROVIDER_NOT_CONFIGURED" | "PROVIDER_ERROR" | "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getChannelTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Channel id. */
                id: string;
                /** @description Template id. */
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60018",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "channelId": "6650f0c2a1b2c3d4e5f6000f",
                     *       "name": "order_shipped",
                     *       "language": "en",
                     *       "category": "UTILITY",
                     *       "components": [
                     *         {
                     *           "type": "BODY",
                     *           "text": "Hi {{1}}, your order {{2}} has shipped."
                     *         }
                     *       ],
                     *       "status": "APPROVED"
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteChannelTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Channel id. */
                id: string;
                /** @description Template id. */
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `BUSINESS_ACCOUNT_MISSING`, `PROVIDER_NOT_CONFIGURED`, `PROVIDER_ERROR`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "BUSINESS_ACCOUNT_MISSING" | "PROVIDER_NOT_CONFIGURED" | "PROVIDER_ERROR";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listFieldGroups: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, name, entityType, position, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `name=value` filters on equality; `name[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `name[sort]=asc|desc` sorts. */
                name?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `entityType=value` filters on equality; `entityType[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `entityType[sort]=asc|desc` sorts. */
                entityType?: ("DEAL" | "CONTACT") | {
                    /** @enum {string} */
                    eq?: "DEAL" | "CONTACT";
                    /** @enum {string} */
                    ne?: "DEAL" | "CONTACT";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `position=value` filters on equality; `position[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `position[sort]=asc|desc` sorts. */
                position?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60008",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "name": "Qualification",
                     *           "entityType": "DEAL",
                     *           "position": 1
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["FieldGroupListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createFieldGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Qualification",
                 *       "entityType": "DEAL"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name: string;
                    position?: number;
                    /** @enum {string} */
                    entityType?: "DEAL" | "CONTACT";
                };
            };
        };
        responses: {
            /** @description The created field group. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60008",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "Qualification",
                     *       "entityType": "DEAL",
                     *       "position": 1
                     *     }
                     */
                    "application/json": components["schemas"]["FieldGroup"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getFieldGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60008",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "Qualification",
                     *       "entityType": "DEAL",
                     *       "position": 1
                     *     }
                     */
                    "application/json": components["schemas"]["FieldGroup"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteFieldGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `FIELD_GROUP_NOT_EMPTY`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "FIELD_GROUP_NOT_EMPTY";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateFieldGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Qualification (sales)"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name?: string;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listFields: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, entityType, label, type, config, position, level, fieldGroupId, key, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `entityType=value` filters on equality; `entityType[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `entityType[sort]=asc|desc` sorts. */
                entityType?: ("DEAL" | "CONTACT") | {
                    /** @enum {string} */
                    eq?: "DEAL" | "CONTACT";
                    /** @enum {string} */
                    ne?: "DEAL" | "CONTACT";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `label=value` filters on equality; `label[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `label[sort]=asc|desc` sorts. */
                label?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `type=value` filters on equality; `type[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `type[sort]=asc|desc` sorts. */
                type?: ("TEXT" | "TEXTAREA" | "NUMBER" | "CURRENCY" | "DATE" | "DATETIME" | "BOOLEAN" | "SELECT" | "MULTI_SELECT" | "EMAIL" | "PHONE" | "URL" | "USER" | "CONTACT" | "DEAL" | "FILE") | {
                    /** @enum {string} */
                    eq?: "TEXT" | "TEXTAREA" | "NUMBER" | "CURRENCY" | "DATE" | "DATETIME" | "BOOLEAN" | "SELECT" | "MULTI_SELECT" | "EMAIL" | "PHONE" | "URL" | "USER" | "CONTACT" | "DEAL" | "FILE";
                    /** @enum {string} */
                    ne?: "TEXT" | "TEXTAREA" | "NUMBER" | "CURRENCY" | "DATE" | "DATETIME" | "BOOLEAN" | "SELECT" | "MULTI_SELECT" | "EMAIL" | "PHONE" | "URL" | "USER" | "CONTACT" | "DEAL" | "FILE";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `position=value` filters on equality; `position[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `position[sort]=asc|desc` sorts. */
                position?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `level=value` filters on equality; `level[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `level[sort]=asc|desc` sorts. */
                level?: ("USER" | "API") | {
                    /** @enum {string} */
                    eq?: "USER" | "API";
                    /** @enum {string} */
                    ne?: "USER" | "API";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `fieldGroupId=value` filters on equality; `fieldGroupId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `fieldGroupId[sort]=asc|desc` sorts. */
                fieldGroupId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `key=value` filters on equality; `key[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `key[sort]=asc|desc` sorts. */
                key?: ("NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID") | {
                    /** @enum {string} */
                    eq?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
                    /** @enum {string} */
                    ne?: "NAME" | "PHONE" | "EMAIL" | "PRICE" | "ACQUISITION_SOURCE" | "ORIGIN_URL" | "LEAD_ID" | "WHATSAPP_LID" | "CUSTOM_ID";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60009",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "entityType": "DEAL",
                     *           "label": "Company size",
                     *           "position": 3,
                     *           "level": "API",
                     *           "fieldGroupId": "6650f0c2a1b2c3d4e5f60008",
                     *           "type": "SELECT",
                     *           "config": {
                     *             "options": [
                     *               {
                     *                 "id": "6650f0c2a1b2c3d4e5f60101",
                     *                 "label": "1-10"
                     *               },
                     *               {
                     *                 "id": "6650f0c2a1b2c3d4e5f60102",
                     *                 "label": "11-50"
                     *               },
                     *               {
                     *                 "id": "6650f0c2a1b2c3d4e5f60103",
                     *                 "label": "51+",
                     *                 "color": "#1a7f37"
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["FieldListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createField: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Company size",
                 *       "type": "SELECT",
                 *       "fieldGroupId": "6650f0c2a1b2c3d4e5f60008",
                 *       "config": {
                 *         "options": [
                 *           {
                 *             "label": "1-10"
                 *           },
                 *           {
                 *             "label": "11-50"
                 *           },
                 *           {
                 *             "label": "51+",
                 *             "color": "#1a7f37"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FieldCreateInput"];
            };
        };
        responses: {
            /** @description The created field. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60009",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "entityType": "DEAL",
                     *       "label": "Company size",
                     *       "position": 3,
                     *       "level": "API",
                     *       "fieldGroupId": "6650f0c2a1b2c3d4e5f60008",
                     *       "type": "SELECT",
                     *       "config": {
                     *         "options": [
                     *           {
                     *             "id": "6650f0c2a1b2c3d4e5f60101",
                     *             "label": "1-10"
                     *           },
                     *           {
                     *             "id": "6650f0c2a1b2c3d4e5f60102",
                     *             "label": "11-50"
                     *           },
                     *           {
                     *             "id": "6650f0c2a1b2c3d4e5f60103",
                     *             "label": "51+",
                     *             "color": "#1a7f37"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Field"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60009",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "entityType": "DEAL",
                     *       "label": "Company size",
                     *       "position": 3,
                     *       "level": "API",
                     *       "fieldGroupId": "6650f0c2a1b2c3d4e5f60008",
                     *       "type": "SELECT",
                     *       "config": {
                     *         "options": [
                     *           {
                     *             "id": "6650f0c2a1b2c3d4e5f60101",
                     *             "label": "1-10"
                     *           },
                     *           {
                     *             "id": "6650f0c2a1b2c3d4e5f60102",
                     *             "label": "11-50"
                     *           },
                     *           {
                     *             "id": "6650f0c2a1b2c3d4e5f60103",
                     *             "label": "51+",
                     *             "color": "#1a7f37"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Field"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `BUILT_IN_FIELD`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "BUILT_IN_FIELD";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "label": "Company size (people)",
                 *       "level": "USER"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    label?: string;
                    position?: number;
                    /** @enum {string} */
                    level?: "USER" | "API";
                    fieldGroupId?: string;
                    config?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `OPTION_IN_USE`, `DUPLICATE_VALUES`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "OPTION_IN_USE" | "DUPLICATE_VALUES";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `ENTITY_TYPE_MISMATCH`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "ENTITY_TYPE_MISMATCH";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    exportContacts: {
        parameters: {
            query?: {
                /** @description `csv` (default) or `ndjson` (one record per line, as GET returns it). */
                format?: "csv" | "ndjson";
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, streamed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    exportDeals: {
        parameters: {
            query?: {
                /** @description `csv` (default) or `ndjson` (one record per line, as GET returns it). */
                format?: "csv" | "ndjson";
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `title=value` filters on equality; `title[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `title[sort]=asc|desc` sorts. */
                title?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `contactId=value` filters on equality; `contactId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `contactId[sort]=asc|desc` sorts. */
                contactId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `responsibleId=value` filters on equality; `responsibleId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `responsibleId[sort]=asc|desc` sorts. */
                responsibleId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `pipelineId=value` filters on equality; `pipelineId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `pipelineId[sort]=asc|desc` sorts. */
                pipelineId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `stageId=value` filters on equality; `stageId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `stageId[sort]=asc|desc` sorts. */
                stageId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `status=value` filters on equality; `status[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `status[sort]=asc|desc` sorts. */
                status?: ("OPEN" | "WON" | "LOST") | {
                    /** @enum {string} */
                    eq?: "OPEN" | "WON" | "LOST";
                    /** @enum {string} */
                    ne?: "OPEN" | "WON" | "LOST";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `lossReasonId=value` filters on equality; `lossReasonId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `lossReasonId[sort]=asc|desc` sorts. */
                lossReasonId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `tagIds=value` filters on equality; `tagIds[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                tagIds?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `closedAt=value` filters on equality; `closedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `closedAt[sort]=asc|desc` sorts. */
                closedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, streamed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listImports: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, entityType, status, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `entityType=value` filters on equality; `entityType[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `entityType[sort]=asc|desc` sorts. */
                entityType?: ("CONTACT" | "DEAL") | {
                    /** @enum {string} */
                    eq?: "CONTACT" | "DEAL";
                    /** @enum {string} */
                    ne?: "CONTACT" | "DEAL";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `status=value` filters on equality; `status[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `status[sort]=asc|desc` sorts. */
                status?: ("QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED") | {
                    /** @enum {string} */
                    eq?: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
                    /** @enum {string} */
                    ne?: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60003",
                     *           "entityType": "CONTACT",
                     *           "mode": "create",
                     *           "format": "CSV",
                     *           "status": "DONE",
                     *           "rows": 3,
                     *           "processed": 3,
                     *           "created": 2,
                     *           "updated": 0,
                     *           "failed": 1,
                     *           "createdAt": "2026-01-05T10:00:00.000Z",
                     *           "startedAt": "2026-01-05T10:00:00.100Z",
                     *           "finishedAt": "2026-01-05T10:00:01.000Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ImportListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    startImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data; send the `file` part last (the fields before it are read first). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportUploadInput"];
            };
        };
        responses: {
            /** @description Accepted; the worker runs the import. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60040",
                     *       "status": "QUEUED"
                     *     }
                     */
                    "application/json": components["schemas"]["ImportQueued"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Import id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60003",
                     *       "entityType": "CONTACT",
                     *       "mode": "create",
                     *       "format": "CSV",
                     *       "status": "DONE",
                     *       "rows": 3,
                     *       "processed": 3,
                     *       "created": 2,
                     *       "updated": 0,
                     *       "failed": 1,
                     *       "createdAt": "2026-01-05T10:00:00.000Z",
                     *       "startedAt": "2026-01-05T10:00:00.100Z",
                     *       "finishedAt": "2026-01-05T10:00:01.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Import"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listImportErrors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Import id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "row": 7,
                     *           "column": "Phone",
                     *           "code": "VALIDATION_ERROR",
                     *           "message": "Invalid field value. Not a phone number."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ImportErrors"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Import id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import, cancelled. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60003",
                     *       "entityType": "CONTACT",
                     *       "mode": "create",
                     *       "format": "CSV",
                     *       "status": "DONE",
                     *       "rows": 3,
                     *       "processed": 3,
                     *       "created": 2,
                     *       "updated": 0,
                     *       "failed": 1,
                     *       "createdAt": "2026-01-05T10:00:00.000Z",
                     *       "startedAt": "2026-01-05T10:00:00.100Z",
                     *       "finishedAt": "2026-01-05T10:00:01.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Import"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `IMPORT_FINISHED`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "IMPORT_FINISHED" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listContactDuplicates: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of duplicate groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "match": "PHONE",
                     *           "value": "5511999990001",
                     *           "contactIds": [
                     *             "6650f0c2a1b2c3d4e5f60003",
                     *             "6650f0c2a1b2c3d4e5f60099"
                     *           ]
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["DuplicateGroupList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, fields, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description Comma-separated relations to add to each listed record, under the relation's name (typed in the item schema): `deals` (array of Deal). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60003",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "fields": [
                     *             {
                     *               "fieldId": "6650f0c2a1b2c3d4e5f60017",
                     *               "value": "Ada Lovelace"
                     *             },
                     *             {
                     *               "fieldId": "6650f0c2a1b2c3d4e5f60018",
                     *               "value": "5511999990001"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ContactListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "fields": [
                 *         {
                 *           "key": "NAME",
                 *           "value": "Ada Lovelace"
                 *         },
                 *         {
                 *           "key": "PHONE",
                 *           "value": "+55 11 99999-0001"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    fields?: components["schemas"]["FieldValueInput"][];
                };
            };
        };
        responses: {
            /** @description The created contact. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60003",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "fields": [
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60017",
                     *           "value": "Ada Lovelace"
                     *         },
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60018",
                     *           "value": "5511999990001"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `DUPLICATE`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DUPLICATE" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    batchContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "operation": "upsert",
                 *       "match": "PHONE",
                 *       "items": [
                 *         {
                 *           "fields": [
                 *             {
                 *               "key": "PHONE",
                 *               "value": "+55 11 99999-0001"
                 *             },
                 *             {
                 *               "key": "NAME",
                 *               "value": "Ada Lovelace"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BatchInput"];
            };
        };
        responses: {
            /** @description Every item succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "status": 201,
                     *           "id": "6650f0c2a1b2c3d4e5f60001"
                     *         },
                     *         {
                     *           "index": 1,
                     *           "status": 400,
                     *           "error": {
                     *             "errorCode": "VALIDATION_ERROR",
                     *             "message": "Some field values are invalid.",
                     *             "status": 400,
                     *             "errors": [
                     *               {
                     *                 "field": "fields.0.value",
                     *                 "code": "invalid_phone",
                     *                 "message": "Expected a phone number with its country code."
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            /** @description Some items failed: see each result's `status` and `error`. */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "status": 201,
                     *           "id": "6650f0c2a1b2c3d4e5f60001"
                     *         },
                     *         {
                     *           "index": 1,
                     *           "status": 400,
                     *           "error": {
                     *             "errorCode": "VALIDATION_ERROR",
                     *             "message": "Some field values are invalid.",
                     *             "status": 400,
                     *             "errors": [
                     *               {
                     *                 "field": "fields.0.value",
                     *                 "code": "invalid_phone",
                     *                 "message": "Expected a phone number with its country code."
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    upsertContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `PHONE`, `EMAIL` or `CUSTOM_ID` (contacts), `CUSTOM_ID` (deals), or the id of a field with `config.unique`. */
                match: string;
                /** @description The value to match, URL-encoded (`%2B5511999990001`); compared normalised by the field's type. */
                value: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "fields": [
                 *         {
                 *           "key": "NAME",
                 *           "value": "Ada Lovelace"
                 *         },
                 *         {
                 *           "key": "PHONE",
                 *           "value": "+55 11 99999-0001"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    fields?: components["schemas"]["FieldValueInput"][];
                };
            };
        };
        responses: {
            /** @description The record holding the value, updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60003",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "fields": [
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60017",
                     *           "value": "Ada Lovelace"
                     *         },
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60018",
                     *           "value": "5511999990001"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description No record held the value: created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60003",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "fields": [
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60017",
                     *           "value": "Ada Lovelace"
                     *         },
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60018",
                     *           "value": "5511999990001"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `AMBIGUOUS_MATCH`, `DUPLICATE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "AMBIGUOUS_MATCH" | "DUPLICATE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60003",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "fields": [
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60017",
                     *           "value": "Ada Lovelace"
                     *         },
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60018",
                     *           "value": "5511999990001"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `CONTACT_HAS_DEALS`, `MERGED`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONTACT_HAS_DEALS" | "MERGED";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "fields": [
                 *         {
                 *           "key": "EMAIL",
                 *           "value": "ada@example.com"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    fields?: components["schemas"]["FieldValueInput"][];
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `DUPLICATE`, `MERGED`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DUPLICATE" | "MERGED";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    mergeContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sourceId": "6650f0c2a1b2c3d4e5f60099"
                 *     }
                 */
                "application/json": {
                    /** @description The contact merged into this one; it becomes a tombstone resolving to this one. */
                    sourceId: string;
                };
            };
        };
        responses: {
            /** @description The merge's id and the target after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mergeId": "6650f0c2a1b2c3d4e5f60030",
                     *       "contact": {
                     *         "id": "6650f0c2a1b2c3d4e5f60003",
                     *         "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *         "createdAt": "2026-05-04T14:30:00.000Z",
                     *         "updatedAt": "2026-05-04T14:30:00.000Z",
                     *         "fields": [
                     *           {
                     *             "fieldId": "6650f0c2a1b2c3d4e5f60017",
                     *             "value": "Ada Lovelace"
                     *           },
                     *           {
                     *             "fieldId": "6650f0c2a1b2c3d4e5f60018",
                     *             "value": "5511999990001"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ContactMergeResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `MERGED`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "MERGED" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `MERGE_INTO_ITSELF`, `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "MERGE_INTO_ITSELF" | "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    revertContactMerge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Merge id (from the merge's answer or the `contact.merged` event). */
                mergeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The target and the restored source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mergeId": "6650f0c2a1b2c3d4e5f60030",
                     *       "target": {
                     *         "id": "6650f0c2a1b2c3d4e5f60003",
                     *         "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *         "createdAt": "2026-05-04T14:30:00.000Z",
                     *         "updatedAt": "2026-05-04T14:30:00.000Z",
                     *         "fields": [
                     *           {
                     *             "fieldId": "6650f0c2a1b2c3d4e5f60017",
                     *             "value": "Ada Lovelace"
                     *           },
                     *           {
                     *             "fieldId": "6650f0c2a1b2c3d4e5f60018",
                     *             "value": "5511999990001"
                     *           }
                     *         ]
                     *       },
                     *       "source": {
                     *         "id": "6650f0c2a1b2c3d4e5f60099",
                     *         "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *         "createdAt": "2026-05-04T14:30:00.000Z",
                     *         "updatedAt": "2026-05-04T14:30:00.000Z",
                     *         "fields": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MergeRevertResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `CHANGED_SINCE`, `ALREADY_REVERTED`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CHANGED_SINCE" | "ALREADY_REVERTED" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listPipelines: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, name, position, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `name=value` filters on equality; `name[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `name[sort]=asc|desc` sorts. */
                name?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `position=value` filters on equality; `position[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `position[sort]=asc|desc` sorts. */
                position?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60005",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "name": "Enterprise sales",
                     *           "position": 1
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PipelineListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createPipeline: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Enterprise sales"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name: string;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description The created pipeline. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60005",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "Enterprise sales",
                     *       "position": 1
                     *     }
                     */
                    "application/json": components["schemas"]["Pipeline"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getPipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60005",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "Enterprise sales",
                     *       "position": 1
                     *     }
                     */
                    "application/json": components["schemas"]["Pipeline"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deletePipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `PIPELINE_NOT_EMPTY`, `LAST_PIPELINE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PIPELINE_NOT_EMPTY" | "LAST_PIPELINE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updatePipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Enterprise sales (EMEA)"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name?: string;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listStages: {
        parameters: {
            query?: {
                /** @description Records to return: default 100, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, pipelineId, name, position, type, builtIn, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `pipelineId=value` filters on equality; `pipelineId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `pipelineId[sort]=asc|desc` sorts. */
                pipelineId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `name=value` filters on equality; `name[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `name[sort]=asc|desc` sorts. */
                name?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `position=value` filters on equality; `position[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `position[sort]=asc|desc` sorts. */
                position?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `type=value` filters on equality; `type[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `type[sort]=asc|desc` sorts. */
                type?: ("OPEN" | "WON" | "LOST") | {
                    /** @enum {string} */
                    eq?: "OPEN" | "WON" | "LOST";
                    /** @enum {string} */
                    ne?: "OPEN" | "WON" | "LOST";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `builtIn=value` filters on equality; `builtIn[op]=value` with op in `ne`, `in`, `nin`, `exists`; `builtIn[sort]=asc|desc` sorts. */
                builtIn?: string | {
                    eq?: string;
                    ne?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "6650f0c2a1b2c3d4e5f60006",
                     *         "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *         "createdAt": "2026-05-04T14:30:00.000Z",
                     *         "updatedAt": "2026-05-04T14:30:00.000Z",
                     *         "pipelineId": "6650f0c2a1b2c3d4e5f60005",
                     *         "name": "Negotiation",
                     *         "position": 1,
                     *         "type": "OPEN",
                     *         "builtIn": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["StageListItem"][];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createStage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Negotiation"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name: string;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description The created stage. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60006",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "pipelineId": "6650f0c2a1b2c3d4e5f60005",
                     *       "name": "Negotiation",
                     *       "position": 1,
                     *       "type": "OPEN",
                     *       "builtIn": false
                     *     }
                     */
                    "application/json": components["schemas"]["Stage"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `STAGE_LIMIT_REACHED`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STAGE_LIMIT_REACHED" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getStage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
                /** @description Stage id. */
                stageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60006",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "pipelineId": "6650f0c2a1b2c3d4e5f60005",
                     *       "name": "Negotiation",
                     *       "position": 1,
                     *       "type": "OPEN",
                     *       "builtIn": false
                     *     }
                     */
                    "application/json": components["schemas"]["Stage"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteStage: {
        parameters: {
            query?: {
                /** @description Stage receiving the deals of the deleted stage. */
                targetStageId?: string;
            };
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
                /** @description Stage id. */
                stageId: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "targetStageId": "6650f0c2a1b2c3d4e5f60006"
                 *     }
                 */
                "application/json": {
                    targetStageId?: string;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `STAGE_NOT_EMPTY`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "STAGE_NOT_EMPTY";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `BUILT_IN_STAGE`, `STAGE_NOT_IN_PIPELINE`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "BUILT_IN_STAGE" | "STAGE_NOT_IN_PIPELINE";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateStage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
                /** @description Stage id. */
                stageId: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Negotiation",
                 *       "position": 1
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name?: string;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `BUILT_IN_STAGE`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "BUILT_IN_STAGE";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listDeals: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, title, contactId, responsibleId, pipelineId, stageId, status, lossReasonId, tagIds, fields, closedAt, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description Comma-separated relations to add to each listed record, under the relation's name (typed in the item schema): `contact` (Contact or null), `stage` (Stage or null), `pipeline` (Pipeline or null), `responsible` (User or null), `lossReason` (LossReason or null), `tags` (array of Tag). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `title=value` filters on equality; `title[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `title[sort]=asc|desc` sorts. */
                title?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `contactId=value` filters on equality; `contactId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `contactId[sort]=asc|desc` sorts. */
                contactId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `responsibleId=value` filters on equality; `responsibleId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `responsibleId[sort]=asc|desc` sorts. */
                responsibleId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `pipelineId=value` filters on equality; `pipelineId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `pipelineId[sort]=asc|desc` sorts. */
                pipelineId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `stageId=value` filters on equality; `stageId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `stageId[sort]=asc|desc` sorts. */
                stageId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `status=value` filters on equality; `status[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `status[sort]=asc|desc` sorts. */
                status?: ("OPEN" | "WON" | "LOST") | {
                    /** @enum {string} */
                    eq?: "OPEN" | "WON" | "LOST";
                    /** @enum {string} */
                    ne?: "OPEN" | "WON" | "LOST";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `lossReasonId=value` filters on equality; `lossReasonId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `lossReasonId[sort]=asc|desc` sorts. */
                lossReasonId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `tagIds=value` filters on equality; `tagIds[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                tagIds?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `closedAt=value` filters on equality; `closedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `closedAt[sort]=asc|desc` sorts. */
                closedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60004",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "title": "ACME: 20 seats",
                     *           "contactId": "6650f0c2a1b2c3d4e5f60003",
                     *           "responsibleId": "6650f0c2a1b2c3d4e5f60002",
                     *           "pipelineId": "6650f0c2a1b2c3d4e5f60005",
                     *           "stageId": "6650f0c2a1b2c3d4e5f60006",
                     *           "status": "OPEN",
                     *           "tagIds": [
                     *             "6650f0c2a1b2c3d4e5f60007"
                     *           ],
                     *           "fields": [
                     *             {
                     *               "fieldId": "6650f0c2a1b2c3d4e5f60016",
                     *               "value": 4800
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DealListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createDeal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contactId": "6650f0c2a1b2c3d4e5f60003",
                 *       "title": "ACME: 20 seats",
                 *       "fields": [
                 *         {
                 *           "key": "PRICE",
                 *           "value": 4800
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    contactId: string;
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    title?: string;
                    responsibleId?: string;
                    pipelineId?: string;
                    stageId?: string;
                    lossReasonId?: string;
                    tagIds?: string[];
                    fields?: components["schemas"]["FieldValueInput"][];
                };
            };
        };
        responses: {
            /** @description The created deal. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60004",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "title": "ACME: 20 seats",
                     *       "contactId": "6650f0c2a1b2c3d4e5f60003",
                     *       "responsibleId": "6650f0c2a1b2c3d4e5f60002",
                     *       "pipelineId": "6650f0c2a1b2c3d4e5f60005",
                     *       "stageId": "6650f0c2a1b2c3d4e5f60006",
                     *       "status": "OPEN",
                     *       "tagIds": [
                     *         "6650f0c2a1b2c3d4e5f60007"
                     *       ],
                     *       "fields": [
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60016",
                     *           "value": 4800
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `DUPLICATE`, `MERGED`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DUPLICATE" | "MERGED" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `DEAL_NOT_LOST`, `STAGE_NOT_IN_PIPELINE`, `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DEAL_NOT_LOST" | "STAGE_NOT_IN_PIPELINE" | "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    batchDeals: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "operation": "upsert",
                 *       "match": "PHONE",
                 *       "items": [
                 *         {
                 *           "fields": [
                 *             {
                 *               "key": "PHONE",
                 *               "value": "+55 11 99999-0001"
                 *             },
                 *             {
                 *               "key": "NAME",
                 *               "value": "Ada Lovelace"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BatchInput"];
            };
        };
        responses: {
            /** @description Every item succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "status": 201,
                     *           "id": "6650f0c2a1b2c3d4e5f60001"
                     *         },
                     *         {
                     *           "index": 1,
                     *           "status": 400,
                     *           "error": {
                     *             "errorCode": "VALIDATION_ERROR",
                     *             "message": "Some field values are invalid.",
                     *             "status": 400,
                     *             "errors": [
                     *               {
                     *                 "field": "fields.0.value",
                     *                 "code": "invalid_phone",
                     *                 "message": "Expected a phone number with its country code."
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            /** @description Some items failed: see each result's `status` and `error`. */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "status": 201,
                     *           "id": "6650f0c2a1b2c3d4e5f60001"
                     *         },
                     *         {
                     *           "index": 1,
                     *           "status": 400,
                     *           "error": {
                     *             "errorCode": "VALIDATION_ERROR",
                     *             "message": "Some field values are invalid.",
                     *             "status": 400,
                     *             "errors": [
                     *               {
                     *                 "field": "fields.0.value",
                     *                 "code": "invalid_phone",
                     *                 "message": "Expected a phone number with its country code."
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    upsertDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `PHONE`, `EMAIL` or `CUSTOM_ID` (contacts), `CUSTOM_ID` (deals), or the id of a field with `config.unique`. */
                match: string;
                /** @description The value to match, URL-encoded (`%2B5511999990001`); compared normalised by the field's type. */
                value: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contactId": "6650f0c2a1b2c3d4e5f60003",
                 *       "title": "ACME: 20 seats",
                 *       "fields": [
                 *         {
                 *           "key": "PRICE",
                 *           "value": 4800
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    contactId: string;
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    title?: string;
                    responsibleId?: string;
                    pipelineId?: string;
                    stageId?: string;
                    lossReasonId?: string;
                    tagIds?: string[];
                    fields?: components["schemas"]["FieldValueInput"][];
                };
            };
        };
        responses: {
            /** @description The record holding the value, updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60004",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "title": "ACME: 20 seats",
                     *       "contactId": "6650f0c2a1b2c3d4e5f60003",
                     *       "responsibleId": "6650f0c2a1b2c3d4e5f60002",
                     *       "pipelineId": "6650f0c2a1b2c3d4e5f60005",
                     *       "stageId": "6650f0c2a1b2c3d4e5f60006",
                     *       "status": "OPEN",
                     *       "tagIds": [
                     *         "6650f0c2a1b2c3d4e5f60007"
                     *       ],
                     *       "fields": [
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60016",
                     *           "value": 4800
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Deal"];
                };
            };
            /** @description No record held the value: created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60004",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "title": "ACME: 20 seats",
                     *       "contactId": "6650f0c2a1b2c3d4e5f60003",
                     *       "responsibleId": "6650f0c2a1b2c3d4e5f60002",
                     *       "pipelineId": "6650f0c2a1b2c3d4e5f60005",
                     *       "stageId": "6650f0c2a1b2c3d4e5f60006",
                     *       "status": "OPEN",
                     *       "tagIds": [
                     *         "6650f0c2a1b2c3d4e5f60007"
                     *       ],
                     *       "fields": [
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60016",
                     *           "value": 4800
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `AMBIGUOUS_MATCH`, `DUPLICATE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "AMBIGUOUS_MATCH" | "DUPLICATE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60004",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "title": "ACME: 20 seats",
                     *       "contactId": "6650f0c2a1b2c3d4e5f60003",
                     *       "responsibleId": "6650f0c2a1b2c3d4e5f60002",
                     *       "pipelineId": "6650f0c2a1b2c3d4e5f60005",
                     *       "stageId": "6650f0c2a1b2c3d4e5f60006",
                     *       "status": "OPEN",
                     *       "tagIds": [
                     *         "6650f0c2a1b2c3d4e5f60007"
                     *       ],
                     *       "fields": [
                     *         {
                     *           "fieldId": "6650f0c2a1b2c3d4e5f60016",
                     *           "value": 4800
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "title": "ACME: 25 seats",
                 *       "fields": [
                 *         {
                 *           "key": "PRICE",
                 *           "value": 6000
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    title?: string;
                    contactId?: string;
                    responsibleId?: string | null;
                    fields?: components["schemas"]["FieldValueInput"][];
                    pipelineId?: string;
                    tagIds?: string[];
                    stageId?: string;
                    lossReasonId?: string | null;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `DUPLICATE`, `MERGED`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DUPLICATE" | "MERGED";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `DEAL_NOT_LOST`, `STAGE_NOT_IN_PIPELINE`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DEAL_NOT_LOST" | "STAGE_NOT_IN_PIPELINE";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    addDealTags: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Deal id. */
                dealId: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tagIds": [
                 *         "6650f0c2a1b2c3d4e5f60007"
                 *       ]
                 *     }
                 */
                "application/json": {
                    tagIds: string[];
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `TOO_MANY_TAGS`, `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "TOO_MANY_TAGS" | "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, name, color, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `name=value` filters on equality; `name[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `name[sort]=asc|desc` sorts. */
                name?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `color=value` filters on equality; `color[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `color[sort]=asc|desc` sorts. */
                color?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60007",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "name": "vip",
                     *           "color": "#d4a017"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TagListItem"][];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "vip",
                 *       "color": "#d4a017"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name: string;
                    color?: string;
                };
            };
        };
        responses: {
            /** @description The created tag. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60007",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "vip",
                     *       "color": "#d4a017"
                     *     }
                     */
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `DUPLICATE`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DUPLICATE" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60007",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "vip",
                     *       "color": "#d4a017"
                     *     }
                     */
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "key account",
                 *       "color": null
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name?: string;
                    color?: string | null;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `DUPLICATE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "DUPLICATE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listTasks: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, dealId, assigneeId, title, dueAt, status, completedAt, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description Comma-separated relations to add to each listed record, under the relation's name (typed in the item schema): `deal` (Deal or null), `assignee` (User or null). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `dealId=value` filters on equality; `dealId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `dealId[sort]=asc|desc` sorts. */
                dealId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `assigneeId=value` filters on equality; `assigneeId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `assigneeId[sort]=asc|desc` sorts. */
                assigneeId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `title=value` filters on equality; `title[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `title[sort]=asc|desc` sorts. */
                title?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `dueAt=value` filters on equality; `dueAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `dueAt[sort]=asc|desc` sorts. */
                dueAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `status=value` filters on equality; `status[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `status[sort]=asc|desc` sorts. */
                status?: ("OPEN" | "DONE") | {
                    /** @enum {string} */
                    eq?: "OPEN" | "DONE";
                    /** @enum {string} */
                    ne?: "OPEN" | "DONE";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `completedAt=value` filters on equality; `completedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `completedAt[sort]=asc|desc` sorts. */
                completedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f6000a",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "dealId": "6650f0c2a1b2c3d4e5f60004",
                     *           "assigneeId": "6650f0c2a1b2c3d4e5f60002",
                     *           "title": "Send the quote",
                     *           "dueAt": "2026-05-08T09:00:00.000Z",
                     *           "status": "OPEN"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dealId": "6650f0c2a1b2c3d4e5f60004",
                 *       "title": "Send the quote",
                 *       "dueAt": "2026-05-08T09:00:00Z"
                 *     }
                 */
                "application/json": {
                    dealId: string;
                    /** @description Trimmed, 1 to 500 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    title: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 date-time with an offset (`Z` or `+02:00`), between 1900-01-01 and 2199-12-31 (400 `out_of_range` otherwise).
                     */
                    dueAt: string;
                    assigneeId?: string;
                    /** @enum {string} */
                    status?: "OPEN" | "DONE";
                };
            };
        };
        responses: {
            /** @description The created task. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000a",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "dealId": "6650f0c2a1b2c3d4e5f60004",
                     *       "assigneeId": "6650f0c2a1b2c3d4e5f60002",
                     *       "title": "Send the quote",
                     *       "dueAt": "2026-05-08T09:00:00.000Z",
                     *       "status": "OPEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    batchTasks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "operation": "upsert",
                 *       "match": "PHONE",
                 *       "items": [
                 *         {
                 *           "fields": [
                 *             {
                 *               "key": "PHONE",
                 *               "value": "+55 11 99999-0001"
                 *             },
                 *             {
                 *               "key": "NAME",
                 *               "value": "Ada Lovelace"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BatchInput"];
            };
        };
        responses: {
            /** @description Every item succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "status": 201,
                     *           "id": "6650f0c2a1b2c3d4e5f60001"
                     *         },
                     *         {
                     *           "index": 1,
                     *           "status": 400,
                     *           "error": {
                     *             "errorCode": "VALIDATION_ERROR",
                     *             "message": "Some field values are invalid.",
                     *             "status": 400,
                     *             "errors": [
                     *               {
                     *                 "field": "fields.0.value",
                     *                 "code": "invalid_phone",
                     *                 "message": "Expected a phone number with its country code."
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            /** @description Some items failed: see each result's `status` and `error`. */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "status": 201,
                     *           "id": "6650f0c2a1b2c3d4e5f60001"
                     *         },
                     *         {
                     *           "index": 1,
                     *           "status": 400,
                     *           "error": {
                     *             "errorCode": "VALIDATION_ERROR",
                     *             "message": "Some field values are invalid.",
                     *             "status": 400,
                     *             "errors": [
                     *               {
                     *                 "field": "fields.0.value",
                     *                 "code": "invalid_phone",
                     *                 "message": "Expected a phone number with its country code."
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000a",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "dealId": "6650f0c2a1b2c3d4e5f60004",
                     *       "assigneeId": "6650f0c2a1b2c3d4e5f60002",
                     *       "title": "Send the quote",
                     *       "dueAt": "2026-05-08T09:00:00.000Z",
                     *       "status": "OPEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "status": "DONE"
                 *     }
                 */
                "application/json": {
                    dealId?: string;
                    /** @description Trimmed, 1 to 500 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    title?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 date-time with an offset (`Z` or `+02:00`), between 1900-01-01 and 2199-12-31 (400 `out_of_range` otherwise).
                     */
                    dueAt?: string;
                    assigneeId?: string | null;
                    /** @enum {string} */
                    status?: "OPEN" | "DONE";
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listLossReasons: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 250. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, name, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `name=value` filters on equality; `name[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `name[sort]=asc|desc` sorts. */
                name?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f6000c",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "name": "Too expensive"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["LossReasonListItem"][];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createLossReason: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Too expensive"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name: string;
                };
            };
        };
        responses: {
            /** @description The created loss reason. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000c",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "Too expensive"
                     *     }
                     */
                    "application/json": components["schemas"]["LossReason"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `DUPLICATE`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DUPLICATE" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getLossReason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f6000c",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "name": "Too expensive"
                     *     }
                     */
                    "application/json": components["schemas"]["LossReason"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteLossReason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `LOSS_REASON_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "LOSS_REASON_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateLossReason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Price above budget"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `DUPLICATE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "DUPLICATE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    ingestCall: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "externalId": "call-2026-05-04-0001",
                 *       "direction": "OUTBOUND",
                 *       "from": {
                 *         "type": "EXTENSION",
                 *         "number": "201"
                 *       },
                 *       "to": {
                 *         "type": "PHONE",
                 *         "number": "+55 11 99999-0001"
                 *       },
                 *       "startedAt": "2026-05-04T14:00:00Z",
                 *       "answeredAt": "2026-05-04T14:00:12Z",
                 *       "endedAt": "2026-05-04T14:06:40Z",
                 *       "outcome": "ANSWERED"
                 *     }
                 */
                "application/json": components["schemas"]["CallIngestInput"];
            };
        };
        responses: {
            /** @description The call's id (accepted; recording and transcription follow). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60012"
                     *     }
                     */
                    "application/json": components["schemas"]["CallIngested"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listContactCalls: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 50. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, entityId, entityType, provider, externalId, direction, from, to, startedAt, answeredAt, endedAt, durationInSeconds, outcome, recording, transcription, analysis, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `entityId=value` filters on equality; `entityId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `entityId[sort]=asc|desc` sorts. */
                entityId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `entityType=value` filters on equality; `entityType[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `entityType[sort]=asc|desc` sorts. */
                entityType?: ("DEAL" | "CONTACT") | {
                    /** @enum {string} */
                    eq?: "DEAL" | "CONTACT";
                    /** @enum {string} */
                    ne?: "DEAL" | "CONTACT";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `externalId=value` filters on equality; `externalId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `externalId[sort]=asc|desc` sorts. */
                externalId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `direction=value` filters on equality; `direction[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `direction[sort]=asc|desc` sorts. */
                direction?: ("OUTBOUND" | "INBOUND") | {
                    /** @enum {string} */
                    eq?: "OUTBOUND" | "INBOUND";
                    /** @enum {string} */
                    ne?: "OUTBOUND" | "INBOUND";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `startedAt=value` filters on equality; `startedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `startedAt[sort]=asc|desc` sorts. */
                startedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `answeredAt=value` filters on equality; `answeredAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `answeredAt[sort]=asc|desc` sorts. */
                answeredAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `endedAt=value` filters on equality; `endedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `endedAt[sort]=asc|desc` sorts. */
                endedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `durationInSeconds=value` filters on equality; `durationInSeconds[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `durationInSeconds[sort]=asc|desc` sorts. */
                durationInSeconds?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `outcome=value` filters on equality; `outcome[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `outcome[sort]=asc|desc` sorts. */
                outcome?: ("ANSWERED" | "NO_ANSWER" | "BUSY" | "VOICEMAIL" | "FAILED") | {
                    /** @enum {string} */
                    eq?: "ANSWERED" | "NO_ANSWER" | "BUSY" | "VOICEMAIL" | "FAILED";
                    /** @enum {string} */
                    ne?: "ANSWERED" | "NO_ANSWER" | "BUSY" | "VOICEMAIL" | "FAILED";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path: {
                /** @description Contact id. */
                contactId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "6650f0c2a1b2c3d4e5f60012",
                     *         "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *         "createdAt": "2026-05-04T14:30:00.000Z",
                     *         "updatedAt": "2026-05-04T14:30:00.000Z",
                     *         "entityId": "6650f0c2a1b2c3d4e5f60004",
                     *         "entityType": "DEAL",
                     *         "provider": "TELEPHONY",
                     *         "externalId": "call-2026-05-04-0001",
                     *         "direction": "OUTBOUND",
                     *         "from": {
                     *           "type": "EXTENSION",
                     *           "number": "201",
                     *           "userId": "6650f0c2a1b2c3d4e5f60002"
                     *         },
                     *         "to": {
                     *           "type": "PHONE",
                     *           "number": "5511999990001"
                     *         },
                     *         "startedAt": "2026-05-04T14:00:00.000Z",
                     *         "answeredAt": "2026-05-04T14:00:12.000Z",
                     *         "endedAt": "2026-05-04T14:06:40.000Z",
                     *         "durationInSeconds": 388,
                     *         "outcome": "ANSWERED",
                     *         "recording": {
                     *           "status": "STORED",
                     *           "mimeType": "audio/mpeg"
                     *         },
                     *         "transcription": {
                     *           "status": "DONE",
                     *           "turns": [
                     *             {
                     *               "speaker": "SELLER",
                     *               "start": 0.4,
                     *               "text": "Hi Ada, this is Grace from the sales team."
                     *             },
                     *             {
                     *               "speaker": "CUSTOMER",
                     *               "start": 3.1,
                     *               "text": "Hi! We are looking at 20 seats."
                     *             }
                     *           ]
                     *         },
                     *         "analysis": {
                     *           "status": "DONE",
                     *           "summary": "ACME wants 20 seats; send the quote by Friday."
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CallListItem"][];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getCallRecording: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Call id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole recording. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            /** @description The bytes of the `Range` asked for (`Content-Range: bytes a-b/size`). */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            416: components["responses"]["RangeNotSatisfiable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    requestCallTranscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Call id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted; the worker transcribes the recording. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": components["schemas"]["CallTranscriptionRequested"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listContactHistory: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, at, actor.type, source.type, source.id, entityType, entityId, actor, source, changes, revertOf, revertedBy. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `at=value` filters on equality; `at[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `at[sort]=asc|desc` sorts. */
                at?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `path=value` filters on equality; `path[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                path?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `actor.type=value` filters on equality; `actor.type[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                "actor.type"?: ("USER" | "AGENT" | "SYSTEM" | "ANALYSIS" | "IMPORT") | {
                    /** @enum {string} */
                    eq?: "USER" | "AGENT" | "SYSTEM" | "ANALYSIS" | "IMPORT";
                    /** @enum {string} */
                    ne?: "USER" | "AGENT" | "SYSTEM" | "ANALYSIS" | "IMPORT";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `source.type=value` filters on equality; `source.type[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                "source.type"?: ("REQUEST" | "CALL" | "CHAT" | "IMPORT" | "MERGE") | {
                    /** @enum {string} */
                    eq?: "REQUEST" | "CALL" | "CHAT" | "IMPORT" | "MERGE";
                    /** @enum {string} */
                    ne?: "REQUEST" | "CALL" | "CHAT" | "IMPORT" | "MERGE";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `source.id=value` filters on equality; `source.id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                "source.id"?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `revertOf=value` filters on equality; `revertOf[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                revertOf?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `revertedBy=value` filters on equality; `revertedBy[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                revertedBy?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
            };
            header?: never;
            path: {
                /** @description Contact id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60020",
                     *           "entityType": "DEAL",
                     *           "entityId": "6650f0c2a1b2c3d4e5f60004",
                     *           "at": "2026-05-04T14:30:00.000Z",
                     *           "actor": {
                     *             "type": "ANALYSIS",
                     *             "id": "gpt-4o-mini"
                     *           },
                     *           "source": {
                     *             "type": "CALL",
                     *             "id": "6650f0c2a1b2c3d4e5f60012"
                     *           },
                     *           "changes": [
                     *             {
                     *               "path": "fields.6650f0c2a1b2c3d4e5f60016",
                     *               "before": 1000,
                     *               "after": 1500,
                     *               "evidence": {
                     *                 "quote": "we can do fifteen hundred",
                     *                 "turns": [
                     *                   3
                     *                 ],
                     *                 "confidence": 0.9,
                     *                 "model": "gpt-4o-mini"
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChangeListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listDealHistory: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, at, actor.type, source.type, source.id, entityType, entityId, actor, source, changes, revertOf, revertedBy. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `at=value` filters on equality; `at[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `at[sort]=asc|desc` sorts. */
                at?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `path=value` filters on equality; `path[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                path?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `actor.type=value` filters on equality; `actor.type[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                "actor.type"?: ("USER" | "AGENT" | "SYSTEM" | "ANALYSIS" | "IMPORT") | {
                    /** @enum {string} */
                    eq?: "USER" | "AGENT" | "SYSTEM" | "ANALYSIS" | "IMPORT";
                    /** @enum {string} */
                    ne?: "USER" | "AGENT" | "SYSTEM" | "ANALYSIS" | "IMPORT";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `source.type=value` filters on equality; `source.type[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                "source.type"?: ("REQUEST" | "CALL" | "CHAT" | "IMPORT" | "MERGE") | {
                    /** @enum {string} */
                    eq?: "REQUEST" | "CALL" | "CHAT" | "IMPORT" | "MERGE";
                    /** @enum {string} */
                    ne?: "REQUEST" | "CALL" | "CHAT" | "IMPORT" | "MERGE";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `source.id=value` filters on equality; `source.id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                "source.id"?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `revertOf=value` filters on equality; `revertOf[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                revertOf?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
                /** @description `revertedBy=value` filters on equality; `revertedBy[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`. */
                revertedBy?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                };
            };
            header?: never;
            path: {
                /** @description Deal id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60020",
                     *           "entityType": "DEAL",
                     *           "entityId": "6650f0c2a1b2c3d4e5f60004",
                     *           "at": "2026-05-04T14:30:00.000Z",
                     *           "actor": {
                     *             "type": "ANALYSIS",
                     *             "id": "gpt-4o-mini"
                     *           },
                     *           "source": {
                     *             "type": "CALL",
                     *             "id": "6650f0c2a1b2c3d4e5f60012"
                     *           },
                     *           "changes": [
                     *             {
                     *               "path": "fields.6650f0c2a1b2c3d4e5f60016",
                     *               "before": 1000,
                     *               "after": 1500,
                     *               "evidence": {
                     *                 "quote": "we can do fifteen hundred",
                     *                 "turns": [
                     *                   3
                     *                 ],
                     *                 "confidence": 0.9,
                     *                 "model": "gpt-4o-mini"
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChangeListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    revertChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Change id. */
                changeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The change that undid it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60020",
                     *       "entityType": "DEAL",
                     *       "entityId": "6650f0c2a1b2c3d4e5f60004",
                     *       "at": "2026-05-04T14:30:00.000Z",
                     *       "actor": {
                     *         "type": "ANALYSIS",
                     *         "id": "gpt-4o-mini"
                     *       },
                     *       "source": {
                     *         "type": "CALL",
                     *         "id": "6650f0c2a1b2c3d4e5f60012"
                     *       },
                     *       "changes": [
                     *         {
                     *           "path": "fields.6650f0c2a1b2c3d4e5f60016",
                     *           "before": 1000,
                     *           "after": 1500,
                     *           "evidence": {
                     *             "quote": "we can do fifteen hundred",
                     *             "turns": [
                     *               3
                     *             ],
                     *             "confidence": 0.9,
                     *             "model": "gpt-4o-mini"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Change"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `CHANGED_SINCE`, `ALREADY_REVERTED`, `RECORD_DELETED`, `NOTHING_TO_REVERT`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CHANGED_SINCE" | "ALREADY_REVERTED" | "RECORD_DELETED" | "NOTHING_TO_REVERT" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    revertCallAnalysis: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Call id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was reverted and what was left. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reverted": [
                     *         "6650f0c2a1b2c3d4e5f60020"
                     *       ],
                     *       "skipped": [
                     *         {
                     *           "changeId": "6650f0c2a1b2c3d4e5f60021",
                     *           "path": "fields.6650f0c2a1b2c3d4e5f60017"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CallAnalysisRevert"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description The `next` cursor of the previous page (a sequence number); 0 or absent: from the oldest kept event. */
                after?: number;
                /** @description Comma-separated event types, e.g. `deal.updated,contact.created`. One of: agent.created, agent.deleted, agent.updated, call.analysis, call.created, call.deleted, call.ended, call.recording, call.transcription, call.updated, channel.created, channel.deleted, channel.updated, chat.agent, chat.created, chat.deleted, chat.handoff, chat.updated, contact.created, contact.deleted, contact.merged, contact.updated, deal.created, deal.deleted, deal.updated, field.created, field.deleted, field.updated, field_group.created, field_group.deleted, field_group.updated, import.completed, import.queued, lead.created, lead.deleted, lead.updated, loss_reason.created, loss_reason.deleted, loss_reason.updated, media.deleted, message.created, message.deleted, message.received, message.status, message.updated, note.created, note.deleted, note.updated, pipeline.created, pipeline.deleted, pipeline.updated, project.created, project.deleted, project.updated, stage.created, stage.deleted, stage.updated, tag.created, tag.deleted, tag.updated, task.created, task.deleted, task.updated, template.created, template.deleted, template.updated, user.created, user.deleted, user.updated, webhook.created, webhook.deleted, webhook.disabled, webhook.ping, webhook.recovery, webhook.redelivery, webhook.updated. */
                types?: string;
                /** @description Events per page, 1..100 (default 20); larger values become 100. */
                "[limit]"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60014",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "sequence": 42,
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "actor": {
                     *             "type": "USER",
                     *             "id": "6650f0c2a1b2c3d4e5f60002"
                     *           },
                     *           "type": "tag.updated",
                     *           "data": {
                     *             "id": "6650f0c2a1b2c3d4e5f60007",
                     *             "changes": [
                     *               "color"
                     *             ],
                     *             "record": {
                     *               "id": "6650f0c2a1b2c3d4e5f60007",
                     *               "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *               "createdAt": "2026-05-04T14:30:00.000Z",
                     *               "updatedAt": "2026-05-04T14:30:00.000Z",
                     *               "name": "vip",
                     *               "color": "#d4a017"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "next": 42,
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["EventFeedPage"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    search: {
        parameters: {
            query: {
                /** @description What to find, 1..200 characters: words (each must match a word of the record by prefix, case and accents ignored, one typo allowed in words of 5+ letters), a whole email or custom id, or a phone fragment in any format. */
                q: string;
                /** @description Comma-separated kinds of record to search, of contact, deal, note, chat, call; default all. */
                types?: string;
                /** @description Results, 1..50 (default 20); larger values become 50, smaller 1. */
                "[limit]"?: number;
                /** @description Same as `[limit]`. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The best matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "type": "contact",
                     *           "id": "6650f0c2a1b2c3d4e5f60003",
                     *           "score": 100,
                     *           "record": {
                     *             "id": "6650f0c2a1b2c3d4e5f60003",
                     *             "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *             "createdAt": "2026-05-04T14:30:00.000Z",
                     *             "updatedAt": "2026-05-04T14:30:00.000Z",
                     *             "fields": []
                     *           }
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20
                     *     }
                     */
                    "application/json": components["schemas"]["SearchPage"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, url, enabled, events, disabledReason, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `url=value` filters on equality; `url[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `url[sort]=asc|desc` sorts. */
                url?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `enabled=value` filters on equality; `enabled[op]=value` with op in `ne`, `in`, `nin`, `exists`; `enabled[sort]=asc|desc` sorts. */
                enabled?: string | {
                    eq?: string;
                    ne?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60013",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "url": "https://example.com/crm-events",
                     *           "events": [
                     *             "deal.created",
                     *             "deal.updated"
                     *           ],
                     *           "enabled": true
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.com/crm-events",
                 *       "events": [
                 *         "deal.created",
                 *         "deal.updated"
                 *       ]
                 *     }
                 */
                "application/json": {
                    url: string;
                    /**
                     * @default [
                     *       "*"
                     *     ]
                     */
                    events?: string[];
                    /** @default true */
                    enabled?: boolean;
                    filter?: components["schemas"]["WebhookEventFilterInput"];
                };
            };
        };
        responses: {
            /** @description The webhook and its signing secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60013",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "url": "https://example.com/crm-events",
                     *       "events": [
                     *         "deal.created",
                     *         "deal.updated"
                     *       ],
                     *       "enabled": true,
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/9e3Ay6zVyY="
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60013",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "url": "https://example.com/crm-events",
                     *       "events": [
                     *         "deal.created",
                     *         "deal.updated"
                     *       ],
                     *       "enabled": true
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "*"
                 *       ],
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    url?: string;
                    events?: string[];
                    enabled?: boolean;
                    /** @description Replaces the whole filter; `{}` removes it. */
                    filter?: components["schemas"]["WebhookEventFilterInput"];
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/9e3Ay6zVyY="
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    pingWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ping event's id. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "eventId": "6650f0c2a1b2c3d4e5f60014"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookPing"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    recoverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "afterSequence": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date-time
                     * @description Events created at or after this time (within the event retention).
                     */
                    since?: string;
                    /** @description Events after this feed position (`sequence`; 0: the whole feed). */
                    afterSequence?: number;
                };
            };
        };
        responses: {
            /** @description How many events are delivered again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 42
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookRecovery"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Webhook id. */
                id: string;
                /** @description Delivery id (`<eventId>.<webhookId>`). */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery id. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60014.6650f0c2a1b2c3d4e5f60013"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryRetry"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, webhookId, eventId, eventType, status, attemptCount, attempts, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `eventId=value` filters on equality; `eventId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `eventId[sort]=asc|desc` sorts. */
                eventId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `eventType=value` filters on equality; `eventType[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `eventType[sort]=asc|desc` sorts. */
                eventType?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `status=value` filters on equality; `status[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `status[sort]=asc|desc` sorts. */
                status?: ("PENDING" | "SUCCEEDED" | "FAILED") | {
                    /** @enum {string} */
                    eq?: "PENDING" | "SUCCEEDED" | "FAILED";
                    /** @enum {string} */
                    ne?: "PENDING" | "SUCCEEDED" | "FAILED";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `attemptCount=value` filters on equality; `attemptCount[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `attemptCount[sort]=asc|desc` sorts. */
                attemptCount?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60014.6650f0c2a1b2c3d4e5f60013",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "webhookId": "6650f0c2a1b2c3d4e5f60013",
                     *           "eventId": "6650f0c2a1b2c3d4e5f60014",
                     *           "eventType": "deal.updated",
                     *           "status": "SUCCEEDED",
                     *           "attemptCount": 2,
                     *           "attempts": [
                     *             {
                     *               "at": "2026-05-04T14:30:01.000Z",
                     *               "statusCode": 503,
                     *               "durationMs": 120
                     *             },
                     *             {
                     *               "at": "2026-05-04T14:30:31.000Z",
                     *               "statusCode": 200,
                     *               "durationMs": 85
                     *             }
                     *           ],
                     *           "createdAt": "2026-05-04T14:30:01.000Z",
                     *           "updatedAt": "2026-05-04T14:30:31.000Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listChats: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, channelId, contactId, phone, agentId, agentStatus, isTest, lastMessageAt, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description Comma-separated relations to add to each listed record, under the relation's name (typed in the item schema): `contact` (Contact or null), `channel` (Channel or null), `agent` (Agent or null). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `channelId=value` filters on equality; `channelId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `channelId[sort]=asc|desc` sorts. */
                channelId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `contactId=value` filters on equality; `contactId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `contactId[sort]=asc|desc` sorts. */
                contactId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `phone=value` filters on equality; `phone[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `phone[sort]=asc|desc` sorts. */
                phone?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `agentId=value` filters on equality; `agentId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `agentId[sort]=asc|desc` sorts. */
                agentId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `agentStatus=value` filters on equality; `agentStatus[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `agentStatus[sort]=asc|desc` sorts. */
                agentStatus?: ("ACTIVE" | "DISABLED") | {
                    /** @enum {string} */
                    eq?: "ACTIVE" | "DISABLED";
                    /** @enum {string} */
                    ne?: "ACTIVE" | "DISABLED";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `isTest=value` filters on equality; `isTest[op]=value` with op in `ne`, `in`, `nin`, `exists`; `isTest[sort]=asc|desc` sorts. */
                isTest?: string | {
                    eq?: string;
                    ne?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `lastMessageAt=value` filters on equality; `lastMessageAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `lastMessageAt[sort]=asc|desc` sorts. */
                lastMessageAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60010",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "channelId": "6650f0c2a1b2c3d4e5f6000f",
                     *           "contactId": "6650f0c2a1b2c3d4e5f60003",
                     *           "phone": "5511999990001",
                     *           "agentId": "6650f0c2a1b2c3d4e5f6000e",
                     *           "agentStatus": "ACTIVE",
                     *           "isTest": false,
                     *           "lastMessageAt": "2026-05-04T14:30:00.000Z",
                     *           "serviceWindowEndsAt": null
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChatListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createChat: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channelId": "6650f0c2a1b2c3d4e5f6000f",
                 *       "phone": "+55 11 99999-0001"
                 *     }
                 */
                "application/json": {
                    channelId: string;
                    /** @description The contact; with only `phone`, the contact with that phone (created if none). */
                    contactId?: string;
                    /** @description The number to write to; default: the contact's PHONE. */
                    phone?: string;
                    /** @default false */
                    isTest?: boolean;
                };
            };
        };
        responses: {
            /** @description The started chat. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60010",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "channelId": "6650f0c2a1b2c3d4e5f6000f",
                     *       "contactId": "6650f0c2a1b2c3d4e5f60003",
                     *       "phone": "5511999990001",
                     *       "agentId": "6650f0c2a1b2c3d4e5f6000e",
                     *       "agentStatus": "ACTIVE",
                     *       "isTest": false,
                     *       "lastMessageAt": "2026-05-04T14:30:00.000Z",
                     *       "serviceWindowEndsAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Chat"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60010",
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "createdAt": "2026-05-04T14:30:00.000Z",
                     *       "updatedAt": "2026-05-04T14:30:00.000Z",
                     *       "channelId": "6650f0c2a1b2c3d4e5f6000f",
                     *       "contactId": "6650f0c2a1b2c3d4e5f60003",
                     *       "phone": "5511999990001",
                     *       "agentId": "6650f0c2a1b2c3d4e5f6000e",
                     *       "agentStatus": "ACTIVE",
                     *       "isTest": false,
                     *       "lastMessageAt": "2026-05-04T14:30:00.000Z",
                     *       "serviceWindowEndsAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Chat"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    setChatAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "status": "DISABLED"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Required without agentId.
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "DISABLED";
                    /** @description An agent of the project, not archived (404 otherwise). */
                    agentId?: string;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listChatMessages: {
        parameters: {
            query?: {
                /** @description Records to return: default 20, max 100. Out-of-range values are clamped, not rejected. */
                "[limit]"?: number;
                /** @description Records to skip. */
                "[offset]"?: number;
                /** @description Comma-separated fields to return; `id` is always returned. Each listed record then holds only these keys (plus the relations of `[with]`), which is why the listed item schema (`...ListItem`) marks every key but `id` optional, while single-record operations return the full record. One of: id, chatId, direction, type, status, content, editedId, repliedId, forwardedId, author, error, errorCode, providerCode, projectId, createdAt, updatedAt. */
                "[project]"?: string;
                /** @description No relations on this endpoint (any value is a 400). */
                "[with]"?: string;
                /** @description How filters combine. */
                "[logic]"?: "AND" | "OR";
                /** @description `id=value` filters on equality; `id[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `id[sort]=asc|desc` sorts. */
                id?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `chatId=value` filters on equality; `chatId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `chatId[sort]=asc|desc` sorts. */
                chatId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `direction=value` filters on equality; `direction[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `direction[sort]=asc|desc` sorts. */
                direction?: ("INBOUND" | "OUTBOUND") | {
                    /** @enum {string} */
                    eq?: "INBOUND" | "OUTBOUND";
                    /** @enum {string} */
                    ne?: "INBOUND" | "OUTBOUND";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `type=value` filters on equality; `type[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `type[sort]=asc|desc` sorts. */
                type?: ("TEXT" | "IMAGE" | "AUDIO" | "VIDEO" | "DOCUMENT" | "STICKER" | "LOCATION" | "CONTACT" | "TEMPLATE" | "REACTION" | "BUTTONS" | "LIST") | {
                    /** @enum {string} */
                    eq?: "TEXT" | "IMAGE" | "AUDIO" | "VIDEO" | "DOCUMENT" | "STICKER" | "LOCATION" | "CONTACT" | "TEMPLATE" | "REACTION" | "BUTTONS" | "LIST";
                    /** @enum {string} */
                    ne?: "TEXT" | "IMAGE" | "AUDIO" | "VIDEO" | "DOCUMENT" | "STICKER" | "LOCATION" | "CONTACT" | "TEMPLATE" | "REACTION" | "BUTTONS" | "LIST";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `status=value` filters on equality; `status[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `status[sort]=asc|desc` sorts. */
                status?: ("QUEUED" | "SENT" | "DELIVERED" | "READ" | "FAILED") | {
                    /** @enum {string} */
                    eq?: "QUEUED" | "SENT" | "DELIVERED" | "READ" | "FAILED";
                    /** @enum {string} */
                    ne?: "QUEUED" | "SENT" | "DELIVERED" | "READ" | "FAILED";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `editedId=value` filters on equality; `editedId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `editedId[sort]=asc|desc` sorts. */
                editedId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `repliedId=value` filters on equality; `repliedId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `repliedId[sort]=asc|desc` sorts. */
                repliedId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `forwardedId=value` filters on equality; `forwardedId[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `forwardedId[sort]=asc|desc` sorts. */
                forwardedId?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `errorCode=value` filters on equality; `errorCode[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`, `regex`; `errorCode[sort]=asc|desc` sorts. */
                errorCode?: ("OUTSIDE_SERVICE_WINDOW" | "RECIPIENT_UNREACHABLE" | "TEMPLATE_PARAMS_MISMATCH" | "TEMPLATE_UNAVAILABLE" | "MEDIA_REJECTED" | "UNSUPPORTED_MESSAGE" | "AGENT_CHANGED" | "PROVIDER_NOT_CONFIGURED" | "PROVIDER_THROTTLED" | "PROVIDER_ERROR") | {
                    /** @enum {string} */
                    eq?: "OUTSIDE_SERVICE_WINDOW" | "RECIPIENT_UNREACHABLE" | "TEMPLATE_PARAMS_MISMATCH" | "TEMPLATE_UNAVAILABLE" | "MEDIA_REJECTED" | "UNSUPPORTED_MESSAGE" | "AGENT_CHANGED" | "PROVIDER_NOT_CONFIGURED" | "PROVIDER_THROTTLED" | "PROVIDER_ERROR";
                    /** @enum {string} */
                    ne?: "OUTSIDE_SERVICE_WINDOW" | "RECIPIENT_UNREACHABLE" | "TEMPLATE_PARAMS_MISMATCH" | "TEMPLATE_UNAVAILABLE" | "MEDIA_REJECTED" | "UNSUPPORTED_MESSAGE" | "AGENT_CHANGED" | "PROVIDER_NOT_CONFIGURED" | "PROVIDER_THROTTLED" | "PROVIDER_ERROR";
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    regex?: string;
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `providerCode=value` filters on equality; `providerCode[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`. */
                providerCode?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                };
                /** @description `createdAt=value` filters on equality; `createdAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `createdAt[sort]=asc|desc` sorts. */
                createdAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
                /** @description `updatedAt=value` filters on equality; `updatedAt[op]=value` with op in `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`, `exists`; `updatedAt[sort]=asc|desc` sorts. */
                updatedAt?: string | {
                    eq?: string;
                    ne?: string;
                    gt?: string;
                    gte?: string;
                    lt?: string;
                    lte?: string;
                    /** @description Comma-separated values. */
                    in?: string;
                    /** @description Comma-separated values. */
                    nin?: string;
                    /** @enum {string} */
                    exists?: "true" | "false";
                    /** @enum {string} */
                    sort?: "asc" | "desc" | "1" | "-1";
                };
            };
            header?: never;
            path: {
                /** @description Chat id. */
                chatId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6650f0c2a1b2c3d4e5f60011",
                     *           "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *           "createdAt": "2026-05-04T14:30:00.000Z",
                     *           "updatedAt": "2026-05-04T14:30:00.000Z",
                     *           "chatId": "6650f0c2a1b2c3d4e5f60010",
                     *           "direction": "OUTBOUND",
                     *           "type": "TEXT",
                     *           "content": {
                     *             "text": "Hi Ada, your quote is on its way."
                     *           },
                     *           "status": "DELIVERED",
                     *           "author": {
                     *             "type": "USER",
                     *             "id": "6650f0c2a1b2c3d4e5f60002"
                     *           }
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["MessageListItem"][];
                        /** @description True when records exist after this page. */
                        hasMore: boolean;
                        /** @description The page size applied (after clamping). */
                        limit: number;
                        /** @description The records skipped. */
                        offset: number;
                        /** @description Records matching the filters, all pages together. */
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Chat id. */
                chatId: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "TEXT",
                 *       "content": {
                 *         "text": "Hi Ada, your quote is on its way."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SendMessageTextInput"] | components["schemas"]["SendMessageImageInput"] | components["schemas"]["SendMessageAudioInput"] | components["schemas"]["SendMessageVideoInput"] | components["schemas"]["SendMessageDocumentInput"] | components["schemas"]["SendMessageStickerInput"] | components["schemas"]["SendMessageLocationInput"] | components["schemas"]["SendMessageContactInput"] | components["schemas"]["SendMessageTemplateInput"] | components["schemas"]["SendMessageReactionInput"] | components["schemas"]["SendMessageButtonsInput"] | components["schemas"]["SendMessageListInput"];
            };
        };
        responses: {
            /** @description The queued message's id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60011"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageCreated"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `MERGED`, `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "MERGED" | "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `MESSAGE_NOT_IN_CHAT`, `OUTSIDE_SERVICE_WINDOW`, `TEMPLATE_NOT_APPROVED`, `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "MESSAGE_NOT_IN_CHAT" | "OUTSIDE_SERVICE_WINDOW" | "TEMPLATE_NOT_APPROVED" | "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    sendMessagesByPhone: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: 1..255 printable ASCII characters (e.g. a UUID), scoped to the API key (another key using it makes its own request). Within 24 h, a repeat with the same key, method, path and body gets the first response again (status and body, with `Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running is 409 `IDEMPOTENCY_KEY_IN_USE`. Responses with status 5xx are not kept, so retrying after one runs the request again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "+55 11 99999-0001",
                 *       "channelId": "6650f0c2a1b2c3d4e5f6000f",
                 *       "messages": [
                 *         "Hi Ada!",
                 *         "Your quote is on its way."
                 *       ]
                 *     }
                 */
                "application/json": {
                    phone: string;
                    channelId: string;
                    /**
                     * @description MESSAGES: each item is a TEXT message. TEMPLATE: each item is a template name, sent in `language`.
                     * @default MESSAGES
                     * @enum {string}
                     */
                    method?: "MESSAGES" | "TEMPLATE";
                    /** @description 1 to 10 non-empty texts (or template names), queued in this order. */
                    messages: string[];
                    /**
                     * @description Template language (method TEMPLATE).
                     * @default en
                     */
                    language?: string;
                    /** @description The contact to write to; else the contact with this phone, created if none. */
                    contactId?: string;
                };
            };
        };
        responses: {
            /** @description The chat the messages were queued in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "chatId": "6650f0c2a1b2c3d4e5f60010"
                     *     }
                     */
                    "application/json": components["schemas"]["SendByPhoneResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `IDEMPOTENCY_KEY_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "IDEMPOTENCY_KEY_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `OUTSIDE_SERVICE_WINDOW`, `TEMPLATE_NOT_APPROVED`, `IDEMPOTENCY_KEY_REUSED`. A business rule refused the request; `errorCode` names the rule. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "OUTSIDE_SERVICE_WINDOW" | "TEMPLATE_NOT_APPROVED" | "IDEMPOTENCY_KEY_REUSED";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data; send the `file` part last (the fields before it are read first). */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file; its type is detected from its bytes (see the limits table).
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored media. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6745a1f0c2d4e8b9a0f1c2d3",
                     *       "kind": "IMAGE",
                     *       "mimeType": "image/png",
                     *       "status": "STORED",
                     *       "size": 48213,
                     *       "sha256": "9f2c4e1b7a0d3c5e8f6a1b2c3d4e5f60718293a4b5c6d7e8f90112233445566",
                     *       "filename": "quote.png",
                     *       "createdAt": "2026-11-28T07:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Media"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Media id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6745a1f0c2d4e8b9a0f1c2d3",
                     *       "kind": "IMAGE",
                     *       "mimeType": "image/png",
                     *       "status": "STORED",
                     *       "size": 48213,
                     *       "sha256": "9f2c4e1b7a0d3c5e8f6a1b2c3d4e5f60718293a4b5c6d7e8f90112233445566",
                     *       "filename": "quote.png",
                     *       "createdAt": "2026-11-28T07:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Media"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    downloadMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Media id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The bytes of the `Range` asked for (`Content-Range: bytes a-b/size`). */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `MEDIA_NOT_STORED`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "MEDIA_NOT_STORED";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            416: components["responses"]["RangeNotSatisfiable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Media id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `MEDIA_IN_USE`. The request clashes with the current state; `errorCode` names the conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        errorCode?: "MEDIA_IN_USE";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "ACME sales"
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name: string;
                };
            };
        };
        responses: {
            /** @description The project and its first key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "project": {
                     *         "id": "6650f0c2a1b2c3d4e5f60001",
                     *         "name": "ACME sales",
                     *         "createdAt": "2026-05-04T14:30:00.000Z",
                     *         "updatedAt": "2026-05-04T14:30:00.000Z"
                     *       },
                     *       "apiKey": {
                     *         "id": "6650f0c2a1b2c3d4e5f60015",
                     *         "key": "crm_...",
                     *         "name": "Default",
                     *         "scopes": [
                     *           "read",
                     *           "write"
                     *         ],
                     *         "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *         "userId": "6650f0c2a1b2c3d4e5f60002",
                     *         "createdAt": "2026-05-04T14:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        project: components["schemas"]["Project"];
                        apiKey: components["schemas"]["ApiKeyCreated"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id. */
                projectId: string;
            };
            cookie?: never;
        };
        /** @description JSON (Content-Type: application/json). No body reads as `{}`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Reporting (read-only)",
                 *       "scopes": [
                 *         "read"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters. Refused (400 `unsafe_characters`), never stripped: NUL and other control characters, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069. */
                    name: string;
                    scopes?: ("read" | "write")[];
                };
            };
        };
        responses: {
            /** @description The new key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6650f0c2a1b2c3d4e5f60015",
                     *       "key": "crm_...",
                     *       "name": "Default",
                     *       "scopes": [
                     *         "read",
                     *         "write"
                     *       ],
                     *       "projectId": "6650f0c2a1b2c3d4e5f60001",
                     *       "userId": "6650f0c2a1b2c3d4e5f60002",
                     *       "createdAt": "2026-05-04T14:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyCreated"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    adminRevokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API key id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    verifyChannelWebhook: {
        parameters: {
            query: {
                /** @description `subscribe`. */
                "hub.mode": string;
                /** @description The verify token entered in Meta's console. */
                "hub.verify_token": string;
                /** @description Echoed back on success. */
                "hub.challenge": string;
            };
            header?: never;
            path: {
                /** @description The channel's id. */
                channelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `hub.challenge`, as plain text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    receiveChannelWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The channel's id. */
                channelId: string;
            };
            cookie?: never;
        };
        /** @description JSON in the channel provider's format (any Content-Type is read as JSON). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "message",
                 *       "messageId": "dev-in-0001",
                 *       "from": "+55 11 99999-0001",
                 *       "type": "TEXT",
                 *       "content": {
                 *         "text": "Is the quote ready?"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DevChannelWebhookInput"] | components["schemas"]["WhatsAppCloudWebhookInput"];
            };
        };
        responses: {
            /** @description Stored or applied. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["ChannelWebhookAck"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
}
