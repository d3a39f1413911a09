import { describe, expect, it } from "vitest";
import { codeOf } from "../../test/app-error-code";
import { nextChatAgentState } from "./chat-agent-state";

const chat = (over: Partial<Parameters<typeof nextChatAgentState>[0]> = {}) => ({ isTest: false, ...over });

describe("nextChatAgentState (spec: AI agent of a chat)", () => {
  it("row 1: without agentId the given status becomes the chat's, whatever it was; status is then required", () => {
    expect(nextChatAgentState(chat({ agentId: "a", agentStatus: "ACTIVE" }), { status: "DISABLED" })).toEqual({
      agentId: "a",
      agentStatus: "DISABLED",
      switched: false,
    });
    expect(nextChatAgentState(chat(), { status: "ACTIVE" })).toEqual({ agentId: undefined, agentStatus: "ACTIVE", switched: false });
    expect(codeOf(() => nextChatAgentState(chat({ agentId: "a" }), {}))).toBe("400 VALIDATION_ERROR");
  });

  it("row 2: the chat's own agent: the given status, else unchanged; only the status changes (also on a test chat)", () => {
    expect(nextChatAgentState(chat({ agentId: "a", agentStatus: "DISABLED" }), { agentId: "a" })).toEqual({
      agentId: "a",
      agentStatus: "DISABLED",
      switched: false,
    });
    expect(nextChatAgentState(chat({ agentId: "a", agentStatus: "DISABLED", isTest: true }), { agentId: "a", status: "ACTIVE" })).toEqual({
      agentId: "a",
      agentStatus: "ACTIVE",
      switched: false,
    });
  });

  it("row 3: another agent: the given status, else the previous status, else ACTIVE; the chat switches", () => {
    expect(nextChatAgentState(chat({ agentId: "a", agentStatus: "ACTIVE" }), { agentId: "b", status: "DISABLED" })).toEqual({
      agentId: "b",
      agentStatus: "DISABLED",
      switched: true,
    });
    expect(nextChatAgentState(chat({ agentId: "a", agentStatus: "DISABLED" }), { agentId: "b" })).toEqual({
      agentId: "b",
      agentStatus: "DISABLED",
      switched: true,
    });
    expect(nextChatAgentState(chat(), { agentId: "b" })).toEqual({ agentId: "b", agentStatus: "ACTIVE", switched: true });
  });

  it("row 3 on a test chat: 422 TEST_CHAT", () => {
    expect(codeOf(() => nextChatAgentState(chat({ agentId: "a", isTest: true }), { agentId: "b" }))).toBe("422 TEST_CHAT");
    expect(codeOf(() => nextChatAgentState(chat({ isTest: true }), { agentId: "b" }))).toBe("422 TEST_CHAT");
  });
});
