import type { Connection } from "mongoose";
import { defineApiKeyModel } from "./api-keys/api-key.model";
import { defineEventModel } from "./events/event.model";
import { defineProjectModel } from "./projects/project.model";
import { defineUserModel } from "./users/user.model";

/** Every collection of the domain, registered on one connection. */
export function defineModels(conn: Connection) {
  return {
    events: defineEventModel(conn),
    projects: defineProjectModel(conn),
    apiKeys: defineApiKeyModel(conn),
    users: defineUserModel(conn),
  };
}
export type Models = ReturnType<typeof defineModels>;
