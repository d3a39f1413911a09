import { z } from "zod";
import { EXAMPLE_IDS, EXAMPLE_TIME, exampleRecordBase } from "../core/examples";
import { phoneSchema } from "../channels/channel.schema";
import { idSchema, recordBase } from "../core/schema-helpers";
import { AGENT_STATUSES } from "./chat.model";

export const chatRecordSchema = z
  .object({
    ...recordBase,
    channelId: z.string(),
    contactId: z.string(),
    phone: z.string().describe("The contact's number on the channel: digits, country code included."),
    agentId: z.string().optional().describe("The chat's AI agent."),
    agentStatus: z.enum(AGENT_STATUSES).optional().describe("ACTIVE: the agent answers inbound messages; DISABLED: it does not."),
    isTest: z.boolean().describe("A test chat (trying an agent out); its agent cannot be switched."),
    lastMessageAt: z.iso.datetime().optional(),
    serviceWindowEndsAt: z.iso
      .datetime()
      .nullable()
      .describe(
        "24 h after the contact's last inbound message in this chat (null if none): until then any message may be sent; after it, on a channel with `enforceServiceWindow`, only TEMPLATE messages.",
      ),
  })
  .meta({
    id: "Chat",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.chat),
        channelId: EXAMPLE_IDS.channel,
        contactId: EXAMPLE_IDS.contact,
        phone: "5511999990001",
        agentId: EXAMPLE_IDS.agent,
        agentStatus: "ACTIVE",
        isTest: false,
        lastMessageAt: EXAMPLE_TIME,
        serviceWindowEndsAt: null,
      },
    ],
  });
export type ChatRecord = z.infer<typeof chatRecordSchema>;

export const chatCreateSchema = z
  .strictObject({
    channelId: idSchema,
    contactId: idSchema.optional().describe("The contact; with only `phone`, the contact with that phone (created if none)."),
    phone: phoneSchema.optional().describe("The number to write to; default: the contact's PHONE."),
    isTest: z.boolean().default(false),
  })
  .refine((input) => input.contactId !== undefined || input.phone !== undefined, {
    message: "contactId or phone is required",
    path: ["phone"],
  })
  .meta({ examples: [{ channelId: EXAMPLE_IDS.channel, phone: "+55 11 99999-0001" }] });
export type ChatCreate = z.infer<typeof chatCreateSchema>;

export const chatAgentUpdateSchema = z
  .strictObject({
    status: z.enum(AGENT_STATUSES).optional().describe("Required without agentId."),
    agentId: idSchema.optional().describe("An agent of the project, not archived (404 otherwise)."),
  })
  .meta({ examples: [{ status: "DISABLED" }] });
