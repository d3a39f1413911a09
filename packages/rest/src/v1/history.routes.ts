import {
  callAnalysisRevertSchema,
  changeListSpec,
  changeRecordSchema,
  RESOURCES,
  type AnyResource,
  type Domain,
  type HistoryEntityType,
} from "@crm/domain";
import { pathIds } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "History",
  description:
    "Every change of a contact or deal with its actor, source and values before and after (with the transcript evidence " +
    "for values a call's analysis wrote), and reverts. See docs/history.md.",
};

const withHistory = (Object.values(RESOURCES) as AnyResource[]).filter(
  (r): r is AnyResource & { history: HistoryEntityType } => r.history !== undefined,
);

/** `GET /<path>/{id}/history` for every registry resource that keeps a history, and the reverts. */
export const historyRoutes = (domain: Domain) =>
  defineRoutes(
    ...withHistory.map((resource) =>
      defineRoute({
        method: "get",
        path: `/${resource.path}/{id}/history`,
        operationId: `list${resource.type}History`,
        summary: `List the changes of ${resource.label.one}`,
        description:
          "Envelope of changes, newest first: `{id, entityType, entityId, at, actor: {type, id?}, source?, changes: [{path, before, " +
          "after, evidence?}], revertOf?, revertedBy?}`. Filters: `path=fields.<fieldId>` (changes touching that path), " +
          "`actor.type=ANALYSIS`, `at[gte]=`, `at[lte]=`, `source.type`, `source.id`. `[limit]` 1..100 (default 20). 404 when " +
          `the ${resource.label.one.split(" ").slice(1).join(" ")} is not in the key's project.`,
        tag,
        params: pathIds({ id: `${resource.type} id.` }),
        list: { spec: changeListSpec, format: "envelope" },
        success: { status: 200, schema: changeRecordSchema },
        errors: [403, 404],
        handler: ({ ctx, params, query }) => domain.history.list(ctx, resource.history, params.id, query),
      }),
    ),
    defineRoute({
      method: "post",
      path: "/history/{changeId}/revert",
      operationId: "revertChange",
      summary: "Revert a change",
      description:
        "Puts back the values the change replaced, through the record's update path (its `*.updated` event and webhooks), " +
        "and answers the new change (`revertOf` names the original, which now has `revertedBy`). A deal's `status`, " +
        "`closedAt` and `pipelineId` follow its stage. 409 `CHANGED_SINCE` when a value the change wrote changed since; " +
        "409 `ALREADY_REVERTED`; 409 `RECORD_DELETED` when the record is gone; 404 when the change is not in the key's project.",
      tag,
      params: pathIds({ changeId: "Change id." }),
      success: { status: 200, schema: changeRecordSchema, description: "The change that undid it." },
      errors: [403, 404, { status: 409, codes: ["CHANGED_SINCE", "ALREADY_REVERTED", "RECORD_DELETED", "NOTHING_TO_REVERT"] }],
      handler: ({ ctx, params }) => domain.history.revert(ctx, params.changeId),
    }),
    defineRoute({
      method: "post",
      path: "/calls/{id}/analysis/revert",
      operationId: "revertCallAnalysis",
      summary: "Revert what a call's analysis wrote",
      description:
        "Puts back every contact and deal value the call's analysis wrote, in one transaction, except those that changed " +
        "since (`skipped`). `reverted` lists the analysis' changes undone; repeating it reverts nothing more. 404 when the " +
        "call is not in the key's project.",
      tag,
      params: pathIds({ id: "Call id." }),
      success: { status: 200, schema: callAnalysisRevertSchema, description: "What was reverted and what was left." },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.history.revertCallAnalysis(ctx, params.id),
    }),
  );
