import { expect } from "vitest";
import type { TestApi, TestResponse } from "../support/test-api";

/** Shapes and helpers shared by the pipelines, deals, tags, tasks and loss-reasons suites. */
export interface Envelope<T> {
  data: T[];
  hasMore: boolean;
  limit: number;
  offset: number;
  total: number;
}

export interface Pipeline {
  id: string;
  projectId: string;
  name: string;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export interface Stage {
  id: string;
  projectId: string;
  pipelineId: string;
  name: string;
  position: number;
  type: "OPEN" | "WON" | "LOST";
  builtIn: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Deal {
  id: string;
  projectId: string;
  title: string;
  contactId: string;
  responsibleId?: string;
  pipelineId: string;
  stageId: string;
  status: "OPEN" | "WON" | "LOST";
  lossReasonId?: string;
  tagIds: string[];
  fields: Array<{ fieldId: string; value: unknown }>;
  closedAt?: string;
  createdAt: string;
  updatedAt: string;
}

export interface ErrorBody {
  errorCode: string;
  message: string;
  status: number;
  errors?: Array<{ field: string; code: string; message: string }>;
}

export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A project seen through one write key and one read-only key, with its default pipeline's stages. */
export interface SalesProject {
  projectId: string;
  key: string;
  readKey: string;
  userId: string;
  pipeline: Pipeline;
  open: Stage;
  won: Stage;
  lost: Stage;
  /** Sends a request with this project's write key. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<TestResponse<T>>;
  /** Creates a contact (with nothing but an id) and returns its id. */
  contact(): Promise<string>;
  /** Creates a deal for a fresh contact unless one is given; throws unless 201. */
  deal(body?: Record<string, unknown>): Promise<Deal>;
  stages(pipelineId?: string): Promise<Stage[]>;
}

export async function salesProject(api: TestApi, name?: string): Promise<SalesProject> {
  const created = await api.createProject(name);
  const key = created.apiKey.key;
  const issued = await api.request<{ key: string }>("POST", `/admin/v1/projects/${created.project.id}/api-keys`, {
    body: { name: "Read only", scopes: ["read"] },
    headers: { "x-admin-token": api.adminToken },
  });
  expect(issued.status).toBe(201);
  const call = <T = unknown>(method: string, path: string, body?: unknown) =>
    api.request<T>(method, path, { key, ...(body !== undefined ? { body } : {}) });

  const pipelines = await call<Envelope<Pipeline>>("GET", "/v1/pipelines");
  expect(pipelines.status).toBe(200);
  const pipeline = pipelines.body.data[0]!;
  const stages = async (pipelineId = pipeline.id) => {
    const res = await call<Stage[]>("GET", `/v1/pipelines/${pipelineId}/stages`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const [open, won, lost] = await stages();
  const contact = async () => {
    const res = await call<{ id: string }>("POST", "/v1/contacts", {});
    expect(res.status).toBe(201);
    return res.body.id;
  };
  return {
    projectId: created.project.id,
    key,
    readKey: issued.body.key,
    userId: created.apiKey.userId,
    pipeline,
    open: open!,
    won: won!,
    lost: lost!,
    call,
    contact,
    stages,
    async deal(body = {}) {
      const res = await call<Deal>("POST", "/v1/deals", { contactId: body.contactId ?? (await contact()), ...body });
      if (res.status !== 201) throw new Error(`deal: ${res.status} ${res.text}`);
      return res.body;
    },
  };
}

/** Asserts an Error body with the status and errorCode. */
export function expectError(res: TestResponse<unknown>, status: number, errorCode: string): void {
  expect({ status: res.status, errorCode: (res.body as ErrorBody | undefined)?.errorCode }).toEqual({ status, errorCode });
  expect(res.body).toMatchObject({ status, message: expect.any(String) });
}
