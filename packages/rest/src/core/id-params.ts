import { z } from "zod";

/** Path parameters naming records, each a non-empty string described for the docs: `pathIds({ chatId: "Chat id." })`. */
export function pathIds<K extends string>(descriptions: Record<K, string>) {
  const shape = Object.fromEntries(
    Object.entries<string>(descriptions).map(([key, description]) => [key, z.string().min(1).describe(description)]),
  );
  return z.object(shape as Record<K, z.ZodString>);
}

/** Path parameter schema shared by routes addressing one record: `{id}`. */
export const idParams = pathIds({ id: "Record id." });
