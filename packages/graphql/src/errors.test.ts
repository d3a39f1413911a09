import { notFound } from "@crm/domain";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { errorMasker } from "./errors";

describe("errorMasker", () => {
  const fromResolver = (original: Error) => new GraphQLError(original.message, { path: ["deal"], originalError: original });

  it("keeps a domain error's code, status and kind, and does not report it", () => {
    const reported: unknown[] = [];
    const masked = errorMasker((e) => reported.push(e), 1024)(fromResolver(notFound("Deal", "d1"))) as GraphQLError;
    expect(masked.message).toBe("Deal 'd1' not found.");
    expect(masked.path).toEqual(["deal"]);
    expect(masked.extensions).toMatchObject({ code: "NOT_FOUND", status: 404, kind: "NOT_FOUND" });
    expect(reported).toEqual([]);
  });

  it("masks anything unexpected as INTERNAL_ERROR without its message, and reports it", () => {
    const reported: unknown[] = [];
    const secret = new Error("connection to mongodb://user:pass@db refused");
    const masked = errorMasker((e) => reported.push(e), 1024)(fromResolver(secret)) as GraphQLError;
    expect(masked.message).toBe("An unexpected error occurred.");
    expect(JSON.stringify(masked.toJSON())).not.toContain("mongodb");
    expect(masked.extensions).toMatchObject({ code: "INTERNAL_ERROR", status: 500 });
    expect(reported).toEqual([secret]);
  });

  it("passes GraphQL's own errors (syntax, validation) through", () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Query".');
    expect(errorMasker(() => undefined, 1024)(validation)).toBe(validation);
  });
});
