import type { Domain } from "@crm/domain";
import type { Job } from "bullmq";
import { parseJob } from "../jobs/parse-job";

/**
 * Runs an import: the domain's step reads the file from its checkpoint and writes it chunk by
 * chunk, so a run after a crash (the job stalls and BullMQ hands it out again) goes on where the
 * last committed chunk ended, and a run of an ended import does nothing.
 */
export const createImportProcessor = (domain: Domain) => async (job: Job) => {
  const { payload } = parseJob("imports", job);
  await domain.imports.run(payload.projectId, payload.importId);
};
