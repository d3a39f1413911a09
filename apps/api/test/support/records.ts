/** The spec's records as /v1 answers them, for the suites that read more than one resource. */

export interface StoredValue {
  fieldId: string;
  value: unknown;
}

export interface User {
  id: string;
  projectId: string;
  name: string;
  email: string;
  role: "ADMIN" | "MEMBER";
  extension?: string;
  createdAt: string;
  updatedAt: string;
}

export interface Contact {
  id: string;
  projectId: string;
  fields: StoredValue[];
  createdAt: string;
  updatedAt: string;
  /** Only with `[with]=deals`. */
  deals?: Array<{ id: string; contactId: string }>;
}

export interface FieldGroup {
  id: string;
  projectId: string;
  name: string;
  entityType: "DEAL" | "CONTACT";
  position: number;
  createdAt: string;
  updatedAt: string;
}

export interface Field {
  id: string;
  projectId: string;
  entityType: "DEAL" | "CONTACT";
  label: string;
  type: string;
  config: Record<string, unknown> & { options?: Array<{ id: string; label: string; color?: string }> };
  position: number;
  level: "USER" | "API";
  fieldGroupId: string;
  key?: string;
  createdAt: string;
  updatedAt: string;
}

export interface Pipeline {
  id: string;
  projectId: string;
  name: string;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export interface Stage {
  id: string;
  projectId: string;
  pipelineId: string;
  name: string;
  position: number;
  type: "OPEN" | "WON" | "LOST";
  builtIn: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Deal {
  id: string;
  projectId: string;
  title: string;
  contactId: string;
  responsibleId?: string;
  pipelineId: string;
  stageId: string;
  status: "OPEN" | "WON" | "LOST";
  lossReasonId?: string;
  tagIds: string[];
  fields: StoredValue[];
  closedAt?: string;
  createdAt: string;
  updatedAt: string;
}

export interface Tag {
  id: string;
  projectId: string;
  name: string;
  color?: string;
  createdAt: string;
  updatedAt: string;
}

export interface LossReason {
  id: string;
  projectId: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface Note {
  id: string;
  projectId: string;
  content: string;
  entityId: string;
  entityType: "DEAL" | "CONTACT";
  author: { type: "USER" | "AGENT" | "SYSTEM"; id: string };
  createdAt: string;
  updatedAt: string;
}

export interface Lead {
  id: string;
  projectId: string;
  sourceId: string;
  sessionId: string;
  isComplete: boolean;
  answers: Array<Record<string, string>>;
  originURL: string;
  urlParams: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}
