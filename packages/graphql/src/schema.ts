import * as d from "@crm/domain";
import { defineActions } from "./actions";
import { builder, givenArgs, type RecordRef } from "./builder";
import { defineContactMerge } from "./contact-merge";
import "./events";
import "./search";
import { defineMessaging } from "./messaging";
import { defineTemplates } from "./templates";
import { specRelations, toMany, toOne } from "./relations";
import { listArgsFor } from "./list-args";
import { defineNestedList, defineResource, listComplexity, pageTypeOf, recordTypeOf, RESOURCES } from "./resources";
import "./subscriptions";
import { defineWebhookDeliveries } from "./webhooks";
import { defineImports } from "./imports";
import { defineMedia } from "./media";
import { inputTypeOf } from "./zod-types";
import type { z } from "zod";

/**
 * The whole schema: the generic resources, the nested ones (a pipeline's stages, a contact's
 * calls, a chat's messages, a webhook's deliveries), the actions beyond CRUD, the change feed,
 * and the relations between records. Relations are `t.loadable`
 * fields (plugin-dataloader) over the domain's `getMany`: each relation of a page costs one
 * query whatever the page size.
 */
const types = Object.fromEntries(Object.entries(RESOURCES).map(([key, def]) => [key, defineResource(def)])) as Record<
  keyof typeof RESOURCES,
  RecordRef
>;

// --- Stages: one stage by the domain's StageKey `{pipelineId, id}` (REST /pipelines/{pipelineId}/stages/{id}).
const stageKey = (args: { pipelineId: string | number; id: string | number }): d.StageKey => ({
  pipelineId: String(args.pipelineId),
  id: String(args.id),
});
const Stage = recordTypeOf(d.stageRecordSchema, "Stage");
const StageCreateInput = inputTypeOf(d.stageCreateSchema, "StageCreate");
const StageUpdateInput = inputTypeOf(d.stageUpdateSchema, "StageUpdate");

