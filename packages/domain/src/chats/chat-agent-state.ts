import { unprocessable, validationError } from "../core/errors";
import type { AgentStatus } from "./chat.model";

export interface ChatAgentState {
  agentId?: string | undefined;
  agentStatus?: AgentStatus | undefined;
}

export interface ChatAgentChange {
  agentId?: string | undefined;
  status?: AgentStatus | undefined;
}

export interface NextChatAgentState {
  agentId?: string | undefined;
  agentStatus: AgentStatus;
  /** True when the chat now belongs to another agent: what the previous one queued is dropped. */
  switched: boolean;
}

/**
 * `PATCH /v1/chats/{id}/agent`, the spec's "AI agent of a chat" table row by row. The caller has
 * already checked that `agentId` names an assignable agent (404 otherwise).
 *
 * 1. without agentId: the status is required and becomes the chat's status;
 * 2. agentId equal to the chat's agent: the given status, else unchanged;
 * 3. agentId of another agent (or the chat had none): not on a test chat (422 TEST_CHAT); the
 *    given status, else the chat's previous status, else ACTIVE; the chat switches agent.
 */
export function nextChatAgentState(current: ChatAgentState & { isTest: boolean }, change: ChatAgentChange): NextChatAgentState {
  if (change.agentId === undefined) {
    if (change.status === undefined) {
      throw validationError("The request is invalid.", [
        { field: "status", code: "required", message: "status is required when agentId is absent." },
      ]);
    }
    return { agentId: current.agentId, agentStatus: change.status, switched: false };
  }
  if (change.agentId === current.agentId) {
    return { agentId: current.agentId, agentStatus: change.status ?? current.agentStatus ?? "ACTIVE", switched: false };
  }
  if (current.isTest) {
    throw unprocessable("TEST_CHAT", "The agent of a test chat cannot be switched.", [
      { field: "agentId", code: "test_chat", message: "This chat is a test chat." },
    ]);
  }
  return { agentId: change.agentId, agentStatus: change.status ?? current.agentStatus ?? "ACTIVE", switched: true };
}
