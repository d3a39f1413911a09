/**
 * The explain command (`{explain: {find | aggregate | count | distinct | update | delete |
 * findAndModify ...}, verbosity}`) and aggregate's `explain: true`. The query part runs
 * (for executionStats) but nothing is written.
 */
import type { Document } from "bson";
import type { Collation } from "../bson/values.js";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { explainFind } from "../query/execute.js";
import type { FindSpec } from "../query/execute.js";
import { parseSort } from "../query/sort.js";
import { splitPrefix } from "./pipeline-prefix.js";
import type { CommandContext, CommandHandler } from "./context.js";
import { explainSections } from "./explain-plan.js";
import type { RootStage, Verbosity } from "./explain-plan.js";

const num = (v: unknown): number | undefined => (v === undefined || v === null ? undefined : Math.abs(Number(v)));
const doc = (v: unknown): Document => (isPlainDocument(v) ? v : {});

interface Target {
  coll: string;
  spec: FindSpec;
  root: RootStage;
}

function targetOf(name: string, cmd: Document): Target {
  const coll = String(cmd[name]);
  const collation = cmd.collation as Collation | undefined;
  switch (name) {
    case "find":
      return {
        coll,
        root: undefined,
        spec: {
          filter: doc(cmd.filter),
          sort: parseSort(cmd.sort),
          skip: num(cmd.skip),
          limit: num(cmd.limit),
          projection: isPlainDocument(cmd.projection) ? cmd.projection : undefined,
          collation,
          hint: cmd.hint,
        },
      };
    case "count":
      return {
        coll,
        root: "COUNT",
        spec: { filter: doc(cmd.query), skip: num(cmd.skip), limit: num(cmd.limit), collation, hint: cmd.hint },
      };
    case "distinct":
      return { coll, root: "DISTINCT", spec: { filter: doc(cmd.query), collation } };
    case "delete": {
      const first = doc((cmd.deletes as unknown[] | undefined)?.[0]);
      return {
        coll,
        root: "DELETE",
        spec: {
          filter: doc(first.q),
          limit: Number(first.limit ?? 0) === 1 ? 1 : undefined,
          collation: first.collation as Collation | undefined,
          hint: first.hint,
        },
      };
    }
    case "update": {
      const first = doc((cmd.updates as unknown[] | undefined)?.[0]);
      return {
        coll,
        root: "UPDATE",
        spec: {
          filter: doc(first.q),
          limit: first.multi === true ? undefined : 1,
          collation: first.collation as Collation | undefined,
          hint: first.hint,
        },
      };
    }
    case "findAndModify":
    case "findandmodify":
      return {
        coll,
        root: cmd.remove === true ? "DELETE" : "UPDATE",
        spec: { filter: doc(cmd.query), sort: parseSort(cmd.sort), limit: 1, collation, hint: cmd.hint },
      };
    default:
      throw new MongoServerError(59, `Explain failed due to unknown command: ${name}`);
  }
}

function envelope(ctx: CommandContext, cmd: Document, body: Document): Document {
  const { host, port } = ctx.state.options;
  return {
    explainVersion: "1",
    ...body,
    command: { ...cmd, $db: ctx.db },
    serverInfo: { host, port, version: "7.0.0", gitVersion: "embedded" },
    serverParameters: { internalQueryFacetBufferSizeBytes: 104857600, internalQueryMaxBlockingSortMemoryUsageBytes: 104857600 },
    ok: 1,
  };
}

/** Aggregations: the leading stages the planner runs become a `$cursor` stage. */
export function explainAggregate(ctx: CommandContext, cmd: Document, verbosity: Verbosity): Document {
  const pipeline = Array.isArray(cmd.pipeline) ? (cmd.pipeline as Document[]) : [];
  const collName = typeof cmd.aggregate === "string" ? cmd.aggregate : undefined;
  const prefix = splitPrefix(pipeline);
  const spec: FindSpec = {
    filter: prefix.filter,
    sort: prefix.sort,
    skip: prefix.skip,
    limit: prefix.limit,
    collation: cmd.collation as Collation | undefined,
    hint: cmd.hint,
    txn: ctx.txn,
  };
  const coll = collName === undefined ? undefined : ctx.state.store.getCollection(ctx.db, collName, ctx.txn);
  const sections = explainSections(`${ctx.db}.${collName ?? "$cmd.aggregate"}`, spec, explainFind(coll, spec), undefined, verbosity);
  if (prefix.rest.length === 0) return envelope(ctx, cmd, sections);
  return envelope(ctx, cmd, { stages: [{ $cursor: sections }, ...prefix.rest] });
}

export const explain: CommandHandler = (ctx) => {
  const cmd = ctx.body.explain;
  if (!isPlainDocument(cmd)) throw new MongoServerError(2, "explain command requires a nested object");
  const v = ctx.body.verbosity;
  const verbosity: Verbosity = v === "queryPlanner" || v === "executionStats" ? v : "allPlansExecution";
  const name = Object.keys(cmd)[0] ?? "";
  if (name === "aggregate") return explainAggregate(ctx, cmd, verbosity);
  const target = targetOf(name, cmd);
  const coll = ctx.state.store.getCollection(ctx.db, target.coll, ctx.txn);
  const spec = { ...target.spec, txn: ctx.txn, maxTimeMS: cmd.maxTimeMS ?? ctx.body.maxTimeMS };
  return envelope(ctx, cmd, explainSections(`${ctx.db}.${target.coll}`, spec, explainFind(coll, spec), target.root, verbosity));
};
