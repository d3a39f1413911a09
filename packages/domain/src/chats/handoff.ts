/**
 * Why an AI agent handed its chat to a person (`chat.handoff`'s `reason`): the contact asked for
 * one, or the responder decided it should not go on (it cannot help, or the matter needs a person).
 */
export const HANDOFF_REASONS = ["CONTACT_REQUEST", "AGENT_DECISION"] as const;
export type HandoffReason = (typeof HANDOFF_REASONS)[number];
