import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import {
  DEFAULT_THROUGHPUT_PER_SECOND,
  defaultRecipientGapSeconds,
  enforcesServiceWindowByDefault,
  type ChannelDoc,
} from "./channel.model";
import type { ChannelRecord } from "./channel.schema";

export const channelToRecord = (doc: ChannelDoc): ChannelRecord => ({
  ...toRecord<ChannelRecord>(doc, [...RECORD_KEYS, "type", "name", "phone", "provider", "externalId", "businessAccountId"]),
  enforceServiceWindow: channelEnforcesServiceWindow(doc),
  ...channelPacing(doc),
});

export const channelEnforcesServiceWindow = (doc: Pick<ChannelDoc, "provider" | "enforceServiceWindow">): boolean =>
  doc.enforceServiceWindow ?? enforcesServiceWindowByDefault(doc.provider);

/** The channel's pacing; older channels (without the fields) get the provider's defaults. */
export const channelPacing = (
  doc: Pick<ChannelDoc, "provider" | "throughputPerSecond" | "recipientGapSeconds">,
): { throughputPerSecond: number; recipientGapSeconds: number } => ({
  throughputPerSecond: doc.throughputPerSecond ?? DEFAULT_THROUGHPUT_PER_SECOND,
  recipientGapSeconds: doc.recipientGapSeconds ?? defaultRecipientGapSeconds(doc.provider),
});
