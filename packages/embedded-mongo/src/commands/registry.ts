/** Command name -> handler. Names are matched exactly, except the legacy isMaster spellings. */
import { aggregate } from "./aggregate.js";
import {
  collMod,
  collStats,
  create,
  dbStats,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  renameCollection,
} from "./collections.js";
import type { CommandHandler } from "./context.js";
import { deleteCommand } from "./delete.js";
import { explain } from "./explain.js";
import { count, distinct, find, getMore, killCursors } from "./find.js";
import { findAndModify } from "./find-and-modify.js";
import {
  buildInfo,
  connectionStatus,
  getCmdLineOpts,
  getLog,
  getParameter,
  hello,
  hostInfo,
  ping,
  serverStatus,
  whatsmyuri,
} from "./hello.js";
import { createIndexes, dropIndexes, listIndexes } from "./indexes.js";
import { insert } from "./insert.js";
import { abortTransaction, commitTransaction, endSessions, refreshSessions } from "./sessions.js";
import { update } from "./update.js";

const ok: CommandHandler = () => ({ ok: 1 });

export const COMMANDS: Record<string, CommandHandler> = {
  hello,
  ismaster: hello,
  isMaster: hello,
  ping,
  buildInfo,
  buildinfo: buildInfo,
  serverStatus,
  hostInfo,
  getParameter,
  whatsmyuri,
  getLog,
  getCmdLineOpts,
  connectionStatus,
  listCommands: () => ({ commands: {}, ok: 1 }),
  getFreeMonitoringStatus: () => ({ state: "disabled", ok: 1 }),
  insert,
  update,
  delete: deleteCommand,
  findAndModify,
  findandmodify: findAndModify,
  find,
  getMore,
  killCursors,
  count,
  distinct,
  aggregate,
  explain,
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  collMod,
  dbStats,
  collStats,
  renameCollection,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  commitTransaction,
  abortTransaction,
  endSessions,
  refreshSessions,
  killSessions: ok,
  killAllSessions: ok,
  startSession: ok,
  logout: ok,
  // Server tuning knobs (ttlMonitorSleepSecs...): accepted, nothing to tune.
  setParameter: ok,
};

/**
 * Commands that may run inside a transaction (others answer OperationNotSupportedInTransaction;
 * `count` too, as in MongoDB: countDocuments is an aggregation).
 */
export const TXN_COMMANDS = new Set([
  "insert",
  "update",
  "delete",
  "findAndModify",
  "findandmodify",
  "find",
  "getMore",
  "killCursors",
  "aggregate",
  "distinct",
  "commitTransaction",
  "abortTransaction",
  "create",
  "createIndexes",
]);
