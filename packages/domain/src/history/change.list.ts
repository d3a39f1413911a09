import type { ListSpec } from "../query";
import { HISTORY_ACTOR_TYPES, HISTORY_SOURCE_TYPES } from "./change.model";

/** A record's history: newest first; filters `path`, `actor.type`, `at[gte]`, `at[lte]` (and the source). */
export const changeListSpec = {
  resource: "changes",
  fields: {
    id: { kind: "id", path: "_id" },
    at: { kind: "date" },
    path: { kind: "string", path: "paths", sortable: false, projectable: false },
    "actor.type": { kind: "enum", values: HISTORY_ACTOR_TYPES, sortable: false },
    "source.type": { kind: "enum", values: HISTORY_SOURCE_TYPES, sortable: false },
    "source.id": { kind: "id", sortable: false },
    entityType: { kind: "string", filterable: false, sortable: false },
    entityId: { kind: "id", filterable: false, sortable: false },
    actor: { kind: "string", filterable: false, sortable: false },
    source: { kind: "string", filterable: false, sortable: false },
    changes: { kind: "string", filterable: false, sortable: false },
    revertOf: { kind: "id", sortable: false },
    revertedBy: { kind: "id", sortable: false },
  },
  limits: { default: 20, max: 100 },
  defaultSort: [{ field: "at", direction: -1 }],
} satisfies ListSpec;
