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
    actions: {
      recolor: original.defineAction({
        scope: "write",
        ids: ["id"],
        input: original.tagUpdateSchema.extend({}),
        output: original.tagRecordSchema.extend({}),
        run: (d, ctx, { id }, input) => d.tags.update(ctx, id, input),
        rest: { method: "post", path: "/recolor", operationId: "recolorWidget", status: 200 },
        graphql: { field: "recolorWidget", output: "WidgetRecolored", input: "WidgetRecolor" },
      }),
      peek: original.defineAction({
        scope: "read",
        ids: ["id"],
        output: original.tagRecordSchema.extend({}),
        run: (d, ctx, { id }) => d.tags.get(ctx, id),
        rest: { method: "get", path: "/peek", operationId: "peekWidget", status: 200 },
        graphql: { field: "peekWidget", output: "WidgetPeek" },
      }),
    },
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
  // Whether each procedure is a query or a mutation (the router's record types its entries one by one).
  const kinds = Object.fromEntries(
    Object.entries<unknown>(appRouter._def.procedures).map(([path, p]) => [path, (p as { _def: { type: string } })._def.type]),
  );

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

  it("holds the test resource's declared actions", () => {
    const declared: domain.AnyResource[] = entries;
    expect(Object.keys(declared.find((resource) => resource.one === "widget")?.actions ?? {})).toEqual(["recolor", "peek"]);
  });

  it.each(
    entries.flatMap((resource) =>
      Object.entries(resource.actions).map(([key, action]) => [`${resource.many}.${key}`, resource, key, action] as const),
    ),
  )("%s: a REST route and its OpenAPI operation, a GraphQL field, a tRPC procedure", (_name, resource, key, action) => {
    const restPath = `/v1/${resource.path}/{id}${action.rest.path}`;
    const operation = document.paths[restPath]?.[action.rest.method];
    expect(operation?.operationId).toBe(action.rest.operationId);
    expect(Object.keys(operation?.responses ?? {})).toContain(String(action.rest.status));
    expect(operation?.requestBody !== undefined).toBe(action.input !== undefined || action.rest.body !== undefined);

    const field = (action.scope === "read" ? query : mutation)[action.graphql.field];
    expect(field?.args.map((arg) => arg.name)).toEqual([...action.ids, ...(action.input ? ["input"] : [])]);

    expect(kinds[`${resource.many}.${key}`]).toBe(action.scope === "read" ? "query" : "mutation");
  });

  it("builds the test resource's actions: a write with input, a read without", () => {
    expect(document.paths["/v1/widgets/{id}/recolor"]?.post?.requestBody).toBeDefined();
    expect(document.paths["/v1/widgets/{id}/peek"]?.get?.operationId).toBe("peekWidget");
    expect(mutation.recolorWidget?.args.map((arg) => arg.name)).toEqual(["id", "input"]);
    expect(query.peekWidget?.type.toString()).toBe("WidgetPeek!");
    expect(procedures).toEqual(expect.arrayContaining(["widgets.recolor", "widgets.peek"]));
  });
});
