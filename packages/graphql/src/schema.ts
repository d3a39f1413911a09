import * as d from "@crm/domain";
import { builder, type Row } from "./builder";
import { listArgsFor } from "./list-args";
import { defineResource, pageTypeOf, recordTypeOf, RESOURCES, type RecordRef } from "./resources";
import "./subscriptions";
import { inputTypeOf } from "./zod-types";

/**
 * The whole schema: the generic resources, the nested ones (a pipeline's stages, a contact's
 * calls), the deal actions, and the relations between records. Relations are `t.loadable`
 * fields (plugin-dataloader) over the domain's `getMany`: each relation of a page costs one
 * query whatever the page size.
 */
const types = Object.fromEntries(Object.entries(RESOURCES).map(([key, def]) => [key, defineResource(def)])) as Record<keyof typeof RESOURCES, RecordRef>;

// --- Stages: addressed through their pipeline, as in REST (/pipelines/{id}/stages/{stageId}).
const Stage = recordTypeOf(d.stageRecordSchema, "Stage");
const StagePage = pageTypeOf("Stage", Stage);
const stageList = listArgsFor("Stage", d.stageListSpec);
const StageCreateInput = inputTypeOf(d.stageCreateSchema, "StageCreate");
const StageUpdateInput = inputTypeOf(d.stageUpdateSchema, "StageUpdate");

builder.queryFields((t) => ({
  stage: t.field({
    type: Stage,
    nullable: true,
    args: { pipelineId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.domain.stages.get(ctx.auth, String(args.pipelineId), String(args.id)),
  }),
  stages: t.field({
    type: StagePage,
    description: "The stages of a pipeline, by position (all of them by default: a pipeline holds at most 100).",
    args: { pipelineId: t.arg.id({ required: true }), ...stageList.args(t.arg) },
    resolve: (_root, { pipelineId, ...args }, ctx) => ctx.domain.stages.list(ctx.auth, String(pipelineId), stageList.toQuery(args)),
  }),
}));
builder.mutationFields((t) => ({
  createStage: t.field({
    type: Stage,
    args: { pipelineId: t.arg.id({ required: true }), input: t.arg({ type: StageCreateInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.domain.stages.create(ctx.auth, String(args.pipelineId), args.input),
  }),
  updateStage: t.field({
    type: Stage,
    args: { pipelineId: t.arg.id({ required: true }), id: t.arg.id({ required: true }), input: t.arg({ type: StageUpdateInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.domain.stages.update(ctx.auth, String(args.pipelineId), String(args.id), args.input),
  }),
  deleteStage: t.id({
    description: "Deletes a custom stage; with `targetStageId` its deals move there first (each a normal deal update).",
    args: { pipelineId: t.arg.id({ required: true }), id: t.arg.id({ required: true }), targetStageId: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      await ctx.domain.stages.remove(ctx.auth, String(args.pipelineId), String(args.id), args.targetStageId ? { targetStageId: String(args.targetStageId) } : {});
      return args.id;
    },
  }),
}));

// --- Calls: listed per contact; ingested by the telephony integration.
const Call = recordTypeOf(d.callRecordSchema, "Call");
const CallPage = pageTypeOf("Call", Call);
const callList = listArgsFor("Call", d.callListSpec);
builder.queryField("contactCalls", (t) =>
  t.field({
    type: CallPage,
    description: "The calls of a contact and of its deals, newest first (limit 1..50).",
    args: { contactId: t.arg.id({ required: true }), ...callList.args(t.arg) },
    resolve: (_root, { contactId, ...args }, ctx) => ctx.domain.calls.listOfContact(ctx.auth, String(contactId), callList.toQuery(args)),
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

// --- Channel and deal actions beyond CRUD.
builder.mutationFields((t) => ({
  rotateChannelSecret: t.field({
    type: recordTypeOf(d.channelSecretSchema, "ChannelSecret"),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => ctx.domain.channels.rotateSecret(ctx.auth, String(id)),
  }),
  moveDeal: t.field({
    type: types.deal,
    description:
      "Moves a deal: `stageId` (and its pipeline), or `pipelineId` alone (its first open stage); both must agree. " +
      "Entering WON/LOST sets status and closedAt; `lossReasonId` only for LOST. The same rules as updateDeal.",
    args: { id: t.arg.id({ required: true }), stageId: t.arg.id(), pipelineId: t.arg.id(), lossReasonId: t.arg.id() },
    resolve: (_root, { id, ...move }, ctx) =>
      ctx.domain.deals.update(ctx.auth, String(id), Object.fromEntries(Object.entries(move).filter(([, v]) => v !== null && v !== undefined))),
  }),
  addDealTags: t.field({
    type: types.deal,
    description: "Attaches tags to a deal (those it has stay once).",
    args: { id: t.arg.id({ required: true }), tagIds: t.arg.idList({ required: true }) },
    resolve: (_root, { id, tagIds }, ctx) => ctx.domain.deals.addTags(ctx.auth, String(id), { tagIds: tagIds.map(String) }),
  }),
  // Pipeline actions being built elsewhere (request a transcription, send a message, switch a
  // chat's agent) go here, each one field calling its domain service, as moveDeal does.
}));

// --- Relations: one batched domain read per relation per request (plugin-dataloader + getMany).
type Loader = (domain: d.Domain) => { getMany(ctx: d.Context, ids: readonly string[]): Promise<Array<Row | null>> };

function toOne(parent: RecordRef, name: string, type: RecordRef, key: string, service: Loader) {
  builder.objectField(parent, name, (t) =>
    t.loadable({
      type,
      nullable: true,
      load: (ids: string[], ctx) => service(ctx.domain).getMany(ctx.auth, ids),
      resolve: (row) => (typeof row[key] === "string" ? row[key] : null),
    }),
  );
}

function toMany(parent: RecordRef, name: string, type: RecordRef, key: string, service: Loader) {
  builder.objectField(parent, name, (t) =>
    t.loadable({
      type: [type],
      nullable: { list: false, items: true },
      load: (ids: string[], ctx) => service(ctx.domain).getMany(ctx.auth, ids),
      resolve: (row) => (Array.isArray(row[key]) ? (row[key] as string[]) : []),
    }),
  );
}

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

builder.objectField(types.pipeline, "stages", (t) =>
  t.field({
    type: [Stage],
    description: "The pipeline's stages by position (one query per pipeline; a project has few).",
    resolve: async (pipeline, _args, ctx) =>
      (await ctx.domain.stages.list(ctx.auth, String(pipeline.id), { filters: [], logic: "AND", sort: [] })).data,
  }),
);

export const schema = builder.toSchema({ sortSchema: false });
