import {
  dueStage,
  sameStage,
  type Audio,
  type CallServices,
  type CallStage,
  type Context,
  type Domain,
  type PipelineCall,
} from "@crm/domain";

/**
 * Runs every stage of the call that is due, in order, until none is: the job of an ended call
 * (copy, transcription, analysis) or of a requested transcription (then its analysis). Each step
 * hands on the call as it committed it, and the copy its audio, so a call costs one download and
 * no read-back. A job run again after a crash resumes at the stage that was under way. Two jobs on
 * one call (a transcription requested while the first analysis runs) may both run a stage; its
 * compare-and-set lets one of them write it. Returns the stages it completed or found done.
 */
export async function driveCall(pipeline: Domain["callPipeline"], ctx: Context, id: string, services: CallServices): Promise<CallStage[]> {
  const ran: CallStage[] = [];
  let call: PipelineCall | null = await pipeline.load(ctx, id);
  let audio: Audio | undefined;
  for (let due = call && dueStage(call); call && due;) {
    const stepped = await pipeline.step(ctx, call, due, services, audio);
    const after = stepped.after;
    audio = stepped.audio ?? audio;
    ran.push(due.stage);
    // Skipped: another run moved the call on, so look again; stop if nothing changed (nothing this run can do).
    call = after ?? (await pipeline.load(ctx, id));
    const next = call && dueStage(call);
    if (!after && sameStage(next, due)) break;
    due = next;
  }
  return ran;
}
