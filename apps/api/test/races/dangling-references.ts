import { MongoClient, type Db, type Document } from "mongodb";

/** One reference a stored document holds: `collection.path` names a document of `target`. */
interface ReferencePath {
  collection: string;
  /** Dotted path; arrays along the way are followed. */
  path: string;
  target: string;
  /** Only documents matching this filter hold this reference (e.g. notes on a DEAL). */
  where?: Document;
}

/** Every reference between the records the races suite writes. */
const REFERENCES: ReferencePath[] = [
  { collection: "deals", path: "contactId", target: "contacts" },
  { collection: "deals", path: "pipelineId", target: "pipelines" },
  { collection: "deals", path: "stageId", target: "stages" },
  { collection: "deals", path: "responsibleId", target: "users" },
  { collection: "deals", path: "tagIds", target: "tags" },
  { collection: "deals", path: "lossReasonId", target: "loss_reasons" },
  { collection: "deals", path: "fields.fieldId", target: "fields" },
  { collection: "contacts", path: "fields.fieldId", target: "fields" },
  { collection: "stages", path: "pipelineId", target: "pipelines" },
  { collection: "fields", path: "fieldGroupId", target: "field_groups" },
  { collection: "tasks", path: "dealId", target: "deals" },
  { collection: "tasks", path: "assigneeId", target: "users" },
  { collection: "notes", path: "entityId", target: "deals", where: { entityType: "DEAL" } },
  { collection: "notes", path: "entityId", target: "contacts", where: { entityType: "CONTACT" } },
  { collection: "calls", path: "contactId", target: "contacts" },
  { collection: "calls", path: "entityId", target: "deals", where: { entityType: "DEAL" } },
  { collection: "calls", path: "entityId", target: "contacts", where: { entityType: "CONTACT" } },
  { collection: "chats", path: "contactId", target: "contacts" },
  { collection: "chats", path: "channelId", target: "channels" },
  { collection: "chats", path: "agentId", target: "agents" },
  { collection: "messages", path: "chatId", target: "chats" },
  { collection: "messages", path: "channelId", target: "channels" },
];

/** The collection a reference custom field's values name, by field type. */
const REFERENCE_FIELD_TARGETS: Record<string, string> = { CONTACT: "contacts", DEAL: "deals", USER: "users" };

function valuesAt(doc: unknown, path: string[]): string[] {
  if (doc === null || doc === undefined) return [];
  if (Array.isArray(doc)) return doc.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) return typeof doc === "string" ? [doc] : [];
  return typeof doc === "object" ? valuesAt((doc as Record<string, unknown>)[path[0]!], path.slice(1)) : [];
}

/** SELECT / MULTI_SELECT values must name an option the field still has. */
async function danglingOptions(db: Db, projectId: string): Promise<string[]> {
  const fields = await db
    .collection<{ _id: string; config?: { options?: Array<{ id: string }> } }>("fields")
    .find({ projectId, type: { $in: ["SELECT", "MULTI_SELECT"] } })
    .toArray();
  const problems: string[] = [];
  for (const field of fields) {
    const options = new Set((field.config?.options ?? []).map((o) => o.id));
    for (const collection of ["contacts", "deals"]) {
      const holders = await db.collection(collection).find({ projectId, "fields.fieldId": field._id }).toArray();
      for (const holder of holders) {
        const value = (holder.fields as Array<{ fieldId: string; value: unknown }>).find((v) => v.fieldId === field._id)?.value;
        for (const id of [value].flat()) {
          if (typeof id === "string" && !options.has(id))
            problems.push(`${collection}/${String(holder._id)} holds removed option ${id} of field ${field._id}`);
        }
      }
    }
  }
  return problems;
}

/** CONTACT / DEAL / USER custom field values must name a record that exists. */
async function danglingFieldReferences(db: Db, projectId: string): Promise<string[]> {
  const fields = await db
    .collection<{ _id: string; type: string }>("fields")
    .find({ projectId, type: { $in: Object.keys(REFERENCE_FIELD_TARGETS) } })
    .toArray();
  const problems: string[] = [];
  for (const field of fields) {
    const target = REFERENCE_FIELD_TARGETS[field.type]!;
    for (const collection of ["contacts", "deals"]) {
      const holders = await db.collection(collection).find({ projectId, "fields.fieldId": field._id }).toArray();
      for (const holder of holders) {
        const value = (holder.fields as Array<{ fieldId: string; value: unknown }>).find((v) => v.fieldId === field._id)?.value;
        if (typeof value === "string" && !(await db.collection(target).findOne({ projectId, _id: value } as Document)))
          problems.push(`${collection}/${String(holder._id)} field ${field._id} -> missing ${target}/${value}`);
      }
    }
  }
  return problems;
}

/**
 * What the races suite asserts after every round: no stored document of the project names a
 * record that does not exist (read straight from the database, so nothing an endpoint filters
 * out can hide a dangling id).
 */
export async function danglingReferences(db: Db, projectId: string): Promise<string[]> {
  const problems: string[] = [];
  for (const ref of REFERENCES) {
    const holders = await db
      .collection(ref.collection)
      .find({ projectId, ...ref.where })
      .toArray();
    const wanted = new Set(holders.flatMap((doc) => valuesAt(doc, ref.path.split("."))));
    if (wanted.size === 0) continue;
    const found = await db
      .collection<{ _id: string }>(ref.target)
      .find({ projectId, _id: { $in: [...wanted] } }, { projection: { _id: 1 } })
      .toArray();
    const present = new Set(found.map((doc) => doc._id));
    for (const doc of holders) {
      for (const id of valuesAt(doc, ref.path.split("."))) {
        if (!present.has(id)) problems.push(`${ref.collection}/${String(doc._id)}.${ref.path} -> missing ${ref.target}/${id}`);
      }
    }
  }
  return [...problems, ...(await danglingOptions(db, projectId)), ...(await danglingFieldReferences(db, projectId))];
}

/** A client on the suite's database; close it in afterAll. */
export async function openDatabase(database: { uri: string; dbName: string }): Promise<{ db: Db; close(): Promise<void> }> {
  const client = await MongoClient.connect(database.uri);
  return { db: client.db(database.dbName), close: () => client.close() };
}
