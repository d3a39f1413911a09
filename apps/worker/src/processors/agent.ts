import type { Domain } from "@crm/domain";
import type { AgentResponder } from "@crm/providers";
import type { Job } from "bullmq";
import type { Logger } from "pino";
import { parseJob } from "./parse-job";

/**
 * The `agent` queue: `reply` answers an inbound message with the chat's ACTIVE agent; `follow-up`
 * writes the follow-up of a reply the contact did not answer. The LLM runs outside any
 * transaction; the domain posts the result only if the chat still has the same agent (a switch
 * or a DISABLE meanwhile drops it).
 */
export function createAgentProcessor(domain: Domain, responder: AgentResponder, logger: Logger) {
  const agent = domain.messaging.agent;
  return async function processAgentJob(job: Job): Promise<unknown> {
    const parsed = parseJob("agent", job);
    const { projectId, chatId } = parsed.payload;
    const followUp = parsed.name === "follow-up";
    const prepared = followUp
      ? await agent.prepareFollowUp(projectId, chatId, parsed.payload.replyId)
      : await agent.prepareReply(projectId, chatId);
    if (!prepared) return { posted: null };
    const text = await responder.reply({
      agentName: prepared.agentName,
      instructions: prepared.instructions,
      history: prepared.history,
      followUp,
    });
    const posted = followUp
      ? await agent.post(prepared, "FOLLOW_UP", text, parsed.payload.replyId)
      : await agent.post(prepared, "REPLY", text);
    if (!posted) logger.info({ chatId, agentId: prepared.agentId }, "agent message dropped: the chat's agent changed while it was written");
    return { posted };
  };
}
