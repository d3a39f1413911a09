import { apiKeyCreateSchema, apiKeyCreatedSchema, projectCreateSchema, projectCreatedSchema, type Domain } from "@crm/domain";
import type { AdminCaller } from "../core/authenticators";
import { defineRoute, defineRoutes, type ParamsSchema, type RouteDef } from "../core/route-def";
import { pathIds } from "../core/id-params";

const tag = {
  name: "Admin",
  description: "Operator surface under /admin/v1 (header `x-admin-token`): projects and their API keys. Not for integrators' API keys.",
};

/** defineRoute for the admin surface: the caller is the operator, not an API key's Context. */
const adminRoute = <P extends ParamsSchema | undefined = undefined>(def: RouteDef<P, AdminCaller>) => defineRoute<P, AdminCaller>(def);

/** Operator surface under /admin/v1; the domain validates and acts. */
export const adminRoutes = (domain: Domain) =>
  defineRoutes<AdminCaller>(
    adminRoute({
      method: "post",
      path: "/projects",
      operationId: "adminCreateProject",
      summary: "Create a project",
      description: "Creates a project with its owner user and a first API key (read and write). The plaintext key is shown once.",
      tag,
      body: projectCreateSchema,
      success: { status: 201, schema: projectCreatedSchema, description: "The project and its first key." },
      errors: [],
      handler: ({ body }) => domain.admin.createProject(body),
    }),
    adminRoute({
      method: "post",
      path: "/projects/{projectId}/api-keys",
      operationId: "adminCreateApiKey",
      summary: "Issue an API key",
      description: 'Issues a key for the project. `scopes` defaults to `["read", "write"]`. The plaintext key is shown once.',
      tag,
      params: pathIds({ projectId: "Project id." }),
      body: apiKeyCreateSchema,
      success: { status: 201, schema: apiKeyCreatedSchema, description: "The new key." },
      errors: [404],
      handler: ({ params, body }) => domain.admin.createApiKey(params.projectId, body),
    }),
    adminRoute({
      method: "delete",
      path: "/api-keys/{id}",
      operationId: "adminRevokeApiKey",
      summary: "Revoke an API key",
      description: "Revoked keys are refused (401) at once, in every API process.",
      tag,
      params: pathIds({ id: "API key id." }),
      success: { status: 204 },
      errors: [404],
      handler: ({ params }) => domain.admin.revokeApiKey(params.id),
    }),
  );
