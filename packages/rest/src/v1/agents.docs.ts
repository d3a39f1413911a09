import type { CrudDocs } from "./crud-routes";

/** AI agents of chats: the reference's text of their generated CRUD routes. */
export const agentDocs: CrudDocs = {
  create: {
    description: "`instructions` defaults to an empty text; a new agent is not archived.",
  },
  list: {
    description: "Oldest first by default; `archived=false` lists the agents that can be put on a chat.",
  },
  update: {
    summary: "Update or archive an agent",
    description: "`archived: true` archives the agent (it can no longer be put on a chat); `archived: false` restores it.",
  },
  delete: {
    description:
      "Prefer archiving (PATCH `archived: true`), which keeps the agent's history readable. An agent that is the " +
      "agent of a chat cannot be deleted: 409 `AGENT_IN_USE` (archive it instead).",
    errors: [403, 404, { status: 409, codes: ["AGENT_IN_USE"] }],
  },
};
