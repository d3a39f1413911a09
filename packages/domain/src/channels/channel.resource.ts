import { defineResource } from "../resources/define-resource";
import { channelListSpec } from "./channel.service";
import { channelCreatedSchema, channelCreateSchema, channelRecordSchema, channelUpdateSchema } from "./channel.schema";

export const channelResource = defineResource({
  one: "channel",
  many: "channels",
  description:
    "Messaging channels (e.g. a WhatsApp number) through which chats send and receive messages; the webhook secret is shown once.",
  schemas: {
    record: channelRecordSchema,
    create: channelCreateSchema,
    update: channelUpdateSchema,
    created: channelCreatedSchema,
  },
  list: { spec: channelListSpec, format: "envelope" },
  service: (domain) => domain.channels,
});
