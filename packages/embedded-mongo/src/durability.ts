/**
 * Bridge to src/persistence (owned by another engineer). Loaded dynamically so this package
 * works (memory only) before that module exists; with a dbPath every acknowledged change is
 * appended before the reply is sent.
 */
import type { JournalRecord, PersistenceLike, PersistenceModule, SnapshotData } from "./persistence-contract.js";

export class Durability {
  constructor(private readonly persistence: PersistenceLike | undefined) {}

  get enabled(): boolean {
    return this.persistence !== undefined;
  }

  async append(records: JournalRecord[]): Promise<void> {
    if (this.persistence && records.length > 0) await this.persistence.append(records);
  }

  async maybeCompact(snapshot: () => SnapshotData): Promise<void> {
    if (this.persistence) await this.persistence.maybeCompact(snapshot);
  }

  async close(): Promise<void> {
    if (this.persistence) await this.persistence.close();
  }
}

export async function openPersistence(dir: string): Promise<{ persistence: PersistenceLike; recovered: SnapshotData }> {
  // A variable specifier keeps tsc from requiring the module at typecheck time.
  const specifier = "./persistence/index.js";
  let mod: PersistenceModule;
  try {
    mod = (await import(specifier)) as PersistenceModule;
  } catch (err) {
    throw new Error(`dbPath given but src/persistence is not available: ${err instanceof Error ? err.message : String(err)}`);
  }
  return mod.Persistence.open(dir);
}
