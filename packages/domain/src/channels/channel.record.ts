import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { ChannelDoc } from "./channel.model";
import type { ChannelRecord } from "./channel.schema";

export const channelToRecord = (doc: ChannelDoc): ChannelRecord =>
  toRecord(doc, [...RECORD_KEYS, "type", "name", "phone", "provider", "externalId"]);
