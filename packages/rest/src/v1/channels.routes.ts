import { channelSecretRotateSchema, channelSecretSchema, RESOURCES, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";
import { resourceTag } from "./crud-routes";

const tag = resourceTag(RESOURCES.channel);

/** A channel's route beyond CRUD: a new webhook secret, shown once. */
export const channelRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/channels/{id}/secret",
      operationId: "rotateChannelSecret",
      summary: "Rotate a channel's webhook secret",
      description:
        "Issues a new webhook secret, shown once; the previous secret stops working at once. Takes no options: send `{}` " +
        "or no body; like every body it must be JSON (415 otherwise), well-formed (400) and within the size limit (413).",
      tag,
      params: idParams,
      body: channelSecretRotateSchema,
      success: { status: 201, schema: channelSecretSchema, description: "The new webhook secret." },
      errors: [403, 404],
      handler: ({ ctx, params, body }) => domain.channels.rotateSecret(ctx, params.id, body),
    }),
  );
