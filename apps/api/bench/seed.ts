import type { Domain } from "@crm/domain";
import { ObjectId, type Db } from "mongodb";

export interface Seeded {
  projectId: string;
  apiKey: string;
  stageId: string;
  emailFieldId: string;
  contactIds: string[];
}

const SMALL_PROJECT_ROWS = 2_000;
const BATCH = 5_000;

/**
 * Projects are created through the domain (built-in fields, pipeline, key); the bulk rows are
 * written straight through the driver in the shapes the domain stores, since seeding 200,000
 * records one API call at a time would measure the seeding, not the reads.
 */
export async function seedBenchData(domain: Domain, db: Db, rows: number): Promise<Seeded> {
  let big: Seeded | undefined;
  for (let i = 0; i < 20; i++) {
    const { project, apiKey } = await domain.admin.createProject({ name: `Bench ${i}` });
    const seeded = await seedProject(db, project.id, apiKey.key, i === 0 ? rows : SMALL_PROJECT_ROWS);
    if (i === 0) big = seeded;
  }
  return big!;
}

async function seedProject(db: Db, projectId: string, apiKey: string, rows: number): Promise<Seeded> {
  const stages = await db.collection("stages").find({ projectId }).sort({ position: 1 }).toArray();
  const fields = await db.collection("fields").find({ projectId, entityType: "CONTACT" }).toArray();
  const fieldId = (key: string) => String(fields.find((f) => f.key === key)?._id);
  const nameFieldId = fieldId("NAME");
  const emailFieldId = fieldId("EMAIL");
  const contactIds: string[] = [];
  const start = Date.now() - rows * 1000;

  for (let offset = 0; offset < rows; offset += BATCH) {
    const contacts = [];
    const deals = [];
    for (let i = offset; i < Math.min(rows, offset + BATCH); i++) {
      const contactId = new ObjectId().toHexString();
      const createdAt = new Date(start + i * 1000);
      const stage = stages[i % stages.length]!;
      contactIds.push(contactId);
      contacts.push({
        _id: contactId,
        projectId,
        fields: [
          { fieldId: nameFieldId, value: `Person ${i}` },
          // 1 in 100 contacts works at acme, so the regex query has matches to page through.
          { fieldId: emailFieldId, value: i % 100 === 0 ? `person${i}@acme.example` : `person${i}@mail.example` },
        ],
        createdAt,
        updatedAt: createdAt,
      });
      deals.push({
        _id: new ObjectId().toHexString(),
        projectId,
        title: `Deal ${i}`,
        contactId,
        pipelineId: stage.pipelineId,
        stageId: String(stage._id),
        status: stage.type,
        tagIds: [],
        fields: [],
        ...(stage.type === "OPEN" ? {} : { closedAt: createdAt }),
        createdAt,
        updatedAt: createdAt,
      });
    }
    // String `_id`s are what the domain stores; the driver's typings assume ObjectIds.
    await db.collection("contacts").insertMany(contacts as never[], { ordered: false });
    await db.collection("deals").insertMany(deals as never[], { ordered: false });
  }
  return { projectId, apiKey, stageId: String(stages[0]!._id), emailFieldId, contactIds };
}
