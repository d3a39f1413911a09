import type { AgentResponder, Domain } from "@crm/domain";
import type { Job } from "bullmq";
import type { Logger } from "pino";
import { parseJob } from "../jobs/parse-job";

/**
 * The `agent` queue: `reply` answers an inbound message with the chat's ACTIVE agent; `follow-up`
 * writes the follow-up of a reply the contact did not answer. The LLM runs outside any
 * transaction; the domain posts the result only if the chat still has the same agent (a switch
 * or a DISABLE meanwhile drops it) and nothing was posted for the same trigger yet (a run again
 * after a crash or a stall writes nothing twice).
 */
export function createAgentProcessor(domain: Domain, responder: AgentResponder, logger: Logger) {
  const agent = domain.messaging.agent;
  return async function processAgentJob(job: Job): Promise<unknown> {
    const parsed = parseJob("agent", job);
    const { projectId, chatId } = parsed.payload;
    const prepared =
      parsed.name === "follow-up"
        ? await agent.prepareFollowUp(projectId, chatId, parsed.payload.replyId)
        : await agent.prepareReply(projectId, chatId, parsed.payload.messageId);
    if (!prepared) return { posted: null };
    const reply = await responder.reply({
      agentName: prepared.agentName,
      instructions: prepared.instructions,
      history: prepared.history,
      followUp: prepared.kind === "FOLLOW_UP",
    });
    const result = reply.handoff
      ? await agent.handOff(prepared, { text: reply.text, reason: reply.handoff.reason })
      : await agent.post(prepared, reply.text);
    const log = { chatId, agentId: prepared.agentId, triggerId: prepared.triggerId };
    if (result.outcome === "STALE") logger.info(log, "agent message dropped: the chat's agent changed while it was written");
    if (result.outcome === "HANDED_OFF") logger.info({ ...log, reason: reply.handoff?.reason }, "agent handed the chat to a person");
    if (result.outcome === "OUTSIDE_SERVICE_WINDOW")
      logger.info(log, "agent message not written: the contact's 24 h service window is closed on this channel");
    if (result.outcome === "ALREADY_POSTED")
      logger.info({ ...log, id: result.id }, "agent message not written again: an earlier run posted it");
    return { posted: result.outcome === "POSTED" ? result.id : null, ...(result.outcome === "HANDED_OFF" ? { handedOff: true } : {}) };
  };
}
