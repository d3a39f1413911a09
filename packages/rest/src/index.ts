import { Router } from "express";
import type { Domain } from "@crm/domain";

export interface RestOptions {
  /** Guards /admin/v1; when unset the admin surface answers 401 to everyone. */
  adminToken?: string;
}

/** Everything HTTP-facing of the product except the host: /v1, /admin/v1, /docs, with their own body parsing and error mapping. */
export function createRestRouter(_domain: Domain, _options: RestOptions = {}): Router {
  return Router();
}
