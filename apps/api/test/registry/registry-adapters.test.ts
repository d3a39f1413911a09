import * as domain from "@crm/domain";
import { schema } from "@crm/graphql";
import { restApiDocument } from "@crm/rest";
import { appRouter } from "@crm/trpc";
import { describe, expect, it, vi } from "vitest";

/**
 * The registry with one more resource, declared only there: a copy of tags under other names
 * (fresh copies of its schemas, so nothing is shared with Tag but the service). The adapters
 * are built from this registry, so the test fails if any of them needs its own line for it.
 */
vi.mock("@crm/domain", async (importOriginal) => {
  const original = await importOriginal<typeof domain>();
  const widgetResource = original.defineResource({
    one: "widget",
    many: "widgets",
    description: "A resource that exists only in this test's registry.",
    schemas: {
      record: original.tagRecordSchema.extend({}),
      create: original.tagCreateSchema.extend({}),
      update: original.tagUpdateSchema.extend({}),
    },
    list: { spec: original.tagListSpec, format: "envelope" },
    service: (d) => d.tags,
  });
  return { ...original, RESOURCES: { ...original.RESOURCES, widget: widgetResource } };
});

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

describe("the domain's resource registry", () => {
  const entries = Object.values(domain.RESOURCES);
  const document = restApiDocument();
  const query = schema.getQueryType()?.getFields() ?? {};
  const mutation = schema.getMutationType()?.getFields() ?? {};
  const procedures = Object.keys(appRouter._def.procedures);

  it("holds the test's extra resource (the mock is in place)", () => {
    expect(entries.map((resource) => resource.one)).toContain("widget");
  });

  it.each(entries.map((resource) => [resource.one, resource] as const))(
    "%s: REST routes and their OpenAPI operations, GraphQL queries and mutations, tRPC procedures",
    (_name, resource) => {
      const collection = document.paths[`/v1/${resource.path}`];
      const item = document.paths[`/v1/${resource.path}/{id}`];
      expect(collection?.post?.operationId).toBe(`create${resource.type}`);
      expect(collection?.get?.operationId).toBe(`list${capitalize(resource.many)}`);
      expect(item?.get?.operationId).toBe(`get${resource.type}`);
      expect(item?.patch?.operationId).toBe(`update${resource.type}`);
      expect(item?.delete?.operationId).toBe(`delete${resource.type}`);
      expect(document.tags.map((tag) => tag.name)).toContain(capitalize(resource.label.many));

      expect(Object.keys(query)).toEqual(expect.arrayContaining([resource.one, resource.many]));
      expect(Object.keys(mutation)).toEqual(
        expect.arrayContaining([`create${resource.type}`, `update${resource.type}`, `delete${resource.type}`]),
      );

      expect(procedures).toEqual(
        expect.arrayContaining(["get", "list", "create", "update", "remove"].map((name) => `${resource.many}.${name}`)),
      );
    },
  );
});
