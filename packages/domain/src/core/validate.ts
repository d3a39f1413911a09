import type { z } from "zod";
import { validationError, type FieldError } from "./errors";

/** Parses input with a domain schema; failures become one 400 naming every offending field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix = ""): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError("The request is invalid.", issuesToFieldErrors(result.error.issues, prefix));
}

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], prefix = ""): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const base = joinPath(prefix, issue.path);
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        errors.push({ field: joinPath(base, [key]), code: "unrecognized_key", message: `Unknown field '${key}'.` });
      }
      continue;
    }
    // A refinement names its own code in params (e.g. unsafe_characters), else zod's code is used.
    const code = issue.code === "custom" && typeof issue.params?.code === "string" ? issue.params.code : issue.code;
    errors.push({ field: base || "body", code, message: issue.message });
  }
  return errors;
}

function joinPath(prefix: string, path: readonly PropertyKey[]): string {
  const parts = path.map((p) => String(p));
  return [prefix, ...parts].filter((p) => p !== "").join(".");
}
