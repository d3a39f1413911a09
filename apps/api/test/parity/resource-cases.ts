import type { RESOURCES } from "@crm/domain";
import type { KeyedCall } from "../support/test-api";
import type { Row } from "./adapters";
import type { ListRequest, ResourceNames } from "./crud-adapters";

/** What a resource's inputs may refer to in the project they are sent to. */
export interface ProjectRefs {
  contactId: string;
  dealId: string;
  dealFieldGroupId: string;
}

/**
 * One resource as the parity suite drives it: its REST path and tRPC router (the GraphQL names
 * come from RESOURCES), a valid create input per marker (each adapter creates its own record,
 * marked with its name where a value must be unique), an update, a create input that every
 * adapter must refuse with the same field paths, and the list request's own filter, sort,
 * projection and relation. Keyed by RESOURCES: a resource without a case fails the typecheck.
 */
export interface ResourceCase extends Pick<ResourceNames, "rest" | "router"> {
  create(refs: ProjectRefs, marker: string): Row;
  update(marker: string): Row;
  /** Valid GraphQL input (so it reaches the domain) that the domain refuses; `fields` are the paths named. */
  invalid(refs: ProjectRefs): { input: Row; fields: string[] };
  /** A filter the three records match (besides `id` in their ids and the date filters). */
  filter?: ListRequest["filters"][number];
  sort: string;
  project: string;
  with?: string;
  /**
   * Gives a created record something its relation finds, when creating it left that empty (a
   * contact's deals); answers how to undo it, and the error deleting the record meets until then.
   */
  relate?(call: KeyedCall, id: string): Promise<{ undo(): Promise<unknown>; deleteFails: { errorCode: string; status: number } }>;
}

