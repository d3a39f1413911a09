import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import { enforcesServiceWindowByDefault, type ChannelDoc } from "./channel.model";
import type { ChannelRecord } from "./channel.schema";

export const channelToRecord = (doc: ChannelDoc): ChannelRecord => ({
  ...toRecord<ChannelRecord>(doc, [...RECORD_KEYS, "type", "name", "phone", "provider", "externalId", "businessAccountId"]),
  enforceServiceWindow: channelEnforcesServiceWindow(doc),
});

export const channelEnforcesServiceWindow = (doc: Pick<ChannelDoc, "provider" | "enforceServiceWindow">): boolean =>
  doc.enforceServiceWindow ?? enforcesServiceWindowByDefault(doc.provider);
