import type { Db } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import type { Deal } from "../support/records";
import { useTestApi } from "../support/test-api";
import { danglingReferences, openDatabase } from "./dangling-references";

/**
 * A contact merge sent at the same time as writes to either contact or another merge (Promise.all
 * over real HTTP), round after round: each answer is one the pair may give, no record is lost,
 * and nothing stored names the merged contact (it is gone from `contacts`, so a reference to it
 * dangles). The merge deletes its source as a delete does (all guard slots), so the later of the
 * two sees the other.
 */
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 10);

describe("contact merge races (real HTTP)", () => {
  const api = useTestApi({ name: "merge-races" });
  let p: SalesProject;
  let db: Db;
  let closeDb: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close: closeDb } = await openDatabase(api.database));
  });
  beforeEach(async () => {
    p = await salesProject(api, "Merge races");
  });
  afterAll(() => closeDb?.());

  const merge = (targetId: string, sourceId: string) => p.call("POST", `/v1/contacts/${targetId}/merge`, { sourceId });
  const dealsOf = async (contactId: string) =>
    (await p.call<{ data: Deal[] }>("GET", `/v1/deals?contactId=${contactId}&[limit]=100`)).body.data.map((deal) => deal.id).sort();

  async function rounds(round: (n: number) => Promise<void>): Promise<void> {
    for (let n = 0; n < ROUNDS; n++) {
      await round(n);
      expect(await danglingReferences(db, p.projectId)).toEqual([]);
    }
  }

  it("merge || a deal created for the source: the deal lands on the target, or is refused with MERGED", async () => {
    await rounds(async (round) => {
      const target = await p.contact();
      const source = await p.contact();
      const [merged, created] = await Promise.all([
        merge(target, source),
        p.call<Deal>("POST", "/v1/deals", { contactId: source, title: "Racer" }),
      ]);
      expect({ round, merged: merged.status, created: created.status }).toEqual({
        round,
        merged: 200,
        created: expect.toBeOneOf([201, 409]),
      });
      if (created.status === 201) expect(await dealsOf(target)).toEqual([created.body.id]);
    });
  });

  it("merge || PATCH of the source, and merge || DELETE of the target (which has the source's deal then)", async () => {
    await rounds(async (round) => {
      const target = await p.contact();
      const source = await p.contact();
      const [merged, patched] = await Promise.all([
        merge(target, source),
        p.call("PATCH", `/v1/contacts/${source}`, { fields: [{ key: "NAME", value: "Late" }] }),
      ]);
      expect({ round, merged: merged.status, patched: patched.status }).toEqual({
        round,
        merged: 200,
        patched: expect.toBeOneOf([204, 409]),
      });
    });
    await rounds(async (round) => {
      const target = await p.contact();
      const source = await p.contact();
      const deal = await p.deal({ contactId: source });
      const [merged, removed] = await Promise.all([merge(target, source), p.call("DELETE", `/v1/contacts/${target}`)]);
      // Either the delete comes first (the merge finds no target) or the merge does (the target now has a deal).
      expect([
        [200, 409],
        [404, 204],
      ]).toContainEqual([merged.status, removed.status]);
      const holder = merged.status === 200 ? target : source;
      expect({ round, deals: await dealsOf(holder) }).toEqual({ round, deals: [deal.id] });
    });
  });

  it("A into B || B into C: one chain or the other, every deal on a live contact", async () => {
    await rounds(async (round) => {
      const [a, b, c] = [await p.contact(), await p.contact(), await p.contact()];
      const deals = [(await p.deal({ contactId: a })).id, (await p.deal({ contactId: b })).id].sort();
      const [ab, bc] = await Promise.all([merge(b, a), merge(c, b)]);
      expect({ round, ab: ab.status, bc: bc.status }).toEqual({ round, ab: expect.toBeOneOf([200, 409]), bc: 200 });
      // B into C always succeeds; A into B either ran first (then A's deal went on to C) or found B merged (409).
      if (ab.status === 200) expect(await dealsOf(c)).toEqual(deals);
      const all = [...(await dealsOf(a)), ...(await dealsOf(c))].sort();
      expect({ round, all }).toEqual({ round, all: deals });
    });
  });

  it("two merges of one source into different targets: exactly one wins", async () => {
    await rounds(async (round) => {
      const [t1, t2, source] = [await p.contact(), await p.contact(), await p.contact()];
      const deal = await p.deal({ contactId: source });
      const answers = (await Promise.all([merge(t1, source), merge(t2, source)])).map((res) => res.status).sort();
      expect({ round, answers }).toEqual({ round, answers: [200, 409] });
      expect([...(await dealsOf(t1)), ...(await dealsOf(t2))]).toEqual([deal.id]);
    });
  });
});
