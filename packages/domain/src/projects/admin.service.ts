import { SEARCH_KEYS_VERSION } from "../search/search-scheme";
import { apiKeyCreateSchema, type ApiKeyCreated } from "../api-keys/api-key.schema";
import type { ApiKeyStore } from "../api-keys/api-key.service";
import type { AuthService } from "../auth/auth.service";
import { systemContext, type Context } from "../core/context";
import { notFound } from "../core/errors";
import { newId } from "../core/ids";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import type { UserDoc } from "../users/user.model";
import type { ProjectDoc } from "./project.model";
import { projectCreateSchema, type ProjectCreated, type ProjectRecord } from "./project.schema";
import type { Models } from "../models";

/** What a new project gets from each part of the domain (built-in fields, the first pipeline...). */
export type ProjectSeeder = (ctx: Context, uow: UnitOfWork) => Promise<void>;

export interface AdminServiceDeps {
  models: Pick<Models, "projects" | "users">;
  apiKeys: ApiKeyStore;
  auth: AuthService;
  inTransaction: InTransaction;
  seeders: ProjectSeeder[];
}

const toProjectRecord = (doc: ProjectDoc): ProjectRecord => ({
  id: doc._id,
  name: doc.name,
  createdAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

/** Operator actions behind the admin token and the CLI; they act across projects, so they take no Context. */
export function createAdminService(deps: AdminServiceDeps) {
  async function ownerOf(projectId: string): Promise<UserDoc> {
    const owner = await deps.models.users.findOne({ projectId, role: "ADMIN" }).sort({ createdAt: 1, _id: 1 }).lean<UserDoc>();
    if (!owner) throw notFound("Project", projectId);
    return owner;
  }

  return {
    /** A project starts complete: owner user, first key, built-in fields, a pipeline with its stages. */
    async createProject(input: unknown): Promise<ProjectCreated> {
      const { name } = parseInput(projectCreateSchema, input);
      const projectId = newId();
      const ctx = systemContext(projectId);
      return deps.inTransaction(ctx, async (uow) => {
        // Every record of a new project is keyed by its own write: its index is whole from the start.
        const [project] = await deps.models.projects.create([{ _id: projectId, name, searchKeys: SEARCH_KEYS_VERSION }]);
        const [owner] = await deps.models.users.create([
          { projectId, name: `${name} owner`, email: `owner@${projectId}.invalid`, role: "ADMIN" },
        ]);
        for (const seed of deps.seeders) await seed(ctx, uow);
        const apiKey = await deps.apiKeys.issue({ projectId, userId: owner!._id, name: "Default key" });
        const record = toProjectRecord(project!.toObject());
        uow.emit({ type: "project.created", data: { record } });
        return { project: record, apiKey };
      });
    },

    async createApiKey(projectId: string, input: unknown): Promise<ApiKeyCreated> {
      const parsed = parseInput(apiKeyCreateSchema, input);
      const project = await deps.models.projects.findOne({ _id: String(projectId) }).lean<ProjectDoc>();
      if (!project) throw notFound("Project", projectId);
      const owner = await ownerOf(project._id);
      return deps.apiKeys.issue({
        projectId: project._id,
        userId: owner._id,
        name: parsed.name,
        ...(parsed.scopes ? { scopes: parsed.scopes } : {}),
      });
    },

    async revokeApiKey(id: string): Promise<void> {
      const hash = await deps.apiKeys.revoke(id);
      await deps.auth.revoked(hash);
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
