import { defineAction } from "../resources/define-action";
import { defineResource } from "../resources/define-resource";
import { channelListSpec } from "./channel.service";
import {
  channelCreatedSchema,
  channelCreateSchema,
  channelRecordSchema,
  channelSecretRotateSchema,
  channelSecretSchema,
  channelUpdateSchema,
} from "./channel.schema";

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
  actions: {
    rotateSecret: defineAction({
      scope: "write",
      ids: ["id"],
      output: channelSecretSchema,
      run: (domain, ctx, { id }, input) => domain.channels.rotateSecret(ctx, id, input),
      rest: { method: "post", path: "/secret", operationId: "rotateChannelSecret", status: 201, body: channelSecretRotateSchema },
      graphql: { field: "rotateChannelSecret", output: "ChannelSecret" },
    }),
  },
});
