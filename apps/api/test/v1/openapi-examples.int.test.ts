import { EXAMPLE_IDS } from "@crm/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { useTestApi } from "../support/test-api";

interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, unknown>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/**
 * What /docs' "Test Request" sends on a create, as the served document pre-fills it: every POST
 * with a body and a 201/202 answer succeeds once the one id its example names (in the body or the
 * path) is replaced by a record of the caller's project, and nothing else is edited.
 */
describe("the OpenAPI examples of every create (real HTTP)", () => {
  const api = useTestApi({ name: "openapi-examples" });
  let p: SalesProject;
  let doc: Document;
  /** Example id -> the id of the matching record of p. */
  const real = new Map<string, string>();
  /** The record a path parameter names, by the path segment before it. */
  const pathRecords = new Map<string, string>();

  beforeAll(async () => {
    p = await salesProject(api, "Examples");
    doc = (await api.request<Document>("GET", "/v1/openapi.json")).body;
    const id = async (path: string, body: unknown) => {
      const res = await p.call<{ id: string }>("POST", path, body);
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
      return res.body.id;
    };
    const channel = await id("/v1/channels", { type: "WHATSAPP", name: "Setup", phone: "+55 11 98888-0000" });
    const records: Record<string, string> = {
      contact: await p.contact(),
      deal: (await p.deal()).id,
      fieldGroup: await id("/v1/field-groups", { name: "Setup", entityType: "DEAL" }),
      channel,
      chat: await id("/v1/chats", { channelId: channel, phone: "+55 11 97777-0000" }),
      pipeline: p.pipeline.id,
      project: p.projectId,
      webhook: await id("/v1/webhooks", { url: "https://example.com/setup" }),
    };
    for (const [name, value] of Object.entries(records)) real.set(EXAMPLE_IDS[name as keyof typeof EXAMPLE_IDS], value);
    for (const [segment, name] of Object.entries({
      pipelines: "pipeline",
      channels: "channel",
      chats: "chat",
      projects: "project",
      webhooks: "webhook",
    })) {
      pathRecords.set(segment, records[name]!);
    }
  });

  const creates = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        // JSON creates: an upload (multipart, POST /v1/imports) is covered by its own test.
        .filter(
          ([method, op]) =>
            method === "post" &&
            op.requestBody?.content["application/json"] !== undefined &&
            ("201" in op.responses || "202" in op.responses),
        )
        .map(([, op]) => ({ path, op })),
    );

  it("covers every create of /v1 and /admin/v1", () => {
    const ids = creates().map(({ op }) => op.operationId);
    expect(ids).toEqual(
      expect.arrayContaining(["createContact", "createDeal", "createField", "createStage", "sendChatMessage", "adminCreateProject"]),
    );
    expect(ids.length).toBeGreaterThanOrEqual(20);
  });

  it("answers each create's documented status", async () => {
    const failures: string[] = [];
    for (const { path, op } of creates().filter(({ path }) => !path.startsWith("/webhooks/"))) {
      const example = op.requestBody!.content["application/json"]!.example;
      const body = JSON.parse(JSON.stringify(example).replace(/\b[0-9a-f]{24}\b/g, (id) => real.get(id) ?? id)) as unknown;
      const url = path.replace(
        /\/([a-z-]+)\/\{[A-Za-z]+\}/g,
        (_m, segment: string) => `/${segment}/${pathRecords.get(segment) ?? "missing"}`,
      );
      const expected = "201" in op.responses ? 201 : 202;
      const res = path.startsWith("/admin/")
        ? await api.request("POST", url, { body, headers: { "x-admin-token": api.adminToken } })
        : await p.call("POST", url, body);
      if (res.status !== expected) failures.push(`${op.operationId} POST ${url} ${JSON.stringify(body)} -> ${res.status} ${res.text}`);
    }
    expect(failures).toEqual([]);
  });
});
