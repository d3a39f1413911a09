import type { ChatCascades } from "../chats/chat-cascades";
import { requireScope, type Context } from "../core/context";
import { unprocessable } from "../core/errors";
import { createResourceService, insertOne } from "../core/resource-service";
import type { InTransaction } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import { DEFAULT_LIST_LIMITS, type ListSpec, recordListFields } from "../query";
import {
  CHANNEL_PROVIDERS,
  CHANNEL_TYPES,
  enforcesServiceWindowByDefault,
  type ChannelDoc,
  type ChannelProvider,
  type ChannelType,
} from "./channel.model";
import { channelCreateSchema, channelSecretRotateSchema, channelUpdateSchema, type ChannelCreated } from "./channel.schema";
import { channelSecretMatches, generateChannelSecret, hashChannelSecret } from "./channel.secret";
import type { Models } from "../models";
import { channelPacing, channelToRecord } from "./channel.record";

export const channelListSpec = {
  resource: "channels",
  fields: recordListFields({
    type: { kind: "enum", values: CHANNEL_TYPES },
    name: { kind: "string" },
    phone: { kind: "string" },
    provider: { kind: "enum", values: CHANNEL_PROVIDERS },
    enforceServiceWindow: { kind: "boolean" },
    throughputPerSecond: { kind: "number" },
    recipientGapSeconds: { kind: "number" },
  }),
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: 1 }],
} satisfies ListSpec;

/** The secret's hash is never part of a record (nor of the events built from records). */
/** Channel types each provider can carry; DEV simulates them all. */
const PROVIDER_TYPES: Record<ChannelProvider, readonly ChannelType[]> = {
  DEV: CHANNEL_TYPES,
  WHATSAPP_CLOUD: ["WHATSAPP"],
  TWILIO: ["WHATSAPP", "SMS"],
};

export interface ChannelServiceDeps {
  models: Pick<Models, "channels">;
  /** A channel's chats, with their messages, go with it. */
  chats: Pick<ChatCascades, "removeForChannel">;
  inTransaction: InTransaction;
}

export function createChannelService({ models: { channels: model }, chats, inTransaction }: ChannelServiceDeps) {
  const service = createResourceService(
    {
      event: "channel",
      label: "Channel",
      model,
      list: channelListSpec,
      toRecord: channelToRecord,
      createSchema: channelCreateSchema,
      updateSchema: channelUpdateSchema,
      afterDelete: (ctx, existing, uow) => chats.removeForChannel(ctx, existing._id, uow),
    },
    inTransaction,
  );

  return {
    ...service,

    /** Not the generic create: the answer carries the webhook secret, which only exists here, once. */
    async create(ctx: Context, input: unknown): Promise<ChannelCreated> {
      requireScope(ctx, "write");
      const parsed = parseInput(channelCreateSchema, input);
      if (!PROVIDER_TYPES[parsed.provider].includes(parsed.type)) {
        throw unprocessable("PROVIDER_NOT_SUPPORTED", `Provider ${parsed.provider} does not carry ${parsed.type} channels.`, [
          {
            field: "provider",
            code: "unsupported_type",
            message: `${parsed.provider} supports ${PROVIDER_TYPES[parsed.provider].join(", ")}.`,
          },
        ]);
      }
      const webhookSecret = generateChannelSecret();
      return inTransaction(ctx, async (uow) => {
        const doc = await insertOne(model, {
          ...parsed,
          enforceServiceWindow: parsed.enforceServiceWindow ?? enforcesServiceWindowByDefault(parsed.provider),
          ...channelPacing(parsed),
          projectId: ctx.projectId,
          secretHash: hashChannelSecret(webhookSecret),
        });
        const record = channelToRecord(doc);
        uow.emit({ type: "channel.created", data: { record } });
        return { ...record, webhookSecret };
      });
    },

    /** Replaces the webhook secret (e.g. after a leak); the new one is shown once and the old one stops working. */
    async rotateSecret(ctx: Context, id: string, input: unknown = {}): Promise<{ webhookSecret: string }> {
      requireScope(ctx, "write");
      parseInput(channelSecretRotateSchema, input);
      const webhookSecret = generateChannelSecret();
      await inTransaction(ctx, async (uow) => {
        const existing = await service.load(ctx, id);
        const after = await model
          .findOneAndUpdate(
            { _id: existing._id, projectId: ctx.projectId },
            { $set: { secretHash: hashChannelSecret(webhookSecret) } },
            { returnDocument: "after" },
          )
          .lean<ChannelDoc>();
        // A plain update event (the secret itself is never in events): subscribers learn the channel changed.
        if (after)
          uow.emit({ type: "channel.updated", data: { id: existing._id, changes: ["webhookSecret"], record: channelToRecord(after) } });
      });
      return { webhookSecret };
    },

    /**
     * For the provider webhook, which carries no API key: the channel named in the path whose
     * secret matches, or null. Callers answer null as 401/404 without saying which part failed.
     */
    async verifyWebhookSecret(channelId: string, presented: unknown): Promise<ChannelDoc | null> {
      if (typeof presented !== "string" || presented === "") return null;
      const channel = await model.findOne({ _id: String(channelId) }).lean<ChannelDoc>();
      if (!channel) return null;
      return channelSecretMatches(presented, channel.secretHash) ? channel : null;
    },
  };
}
export type ChannelService = ReturnType<typeof createChannelService>;
