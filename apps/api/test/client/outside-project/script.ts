/**
 * A web team's script, typechecked and run by packed-packages.int.test.ts in a project outside
 * the workspace that has only the packed @crm/* tarballs and public npm packages installed.
 */
import type { AppRouter } from "@crm/api-types";
import { createCrmClient } from "@crm/client";
import { createTRPCClient, httpBatchLink } from "@trpc/client";

const baseUrl = process.env.CRM_URL ?? "";
const apiKey = process.env.CRM_API_KEY ?? "";

const crm = createCrmClient({ baseUrl, apiKey });
const contact = await crm.POST("/v1/contacts", { body: { fields: [{ key: "NAME", value: "Ada" }] } });
const deal = await crm.POST("/v1/deals", { body: { contactId: contact.data?.id ?? "", title: "Packed" } });
// @ts-expect-error The REST client knows the service's routes.
await crm.GET("/v1/no-such-route");

const trpc = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${baseUrl}/trpc`, headers: { "x-api-key": apiKey } })] });
const listed = await trpc.deals.list.query({ limit: 10 });
// Typed, not `any`: a key deals do not have is an error. (Only `data` and `id` are relied on here.)
// @ts-expect-error Deals have no such key.
void listed.data[0]?.noSuchKey;
const rows: ReadonlyArray<{ id?: string }> = listed.data;

console.log(JSON.stringify({ dealId: deal.data?.id ?? null, listedIds: rows.map((row) => row.id) }));
