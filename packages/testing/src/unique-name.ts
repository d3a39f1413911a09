import { randomBytes } from "node:crypto";

let counter = 0;

/**
 * A name no other test run, file or process will pick: `<prefix>-<pid>-<n>-<random>`.
 * Only [a-z0-9-] so it is valid as a MongoDB database name, a Redis key part and a queue name.
 */
export function uniqueName(prefix: string): string {
  counter += 1;
  const safe = prefix.toLowerCase().replace(/[^a-z0-9-]/g, "-");
  return `${safe}-${process.pid}-${counter}-${randomBytes(3).toString("hex")}`;
}