let sessions = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++sessions).padStart(12, "0")}`;
let lines = 0;
const phone = () => `+3361299${String(++lines).padStart(4, "0")}`;

export const RESOURCE_CASES: Record<keyof typeof RESOURCES, ResourceCase> = {
  user: {
    rest: "/v1/users",
    router: "users",
    create: (_refs, m) => ({ name: `Parity ${m}`, email: `parity-${m.toLowerCase()}-${++lines}@example.com` }),
    update: (m) => ({ name: `Renamed ${m}`, role: "ADMIN" }),
    invalid: () => ({ input: { name: "", email: "not-an-email" }, fields: ["name", "email"] }),
    filter: { field: "name", op: "regex", value: "parity" },
    sort: "name",
    project: "email",
  },
  agent: {
    rest: "/v1/agents",
    router: "agents",
    create: (_refs, m) => ({ name: `Parity ${m}`, instructions: "Be brief." }),
    update: (m) => ({ name: `Renamed ${m}`, archived: true }),
    invalid: () => ({ input: { name: "" }, fields: ["name"] }),
    filter: { field: "archived", op: "eq", value: "false" },
    sort: "name",
    project: "instructions",
  },
  channel: {
    rest: "/v1/channels",
    router: "channels",
    create: (_refs, m) => ({ type: "WHATSAPP", name: `Parity ${m}`, phone: phone() }),
    update: (m) => ({ name: `Renamed ${m}` }),
    invalid: () => ({ input: { type: "WHATSAPP", name: "", phone: "no phone" }, fields: ["name", "phone"] }),
    filter: { field: "type", op: "eq", value: "WHATSAPP" },
    sort: "name",
    project: "phone",
  },
  lead: {
    rest: "/v1/leads",
    router: "leads",
    create: () => ({ sourceId: "parity-bot", sessionId: uuid(), originURL: "https://shop.example/" }),
    update: () => ({ isComplete: true }),
    invalid: () => ({
      input: { sourceId: "", sessionId: "not-a-uuid", originURL: "https://shop.example/" },
      fields: ["sourceId", "sessionId"],
    }),
    filter: { field: "sourceId", op: "eq", value: "parity-bot" },
    sort: "sessionId",
    project: "sessionId",
  },
  note: {
    rest: "/v1/notes",
    router: "notes",
    create: (refs, m) => ({ content: `Parity ${m}`, entityId: refs.dealId }),
    update: (m) => ({ content: `Edited ${m}` }),
    invalid: (refs) => ({ input: { content: "", entityId: refs.dealId }, fields: ["content"] }),
    filter: { field: "entityType", op: "eq", value: "DEAL" },
    sort: "content",
    project: "author",
    with: "deal",
  },
  fieldGroup: {
    rest: "/v1/field-groups",
    router: "fieldGroups",
    create: (_refs, m) => ({ name: `Parity ${m}`, entityType: "DEAL" }),
    update: (m) => ({ name: `Renamed ${m}` }),
    invalid: () => ({ input: { name: "" }, fields: ["name"] }),
    filter: { field: "entityType", op: "eq", value: "DEAL" },
    sort: "name",
    project: "position",
  },
  field: {
    rest: "/v1/fields",
    router: "fields",
    create: (refs, m) => ({ fieldGroupId: refs.dealFieldGroupId, label: `Parity ${m}`, type: "TEXT" }),
    update: (m) => ({ label: `Renamed ${m}` }),
    invalid: (refs) => ({ input: { fieldGroupId: refs.dealFieldGroupId, label: "", type: "TEXT" }, fields: ["label"] }),
    filter: { field: "type", op: "eq", value: "TEXT" },
    sort: "label",
    project: "label",
  },
  contact: {
    rest: "/v1/contacts",
    router: "contacts",
    create: () => ({}),
    update: () => ({ fields: [] }),
    invalid: () => ({ input: { fields: [{ fieldId: "", value: "x" }] }, fields: ["fields.0.fieldId"] }),
    sort: "createdAt",
    project: "fields",
    with: "deals",
    relate: async (call, id) => {
      const deal = (await call<{ id: string }>("POST", "/v1/deals", { contactId: id, title: "Related" })).body;
      return { undo: () => call("DELETE", `/v1/deals/${deal.id}`), deleteFails: { errorCode: "CONTACT_HAS_DEALS", status: 409 } };
    },
  },
  pipeline: {
    rest: "/v1/pipelines",
    router: "pipelines",
    create: (_refs, m) => ({ name: `Parity ${m}` }),
    update: (m) => ({ name: `Renamed ${m}` }),
    invalid: () => ({ input: { name: "" }, fields: ["name"] }),
    filter: { field: "name", op: "regex", value: "parity" },
    sort: "name",
    project: "position",
  },
  deal: {
    rest: "/v1/deals",
    router: "deals",
    create: (refs, m) => ({ contactId: refs.contactId, title: `Parity ${m}` }),
    update: (m) => ({ title: `Renamed ${m}` }),
    invalid: (refs) => ({ input: { contactId: refs.contactId, title: "" }, fields: ["title"] }),
    filter: { field: "status", op: "eq", value: "OPEN" },
    sort: "title",
    project: "title",
    with: "contact",
  },
  tag: {
    rest: "/v1/tags",
    router: "tags",
    create: (_refs, m) => ({ name: `Parity ${m}`, color: "#00aa00" }),
    update: (m) => ({ name: `Renamed ${m}` }),
    invalid: () => ({ input: { name: "", color: "red" }, fields: ["name", "color"] }),
    filter: { field: "name", op: "regex", value: "parity" },
    sort: "name",
    project: "color",
  },
  task: {
    rest: "/v1/tasks",
    router: "tasks",
    create: (refs, m) => ({ dealId: refs.dealId, title: `Parity ${m}`, dueAt: "2030-01-01T09:00:00.000Z" }),
    update: () => ({ status: "DONE" }),
    invalid: (refs) => ({ input: { dealId: refs.dealId, title: "", dueAt: "2030-01-01T09:00:00.000Z" }, fields: ["title"] }),
    filter: { field: "status", op: "eq", value: "OPEN" },
    sort: "title",
    project: "dueAt",
    with: "deal",
  },
  webhook: {
    rest: "/v1/webhooks",
    router: "webhooks",
    create: (_refs, m) => ({ url: `https://example.com/parity/${m}`, events: ["deal.created"] }),
    update: () => ({ enabled: false }),
    invalid: () => ({ input: { url: "not a url" }, fields: ["url"] }),
    filter: { field: "url", op: "regex", value: "/parity/" },
    sort: "url",
    project: "url",
  },
  lossReason: {
    rest: "/v1/loss-reasons",
    router: "lossReasons",
    create: (_refs, m) => ({ name: `Parity ${m}` }),
    update: (m) => ({ name: `Renamed ${m}` }),
    invalid: () => ({ input: { name: "" }, fields: ["name"] }),
    filter: { field: "name", op: "regex", value: "parity" },
    sort: "name",
    project: "name",
  },
};
