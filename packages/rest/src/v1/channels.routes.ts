import {
  RESOURCES,
  templateCreateSchema,
  templateListSpec,
  templateRecordSchema,
  templateSyncResultSchema,
  type Domain,
} from "@crm/domain";
import { idParams, pathIds } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";
import { resourceTag } from "./crud-routes";

const tag = resourceTag(RESOURCES.channel);
const templateParams = pathIds({ id: "Channel id.", templateId: "Template id." });

/** A channel's message templates (its secret rotation is a declared action, channel.resource.ts). */
export const channelRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "get",
      path: "/channels/{id}/templates",
      operationId: "listChannelTemplates",
      summary: "List a channel's message templates",
      description:
        "Paginated envelope, oldest first. Filters: `name`, `language`, `category`, `status`. Only APPROVED templates can be " +
        "sent (a TEMPLATE message names one by `name` and `language`).",
      tag,
      params: idParams,
      list: { spec: templateListSpec, format: "envelope" },
      success: { status: 200, schema: templateRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params, query, listOptions }) => domain.templates.list(ctx, params.id, query, listOptions),
    }),
    defineRoute({
      method: "post",
      path: "/channels/{id}/templates",
      operationId: "createChannelTemplate",
      summary: "Create a message template",
      description:
        "DEV channels approve it at once. WHATSAPP_CLOUD channels submit it to WhatsApp for review (status as WhatsApp " +
        "answers, usually PENDING; `POST .../templates/sync` picks up the verdict); they need the channel's " +
        "`businessAccountId` (422 `BUSINESS_ACCOUNT_MISSING`) and the API's `WHATSAPP_ACCESS_TOKEN` (422 " +
        "`PROVIDER_NOT_CONFIGURED`); WhatsApp's refusal is 422 `PROVIDER_ERROR` with its message. Placeholders are " +
        "`{{1}}`, `{{2}}`... without gaps (a HEADER takes at most one; FOOTER and BUTTONS none). A name and language " +
        "the channel has already: 409 `DUPLICATE`. Raises `template.created`.",
      tag,
      params: idParams,
      body: templateCreateSchema,
      success: { status: 201, schema: templateRecordSchema, description: "The template." },
      errors: [
        403,
        404,
        { status: 409, codes: ["DUPLICATE"] },
        { status: 422, codes: ["BUSINESS_ACCOUNT_MISSING", "PROVIDER_NOT_CONFIGURED", "PROVIDER_ERROR"] },
      ],
      handler: ({ ctx, params, body }) => domain.templates.create(ctx, params.id, body),
    }),
    defineRoute({
      method: "post",
      path: "/channels/{id}/templates/sync",
      operationId: "syncChannelTemplates",
      summary: "Sync a channel's templates from WhatsApp",
      description:
        "WHATSAPP_CLOUD channels: reads every template of the channel's WhatsApp Business Account (Graph API " +
        "`GET /{businessAccountId}/message_templates`, all pages) and makes them the channel's: new ones created, changed " +
        "ones (status, category, components) updated, ones gone at WhatsApp removed, with their `template.*` events. " +
        "WhatsApp's PAUSED and DISABLED count as REJECTED, other non-final statuses as PENDING. DEV channels: 422 " +
        "`SYNC_NOT_SUPPORTED` (their templates live here). Takes no body.",
      tag,
      params: idParams,
      success: { status: 200, schema: templateSyncResultSchema, description: "What changed." },
      errors: [
        403,
        404,
        { status: 422, codes: ["SYNC_NOT_SUPPORTED", "BUSINESS_ACCOUNT_MISSING", "PROVIDER_NOT_CONFIGURED", "PROVIDER_ERROR"] },
      ],
      handler: ({ ctx, params }) => domain.templates.sync(ctx, params.id),
    }),
    defineRoute({
      method: "get",
      path: "/channels/{id}/templates/{templateId}",
      operationId: "getChannelTemplate",
      summary: "Read a message template",
      tag,
      params: templateParams,
      success: { status: 200, schema: templateRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.templates.get(ctx, params.id, params.templateId),
    }),
    defineRoute({
      method: "delete",
      path: "/channels/{id}/templates/{templateId}",
      operationId: "deleteChannelTemplate",
      summary: "Delete a message template",
      description:
        "Deletes it here and, on WHATSAPP_CLOUD channels, at WhatsApp (its refusal: 422 `PROVIDER_ERROR`, nothing deleted). " +
        "Raises `template.deleted`.",
      tag,
      params: templateParams,
      success: { status: 204 },
      errors: [403, 404, { status: 422, codes: ["BUSINESS_ACCOUNT_MISSING", "PROVIDER_NOT_CONFIGURED", "PROVIDER_ERROR"] }],
      handler: ({ ctx, params }) => domain.templates.remove(ctx, params.id, params.templateId),
    }),
  );
