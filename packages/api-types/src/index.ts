import type { AppRouter as ServerRouter } from "@crm/trpc";
import type { TRPCBuiltRouter } from "@trpc/server";

type ServerRoot = ServerRouter["_def"]["_config"]["$types"];
type ServerRecord = ServerRouter["_def"]["record"];

/**
 * The router as a client sees it: the server's request context (the domain, hence mongoose and
 * ioredis) becomes `object`, and the procedure record is spelled out. Declared as the result of a
 * call so tsc's declaration emit writes the evaluated type instead of naming the server's, which
 * lets the bundle leave every server-only type out. Nothing runs: the package ships only `.d.ts`.
 */
declare function clientView(): TRPCBuiltRouter<
  { [K in keyof ServerRoot]: K extends "ctx" ? object : ServerRoot[K] },
  { [K in keyof ServerRecord]: ServerRecord[K] }
>;
const _clientRouter = clientView();

/** For `createTRPCClient<AppRouter>(...)`: every procedure's input and output, and the error shape. */
export type AppRouter = typeof _clientRouter;