defineNestedList({
  field: "stages",
  typeName: "Stage",
  type: Stage,
  parent: "pipelineId",
  spec: d.stageListSpec,
  description: "The stages of a pipeline, by position (all of them by default: a pipeline holds at most 100).",
  list: (domain, auth, pipelineId, query) => domain.stages.list(auth, pipelineId, query),
});
builder.queryField("stage", (t) =>
  t.field({
    type: Stage,
    nullable: true,
    args: { pipelineId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.domain.stages.get(ctx.auth, stageKey(args)),
  }),
);
builder.mutationFields((t) => ({
  createStage: t.field({
    type: Stage,
    args: { pipelineId: t.arg.id({ required: true }), input: t.arg({ type: StageCreateInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.domain.stages.create(ctx.auth, String(args.pipelineId), args.input),
  }),
  updateStage: t.field({
    type: Stage,
    args: {
      pipelineId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      input: t.arg({ type: StageUpdateInput, required: true }),
    },
    resolve: (_root, { input, ...key }, ctx) => ctx.domain.stages.update(ctx.auth, stageKey(key), input),
  }),
  deleteStage: t.id({
    description: "Deletes a custom stage; with `targetStageId` its deals move there first (each a normal deal update).",
    args: { pipelineId: t.arg.id({ required: true }), id: t.arg.id({ required: true }), targetStageId: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      await ctx.domain.stages.remove(ctx.auth, stageKey(args), args.targetStageId ? { targetStageId: String(args.targetStageId) } : {});
      return args.id;
    },
  }),
}));

// --- Calls: listed per contact; ingested by the telephony integration; transcribed on request.
const Call = recordTypeOf(d.callRecordSchema, "Call");
defineNestedList({
  field: "contactCalls",
  typeName: "Call",
  type: Call,
  parent: "contactId",
  spec: d.callListSpec,
  description: "The calls of a contact and of its deals, newest first (limit 1..50).",
  list: (domain, auth, contactId, query) => domain.calls.listOfContact(auth, contactId, query),
});
builder.objectField(Call, "recordingUrl", (t) =>
  t.string({
    nullable: true,
    description:
      "Where the stored recording plays: REST's download `GET /v1/calls/{id}/recording` (same API key; Range supported). Null until `recording.status` is STORED.",
    resolve: (call) => d.callRecordingUrl(call as unknown as Pick<d.CallRecord, "id" | "recording">),
  }),
);
builder.mutationField("ingestCall", (t) =>
  t.field({
    type: recordTypeOf(d.callIngestedSchema, "CallIngested"),
    description: "An ended call from the telephony integration; idempotent on externalId.",
    args: { input: t.arg({ type: inputTypeOf(d.callIngestSchema, "CallIngest"), required: true }) },
    resolve: (_root, { input }, ctx) => ctx.domain.calls.ingest(ctx.auth, input),
  }),
);
builder.mutationField("requestCallTranscription", (t) =>
  t.field({
    type: Call,
    description:
      "Starts a new transcription of the stored recording (then a new analysis); answers the call with its transcription PENDING. " +
      "RECORDING_NOT_STORED unless the recording is STORED, TRANSCRIPTION_PENDING while one is under way, TOO_LONG over 3600 s.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => ctx.domain.callPipeline.requestTranscription(ctx.auth, String(id)),
  }),
);

// --- History of the registry's resources that keep one (contacts, deals), and the reverts.
const Change = recordTypeOf(d.changeRecordSchema, "Change");
const ChangePage = pageTypeOf("Change", Change);
const changeList = listArgsFor("Change", d.changeListSpec);
const HistoryEntityType = builder.enumType("HistoryEntityType", { values: d.HISTORY_ENTITY_TYPES });
builder.queryField("history", (t) =>
  t.field({
    type: ChangePage,
    description: "The changes of a contact or deal, newest first, with actor, source, values before and after and the analysis' evidence.",
    args: { entityType: t.arg({ type: HistoryEntityType, required: true }), id: t.arg.id({ required: true }), ...changeList.args(t.arg) },
    complexity: listComplexity(d.changeListSpec),
    resolve: (_root, { entityType, id, ...listArgs }, ctx) =>
      ctx.domain.history.list(ctx.auth, entityType, String(id), changeList.toQuery(listArgs)),
  }),
);
builder.mutationFields((t) => ({
  revertChange: t.field({
    type: Change,
    description:
      "Undoes one change; answers the new change. CHANGED_SINCE when a value it wrote changed since; ALREADY_REVERTED; RECORD_DELETED.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => ctx.domain.history.revert(ctx.auth, String(id)),
  }),
  revertCallAnalysis: t.field({
    type: recordTypeOf(d.callAnalysisRevertSchema, "CallAnalysisRevert"),
    description: "Undoes every value the call's analysis wrote, except those changed since (`skipped`).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => ctx.domain.history.revertCallAnalysis(ctx.auth, String(id)),
  }),
}));

defineMessaging(types);
defineWebhookDeliveries();
Object.values(RESOURCES).forEach(defineActions);
defineImports();
defineMedia();
defineTemplates();
defineContactMerge(types.contact);

// --- Deal actions beyond CRUD, hand-written: their arguments are flat (`stageId`, `tagIds: [ID!]!`), not a
// declared action's `input`, and they answer the Deal with its relations (the declared ones come from the registry, above).
builder.mutationFields((t) => ({
  moveDeal: t.field({
    type: types.deal,
    description:
      "Moves a deal: `stageId` (and its pipeline), or `pipelineId` alone (its first open stage); both must agree. " +
      "Entering WON/LOST sets status and closedAt; `lossReasonId` only for LOST. The same rules as updateDeal.",
    args: { id: t.arg.id({ required: true }), stageId: t.arg.id(), pipelineId: t.arg.id(), lossReasonId: t.arg.id() },
    resolve: (_root, { id, ...move }, ctx) => ctx.domain.deals.update(ctx.auth, String(id), givenArgs(move)),
  }),
  addDealTags: t.field({
    type: types.deal,
    description: "Attaches tags to a deal (those it has stay once).",
    args: { id: t.arg.id({ required: true }), tagIds: t.arg.idList({ required: true }) },
    resolve: (_root, { id, tagIds }, ctx) => ctx.domain.deals.addTags(ctx.auth, String(id), { tagIds: tagIds.map(String) }),
  }),
}));

// --- Relations: one batched domain read per relation per request (relations.ts).
toOne(types.deal, "contact", types.contact, "contactId", (x) => x.contacts);
toOne(types.deal, "stage", Stage, "stageId", (x) => x.stages);
toOne(types.deal, "pipeline", types.pipeline, "pipelineId", (x) => x.pipelines);
toOne(types.deal, "responsible", types.user, "responsibleId", (x) => x.users);
toOne(types.deal, "lossReason", types.lossReason, "lossReasonId", (x) => x.lossReasons);
toMany(types.deal, "tags", types.tag, "tagIds", (x) => x.tags);
toOne(Stage, "pipeline", types.pipeline, "pipelineId", (x) => x.pipelines);
toOne(types.task, "deal", types.deal, "dealId", (x) => x.deals);
toOne(types.task, "assignee", types.user, "assigneeId", (x) => x.users);
toOne(types.field, "fieldGroup", types.fieldGroup, "fieldGroupId", (x) => x.fieldGroups);
// Every other `[with]` relation of the list specs (a contact's deals, a note's deal and contact), as REST joins it.
specRelations(
  Object.entries(RESOURCES).map(([key, def]) => ({
    type: types[key as keyof typeof RESOURCES],
    spec: def.list.spec,
    service: def.service,
  })),
  new Map<z.ZodType, RecordRef>([
    ...Object.entries(RESOURCES).map(([key, def]): [z.ZodType, RecordRef] => [def.schemas.record, types[key as keyof typeof RESOURCES]]),
    [d.stageRecordSchema, Stage],
  ]),
);

builder.objectField(types.pipeline, "stages", (t) =>
  t.field({
    type: [Stage],
    description: "The pipeline's stages by position (one query per pipeline; a project has few).",
    resolve: async (pipeline, _args, ctx) =>
      (await ctx.domain.stages.list(ctx.auth, String(pipeline.id), { filters: [], logic: "AND", sort: [] })).data,
  }),
);

export const schema = builder.toSchema({ sortSchema: false });
