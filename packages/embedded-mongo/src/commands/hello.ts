/** Handshake and server-information commands. */
import { Long, ObjectId } from "bson";
import type { Document } from "bson";
import type { CommandContext, CommandHandler } from "./context.js";

// One election id for the life of the process: the driver compares it across heartbeats.
const ELECTION_ID = new ObjectId("7fffffff0000000000000001");
export const REPLICA_SET_NAME = "rs0";

export const hello: CommandHandler = (ctx) => {
  const { options } = ctx.state;
  const me = `${options.host}:${options.port}`;
  const base: Document = {
    helloOk: true,
    isWritablePrimary: true,
    ismaster: true,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
  };
  if (options.standalone) return { ...base, ok: 1 };
  return {
    ...base,
    hosts: [me],
    setName: REPLICA_SET_NAME,
    setVersion: 1,
    secondary: false,
    primary: me,
    me,
    electionId: ELECTION_ID,
    lastWrite: { lastWriteDate: new Date(), majorityWriteDate: new Date() },
    ok: 1,
  };
};

export const buildInfo: CommandHandler = () => ({
  version: "7.0.0",
  gitVersion: "embedded-mongo",
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ["memory"],
  modules: [],
  ok: 1,
});

export const serverStatus: CommandHandler = (ctx) => ({
  host: `${ctx.state.options.host}:${ctx.state.options.port}`,
  version: "7.0.0",
  process: "mongod",
  pid: Long.fromNumber(process.pid),
  uptime: (Date.now() - ctx.state.startedAt.getTime()) / 1000,
  localTime: new Date(),
  connections: { current: 1, available: 1000 },
  storageEngine: { name: "embedded-memory" },
  // As MongoDB's: `metrics.commands.<name>.total`, every command received (also unknown ones, as `failed` there).
  metrics: { commands: Object.fromEntries([...ctx.state.commandCounts].map(([name, total]) => [name, { total: Long.fromNumber(total) }])) },
  ok: 1,
});

export const hostInfo: CommandHandler = () => ({
  system: { currentTime: new Date(), hostname: "localhost", numCores: 2 },
  os: { type: process.platform },
  extra: {},
  ok: 1,
});

export const getParameter: CommandHandler = (ctx: CommandContext) => {
  const out: Document = { ok: 1 };
  if (ctx.body.featureCompatibilityVersion !== undefined || ctx.body.getParameter === "*") {
    out.featureCompatibilityVersion = { version: "7.0" };
  }
  return out;
};

export const ping: CommandHandler = () => ({ ok: 1 });
export const whatsmyuri: CommandHandler = () => ({ you: "127.0.0.1:0", ok: 1 });
export const getLog: CommandHandler = () => ({ totalLinesWritten: 0, log: [], ok: 1 });
export const getCmdLineOpts: CommandHandler = () => ({ argv: ["mongod"], parsed: {}, ok: 1 });
export const connectionStatus: CommandHandler = () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 });
