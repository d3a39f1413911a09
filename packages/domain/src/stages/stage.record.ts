import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { StageDoc } from "./stage.model";
import type { StageRecord } from "./stage.schema";

export const stageToRecord = (doc: StageDoc): StageRecord =>
  toRecord(doc, [...RECORD_KEYS, "pipelineId", "name", "position", "type", "builtIn"]);
