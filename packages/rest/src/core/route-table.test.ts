import { describe, expect, it } from "vitest";
import { routeTable } from "./route-table";

const table = routeTable([
  { method: "post", path: "/messages/send-by-phone", value: "sendByPhone" },
  { method: "get", path: "/messages/{id}", value: "getMessage" },
  { method: "post", path: "/messages/{id}", value: "postMessage" },
  { method: "get", path: "/pipelines/{id}/stages/{stageId}", value: "getStage" },
]);

describe("routeTable", () => {
  it("tries routes in the order given, so a static path listed first wins over a parameter", () => {
    expect(table.match("POST", "/messages/send-by-phone")?.value).toBe("sendByPhone");
    expect(table.match("GET", "/messages/send-by-phone")).toMatchObject({ value: "getMessage", params: { id: "send-by-phone" } });
  });

  it("matches literals case-insensitively, keeps parameters as written, tolerates one trailing slash", () => {
    expect(table.match("GET", "/Pipelines/AbC/STAGES/x1/")).toEqual({ value: "getStage", params: { id: "AbC", stageId: "x1" } });
    expect(table.match("GET", "/pipelines/a/stages/b//")).toBeUndefined();
    expect(table.match("GET", "/pipelines//stages/b")).toBeUndefined();
  });

  it("serves HEAD with the GET route and lists the methods of a path for 405", () => {
    expect(table.match("HEAD", "/messages/m1")?.value).toBe("getMessage");
    expect(table.match("DELETE", "/messages/m1")).toBeUndefined();
    expect(table.methodsAt("/messages/m1")).toEqual(["GET", "POST"]);
    expect(table.methodsAt("/nothing")).toEqual([]);
  });

  it("decodes parameters, and refuses broken percent-encoding with a 400 status", () => {
    expect(table.match("GET", "/messages/a%2Fb%20c")?.params).toEqual({ id: "a/b c" });
    expect(() => table.match("GET", "/messages/%E0%A4%A")).toThrow(expect.objectContaining({ status: 400 }));
  });
});
