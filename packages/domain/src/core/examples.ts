/**
 * Values the documentation examples (`.meta({ examples })` on the schemas, shown by the OpenAPI
 * document and pre-filled by /docs) share, so that one example's reference names another's record.
 * Ids referenced by a request body stand for records the reader replaces with their own.
 */
export const EXAMPLE_IDS = {
  project: "6650f0c2a1b2c3d4e5f60001",
  user: "6650f0c2a1b2c3d4e5f60002",
  contact: "6650f0c2a1b2c3d4e5f60003",
  deal: "6650f0c2a1b2c3d4e5f60004",
  pipeline: "6650f0c2a1b2c3d4e5f60005",
  stage: "6650f0c2a1b2c3d4e5f60006",
  tag: "6650f0c2a1b2c3d4e5f60007",
  fieldGroup: "6650f0c2a1b2c3d4e5f60008",
  field: "6650f0c2a1b2c3d4e5f60009",
  task: "6650f0c2a1b2c3d4e5f6000a",
  note: "6650f0c2a1b2c3d4e5f6000b",
  lossReason: "6650f0c2a1b2c3d4e5f6000c",
  lead: "6650f0c2a1b2c3d4e5f6000d",
  agent: "6650f0c2a1b2c3d4e5f6000e",
  channel: "6650f0c2a1b2c3d4e5f6000f",
  chat: "6650f0c2a1b2c3d4e5f60010",
  message: "6650f0c2a1b2c3d4e5f60011",
  call: "6650f0c2a1b2c3d4e5f60012",
  webhook: "6650f0c2a1b2c3d4e5f60013",
  event: "6650f0c2a1b2c3d4e5f60014",
  apiKey: "6650f0c2a1b2c3d4e5f60015",
  priceField: "6650f0c2a1b2c3d4e5f60016",
  nameField: "6650f0c2a1b2c3d4e5f60017",
  template: "6650f0c2a1b2c3d4e5f60018",
} as const;

export const EXAMPLE_TIME = "2026-05-04T14:30:00.000Z";

/** `id`, `projectId`, `createdAt`, `updatedAt` of an example record. */
export const exampleRecordBase = (id: string) => ({ id, projectId: EXAMPLE_IDS.project, createdAt: EXAMPLE_TIME, updatedAt: EXAMPLE_TIME });
