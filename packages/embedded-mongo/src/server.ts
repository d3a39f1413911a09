/** startEmbeddedMongo: TCP server, optional persistence recovery, periodic housekeeping. */
import { createServer } from "node:net";
import type { Socket } from "node:net";
import { Durability, openPersistence } from "./durability.js";
import type { PersistenceLike, SnapshotData } from "./persistence-contract.js";
import { loadSnapshot, takeSnapshot } from "./recovery.js";
import { ServerState } from "./server-state.js";
import { expireDocuments } from "./storage/ttl.js";
import { handleConnection } from "./wire/connection.js";
import { REPLICA_SET_NAME } from "./commands/hello.js";

export interface EmbeddedMongoOptions {
  /** TCP port; 0 or undefined picks a free one. */
  port?: number;
  host?: string;
  /** Directory for durable storage; undefined = memory only. */
  dbPath?: string;
  /** Answer as a standalone server instead of a single-node replica set (no transactions). */
  standalone?: boolean;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

const CURSOR_TIMEOUT_MS = 10 * 60_000;
const HOUSEKEEPING_MS = 5_000;

export async function startEmbeddedMongo(opts: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = opts.host ?? "127.0.0.1";
  const standalone = opts.standalone === true;
  let persistence: PersistenceLike | undefined;
  let recovered: SnapshotData | undefined;
  if (opts.dbPath) ({ persistence, recovered } = await openPersistence(opts.dbPath));
  const durable = new ServerState({ standalone, host, port: opts.port ?? 0 }, new Durability(persistence));
  if (recovered) loadSnapshot(durable.store, recovered);
  durable.store.journaling = persistence !== undefined;

  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    handleConnection(socket, durable);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : (opts.port ?? 0);
  durable.options.port = port;

  let compacting = false;
  const timer = setInterval(() => {
    durable.cursors.reap(CURSOR_TIMEOUT_MS);
    durable.sessions.reap();
    const expired = expireDocuments(durable.store);
    if (expired.length) durable.durability.append(expired).catch(() => undefined);
    if (persistence && !compacting) {
      compacting = true;
      durable.durability
        .maybeCompact(() => takeSnapshot(durable.store))
        .catch(() => undefined)
        .finally(() => {
          compacting = false;
        });
    }
  }, HOUSEKEEPING_MS);
  timer.unref();

  const uri = standalone ? `mongodb://${host}:${port}/` : `mongodb://${host}:${port}/?replicaSet=${REPLICA_SET_NAME}`;
  let stopped: Promise<void> | undefined;
  return {
    uri,
    port,
    stop: () => {
      stopped ??= (async () => {
        clearInterval(timer);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const s of sockets) s.destroy();
        });
        await durable.durability.close();
      })();
      return stopped;
    },
  };
}
