import type { AppRouter as ServerRouter } from "@crm/trpc";
import type { TRPCBuiltRouter } from "@trpc/server";

type ServerRoot = ServerRouter["_def"]["_config"]["$types"];
type ServerRecord = ServerRouter["_def"]["record"];

declare function clientView(): TRPCBuiltRouter<
  { [K in keyof ServerRoot]: K extends "ctx" ? object : ServerRoot[K] },
  { [K in keyof ServerRecord]: ServerRecord[K] }
>;

const clientRouter = clientView();
export type AppRouter = typeof clientRouter;
