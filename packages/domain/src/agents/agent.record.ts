import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { AgentDoc } from "./agent.model";
import type { AgentRecord } from "./agent.schema";

export const agentToRecord = (doc: AgentDoc): AgentRecord => toRecord(doc, [...RECORD_KEYS, "name", "instructions", "archived"]);
