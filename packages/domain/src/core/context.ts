import { forbidden } from "./errors";

export type Scope = "read" | "write";
export const SCOPES: readonly Scope[] = ["read", "write"];

export type ActorType = "USER" | "AGENT" | "SYSTEM";
export interface Actor {
  type: ActorType;
  id: string;
}

/** Who is calling, for which project. Every service call takes one; every query is scoped by its projectId. */
export interface Context {
  projectId: string;
  scopes: readonly Scope[];
  actor: Actor;
  keyId?: string;
  requestId?: string;
}

/** The single place where scopes are checked: read for reads, write for every change. */
export function requireScope(ctx: Context, scope: Scope): void {
  if (!ctx.scopes.includes(scope)) throw forbidden(`This API key lacks the '${scope}' scope required for this operation.`);
}

/** Context for work the service does on its own behalf (worker pipelines, analysis write-back). */
export function systemContext(projectId: string, actor: Actor = { type: "SYSTEM", id: "system" }): Context {
  return { projectId, scopes: SCOPES, actor };
}
