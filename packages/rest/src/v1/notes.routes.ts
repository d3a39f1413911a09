import { noteCreateSchema, noteListSpec, noteRecordSchema, noteUpdateSchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Notes",
  description: "Notes on a deal or a contact, authored by the API key's user (or an agent or the system).",
};

/** Notes: free text on a deal or a contact (spec "Note"). */
export const noteRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/notes",
      operationId: "createNote",
      summary: "Create a note",
      description:
        "Attaches a note to a deal or a contact of the project (404 otherwise). The service sets `entityType` " +
        "(DEAL or CONTACT) and `author` (`{type: USER, id: <the key's user>}` for API keys). `content` is trimmed, " +
        "1..10,000 characters.",
      tag,
      body: noteCreateSchema,
      success: { status: 201, schema: noteRecordSchema, description: "The created note." },
      errors: [403, 404],
      handler: ({ ctx, body }) => domain.notes.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/notes",
      operationId: "listNotes",
      summary: "List notes",
      description:
        "Bare array, newest first by default; `[limit]` 1..100 (default 20). Filter with e.g. `entityId=<id>`, " +
        "`entityType=DEAL`, `author.type=USER`, `author.id=<id>`, `createdAt[gte]=...`, `content[regex]=...`. " +
        "`[with]=deal,contact` adds the record the note is on (`deal` is null on a contact's note, `contact` on a deal's).",
      tag,
      list: { spec: noteListSpec, format: "array" },
      success: { status: 200, schema: noteRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.notes.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/notes/{id}",
      operationId: "getNote",
      summary: "Read a note",
      tag,
      params: idParams,
      success: { status: 200, schema: noteRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.notes.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/notes/{id}",
      operationId: "updateNote",
      summary: "Update a note",
      description: "Only `content` changes; the record, entity type and author of a note are fixed.",
      tag,
      params: idParams,
      body: noteUpdateSchema,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params, body }) => domain.notes.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/notes/{id}",
      operationId: "deleteNote",
      summary: "Delete a note",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.notes.remove(ctx, params.id),
    }),
  );
