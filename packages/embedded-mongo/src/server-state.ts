/** Everything a command handler may touch: store, cursors, sessions, durability and options. */
import { CursorStore } from "./cursors/cursor-store.js";
import type { Durability } from "./durability.js";
import { Store } from "./storage/store.js";
import { ClusterClock } from "./txn/cluster-time.js";
import { SessionRegistry } from "./txn/sessions.js";

export interface EngineOptions {
  standalone: boolean;
  host: string;
  port: number;
}

export class ServerState {
  readonly store = new Store();
  readonly cursors = new CursorStore();
  readonly sessions = new SessionRegistry(this.store);
  readonly clock = new ClusterClock();
  readonly startedAt = new Date();
  /** Commands received, by name: serverStatus's `metrics.commands` (benchmarks count round trips with it). */
  readonly commandCounts = new Map<string, number>();
  nextConnectionId = 1;

  constructor(
    readonly options: EngineOptions,
    readonly durability: Durability,
  ) {}
}
