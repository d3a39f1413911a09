import { MongoClient } from "mongodb";

export interface DbCommandCounter {
  /**
   * Commands the server has received so far, by name, less this counter's own (its serverStatus
   * calls). On the embedded engine, where only the benchmark's processes connect, the difference
   * between two reads is their round trips, which the machine's other load does not change.
   */
  read(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

export async function dbCommandCounter(mongoUri: string): Promise<DbCommandCounter> {
  const client = await MongoClient.connect(mongoUri, { monitorCommands: true });
  const own = new Map<string, number>();
  client.on("commandStarted", (event) => own.set(event.commandName, (own.get(event.commandName) ?? 0) + 1));
  return {
    async read() {
      const status = await client.db("admin").command({ serverStatus: 1 });
      const totals = (status.metrics?.commands ?? {}) as Record<string, { total?: unknown }>;
      return new Map(Object.entries(totals).map(([name, { total }]) => [name, Number(total ?? 0) - (own.get(name) ?? 0)]));
    },
    close: () => client.close(),
  };
}

/** The commands received between two reads, per operation, largest first (e.g. `find 0.31, bulkWrite 0.05`). */
export function commandsPer(before: Map<string, number>, after: Map<string, number>, operations: number): string {
  const per = [...after]
    .map(([name, total]) => [name, (total - (before.get(name) ?? 0)) / operations] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  const sum = per.reduce((total, [, n]) => total + n, 0);
  return `${sum.toFixed(2)} (${per.map(([name, n]) => `${name} ${n.toFixed(3)}`).join(", ")})`;
}
