/**
 * One client connection: frames messages out of the TCP stream, runs them strictly in order
 * (a connection carries one operation at a time), and writes replies. OP_MSG with moreToCome
 * gets no reply; OP_QUERY (handshake) gets an OP_REPLY.
 */
import type { Socket } from "node:net";
import { runCommand } from "../commands/dispatch.js";
import type { ServerState } from "../server-state.js";
import { OP_MSG, OP_QUERY, readHeader } from "./header.js";
import { encodeOpMsg, FLAG_MORE_TO_COME, parseOpMsg } from "./op-msg.js";
import { encodeOpReply, parseOpQuery } from "./op-query.js";

const MAX_MESSAGE = 48_000_000;

export function handleConnection(socket: Socket, state: ServerState): void {
  const connectionId = state.nextConnectionId++;
  socket.setNoDelay(true);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let queue: Promise<void> = Promise.resolve();

  const process = async (msg: Buffer): Promise<void> => {
    const header = readHeader(msg);
    if (header.opCode === OP_MSG) {
      const { flags, body } = parseOpMsg(msg);
      const db = typeof body.$db === "string" ? body.$db : "admin";
      const reply = await runCommand(state, db, body, connectionId, msg.length);
      if (flags & FLAG_MORE_TO_COME) return;
      if (!socket.destroyed) socket.write(encodeOpMsg(reply, header.requestId));
    } else if (header.opCode === OP_QUERY) {
      const { collection, query } = parseOpQuery(msg);
      const db = collection.split(".")[0] ?? "admin";
      const reply = await runCommand(state, db, query, connectionId, msg.length);
      if (!socket.destroyed) socket.write(encodeOpReply(reply, header.requestId));
    } else {
      // OP_COMPRESSED is never negotiated; anything else is from a client we cannot serve.
      socket.destroy();
    }
  };

  socket.on("data", (chunk: Buffer) => {
    pending.push(chunk);
    pendingBytes += chunk.length;
    while (pendingBytes >= 4) {
      // The chunks are joined once the whole message is there: joining on every chunk copied a
      // large message (an insertMany, a GridFS chunk) again for each piece of it that arrived.
      if ((pending[0] as Buffer).length < 4) pending = [Buffer.concat(pending)];
      const len = (pending[0] as Buffer).readInt32LE(0);
      if (len < 16 || len > MAX_MESSAGE) {
        socket.destroy();
        return;
      }
      if (pendingBytes < len) break;
      const head = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending, pendingBytes);
      const msg = head.subarray(0, len);
      const rest = head.subarray(len);
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
      queue = queue
        .then(() => process(msg))
        .catch(() => {
          socket.destroy();
        });
    }
  });
  socket.on("error", () => socket.destroy());
}
