import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { PipelineDoc } from "./pipeline.model";
import type { PipelineRecord } from "./pipeline.schema";

export const pipelineToRecord = (doc: PipelineDoc): PipelineRecord => toRecord(doc, [...RECORD_KEYS, "name", "position"]);
