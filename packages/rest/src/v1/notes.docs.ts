import type { CrudDocs } from "./crud-routes";

/** Notes: free text on a deal or a contact (spec "Note"): the reference's text of their generated CRUD routes. */
export const noteDocs: CrudDocs = {
  create: {
    description:
      "Attaches a note to a deal or a contact of the project (404 otherwise). The service sets `entityType` " +
      "(DEAL or CONTACT) and `author` (`{type: USER, id: <the key's user>}` for API keys). `content` is trimmed, " +
      "1..10,000 characters.",
    errors: [403, 404, { status: 409, codes: ["MERGED"] }],
  },
  list: {
    description:
      "Bare array, newest first by default; `[limit]` 1..100 (default 20). Filter with e.g. `entityId=<id>`, " +
      "`entityType=DEAL`, `author.type=USER`, `author.id=<id>`, `createdAt[gte]=...`, `content[regex]=...`. " +
      "`[with]=deal,contact` adds the record the note is on (`deal` is null on a contact's note, `contact` on a deal's).",
  },
  update: {
    description: "Only `content` changes; the record, entity type and author of a note are fixed.",
  },
};
