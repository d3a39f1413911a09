import { createResourceService, type Writable } from "../core/resource-service";
import type { InTransaction } from "../core/unit-of-work";
import { clickSourceOf, parseUrlParams, urlParamsToMap } from "./lead-origin";
import { leadListSpec } from "./lead.list";
import type { LeadDoc } from "./lead.model";
import { leadCreateSchema, leadUpdateSchema, type LeadRecord } from "./lead.schema";
import type { Models } from "../models";

/** Built by hand, not with toRecord: urlParams is stored as pairs and clickSource stays internal. */
export const leadToRecord = (doc: LeadDoc): LeadRecord => ({
  id: doc._id,
  projectId: doc.projectId,
  sourceId: doc.sourceId,
  sessionId: doc.sessionId,
  isComplete: doc.isComplete,
  answers: doc.answers.map((a) => ({
    block: a.block,
    flow: a.flow,
    name: a.name,
    inputName: a.inputName,
    inputType: a.inputType,
    type: a.type,
    text: a.text,
    value: a.value,
  })),
  originURL: doc.originURL,
  urlParams: urlParamsToMap(doc.urlParams),
  createdAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

/** Everything the service stores because of an originURL; one function so create and update cannot disagree. */
function originFields(originURL: string): Pick<LeadDoc, "originURL" | "urlParams" | "clickSource"> {
  const urlParams = parseUrlParams(originURL);
  return { originURL, urlParams, clickSource: clickSourceOf(urlParams) };
}

export interface LeadServiceDeps {
  models: Pick<Models, "leads">;
  inTransaction: InTransaction;
}

export function createLeadService({ models: { leads: model }, inTransaction }: LeadServiceDeps) {
  return createResourceService(
    {
      event: "lead",
      label: "Lead",
      model,
      list: leadListSpec,
      toRecord: leadToRecord,
      createSchema: leadCreateSchema,
      updateSchema: leadUpdateSchema,
      buildCreate: async (_ctx, input) => ({
        sourceId: input.sourceId,
        sessionId: input.sessionId,
        isComplete: input.isComplete,
        answers: input.answers,
        ...originFields(input.originURL),
      }),
      buildUpdate: async (_ctx, _existing, input) => {
        const changes: Writable<LeadDoc> = {};
        if (input.isComplete !== undefined) changes.isComplete = input.isComplete;
        if (input.answers !== undefined) changes.answers = input.answers;
        if (input.originURL !== undefined) Object.assign(changes, originFields(input.originURL));
        return changes;
      },
    },
    inTransaction,
  );
}
export type LeadService = ReturnType<typeof createLeadService>;
