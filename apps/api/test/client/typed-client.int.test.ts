import { createAdminClient, createCrmClient, type CrmAdminClient, type CrmClient, type ErrorBody, type Schemas } from "@crm/client";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { contractFetch } from "../support/openapi-contract";
import { useTestApi } from "../support/test-api";

/** The client an integrator generates, driven against the real service (every response also checked against the document). */
describe("the typed client (@crm/client) against the running service", () => {
  const api = useTestApi({ name: "typed-client" });
  let admin: CrmAdminClient;
  let crm: CrmClient;
  let projectId: string;

  beforeAll(async () => {
    admin = createAdminClient({ baseUrl: api.baseUrl, adminToken: api.adminToken, fetch: contractFetch });
    const { data, error } = await admin.POST("/admin/v1/projects", { body: { name: "Typed" } });
    if (!data) throw new Error(`project: ${JSON.stringify(error)}`);
    projectId = data.project.id;
    crm = createCrmClient({ baseUrl: api.baseUrl, apiKey: data.apiKey.key, fetch: contractFetch });
  });

  it("creates, reads, lists and updates contacts and deals with typed bodies and records", async () => {
    const contact = await crm.POST("/v1/contacts", { body: { fields: [{ key: "NAME", value: "Ada" }] } });
    expect(contact.response.status).toBe(201);
    const contactId = contact.data?.id ?? "";
    expectTypeOf(contact.data).toEqualTypeOf<Schemas["Contact"] | undefined>();

    const deal = await crm.POST("/v1/deals", { body: { contactId, title: "Rollout" } });
    expect(deal.data).toMatchObject({ title: "Rollout", contactId, status: "OPEN" });
    // A single record is whole: its required keys are typed as present.
    expectTypeOf(deal.data?.status).toEqualTypeOf<"OPEN" | "WON" | "LOST" | undefined>();
    const dealId = deal.data?.id ?? "";

    const patched = await crm.PATCH("/v1/deals/{id}", {
      params: { path: { id: dealId } },
      body: { fields: [{ key: "PRICE", value: 1200 }] },
    });
    expect(patched.response.status).toBe(204);
    const read = await crm.GET("/v1/deals/{id}", { params: { path: { id: dealId } } });
    expect(read.data?.fields).toEqual([expect.objectContaining({ value: 1200 })]);

    const listed = await crm.GET("/v1/deals", {
      params: { query: { status: "OPEN", createdAt: { lte: new Date().toISOString() }, title: { sort: "asc" } } },
    });
    expect(listed.data).toMatchObject({ total: 1, data: [{ id: dealId }] });
  });

  it("types [with] relations on listed records and [project] as optional keys", async () => {
    const { data: contact } = await crm.POST("/v1/contacts", { body: {} });
    const { data: tag } = await crm.POST("/v1/tags", { body: { name: "vip" } });
    await crm.POST("/v1/deals", { body: { contactId: contact?.id ?? "", title: "Related", tagIds: [tag?.id ?? ""] } });

    const { data } = await crm.GET("/v1/deals", { params: { query: { title: "Related", "[with]": "contact,tags,lossReason" } } });
    const item = data?.data[0];
    expectTypeOf(item).toEqualTypeOf<Schemas["DealListItem"] | undefined>();
    expectTypeOf(item?.contact).toEqualTypeOf<Schemas["Contact"] | null | undefined>();
    expectTypeOf(item?.tags).toEqualTypeOf<Schemas["Tag"][] | undefined>();
    expect(item?.contact?.id).toBe(contact?.id);
    expect(item?.tags?.map((t) => t.name)).toEqual(["vip"]);
    expect(item?.lossReason).toBeNull();

    const projected = await crm.GET("/v1/deals", { params: { query: { title: "Related", "[project]": "title" } } });
    expect(projected.data?.data).toEqual([{ id: item?.id, title: "Related" }]);
    // What [project] may drop is optional in the listed item's type.
    expectTypeOf(projected.data?.data[0]?.stageId).toEqualTypeOf<string | undefined>();
  });

  it("types error bodies", async () => {
    const missing = await crm.GET("/v1/deals/{id}", { params: { path: { id: "000000000000000000000000" } } });
    expect(missing.response.status).toBe(404);
    expectTypeOf(missing.error).toExtend<ErrorBody | undefined>();
    // Each status carries its documented codes: the client can switch on them.
    expectTypeOf(missing.error?.errorCode).toEqualTypeOf<
      "VALIDATION_ERROR" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "RATE_LIMITED" | "INTERNAL_ERROR" | undefined
    >();
    expect(missing.error).toMatchObject({ errorCode: "NOT_FOUND", status: 404 });

    const { data: contact } = await crm.POST("/v1/contacts", { body: {} });
    await crm.POST("/v1/deals", { body: { contactId: contact?.id ?? "" } });
    const refused = await crm.DELETE("/v1/contacts/{id}", { params: { path: { id: contact?.id ?? "" } } });
    if (refused.error?.status === 409) expectTypeOf(refused.error.errorCode).toEqualTypeOf<"CONTACT_HAS_DEALS" | "MERGED">();
    expect(refused.error).toMatchObject({ errorCode: "CONTACT_HAS_DEALS", status: 409 });

    const invalid = await crm.GET("/v1/deals", { params: { query: { closedAt: { gt: "soon" } } } });
    expect(invalid.error).toMatchObject({ errorCode: "VALIDATION_ERROR", status: 400 });
    expect(invalid.error?.errors?.[0]?.field).toMatch(/^closedAt/);
  });

  it("drives the admin surface: issues a read-only key and revokes it", async () => {
    const issued = await admin.POST("/admin/v1/projects/{projectId}/api-keys", {
      params: { path: { projectId } },
      body: { name: "Reports", scopes: ["read"] },
    });
    expect(issued.data).toMatchObject({ name: "Reports", scopes: ["read"] });
    const reader = createCrmClient({ baseUrl: api.baseUrl, apiKey: issued.data?.key ?? "", fetch: contractFetch });
    expect((await reader.GET("/v1/contacts")).response.status).toBe(200);
    const refused = await reader.POST("/v1/contacts", { body: {} });
    expect(refused.error).toMatchObject({ errorCode: "FORBIDDEN", status: 403 });

    const revoked = await admin.DELETE("/admin/v1/api-keys/{id}", { params: { path: { id: issued.data?.id ?? "" } } });
    expect(revoked.response.status).toBe(204);
    expect((await reader.GET("/v1/contacts")).error).toMatchObject({ errorCode: "UNAUTHORIZED" });
    const wrongToken = createAdminClient({ baseUrl: api.baseUrl, adminToken: "not-the-token-0000", fetch: contractFetch });
    expect((await wrongToken.POST("/admin/v1/projects", { body: { name: "X" } })).error).toMatchObject({ errorCode: "UNAUTHORIZED" });
  });
});
