import { z } from "zod";

/** Path parameter schema shared by routes addressing one record: `{id}`, a non-empty string. */
export const idParams = z.object({ id: z.string().min(1).describe("Record id.") });
